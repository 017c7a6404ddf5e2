//===- PrivateCallees.cpp - The reshape-private-callees pass --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "FunctionUses.h"
#include "UnknownSymbolTables.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEPRIVATECALLEESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The attributes an entry point keeps and its private copy drops.
static bool isEntryPointAttr(StringRef name) {
  return name == "llvm.emit_c_interface" || name == "sym_visibility";
}

/// Moves the body of `function` into a new private function, redirects
/// `calls` to it, and makes `function` call it.
static void outline(func::FuncOp function, ArrayRef<func::CallOp> calls,
                    SymbolTable &symbols) {
  OpBuilder b(function->getContext());
  b.setInsertionPointAfter(function);
  auto body = func::FuncOp::create(
      b, function.getLoc(), ("__reshape_body_" + function.getName()).str(),
      function.getFunctionType());
  for (NamedAttribute attr : function->getDiscardableAttrs())
    if (!isEntryPointAttr(attr.getName()))
      body->setAttr(attr.getName(), attr.getValue());
  body.setAllArgAttrs(function.getAllArgAttrs());
  body.setAllResultAttrs(function.getAllResultAttrs());
  body.setPrivate();
  body.getBody().takeBody(function.getBody());
  // Unique name; the symbol table renames on a clash.
  symbols.insert(body);

  for (func::CallOp call : calls)
    call.setCallee(body.getName());

  Block *entry = function.addEntryBlock();
  b.setInsertionPointToStart(entry);
  auto call =
      func::CallOp::create(b, function.getLoc(), body, entry->getArguments());
  func::ReturnOp::create(b, function.getLoc(), call.getResults());
}

namespace {
struct ReshapePrivateCalleesPass
    : reshape::impl::ReshapePrivateCalleesPassBase<ReshapePrivateCalleesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Calls may hide in an op MLIR cannot see into: leave such a module as
    // it is.
    if (reshape::hasUnknownSymbolTable(module))
      return markAllAnalysesPreserved();
    SymbolTable symbols(module);
    reshape::FunctionUses uses = reshape::collectFunctionUses(module, symbols);
    bool changed = false;
    for (auto function :
         llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      auto it = uses.calls.find(function);
      if (function.isExternal() || !function.isPublic() ||
          it == uses.calls.end() || uses.otherUses.contains(function))
        continue;
      outline(function, it->second, symbols);
      changed = true;
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
