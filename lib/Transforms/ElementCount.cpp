//===- ElementCount.cpp - The element count of an unranked value ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ElementCount.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

Value mlir::reshape::buildElementCount(
    OpBuilder &b, Location loc, Value rank,
    function_ref<Value(OpBuilder &, Location, Value)> dimAt) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto count = scf::ForOp::create(
      b, loc, zero, rank, one, ValueRange{one},
      [&](OpBuilder &nested, Location nestedLoc, Value i, ValueRange product) {
        Value dim = dimAt(nested, nestedLoc, i);
        Value next = arith::MulIOp::create(nested, nestedLoc, product[0], dim);
        scf::YieldOp::create(nested, nestedLoc, next);
      });
  return count.getResult(0);
}
