//===- InlineCheckFences.cpp - Inline the check fences --------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// convert-reshape-to-tensor keeps the checks and the tensor ops of a checked
// reshape together in an scf.execute_region (see
// kCheckFenceAttrName). This pass puts their bodies back in place.
//
//===----------------------------------------------------------------------===//

#include "reshape/Conversion/Passes.h"
#include "reshape/Conversion/ReshapeToTensor/ReshapeToTensor.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEINLINECHECKFENCESPASS
#include "reshape/Conversion/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeInlineCheckFencesPass
    : reshape::impl::ReshapeInlineCheckFencesPassBase<
          ReshapeInlineCheckFencesPass> {
  void runOnOperation() override {
    SmallVector<scf::ExecuteRegionOp> fences;
    getOperation()->walk([&](scf::ExecuteRegionOp op) {
      // One block ending in scf.yield, as the conversion builds them.
      if (op->hasAttr(reshape::kCheckFenceAttrName) &&
          op.getRegion().hasOneBlock() &&
          isa<scf::YieldOp>(op.getRegion().front().getTerminator()))
        fences.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ExecuteRegionOp fence : fences) {
      Block *body = &fence.getRegion().front();
      auto yield = cast<scf::YieldOp>(body->getTerminator());
      SmallVector<Value> results = yield.getOperands();
      rewriter.eraseOp(yield);
      rewriter.inlineBlockBefore(body, fence);
      rewriter.replaceOp(fence, results);
    }
  }
};
} // namespace
