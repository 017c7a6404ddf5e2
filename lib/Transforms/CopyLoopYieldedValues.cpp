//===- CopyLoopYieldedValues.cpp - Read-only values a loop carries --------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize (MLIR 22.1, with allow-return-allocs-from-loops) takes
// the iteration arguments of an scf.for, and of an scf.while's before
// region, for buffers of their own, which an op of the next iteration may
// write in place, whatever the loop yields: into a tensor constant's
// read-only global (a crash; fuzz/findings/upstream-while-yield-read-only.mlir
// and upstream-for-yield-read-only.mlir, the differential fuzzer), into a
// value from outside the loop that is read after it (a silently wrong
// program; review). A yielded value that is not a carried one, nor a buffer
// the loop makes, is copied first.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "TensorCopies.h"
#include "TensorViews.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECOPYLOOPYIELDEDVALUESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `value`, which `loop` yields for its next iteration, may be a
/// buffer that iteration must not write: anything but a carried value or a
/// buffer the loop makes. A constant is read-only, a value from outside
/// may be read after the loop (found by review), and an scf.if, a select
/// or a call may yield either.
static bool needsCopy(Value value, Operation *loop) {
  Value viewed = reshape::getViewedTensor(value);
  if (auto arg = dyn_cast<BlockArgument>(viewed)) {
    if (auto forOp = dyn_cast<scf::ForOp>(loop))
      return arg.getOwner() != forOp.getBody();
    auto whileOp = cast<scf::WhileOp>(loop);
    if (arg.getOwner() != whileOp.getAfterBody())
      return true;
    Value passed = whileOp.getConditionOp().getArgs()[arg.getArgNumber()];
    auto carried = dyn_cast<BlockArgument>(reshape::getViewedTensor(passed));
    if (carried && carried.getOwner() == whileOp.getBeforeBody())
      return false;
    return needsCopy(passed, loop);
  }
  Operation *def = viewed.getDefiningOp();
  if (!def || !loop->isProperAncestor(def))
    return true;
  // A loop nested in this one yields a carried value, a buffer it makes or
  // a copy (this pass), or runs no iteration: its result is what its init
  // is.
  if (auto inner = dyn_cast<scf::ForOp>(def))
    return needsCopy(
        inner.getInitArgs()[cast<OpResult>(viewed).getResultNumber()], loop);
  return !reshape::makesOwnTensor(def);
}

/// A copy of what `operand` passes on, in its place.
static void copyOperand(OpOperand &operand) {
  OpBuilder b(operand.getOwner());
  operand.set(reshape::createTensorCopy(
      b, operand.get().getLoc(), operand.get(),
      "a loop passes on to its next iteration a copy of a value that the "
      "iteration must not write in place"));
}

/// Copies the tensor `operand` passes on to the next iteration of `loop` if
/// needsCopy; through the scf.if, scf.index_switch and arith.select in the
/// loop that it views, only the values each branch yields that need it (an
/// accumulator that a branch updates in place stays). Returns whether it
/// copied one.
static bool copyWhereNeeded(OpOperand &operand, Operation *loop) {
  Value viewed = reshape::getViewedTensor(operand.get());
  Operation *def = viewed.getDefiningOp();
  if (def && loop->isProperAncestor(def)) {
    if (isa<scf::IfOp, scf::IndexSwitchOp>(def)) {
      unsigned index = cast<OpResult>(viewed).getResultNumber();
      bool changed = false;
      for (Region &region : def->getRegions())
        for (Block &block : region)
          if (auto yield = dyn_cast<scf::YieldOp>(block.getTerminator()))
            changed |= copyWhereNeeded(yield->getOpOperand(index), loop);
      return changed;
    }
    if (auto select = dyn_cast<arith::SelectOp>(def)) {
      bool changed = copyWhereNeeded(select.getTrueValueMutable(), loop);
      return copyWhereNeeded(select.getFalseValueMutable(), loop) || changed;
    }
  }
  if (!isa<RankedTensorType>(operand.get().getType()) ||
      !needsCopy(operand.get(), loop))
    return false;
  copyOperand(operand);
  return true;
}

/// Copies what `yield` passes to the next iteration of `loop` where
/// needed, and a value it passes twice (views of one tensor) the second
/// time: the next iteration's arguments would be one buffer, and an op
/// that writes one in place changed the other (an scf.while that yields
/// one value for two arguments: differential fuzzer). Returns whether it
/// copied anything.
static bool copyYieldedValues(Operation *yield, Operation *loop) {
  bool changed = false;
  llvm::SmallPtrSet<Value, 4> passed;
  for (OpOperand &operand : yield->getOpOperands()) {
    if (!isa<RankedTensorType>(operand.get().getType()))
      continue;
    Value viewed = reshape::getViewedTensor(operand.get());
    if (!passed.insert(viewed).second) {
      copyOperand(operand);
      changed = true;
      continue;
    }
    changed |= copyWhereNeeded(operand, loop);
  }
  return changed;
}

namespace {
struct ReshapeCopyLoopYieldedValuesPass
    : reshape::impl::ReshapeCopyLoopYieldedValuesPassBase<
          ReshapeCopyLoopYieldedValuesPass> {
  void runOnOperation() override {
    bool changed = false;
    // Inner loops first (the walk is post-order): an outer loop looks
    // through the results of the loops in it.
    getOperation().walk([&](Operation *op) {
      if (auto loop = dyn_cast<scf::ForOp>(op))
        changed |= copyYieldedValues(loop.getBody()->getTerminator(), loop);
      else if (auto loop = dyn_cast<scf::WhileOp>(op))
        changed |= copyYieldedValues(loop.getYieldOp(), loop);
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
