//===- Validate.cpp - The reshape-validate pass ---------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/IR/ReshapeOps.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEVALIDATEPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;
using namespace mlir::reshape;

/// R1 in the oneDNN Graph profile: f32, f16 or bf16 data.
static LogicalResult checkOneDnnElementType(Operation *op, Type type) {
  Type element = cast<TensorType>(type).getElementType();
  if (element.isF32() || element.isF16() || element.isBF16())
    return success();
  return op->emitOpError("R1 (oneDNN profile): element type ")
         << element << " is not f32, f16 or bf16";
}

/// R1 in the oneDNN Graph profile: DynamicReshape-1 takes an s32 shape.
static LogicalResult checkOneDnnShapeType(Operation *op, Type type) {
  Type element = cast<TensorType>(type).getElementType();
  if (element.isInteger(32))
    return success();
  return op->emitOpError("R1 (oneDNN profile): the shape operand has "
                         "element type ")
         << element << ", DynamicReshape-1 takes s32 (i32)";
}

namespace {
struct ReshapeValidatePass
    : reshape::impl::ReshapeValidatePassBase<ReshapeValidatePass> {
  using Base::Base;

  void runOnOperation() override {
    // The openvino profile is what R1, and so the verifier, accepts.
    if (profile == ReshapeProfile::OpenVINO)
      return markAllAnalysesPreserved();
    bool valid = true;
    getOperation()->walk([&](Operation *op) {
      if (auto reshape = dyn_cast<StaticReshapeOp>(op)) {
        valid &= succeeded(checkOneDnnElementType(op, reshape.getType()));
      } else if (auto reshape = dyn_cast<DynamicReshapeOp>(op)) {
        valid &= succeeded(checkOneDnnElementType(op, reshape.getType()));
        valid &=
            succeeded(checkOneDnnShapeType(op, reshape.getShape().getType()));
      }
    });
    if (!valid)
      return signalPassFailure();
    // A check: the IR stays as it is.
    markAllAnalysesPreserved();
  }
};
} // namespace
