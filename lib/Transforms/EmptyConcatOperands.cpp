//===- EmptyConcatOperands.cpp - Concat operands without elements ---------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize copies each operand of a tensor.concat into a
// memref.subview of the result at its offset along the concat dim. For an
// operand with a static 0 extent there, after the other operands, that
// offset is the result's extent, which the subview verifier refuses (MLIR
// 22.1): a valid Concat of a oneDNN graph did not lower. Such operands add
// nothing, so this pass drops them.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEEMPTYCONCATOPERANDSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `operand` of `concat` has a static 0 extent along its dim.
static bool isEmptyAlongDim(tensor::ConcatOp concat, Value operand) {
  return cast<RankedTensorType>(operand.getType())
             .getDimSize(concat.getDim()) == 0;
}

namespace {
struct ReshapeEmptyConcatOperandsPass
    : reshape::impl::ReshapeEmptyConcatOperandsPassBase<
          ReshapeEmptyConcatOperandsPass> {
  void runOnOperation() override {
    SmallVector<tensor::ConcatOp> concats;
    getOperation().walk([&](tensor::ConcatOp concat) {
      if (llvm::any_of(concat.getInputs(),
                       [&](Value v) { return isEmptyAlongDim(concat, v); }))
        concats.push_back(concat);
    });
    if (concats.empty())
      return markAllAnalysesPreserved();
    for (tensor::ConcatOp concat : concats) {
      SmallVector<Value> kept;
      for (Value input : concat.getInputs())
        if (!isEmptyAlongDim(concat, input))
          kept.push_back(input);
      // Without any other operand, the first one is the (empty) result.
      if (kept.empty())
        kept.push_back(concat.getInputs().front());
      OpBuilder b(concat);
      Location loc = concat.getLoc();
      RankedTensorType type = concat.getResultType();
      Value result =
          kept.size() == 1
              ? kept.front()
              : tensor::ConcatOp::create(b, loc, type, concat.getDim(), kept)
                    .getResult();
      if (result.getType() != type)
        result = tensor::CastOp::create(b, loc, type, result);
      concat.replaceAllUsesWith(result);
      concat.erase();
    }
  }
};
} // namespace
