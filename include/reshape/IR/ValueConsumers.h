//===- ValueConsumers.h - The ops that use a value --------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_IR_VALUECONSUMERS_H
#define RESHAPE_IR_VALUECONSUMERS_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::reshape {

/// The ops that consume `value`: its users, except that a user that is pure,
/// holds no region and is no terminator (a tensor.cast, arithmetic) is
/// replaced by the consumers of its results, transitively. Such an op may
/// sit where its value is never used: --loop-invariant-code-motion hoists
/// it out of a loop that may not run. A pure op whose results go unused
/// consumes nothing.
llvm::SetVector<Operation *> getConsumers(Value value);

/// Where code that must run before `user` goes (a check of what it uses):
/// before it, or, for an op in the region of scf.forall.in_parallel (which
/// holds only the ops that combine the results), before that terminator.
Operation *getPointBefore(Operation *user);

} // namespace mlir::reshape

#endif // RESHAPE_IR_VALUECONSUMERS_H
