//===- ReshapeDialect.cpp - The reshape dialect ---------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/IR/ReshapeDialect.h"

#include "reshape/IR/ReshapeOps.h"

#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::reshape;

#include "reshape/IR/ReshapeOpsDialect.cpp.inc"

namespace {
/// The reshape ops may be inlined anywhere: they have no regions, and their
/// only effect (stopping the program on a failed runtime check) does not
/// depend on the function they are in.
struct ReshapeInlinerInterface : DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void ReshapeDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "reshape/IR/ReshapeOps.cpp.inc"
      >();
  addInterfaces<ReshapeInlinerInterface>();
}

Operation *ReshapeDialect::materializeConstant(OpBuilder &builder,
                                               Attribute value, Type type,
                                               Location loc) {
  auto typed = dyn_cast<TypedAttr>(value);
  if (!typed || typed.getType() != type)
    return nullptr;
  return arith::ConstantOp::create(builder, loc, type, typed);
}
