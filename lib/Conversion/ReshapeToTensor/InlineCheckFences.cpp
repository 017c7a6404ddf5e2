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
    SmallVector<std::pair<scf::ExecuteRegionOp, Operation *>> fences;
    getOperation()->walk([&](scf::ExecuteRegionOp op) {
      if (Operation *yield = reshape::getCheckFenceYield(op))
        fences.push_back({op, yield});
    });
    if (fences.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (auto [fence, yield] : fences) {
      SmallVector<Value> results = yield->getOperands();
      rewriter.eraseOp(yield);
      rewriter.inlineBlockBefore(&fence.getRegion().front(), fence);
      rewriter.replaceOp(fence, results);
    }
  }
};
} // namespace
