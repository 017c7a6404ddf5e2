//===- EmptyPadSources.cpp - Pads of sources without elements -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Bufferized, a tensor.pad copies its source into a subview of the result
// at the low padding. A source with a static 0 extent whose low padding is
// the whole result extent put that subview at the end of the result, which
// the subview verifier refuses (MLIR 22.1): a valid pad did not lower, nor
// an imported pooling whose negative padding crops the whole input; nor a
// `?` source that is empty at run time, where the padding fills a static
// result extent. Such a pad is all padding: a tensor.generate with the
// pad's body.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEEMPTYPADSOURCESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether the source of `pad` has no element as the types show: a static
/// 0 extent, or padding that fills a static extent of the result (a `?`
/// source extent that is 0 at run time gave the same subview).
static bool hasNoSourceElement(tensor::PadOp pad) {
  if (llvm::is_contained(pad.getSourceType().getShape(), 0))
    return true;
  ArrayRef<int64_t> result = pad.getResultType().getShape();
  SmallVector<OpFoldResult> low = pad.getMixedLowPad();
  SmallVector<OpFoldResult> high = pad.getMixedHighPad();
  for (auto [d, extent] : llvm::enumerate(result)) {
    std::optional<int64_t> l = getConstantIntValue(low[d]);
    std::optional<int64_t> h = getConstantIntValue(high[d]);
    int64_t padding;
    if (!ShapedType::isDynamic(extent) && l && h &&
        !__builtin_add_overflow(*l, *h, &padding) && padding == extent)
      return true;
  }
  return false;
}

namespace {
struct ReshapeEmptyPadSourcesPass
    : reshape::impl::ReshapeEmptyPadSourcesPassBase<
          ReshapeEmptyPadSourcesPass> {
  void runOnOperation() override {
    SmallVector<tensor::PadOp> pads;
    getOperation().walk([&](tensor::PadOp pad) {
      if (hasNoSourceElement(pad))
        pads.push_back(pad);
    });
    if (pads.empty())
      return markAllAnalysesPreserved();
    for (tensor::PadOp pad : pads) {
      OpBuilder b(pad);
      Location loc = pad.getLoc();
      // The result's extents: the low and high padding plus the source's.
      ReifiedRankedShapedTypeDims shapes;
      if (failed(reifyResultShapes(b, pad, shapes)))
        continue;
      RankedTensorType type = pad.getResultType();
      SmallVector<Value> dynamicExtents;
      for (int64_t d = 0, rank = type.getRank(); d < rank; ++d)
        if (type.isDynamicDim(d))
          dynamicExtents.push_back(
              getValueOrCreateConstantIndexOp(b, loc, shapes[0][d]));
      auto generate = tensor::GenerateOp::create(b, loc, type, dynamicExtents);
      // The pad's body (index arguments, tensor.yield) is a generate body.
      generate.getBody().takeBody(pad.getRegion());
      pad.replaceAllUsesWith(generate.getResult());
      pad.erase();
    }
  }
};
} // namespace
