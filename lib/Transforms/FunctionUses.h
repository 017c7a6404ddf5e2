//===- FunctionUses.h - Who calls or names each function --------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TRANSFORMS_FUNCTIONUSES_H
#define LIB_TRANSFORMS_FUNCTIONUSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir {
class SymbolTable;

namespace reshape {

/// The uses of the symbols of a module: the func.call ops in its scope that
/// call each, and the symbols named some other way (a symbol reference in
/// an attribute, or a call from a nested symbol table).
struct FunctionUses {
  llvm::DenseMap<Operation *, SmallVector<func::CallOp>> calls;
  llvm::DenseSet<Operation *> otherUses;

  bool isUsed(Operation *symbol) const {
    return calls.contains(symbol) || otherUses.contains(symbol);
  }
};

/// Collects the uses of the symbols of `module` (see `symbols`). Reads the
/// inherent attributes only of the ops that declare symbol uses
/// (SymbolUserOpInterface) and the discardable attributes of every op, so a
/// module of many ops is not walked through every attribute dictionary.
FunctionUses collectFunctionUses(ModuleOp module, SymbolTable &symbols);

/// The functions of `module` with a body, among those `select` takes, that
/// something in the module may call: private ones, public ones it uses,
/// and every one when calls may hide in an op MLIR cannot see into
/// (hasUnknownSymbolTable). Entry points (public, used by nothing) are left
/// out: their callers are outside. The uses are only looked for when
/// `select` takes a public function (they cost a walk of the module).
SmallVector<func::FuncOp>
getFunctionsWithCallers(ModuleOp module,
                        function_ref<bool(func::FuncOp)> select);

} // namespace reshape
} // namespace mlir

#endif // LIB_TRANSFORMS_FUNCTIONUSES_H
