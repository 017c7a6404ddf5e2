//===- IndexReshapeShapes.cpp - tensor.reshape shapes of index values -----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Upstream's lowering of memref.reshape (MLIR 22.1) mishandles a shape of
// integers narrower than index: for a ranked result it leaves an
// unrealized_conversion_cast from i32 to i64 (llvm/llvm-project#77430),
// and for an unranked one it reads the shape buffer as 64-bit values: a
// shape of [3, 2] in i32 gave sizes 8589934595 x ... and printed memory
// far past the data. This pass gives each tensor.reshape with a shape of
// integers a shape of index values, read from it (a signless integer is
// signed here, as the reshape takes it).
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/IR/ShapeRulesBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEINDEXRESHAPESHAPESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// A shape of index values for `reshape`: its values one at a time for a
/// static length of at most kMaxUnrolledLength (bufferized as stores of
/// known values, which reshape-reinterpret-reshapes makes a
/// reinterpret_cast), else a tensor.generate.
static Value buildIndexShape(OpBuilder &b, tensor::ReshapeOp reshape) {
  Location loc = reshape.getLoc();
  Value shape = reshape.getShape();
  auto type = cast<RankedTensorType>(shape.getType());
  auto indexType = type.clone(b.getIndexType());
  int64_t length = type.getDimSize(0);
  if (!ShapedType::isDynamic(length) && length <= reshape::kMaxUnrolledLength) {
    SmallVector<Value> values;
    for (int64_t i = 0; i < length; ++i)
      values.push_back(reshape::buildShapeValueAsIndex(
          b, loc, shape, arith::ConstantIndexOp::create(b, loc, i)));
    return tensor::FromElementsOp::create(b, loc, indexType, values);
  }
  SmallVector<Value> dynamicLength;
  if (ShapedType::isDynamic(length))
    dynamicLength.push_back(tensor::DimOp::create(b, loc, shape, 0));
  return tensor::GenerateOp::create(
      b, loc, indexType, dynamicLength,
      [&](OpBuilder &nested, Location loc, ValueRange indices) {
        tensor::YieldOp::create(
            nested, loc,
            reshape::buildShapeValueAsIndex(nested, loc, shape, indices[0]));
      });
}

namespace {
struct ReshapeIndexReshapeShapesPass
    : reshape::impl::ReshapeIndexReshapeShapesPassBase<
          ReshapeIndexReshapeShapesPass> {
  void runOnOperation() override {
    SmallVector<tensor::ReshapeOp> reshapes;
    getOperation().walk([&](tensor::ReshapeOp reshape) {
      if (!reshape.getShape().getType().getElementType().isIndex())
        reshapes.push_back(reshape);
    });
    if (reshapes.empty())
      return markAllAnalysesPreserved();
    for (tensor::ReshapeOp reshape : reshapes) {
      OpBuilder b(reshape);
      reshape.getShapeMutable().assign(buildIndexShape(b, reshape));
    }
  }
};
} // namespace
