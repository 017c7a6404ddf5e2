//===- ZeroElementCollapses.cpp - Collapses of tensors without elements ---===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEZEROELEMENTCOLLAPSESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether One-Shot Bufferize would build an invalid memref.collapse_shape
/// for `collapse`: a group with a static 0 and a `?` extent.
static bool hasZeroAndDynamicGroup(tensor::CollapseShapeOp collapse) {
  ArrayRef<int64_t> dims = collapse.getSrcType().getShape();
  return llvm::any_of(
      collapse.getReassociationIndices(), [&](ArrayRef<int64_t> group) {
        return llvm::any_of(group, [&](int64_t d) { return dims[d] == 0; }) &&
               llvm::any_of(group, [&](int64_t d) {
                 return ShapedType::isDynamic(dims[d]);
               });
      });
}

namespace {
struct ReshapeZeroElementCollapsesPass
    : reshape::impl::ReshapeZeroElementCollapsesPassBase<
          ReshapeZeroElementCollapsesPass> {
  void runOnOperation() override {
    SmallVector<tensor::CollapseShapeOp> collapses;
    getOperation().walk([&](tensor::CollapseShapeOp collapse) {
      if (hasZeroAndDynamicGroup(collapse))
        collapses.push_back(collapse);
    });
    if (collapses.empty())
      return markAllAnalysesPreserved();
    for (tensor::CollapseShapeOp collapse : collapses) {
      OpBuilder b(collapse);
      Location loc = collapse.getLoc();
      RankedTensorType resultType = collapse.getResultType();
      SmallVector<Value> dynamicSizes;
      for (auto [i, group] :
           llvm::enumerate(collapse.getReassociationIndices())) {
        if (!resultType.isDynamicDim(i))
          continue;
        Value extent = arith::ConstantIndexOp::create(b, loc, 1);
        for (int64_t d : group) {
          Value dim = tensor::DimOp::create(b, loc, collapse.getSrc(), d);
          extent = arith::MulIOp::create(b, loc, extent, dim);
        }
        dynamicSizes.push_back(extent);
      }
      Value empty = tensor::EmptyOp::create(b, loc, resultType, dynamicSizes);
      collapse.replaceAllUsesWith(empty);
      collapse.erase();
    }
  }
};
} // namespace
