//===- TensorViews.h - Which tensor a value views ---------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the passes that work around One-Shot Bufferize's aliasing bugs ask of
// a tensor value: what it is a view of once bufferized, and whether that is
// a buffer of its own.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TRANSFORMS_TENSORVIEWS_H
#define LIB_TRANSFORMS_TENSORVIEWS_H

#include "mlir/IR/Value.h"

namespace mlir::reshape {

/// The value `value` views, through casts, reshapes (tensor.reshape,
/// collapse_shape, expand_shape) and extract_slice.
Value getViewedTensor(Value value);

/// Whether `op` makes a tensor of a buffer of its own (tensor.empty,
/// tensor.generate, tensor.from_elements, tensor.splat, tensor.pad,
/// tensor.concat, bufferization.alloc_tensor) or writes one into its init
/// (a destination-style op).
bool makesOwnTensor(Operation *op);

} // namespace mlir::reshape

#endif // LIB_TRANSFORMS_TENSORVIEWS_H
