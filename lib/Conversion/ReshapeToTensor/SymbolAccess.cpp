//===- SymbolAccess.cpp - How lowered code reaches module symbols ---------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "SymbolAccess.h"

#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::reshape;

SymbolAccess mlir::reshape::getSymbolAccess(Operation *from, ModuleOp module) {
  // Null when an unregistered op that may be a symbol table is on the way.
  Operation *table = SymbolTable::getNearestSymbolTable(from);
  if (table == module.getOperation())
    return SymbolAccess::Direct;
  if (table)
    return SymbolAccess::None;
  // llvm.mlir.addressof looks in the nearest op that is a symbol table and
  // isolated from above; an unregistered op has neither trait.
  for (Operation *op = from->getParentOp(); op; op = op->getParentOp()) {
    if (op->hasTrait<OpTrait::SymbolTable>() &&
        op->hasTrait<OpTrait::IsIsolatedFromAbove>())
      return op == module.getOperation() ? SymbolAccess::ThroughAddress
                                         : SymbolAccess::None;
  }
  return SymbolAccess::None;
}
