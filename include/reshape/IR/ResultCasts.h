//===- ResultCasts.h - Casts of reshape results --------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_IR_RESULTCASTS_H
#define RESHAPE_IR_RESULTCASTS_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::reshape {

/// Marks an op that only stops the program where a runtime check of a
/// value fails, before that value is used (reshape-check-tensor-extents).
/// It is no effect the checks of a reshape must stay behind: such a stop
/// checks a fact those checks check too.
constexpr llvm::StringLiteral kExtentCheckAttrName = "reshape.extent_check";

/// Marks a tensor.cast whose extents reshape-check-tensor-extents checks
/// where its value is used: canonicalization leaves it (a check at the
/// reshape would stop a program where a select does not pick the cast's
/// value). Also an elementwise op on tensors whose extents it checks:
/// reshape-elementwise-to-linalg makes it a generic.
constexpr llvm::StringLiteral kExtentsCheckedAttrName =
    "reshape.extents_checked";

/// Rewrites each of `casts` that canonicalization turns into a reshape
/// declaring the cast's type (a tensor.cast of a reshape result to a more
/// static type, whose value is used on every path after it, not through an
/// arith.select or a branch that may not pick it), as canonicalization
/// would: the reshape declares the type, or an identity reshape does where
/// the cast was; its checks then check the cast's type when the program
/// runs. Every decision is taken before the first rewrite. Left to
/// canonicalization, a decision changed while it ran: a check it made of
/// one cast, or a stop of reshape-check-tensor-extents, came between
/// another cast and its use, and that cast stayed unchecked (found by
/// review). Returns whether it rewrote any.
bool checkResultCastsAsCanonicalizationWould(ArrayRef<tensor::CastOp> casts);

/// Whether canonicalization is to make a check of a cast of `result` (a
/// reshape's), as checkResultCastsAsCanonicalizationWould would or where
/// nothing else checks it: a fold that replaces the reshape first
/// would leave that cast a cast of the input, unchecked.
bool hasResultCastToCheck(Value result);

} // namespace mlir::reshape

#endif // RESHAPE_IR_RESULTCASTS_H
