//===- ReshapeOpUtils.h - Helpers of the reshape op files -------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_IR_RESHAPEOPUTILS_H
#define LIB_IR_RESHAPEOPUTILS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/RegionKindInterface.h"

#include <optional>

namespace mlir::reshape {

/// The extents of a tensor type, std::nullopt when it is unranked.
inline std::optional<ArrayRef<int64_t>> getDims(Type type) {
  if (auto ranked = dyn_cast<RankedTensorType>(type))
    return ranked.getShape();
  return std::nullopt;
}

/// Whether `op` may use its own result, directly or around a cycle: only in
/// a region without SSA dominance (a graph region, such as a module body).
/// Folders and patterns that look through an operand's producer skip such
/// ops: they could chase the cycle forever (found by the canonicalize
/// fuzzer: `%1 = reshape.static_reshape %1 ...` at module level).
inline bool mayBeInCycle(Operation *op) {
  Region *region = op->getParentRegion();
  return region && !mayHaveSSADominance(*region);
}

} // namespace mlir::reshape

#endif // LIB_IR_RESHAPEOPUTILS_H
