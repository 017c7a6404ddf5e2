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
// (fuzz/findings/upstream-duplicate-results.mlir). Nor that a result views
// a buffer the program must not write (a bufferization.to_tensor that is
// not writable, of a global): the caller wrote it in place. A function the
// module calls returns a copy of each result that views what an earlier
// one does or a read-only buffer.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "FunctionUses.h"
#include "TensorCopies.h"
#include "TensorViews.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECOPYALIASINGRESULTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// What a returned tensor is a view of, for telling results apart: an
/// argument of the function and a tensor an op makes itself are each a
/// buffer of their own; anything else (an scf.if, a select, a call, a
/// constant) may be a view of any of them.
struct ViewedBuffer {
  Value viewed;
  bool known;
};

static ViewedBuffer getViewedBuffer(Value value, func::FuncOp func) {
  Value viewed = reshape::getViewedTensor(value);
  if (auto arg = dyn_cast<BlockArgument>(viewed))
    return {viewed, arg.getOwner() == &func.getBody().front()};
  Operation *def = viewed.getDefiningOp();
  return {viewed, def && reshape::makesOwnTensor(def)};
}

/// Whether `viewed` is a buffer the program must not write: a
/// bufferization.to_tensor that is not `writable` (of a memref.get_global,
/// say). One-Shot lets a caller write a call's result in place also then:
/// the program changed a global it never writes (found by review).
static bool isReadOnlyBuffer(Value viewed) {
  auto toTensor = viewed.getDefiningOp<bufferization::ToTensorOp>();
  return toTensor && !toTensor.getWritable();
}

/// The results of `ret` that may view what an earlier one does: the same
/// buffer, or one of which nothing is known next to an earlier result
/// (found by review: an scf.if yielding one value twice, a call returning
/// its argument, a lifted cf.switch); and those that view a read-only
/// buffer.
static SmallVector<OpOperand *> getAliasingResults(func::ReturnOp ret,
                                                   func::FuncOp func) {
  SmallVector<OpOperand *> aliasing;
  SmallVector<ViewedBuffer> earlier;
  for (OpOperand &operand : ret->getOpOperands()) {
    if (!isa<TensorType>(operand.get().getType()))
      continue;
    ViewedBuffer buffer = getViewedBuffer(operand.get(), func);
    if (isReadOnlyBuffer(buffer.viewed) ||
        llvm::any_of(earlier, [&](const ViewedBuffer &e) {
          return e.viewed == buffer.viewed || !e.known || !buffer.known;
        }))
      aliasing.push_back(&operand);
    earlier.push_back(buffer);
  }
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
      return llvm::any_of(getReturns(func), [&](func::ReturnOp ret) {
        return !getAliasingResults(ret, func).empty();
      });
    };
    // Entry points keep their results: their callers are outside.
    SmallVector<func::FuncOp> functions =
        reshape::getFunctionsWithCallers(getOperation(), returnsAliases);
    if (functions.empty())
      return markAllAnalysesPreserved();
    for (func::FuncOp func : functions)
      for (func::ReturnOp ret : getReturns(func)) {
        OpBuilder b(ret);
        for (OpOperand *operand : getAliasingResults(ret, func))
          operand->set(reshape::createTensorCopy(
              b, ret.getLoc(), operand->get(),
              "a function the module calls returns a copy of a result "
              "that may view what another result does, or a read-only "
              "buffer"));
      }
  }
};
} // namespace
