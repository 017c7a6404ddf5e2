//===- FunctionUses.cpp - Who calls or names each function ----------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "FunctionUses.h"

#include "UnknownSymbolTables.h"

#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::reshape;

FunctionUses mlir::reshape::collectFunctionUses(ModuleOp module,
                                                SymbolTable &symbols) {
  FunctionUses uses;
  auto noteNames = [&](Attribute attr) {
    attr.walk([&](SymbolRefAttr ref) {
      if (Operation *symbol = symbols.lookup(ref.getRootReference()))
        uses.otherUses.insert(symbol);
    });
  };
  module.walk([&](Operation *op) {
    auto call = dyn_cast<func::CallOp>(op);
    if (call && SymbolTable::getNearestSymbolTable(call) == module) {
      if (Operation *callee = symbols.lookup(call.getCallee()))
        uses.calls[callee].push_back(call);
    } else if (isa<SymbolUserOpInterface>(op) || !op->isRegistered()) {
      // Ops that name symbols say so; an unregistered op keeps all its
      // attributes in its dictionary.
      noteNames(op->getAttrDictionary());
    }
    for (NamedAttribute attr : op->getDiscardableAttrs())
      noteNames(attr.getValue());
  });
  return uses;
}

SmallVector<func::FuncOp> mlir::reshape::getFunctionsWithCallers(
    ModuleOp module, function_ref<bool(func::FuncOp)> select) {
  SmallVector<func::FuncOp> functions;
  for (auto func : module.getOps<func::FuncOp>())
    if (!func.isExternal() && select(func))
      functions.push_back(func);
  if (llvm::none_of(functions, [](func::FuncOp f) { return f.isPublic(); }) ||
      hasUnknownSymbolTable(module))
    return functions;
  SymbolTable symbols(module);
  FunctionUses uses = collectFunctionUses(module, symbols);
  llvm::erase_if(functions, [&](func::FuncOp f) {
    return f.isPublic() && !uses.isUsed(f);
  });
  return functions;
}
