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

namespace {
struct ReshapeSCFToCFPass
    : reshape::impl::ReshapeSCFToCFPassBase<ReshapeSCFToCFPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateSCFToControlFlowConversionPatterns(patterns);
    // Only the scf ops, not every op of the module: in program order, which
    // the driver pops from the back, so the last scf.if of a block is
    // lowered first and each block split moves only the ops between two of
    // them.
    SmallVector<Operation *> scfOps;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<scf::SCFDialect>(op->getDialect()) &&
          !op->hasTrait<OpTrait::IsTerminator>())
        scfOps.push_back(op);
    });
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::AnyOp);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    config.enableFolding(false);
    if (failed(applyOpPatternsGreedily(scfOps, std::move(patterns), config)))
      return signalPassFailure();
    // The greedy driver leaves what no pattern lowers (as convert-scf-to-cf's
    // partial conversion would not): report it here, not in a later pass.
    WalkResult leftover =
        getOperation()->walk<WalkOrder::PreOrder>([](Operation *op) {
          if (!isa<scf::SCFDialect>(op->getDialect()) || isa<scf::YieldOp>(op))
            return WalkResult::advance();
          op->emitOpError("could not be lowered to the cf dialect");
          return WalkResult::interrupt();
        });
    if (leftover.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
