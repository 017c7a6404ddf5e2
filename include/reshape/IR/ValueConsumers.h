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
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::reshape {

/// Whether `use` passes its value on to the results of its op for
/// getConsumers: the op is pure, holds no region and is no terminator.
bool isLookedThrough(OpOperand &use);

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

/// Whether a use passes a value on to the results of its op without making
/// the program depend on it (a view of a tensor, a select, an extent read).
using PassesOnFn = llvm::function_ref<bool(OpOperand &)>;

/// Whether `op` makes a view of its tensor operand (or passes it on)
/// without touching an element: bufferized, no load or store
/// (tensor.cast, expand_shape, collapse_shape, extract_slice).
bool isElementFreeView(Operation *op);

/// Whether `use` of a tensor whose extents may be wrong passes it on to
/// the results of its op without touching an element, so that the program
/// must stop only where they are used: the source of a view, an operand a
/// select may pick, a tensor whose extents or rank are read, and the
/// operands of pure arithmetic on values that hold no data (what those
/// reads give).
bool passesWrongTensorOn(OpOperand &use);

/// The values that a wrong value (`root`, wrong where the i1 `fails` holds)
/// reaches through the uses that `passesOn` says pass it on, and the flag
/// under which each is wrong, made right before the op that defines it,
/// after those it comes from: an `arith.select` passes it on only where it
/// picks it, a `cf.cond_br` or `cf.switch` only on the edge that passes it.
class WrongValues {
public:
  WrongValues(Value root, Value fails, PassesOnFn passesOn);

  ArrayRef<Value> values() const { return wrong.getArrayRef(); }
  bool contains(Value value) const { return wrong.contains(value); }

  /// The flag of `value`, one of the wrong values.
  Value flagOf(Value value);

  /// The flag of the use of the wrong values by `op`, made before `point`:
  /// where a select or a conditional branch may pick one, only where it
  /// does.
  Value flagOfUse(Operation *op, Operation *point);

private:
  llvm::SetVector<Value> wrong;
  llvm::DenseMap<Value, Value> flags;
};

/// Where the program must stop for `root`, a value that is wrong where the
/// i1 `fails` holds, and under which flag: before each op that uses one of
/// the WrongValues other than to pass it on, at its point
/// (getPointBefore); one stop per point.
SmallVector<std::pair<Operation *, Value>>
getWrongValueStops(Value root, Value fails, PassesOnFn passesOn);

} // namespace mlir::reshape

#endif // RESHAPE_IR_VALUECONSUMERS_H
