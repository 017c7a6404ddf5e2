//===- ExpandBF16.cpp - The reshape-expand-bf16 pass ----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEEXPANDBF16PASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeExpandBF16Pass
    : reshape::impl::ReshapeExpandBF16PassBase<ReshapeExpandBF16Pass> {
  void runOnOperation() override {
    // The patterns rewrite only extf and truncf: a module without them (the
    // common case) skips the greedy driver and its walks.
    WalkResult found = getOperation()->walk([](Operation *op) {
      return isa<arith::ExtFOp, arith::TruncFOp>(op) ? WalkResult::interrupt()
                                                     : WalkResult::advance();
    });
    if (!found.wasInterrupted())
      return;
    RewritePatternSet patterns(&getContext());
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
