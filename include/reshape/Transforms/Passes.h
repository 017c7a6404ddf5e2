//===- Passes.h - reshape dialect passes ------------------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TRANSFORMS_PASSES_H
#define RESHAPE_TRANSFORMS_PASSES_H

#include "reshape/Conversion/ReshapeToTensor/ReshapeToTensor.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::reshape {

/// The profiles of reshape-validate.
enum class ReshapeProfile {
  /// The oneDNN Graph API: f32, f16 or bf16 data and s32 shape operands.
  OneDNN,
  /// OpenVINO: any element type and what R1 accepts as a shape operand.
  OpenVINO,
};

/// The prefix of the functions reshape-contiguous-unranked-reshapes defines
/// to copy a strided unranked buffer into a contiguous one (one per element
/// type); --reshape-report-copies counts their calls as copies.
inline constexpr llvm::StringLiteral kPackFunctionPrefix = "__reshape_pack_";

/// Whether `buffer` is a buffer of static shape, of rank 0 or 1 and of at
/// most `maxBytes` bytes: one reshape-to-llvm hoists out of loops and puts
/// on the stack.
bool isSmallStaticBuffer(Value buffer, int64_t maxBytes);

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "reshape/Transforms/Passes.h.inc"

} // namespace mlir::reshape

#endif // RESHAPE_TRANSFORMS_PASSES_H
