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

#include <optional>

namespace mlir::reshape {

/// The extents of a tensor type, std::nullopt when it is unranked.
inline std::optional<ArrayRef<int64_t>> getDims(Type type) {
  if (auto ranked = dyn_cast<RankedTensorType>(type))
    return ranked.getShape();
  return std::nullopt;
}

} // namespace mlir::reshape

#endif // LIB_IR_RESHAPEOPUTILS_H
