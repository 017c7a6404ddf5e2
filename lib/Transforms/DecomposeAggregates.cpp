//===- DecomposeAggregates.cpp - The reshape-decompose-aggregates pass ----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEDECOMPOSEAGGREGATESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
/// Replaces an aggregated op by the ops of its own decomposition.
struct DecomposeAggregate
    : OpInterfaceRewritePattern<linalg::AggregatedOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::AggregatedOpInterface op,
                                PatternRewriter &rewriter) const override {
    // Upstream's decomposition of a softmax types its generics with the
    // input's type and writes them into the output: types that differ
    // (`?x?` in, `?x2` out, valid) give generics that do not verify. The
    // verifier made the two compatible: cast the input to the output's.
    bool castInput = false;
    if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op.getOperation());
        softmax && isa<RankedTensorType>(softmax.getInput().getType()) &&
        softmax.getInput().getType() != softmax.getOutput().getType()) {
      Value input = tensor::CastOp::create(rewriter, softmax.getLoc(),
                                           softmax.getOutput().getType(),
                                           softmax.getInput());
      rewriter.modifyOpInPlace(
          softmax, [&] { softmax.getInputMutable().assign(input); });
      castInput = true;
    }
    FailureOr<SmallVector<Value>> results = op.decomposeOperation(rewriter);
    // A pattern that changed the IR must report success.
    if (failed(results))
      return castInput ? success()
                       : rewriter.notifyMatchFailure(
                             op, "the op cannot be decomposed");
    rewriter.replaceOp(op, *results);
    return success();
  }
};

struct ReshapeDecomposeAggregatesPass
    : reshape::impl::ReshapeDecomposeAggregatesPassBase<
          ReshapeDecomposeAggregatesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DecomposeAggregate>(&getContext());
    // Only the aggregated ops: no folding of the rest of the module.
    GreedyRewriteConfig config;
    config.enableFolding(false).setRegionSimplificationLevel(
        GreedySimplifyRegionLevel::Disabled);
    bool changed = false;
    (void)applyPatternsGreedily(getOperation(), std::move(patterns), config,
                                &changed);

    WalkResult left = getOperation()->walk([](Operation *op) {
      if (!isa<linalg::AggregatedOpInterface>(op))
        return WalkResult::advance();
      op->emitOpError("cannot be decomposed into linalg.generic ops");
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      return signalPassFailure();
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
