//===- ElementwiseToLinalg.cpp - Elementwise ops on tensors as linalg -----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize knows no elementwise op on tensors (arith.trunci of a
// shape tensor, as the OpenVINO importer makes of a Convert): "op was not
// bufferized". Upstream's patterns make a linalg.generic of each, but for an
// arith.select of a scalar condition, which picks one of two tensors: as a
// generic it would read both, and the runtime checks let a select pass a
// value whose extents are wrong wherever it does not pick it. Nor for two
// tensors whose extents may differ at run time, unless
// reshape-check-tensor-extents checked them: the generic would read past
// the end of the shorter (found by review).
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/IR/ResultCasts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEELEMENTWISETOLINALGPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `op` is an elementwise op on ranked tensors (and scalars) that
/// becomes a linalg.generic: upstream's patterns take it, it is no select of
/// one of two tensors, its tensors' extents cannot differ (a generic runs
/// over the first one's), were checked equal at run time
/// (reshape-check-tensor-extents) or go unchecked by request, and each
/// result type is that of an operand or has no encoding (upstream's pattern
/// makes the other results' tensor.empty without one).
static bool becomesGeneric(Operation *op, bool uncheckedExtents) {
  if (!OpTrait::hasElementwiseMappableTraits(op))
    return false;
  if (auto select = dyn_cast<arith::SelectOp>(op))
    if (!isa<TensorType>(select.getCondition().getType()))
      return false;
  SmallVector<RankedTensorType> tensors;
  for (Type type : op->getOperandTypes()) {
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      tensors.push_back(tensor);
    else if (!isa<IntegerType, FloatType, IndexType, ComplexType>(type))
      return false;
  }
  if (tensors.empty())
    return false;
  if (tensors.size() > 1 && !uncheckedExtents &&
      !op->hasAttr(reshape::kExtentsCheckedAttrName) &&
      llvm::any_of(tensors,
                   [](RankedTensorType t) { return !t.hasStaticShape(); }))
    return false;
  return llvm::all_of(op->getResultTypes(), [&](Type type) {
    auto result = dyn_cast<RankedTensorType>(type);
    return result && (!result.getEncoding() ||
                      llvm::is_contained(op->getOperandTypes(), type));
  });
}

namespace {
struct ReshapeElementwiseToLinalgPass
    : reshape::impl::ReshapeElementwiseToLinalgPassBase<
          ReshapeElementwiseToLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    bool any = false;
    getOperation().walk([&](Operation *op) {
      any = becomesGeneric(op, uncheckedExtents);
      return any ? WalkResult::interrupt() : WalkResult::advance();
    });
    if (!any)
      return markAllAnalysesPreserved();
    ConversionTarget target(getContext());
    target.markUnknownOpDynamicallyLegal(
        [&](Operation *op) { return !becomesGeneric(op, uncheckedExtents); });
    RewritePatternSet patterns(&getContext());
    linalg::populateElementwiseToLinalgConversionPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
