//===- ReshapeDialect.cpp - The reshape dialect ---------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/IR/ReshapeDialect.h"

#include "reshape/IR/ReshapeOps.h"

using namespace mlir;
using namespace mlir::reshape;

#include "reshape/IR/ReshapeOpsDialect.cpp.inc"

void ReshapeDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "reshape/IR/ReshapeOps.cpp.inc"
      >();
}

Operation *ReshapeDialect::materializeConstant(OpBuilder &builder,
                                               Attribute value, Type type,
                                               Location loc) {
  auto typed = dyn_cast<TypedAttr>(value);
  if (!typed || typed.getType() != type)
    return nullptr;
  return arith::ConstantOp::create(builder, loc, type, typed);
}
