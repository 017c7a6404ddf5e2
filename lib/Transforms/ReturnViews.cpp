//===- ReturnViews.cpp - The reshape-return-views pass --------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "UnknownSymbolTables.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPERETURNVIEWSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The buffer that `value` is a view of, through view-like ops and casts.
static Value getViewedBuffer(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      value = view.getViewSource();
      continue;
    }
    if (auto cast = dyn_cast<memref::CastOp>(def)) {
      value = cast.getSource();
      continue;
    }
    break;
  }
  return value;
}

/// Returns the view instead of its clone where `func` returns a clone of a
/// view of one of its arguments.
static void returnViews(func::FuncOp func) {
  Block &entry = func.getBody().front();
  func.walk([&](func::ReturnOp ret) {
    for (OpOperand &operand : ret->getOpOperands()) {
      auto clone = operand.get().getDefiningOp<bufferization::CloneOp>();
      if (!clone)
        continue;
      auto arg = dyn_cast<BlockArgument>(getViewedBuffer(clone.getInput()));
      if (!arg || arg.getOwner() != &entry)
        continue;
      // A clone may also cast (memref<4xf32> to memref<?xf32>): keep the
      // returned type.
      Value view = clone.getInput();
      if (view.getType() != clone.getType()) {
        OpBuilder b(ret);
        view = memref::CastOp::create(b, clone.getLoc(), clone.getType(), view);
      }
      operand.set(view);
      if (clone->use_empty())
        clone->erase();
    }
  });
}

namespace {
struct ReshapeReturnViewsPass
    : reshape::impl::ReshapeReturnViewsPassBase<ReshapeReturnViewsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Calls may hide in an op MLIR cannot see into: no function is known
    // to have no callers.
    if (reshape::hasUnknownSymbolTable(module))
      return;
    SymbolTableCollection symbolTables;
    SymbolUserMap users(symbolTables, module);
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || !func.isPublic() ||
          !users.getUsers(func).empty())
        continue;
      returnViews(func);
    }
  }
};
} // namespace
