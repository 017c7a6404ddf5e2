//===- TensorReshapeShapes.h - The shapes of tensor.reshape -----*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TRANSFORMS_TENSORRESHAPESHAPES_H
#define RESHAPE_TRANSFORMS_TENSORRESHAPESHAPES_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::reshape {

/// Fails, with an error at `reshape`, when its shape holds integers wider
/// than 64 bits: every reading of them as index values (the lowering, the
/// runtime checks, upstream's folds of its dims) truncates them.
LogicalResult checkShapeWidth(tensor::ReshapeOp reshape);

} // namespace mlir::reshape

#endif // RESHAPE_TRANSFORMS_TENSORRESHAPESHAPES_H
