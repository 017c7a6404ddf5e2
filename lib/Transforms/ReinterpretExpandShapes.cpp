//===- ReinterpretExpandShapes.cpp - Expands with several `?` in a group --===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Upstream's expand-strided-metadata (MLIR 22.1) takes each group of a
// memref.expand_shape to have at most one `?` size, and crashes on one with
// more (llvm/llvm-project#186830, fixed after 22.1 by reading output_shape:
// #187844). Such a group is valid IR: `tensor.expand_shape %t [[0, 1]]
// output_shape [%a, %b]` bufferizes into one. This pass rewrites those
// expands the way the fix does, from output_shape: a
// memref.reinterpret_cast of the source's base buffer with the source's
// offset, the output sizes, and in each group the source dim's stride times
// the sizes after each dim.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEREINTERPRETEXPANDSHAPESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether a group of `expand` has more than one `?` size.
static bool hasMultiDynamicGroup(memref::ExpandShapeOp expand) {
  MemRefType type = expand.getResultType();
  return llvm::any_of(expand.getReassociationIndices(),
                      [&](const ReassociationIndices &group) {
                        return llvm::count_if(group, [&](int64_t i) {
                                 return type.isDynamicDim(i);
                               }) > 1;
                      });
}

/// Rewrites `expand` as a reinterpret_cast of its source's base buffer.
static void reinterpret(memref::ExpandShapeOp expand) {
  IRRewriter rewriter(expand);
  Location loc = expand.getLoc();
  auto metadata =
      memref::ExtractStridedMetadataOp::create(rewriter, loc, expand.getSrc());
  SmallVector<OpFoldResult> sourceStrides =
      metadata.getConstifiedMixedStrides();
  SmallVector<OpFoldResult> sizes = expand.getMixedOutputShape();
  SmallVector<OpFoldResult> strides(sizes.size());
  affine::AffineBuilder affine(rewriter, loc);
  AffineExpr s0, s1;
  bindSymbols(rewriter.getContext(), s0, s1);
  for (auto [d, group] : llvm::enumerate(expand.getReassociationIndices())) {
    OpFoldResult stride = sourceStrides[d];
    for (int64_t i : llvm::reverse(group)) {
      strides[i] = stride;
      if (i != group.front())
        stride = affine.mul(affine::AffineValueExpr(s0).bind(stride),
                            affine::AffineValueExpr(s1).bind(sizes[i]));
    }
  }
  // The result type's static strides, where it has some: it computes them
  // from the same static factors.
  auto [typeStrides, typeOffset] = expand.getResultType().getStridesAndOffset();
  for (auto [stride, typeStride] : llvm::zip_equal(strides, typeStrides))
    if (!ShapedType::isDynamic(typeStride))
      stride = rewriter.getIndexAttr(typeStride);
  rewriter.replaceOpWithNewOp<memref::ReinterpretCastOp>(
      expand, expand.getResultType(), metadata.getBaseBuffer(),
      metadata.getConstifiedMixedOffset(), sizes, strides);
}

namespace {
struct ReshapeReinterpretExpandShapesPass
    : reshape::impl::ReshapeReinterpretExpandShapesPassBase<
          ReshapeReinterpretExpandShapesPass> {
  void runOnOperation() override {
    SmallVector<memref::ExpandShapeOp> expands;
    getOperation().walk([&](memref::ExpandShapeOp expand) {
      if (hasMultiDynamicGroup(expand))
        expands.push_back(expand);
    });
    if (expands.empty())
      return markAllAnalysesPreserved();
    for (memref::ExpandShapeOp expand : expands)
      reinterpret(expand);
  }
};
} // namespace
