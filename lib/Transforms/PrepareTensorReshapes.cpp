//===- PrepareTensorReshapes.cpp - tensor.reshape that upstream lowers ----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Upstream's lowering of memref.reshape (MLIR 22.1) gets valid reshapes
// wrong in three ways, found by testing and review:
//  - a shape of integers narrower than index: for a ranked result it leaves
//    an unrealized_conversion_cast from i32 to i64 (llvm/llvm-project#77430),
//    for an unranked one it reads the shape buffer as 64-bit values (a shape
//    of [3, 2] in i32 gave sizes 8589934595 x ... and printed memory far
//    past the data);
//  - a shape of static length into an unranked result: it crashes;
//  - a shape of `?` length (an unranked result) that is a view with an
//    offset or strides: it reads the values from the start of the buffer,
//    one after the other (a shape [2, 3] sliced at offset 1 of [4, 2, 3]
//    gave sizes 4 x 2 of 6 elements and printed past them).
// This pass gives each tensor.reshape a shape of index values read from its
// own (unless it has one already), a ranked result (cast back) for a shape
// of static length, and a fresh shape of `?` length. A shape of integers
// wider than 64 bits is refused: its values would be truncated.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/IR/ShapeRulesBuilder.h"
#include "reshape/Transforms/TensorReshapeShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEPREPARETENSORRESHAPESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// A shape of index values with those of `shape`: one at a time for a
/// static length of at most kMaxUnrolledLength (bufferized as stores of
/// known values, which reshape-reinterpret-reshapes makes a
/// reinterpret_cast), else a tensor.generate (a fresh buffer).
static Value buildIndexShape(OpBuilder &b, Location loc, Value shape) {
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

LogicalResult reshape::checkShapeWidth(tensor::ReshapeOp reshape) {
  Type element = reshape.getShape().getType().getElementType();
  if (element.isIndex() || element.getIntOrFloatBitWidth() <= 64)
    return success();
  return reshape.emitOpError()
         << "has a shape of " << element
         << " values, which the lowering would truncate to 64 bits: not "
            "supported";
}

/// Prepares `reshape` for upstream's lowering; fails (with an error) for a
/// shape of integers wider than 64 bits.
static LogicalResult prepare(tensor::ReshapeOp reshape) {
  OpBuilder b(reshape);
  Location loc = reshape.getLoc();
  Value shape = reshape.getShape();
  auto shapeType = cast<RankedTensorType>(shape.getType());
  Type element = shapeType.getElementType();
  if (failed(reshape::checkShapeWidth(reshape)))
    return failure();
  bool dynamicLength = shapeType.isDynamicDim(0);
  if (!element.isIndex() || dynamicLength)
    reshape.getShapeMutable().assign(buildIndexShape(b, loc, shape));
  if (dynamicLength || isa<RankedTensorType>(reshape.getType()))
    return success();
  // A ranked result, cast back to the unranked type.
  auto type = cast<TensorType>(reshape.getType());
  SmallVector<int64_t> dims(shapeType.getDimSize(0), ShapedType::kDynamic);
  reshape.getResult().setType(
      RankedTensorType::get(dims, type.getElementType()));
  b.setInsertionPointAfter(reshape);
  auto cast = tensor::CastOp::create(b, loc, type, reshape.getResult());
  reshape.getResult().replaceAllUsesExcept(cast, cast);
  return success();
}

namespace {
struct ReshapePrepareTensorReshapesPass
    : reshape::impl::ReshapePrepareTensorReshapesPassBase<
          ReshapePrepareTensorReshapesPass> {
  void runOnOperation() override {
    SmallVector<tensor::ReshapeOp> reshapes;
    getOperation().walk([&](tensor::ReshapeOp reshape) {
      auto shapeType = cast<RankedTensorType>(reshape.getShape().getType());
      if (!shapeType.getElementType().isIndex() || shapeType.isDynamicDim(0) ||
          !isa<RankedTensorType>(reshape.getType()))
        reshapes.push_back(reshape);
    });
    if (reshapes.empty())
      return markAllAnalysesPreserved();
    for (tensor::ReshapeOp reshape : reshapes)
      if (failed(prepare(reshape)))
        return signalPassFailure();
  }
};
} // namespace
