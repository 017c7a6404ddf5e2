//===- IndexSwitchToIf.cpp - scf.index_switch as scf.if
//--------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize does not see that an scf.index_switch result aliases
// the buffer a case yields: it lets a later op write that buffer in place
// while the result is still read. It gets scf.if right, so this pass
// rewrites each switch on tensors as a chain of scf.if.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEINDEXSWITCHTOIFPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// `switchOp` as `scf.if (arg == case0) {...} else scf.if (arg == case1)
/// {...} else ... {default}`, built at the switch.
static void rewriteAsIfChain(RewriterBase &rewriter,
                             scf::IndexSwitchOp switchOp) {
  Location loc = switchOp.getLoc();
  TypeRange types = switchOp.getResultTypes();
  rewriter.setInsertionPoint(switchOp);
  SmallVector<Value> results;
  Region *elseRegion = nullptr;
  for (auto [value, caseRegion] :
       llvm::zip_equal(switchOp.getCases(), switchOp.getCaseRegions())) {
    Value index = arith::ConstantIndexOp::create(rewriter, loc, value);
    Value matches = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, switchOp.getArg(), index);
    auto ifOp = scf::IfOp::create(rewriter, loc, types, matches,
                                  /*addThenBlock=*/false,
                                  /*addElseBlock=*/false);
    rewriter.inlineRegionBefore(caseRegion, ifOp.getThenRegion(),
                                ifOp.getThenRegion().end());
    if (elseRegion) {
      // The previous if's else: this if, and what it yields.
      Block *block = rewriter.createBlock(elseRegion);
      rewriter.moveOpBefore(ifOp, block, block->end());
      rewriter.setInsertionPointToEnd(block);
      scf::YieldOp::create(rewriter, loc, ifOp.getResults());
    } else {
      results = ifOp.getResults();
    }
    elseRegion = &ifOp.getElseRegion();
    rewriter.setInsertionPoint(ifOp);
  }
  if (!elseRegion) {
    // Only a default: its body in place of the switch.
    Block *body = &switchOp.getDefaultBlock();
    auto yield = cast<scf::YieldOp>(body->getTerminator());
    results = yield.getOperands();
    rewriter.inlineBlockBefore(body, switchOp);
    rewriter.eraseOp(yield);
    rewriter.replaceOp(switchOp, results);
    return;
  }
  rewriter.inlineRegionBefore(switchOp.getDefaultRegion(), *elseRegion,
                              elseRegion->end());
  rewriter.replaceOp(switchOp, results);
}

namespace {
struct ReshapeIndexSwitchToIfPass
    : reshape::impl::ReshapeIndexSwitchToIfPassBase<
          ReshapeIndexSwitchToIfPass> {
  void runOnOperation() override {
    SmallVector<scf::IndexSwitchOp> switches;
    getOperation().walk([&](scf::IndexSwitchOp switchOp) {
      if (llvm::any_of(switchOp.getResultTypes(), llvm::IsaPred<TensorType>))
        switches.push_back(switchOp);
    });
    if (switches.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    // Innermost first (the walk is post-order): a switch in a case moves
    // with its region once it is an scf.if chain itself.
    for (scf::IndexSwitchOp switchOp : switches)
      rewriteAsIfChain(rewriter, switchOp);
  }
};
} // namespace
