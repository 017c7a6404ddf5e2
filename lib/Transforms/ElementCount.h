//===- ElementCount.h - The element count of an unranked value --*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The number of elements of a tensor or buffer whose rank is known only at
// run time: the product of its dims, in a loop over its rank.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TRANSFORMS_ELEMENTCOUNT_H
#define LIB_TRANSFORMS_ELEMENTCOUNT_H

#include "mlir/IR/Builders.h"

namespace mlir::reshape {

/// The product of the `rank` dims that `dimAt` reads (at the index it is
/// given), built at `b`'s insertion point as an scf.for.
Value buildElementCount(
    OpBuilder &b, Location loc, Value rank,
    function_ref<Value(OpBuilder &, Location, Value)> dimAt);

} // namespace mlir::reshape

#endif // LIB_TRANSFORMS_ELEMENTCOUNT_H
