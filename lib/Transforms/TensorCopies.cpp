//===- TensorCopies.cpp - A copy of any tensor value ----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "TensorCopies.h"

#include "ElementCount.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

/// A copy of the unranked tensor `value`: its dims as a shape tensor, the
/// value flattened by its element count, a copy of that, reshaped back.
/// (Only tensor ops: One-Shot Bufferize makes the flat view, copying a
/// strided buffer first, and the copy a buffer of its own.)
static Value copyUnrankedTensor(OpBuilder &b, Location loc, Value value,
                                StringRef reason) {
  Type index = b.getIndexType();
  Value rank = tensor::RankOp::create(b, loc, value);
  auto shapeType = RankedTensorType::get({ShapedType::kDynamic}, index);
  Value shape = tensor::GenerateOp::create(
      b, loc, shapeType, ValueRange{rank},
      [&](OpBuilder &nested, Location nestedLoc, ValueRange ivs) {
        Value dim = tensor::DimOp::create(nested, nestedLoc, value, ivs[0]);
        tensor::YieldOp::create(nested, nestedLoc, dim);
      });
  Value count = reshape::buildElementCount(
      b, loc, rank,
      [&](OpBuilder &nested, Location nestedLoc, Value i) -> Value {
        return tensor::DimOp::create(nested, nestedLoc, value, i);
      });
  Value flatShape = tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({1}, index), count);
  Type element = cast<TensorType>(value.getType()).getElementType();
  auto flatType = RankedTensorType::get({ShapedType::kDynamic}, element);
  Value flat = tensor::ReshapeOp::create(b, loc, flatType, value, flatShape);
  Value copy = bufferization::AllocTensorOp::create(
      b, reshape::getCopyLocation(loc, value, reason), flatType, ValueRange{},
      flat);
  return tensor::ReshapeOp::create(b, loc, value.getType(), copy, shape);
}

Location mlir::reshape::getCopyLocation(Location where, Value copied,
                                        StringRef reason) {
  MLIRContext *context = where.getContext();
  return FusedLoc::get(context, {where, copied.getLoc()},
                       StringAttr::get(context, kCopyReasonPrefix + reason));
}

Value mlir::reshape::createTensorCopy(OpBuilder &b, Location loc, Value value,
                                      StringRef reason) {
  if (auto ranked = dyn_cast<RankedTensorType>(value.getType()))
    return bufferization::AllocTensorOp::create(
        b, getCopyLocation(loc, value, reason), ranked, ValueRange{},
        /*copy=*/value);
  Operation *def = value.getDefiningOp();
  if (def && isa<tensor::CastOp, tensor::ReshapeOp>(def)) {
    if (auto sourceType =
            dyn_cast<RankedTensorType>(def->getOperand(0).getType())) {
      Value copy = bufferization::AllocTensorOp::create(
          b, getCopyLocation(loc, def->getOperand(0), reason), sourceType,
          ValueRange{},
          /*copy=*/def->getOperand(0));
      Operation *again = b.clone(*def);
      again->setOperand(0, copy);
      return again->getResult(0);
    }
  }
  return copyUnrankedTensor(b, loc, value, reason);
}
