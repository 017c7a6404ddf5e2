//===- HashedSymbol.cpp - Symbols named after their contents --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "HashedSymbol.h"

#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::reshape;

bool mlir::reshape::hasSymbolKey(Operation *op, StringRef key) {
  auto attr = op->getAttrOfType<StringAttr>(kSymbolKeyAttrName);
  return attr && attr.getValue() == key;
}

void mlir::reshape::setSymbolKey(Operation *op, StringRef key) {
  op->setAttr(kSymbolKeyAttrName, StringAttr::get(op->getContext(), key));
}

HashedSymbol
mlir::reshape::lookupHashedSymbol(ModuleOp module, StringRef prefix,
                                  StringRef key,
                                  SymbolTableCollection *symbolTables,
                                  function_ref<bool(Operation *)> isSame) {
  std::string name = (prefix + llvm::utohexstr(llvm::xxh3_64bits(key))).str();
  for (unsigned suffix = 0;; ++suffix) {
    std::string candidate = suffix ? name + "_" + std::to_string(suffix) : name;
    Operation *existing =
        symbolTables
            ? symbolTables->lookupSymbolIn(
                  module, StringAttr::get(module.getContext(), candidate))
            : SymbolTable::lookupSymbolIn(module, candidate);
    if (!existing)
      return {nullptr, candidate};
    if (isSame(existing))
      return {existing, candidate};
  }
}

LLVM::LLVMFuncOp mlir::reshape::getOrDeclareFailureFunction(
    OpBuilder &b, Location loc, ModuleOp module, StringRef prefix,
    StringRef key, LLVM::LLVMFunctionType type,
    SymbolTableCollection *symbolTables, bool &created) {
  HashedSymbol symbol =
      lookupHashedSymbol(module, prefix, key, symbolTables, [&](Operation *op) {
        auto function = dyn_cast<LLVM::LLVMFuncOp>(op);
        return function && function.getLinkage() == LLVM::Linkage::Internal &&
               function.getFunctionType() == type && hasSymbolKey(op, key);
      });
  created = !symbol.existing;
  if (symbol.existing)
    return cast<LLVM::LLVMFuncOp>(symbol.existing);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  auto function = LLVM::LLVMFuncOp::create(b, loc, symbol.name, type,
                                           LLVM::Linkage::Internal);
  setSymbolKey(function, key);
  function.setPassthroughAttr(
      b.getArrayAttr({b.getStringAttr("cold"), b.getStringAttr("noreturn"),
                      b.getStringAttr("nounwind")}));
  if (symbolTables)
    symbolTables->getSymbolTable(module).insert(function);
  return function;
}
