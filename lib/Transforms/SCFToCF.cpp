//===- SCFToCF.cpp - The reshape-scf-to-cf pass ---------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPESCFTOCFPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Appends the scf ops under `op` in the order they are lowered: an op
/// before the ops in its regions (as convert-scf-to-cf does: the patterns of
/// scf.while, scf.index_switch and scf.parallel need structured regions),
/// and in a block the last op first (so that lowering an scf.if, which
/// splits its block, moves only the ops up to the split lowered before it).
static void collectInLoweringOrder(Operation *op,
                                   SmallVectorImpl<Operation *> &order) {
  for (Region &region : op->getRegions()) {
    for (Block &block : region) {
      for (Operation &nested : llvm::reverse(block)) {
        if (isa_and_present<scf::SCFDialect>(nested.getDialect()) &&
            !nested.hasTrait<OpTrait::IsTerminator>())
          order.push_back(&nested);
        collectInLoweringOrder(&nested, order);
      }
    }
  }
}

namespace {
struct ReshapeSCFToCFPass
    : reshape::impl::ReshapeSCFToCFPassBase<ReshapeSCFToCFPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateSCFToControlFlowConversionPatterns(patterns);
    SmallVector<Operation *> order;
    collectInLoweringOrder(getOperation(), order);
    // The driver pops its worklist from the back.
    std::reverse(order.begin(), order.end());
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::AnyOp);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    config.enableFolding(false);
    bool changed = false;
    if (failed(applyOpPatternsGreedily(order, std::move(patterns), config,
                                       &changed)))
      return signalPassFailure();
    // The greedy driver leaves what no pattern lowers (as convert-scf-to-cf's
    // partial conversion would not): report it here, not in a later pass.
    WalkResult leftover =
        getOperation()->walk<WalkOrder::PreOrder>([](Operation *op) {
          if (!isa_and_present<scf::SCFDialect>(op->getDialect()) ||
              isa<scf::YieldOp>(op))
            return WalkResult::advance();
          op->emitOpError("could not be lowered to the cf dialect");
          return WalkResult::interrupt();
        });
    if (leftover.wasInterrupted())
      return signalPassFailure();
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
