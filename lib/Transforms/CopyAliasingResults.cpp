//===- CopyAliasingResults.cpp - Results that view one buffer -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize (MLIR 22.1) does not see that two results of a call
// are one buffer when the callee returns a value twice (or two views of
// one value): the caller wrote one result in place and the other changed
// with it, a silently wrong program
// (fuzz/findings/upstream-duplicate-results.mlir). A function the module
// calls returns a copy of each result that views what an earlier one does.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "FunctionUses.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECOPYALIASINGRESULTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The value `value` is a view of, through casts, reshapes and slices.
static Value getViewedValue(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<tensor::CastOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::ReshapeOp, tensor::ExtractSliceOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// A copy of `value` before `user`: of a ranked value, or of the ranked
/// source of a cast to an unranked type, cast again. Null for another
/// unranked value: One-Shot Bufferize can copy no unranked tensor.
static Value copyBefore(Operation *user, Value value) {
  OpBuilder b(user);
  Location loc = value.getLoc();
  if (auto ranked = dyn_cast<RankedTensorType>(value.getType()))
    return bufferization::AllocTensorOp::create(b, loc, ranked, ValueRange{},
                                                /*copy=*/value);
  auto cast = value.getDefiningOp<tensor::CastOp>();
  if (!cast)
    return nullptr;
  auto sourceType = dyn_cast<RankedTensorType>(cast.getSource().getType());
  if (!sourceType)
    return nullptr;
  Value copy = bufferization::AllocTensorOp::create(
      b, loc, sourceType, ValueRange{}, /*copy=*/cast.getSource());
  return tensor::CastOp::create(b, loc, cast.getType(), copy);
}

/// The results of `ret` that view what an earlier one does.
static SmallVector<OpOperand *> getAliasingResults(func::ReturnOp ret) {
  SmallVector<OpOperand *> aliasing;
  llvm::SmallDenseSet<Value, 4> viewed;
  for (OpOperand &operand : ret->getOpOperands())
    if (isa<TensorType>(operand.get().getType()) &&
        !viewed.insert(getViewedValue(operand.get())).second)
      aliasing.push_back(&operand);
  return aliasing;
}

/// The returns of `func`: the terminators of its body's blocks.
static SmallVector<func::ReturnOp> getReturns(func::FuncOp func) {
  SmallVector<func::ReturnOp> returns;
  for (Block &block : func.getBody())
    if (auto ret = dyn_cast<func::ReturnOp>(block.getTerminator()))
      returns.push_back(ret);
  return returns;
}

namespace {
struct ReshapeCopyAliasingResultsPass
    : reshape::impl::ReshapeCopyAliasingResultsPassBase<
          ReshapeCopyAliasingResultsPass> {
  void runOnOperation() override {
    auto returnsAliases = [](func::FuncOp func) {
      return llvm::any_of(getReturns(func), [](func::ReturnOp ret) {
        return !getAliasingResults(ret).empty();
      });
    };
    // Entry points keep their results: their callers are outside.
    for (func::FuncOp func :
         reshape::getFunctionsWithCallers(getOperation(), returnsAliases))
      for (func::ReturnOp ret : getReturns(func))
        for (OpOperand *operand : getAliasingResults(ret))
          if (Value copy = copyBefore(ret, operand->get()))
            operand->set(copy);
  }
};
} // namespace
