//===- TensorCopies.h - A copy of any tensor value --------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The copy the passes that work around One-Shot Bufferize's aliasing bugs
// put where a value must not view another buffer: a buffer of its own once
// bufferized, also of an unranked tensor (which bufferization.alloc_tensor
// cannot make).
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TRANSFORMS_TENSORCOPIES_H
#define LIB_TRANSFORMS_TENSORCOPIES_H

#include "reshape/Transforms/CopyReason.h"

#include "mlir/IR/Builders.h"

namespace mlir::reshape {

/// A copy of the tensor `value`, built at `b`'s insertion point. A ranked
/// value is copied by bufferization.alloc_tensor; a cast or tensor.reshape
/// of a ranked value to an unranked type is done again on a copy of that
/// value; any other unranked value is flattened (tensor.reshape by its
/// element count), copied and reshaped back to its dims.
/// `reason` says why, as reshape-report-copies reports it (see
/// getCopyLocation).
Value createTensorCopy(OpBuilder &b, Location loc, Value value,
                       StringRef reason);

/// The location of a copy of `copied` made at `where` for `reason`: both
/// locations, so that the copy carries the location of what made the value
/// it copies (a reshape), and `reason` as metadata (kCopyReasonPrefix).
/// reshape-report-copies finds the reshapes whose data a copy moves by
/// their locations (it reported a view for a reshape whose result a return
/// copied), and says why with the reason.
Location getCopyLocation(Location where, Value copied, StringRef reason);

} // namespace mlir::reshape

#endif // LIB_TRANSFORMS_TENSORCOPIES_H
