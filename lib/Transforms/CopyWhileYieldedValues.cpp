//===- CopyWhileYieldedValues.cpp - Read-only values a while carries ---===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize (MLIR 22.1, with allow-return-allocs-from-loops) takes
// the arguments of an scf.while's before region for buffers of their own,
// which an op of the next iteration may write in place, whatever the after
// region yields: into a tensor constant's read-only global (a crash;
// fuzz/findings/upstream-while-yield-read-only.mlir, the differential
// fuzzer), into a value from outside the loop that is read after it (a
// silently wrong program; review). A yielded value that is not the carried
// one, nor a buffer the loop makes, is copied first.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "TensorViews.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECOPYWHILEYIELDEDVALUESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `value` is a buffer the loop makes itself in each iteration:
/// of an op in `loop` that makes its own tensor.
static bool isMadeInLoop(Value value, scf::WhileOp loop) {
  Operation *def = value.getDefiningOp();
  return def && loop->isProperAncestor(def) && reshape::makesOwnTensor(def);
}

/// Whether the value the after region of `loop` yields, `value`, may be a
/// buffer the next iteration must not write: anything but the carried value
/// itself (an argument of the before region, passed on by scf.condition)
/// or a buffer the loop makes. A constant is read-only, a value from
/// outside may be read after the loop (found by review), and an scf.if, a
/// select or a call may yield either.
static bool needsCopy(Value value, scf::WhileOp loop) {
  Value viewed = reshape::getViewedTensor(value);
  if (auto arg = dyn_cast<BlockArgument>(viewed)) {
    if (arg.getOwner() != loop.getAfterBody())
      return true;
    Value passed = reshape::getViewedTensor(
        loop.getConditionOp().getArgs()[arg.getArgNumber()]);
    auto carried = dyn_cast<BlockArgument>(passed);
    if (carried && carried.getOwner() == loop.getBeforeBody())
      return false;
    return !isMadeInLoop(passed, loop);
  }
  return !isMadeInLoop(viewed, loop);
}

namespace {
struct ReshapeCopyWhileYieldedValuesPass
    : reshape::impl::ReshapeCopyWhileYieldedValuesPassBase<
          ReshapeCopyWhileYieldedValuesPass> {
  void runOnOperation() override {
    bool changed = false;
    getOperation().walk([&](scf::WhileOp loop) {
      scf::YieldOp yield = loop.getYieldOp();
      for (OpOperand &operand : yield->getOpOperands()) {
        auto type = dyn_cast<RankedTensorType>(operand.get().getType());
        if (!type || !needsCopy(operand.get(), loop))
          continue;
        OpBuilder b(yield);
        operand.set(bufferization::AllocTensorOp::create(
            b, operand.get().getLoc(), type, ValueRange{},
            /*copy=*/operand.get()));
        changed = true;
      }
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
