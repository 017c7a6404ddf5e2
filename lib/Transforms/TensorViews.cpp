//===- TensorViews.cpp - Which tensor a value views -----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "TensorViews.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;

Value mlir::reshape::getViewedTensor(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<tensor::CastOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::ReshapeOp, tensor::ExtractSliceOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

bool mlir::reshape::makesOwnTensor(Operation *op) {
  return isa<tensor::EmptyOp, tensor::GenerateOp, tensor::FromElementsOp,
             tensor::SplatOp, tensor::PadOp, tensor::ConcatOp,
             bufferization::AllocTensorOp, DestinationStyleOpInterface>(op);
}
