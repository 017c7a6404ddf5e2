//===- HashedSymbol.h - Symbols named after their contents ------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_RESHAPETOTENSOR_HASHEDSYMBOL_H
#define LIB_CONVERSION_RESHAPETOTENSOR_HASHEDSYMBOL_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir {
class SymbolTableCollection;

namespace reshape {

/// A module-level symbol that the lowering shares between ops, named
/// `<prefix><hash of key>` (messages, report and shape resolution
/// functions): the symbol already there, or the name a new one gets.
struct HashedSymbol {
  Operation *existing = nullptr;
  std::string name;
};

/// The attribute holding the key of a shared function while
/// convert-reshape-to-tensor runs (the pass drops it at its end): the hash
/// only names the function, and a lookup compares the key itself, so that
/// a hash collision never makes an op call another signature's function.
constexpr llvm::StringLiteral kSymbolKeyAttrName = "reshape.symbol_key";

/// Whether `op` carries `key` in its kSymbolKeyAttrName attribute.
bool hasSymbolKey(Operation *op, StringRef key);

/// Sets the kSymbolKeyAttrName attribute of `op` to `key`.
void setSymbolKey(Operation *op, StringRef key);

/// Finds the symbol for `key`: one named after its hash that `isSame`
/// accepts. Another symbol with that name (a hash collision, a user's
/// symbol) is skipped with a numeric suffix. `symbolTables` may be null.
HashedSymbol lookupHashedSymbol(ModuleOp module, StringRef prefix,
                                StringRef key,
                                SymbolTableCollection *symbolTables,
                                function_ref<bool(Operation *)> isSame);

/// The internal LLVM function of `type` named from `prefix` and `key` (see
/// lookupHashedSymbol; its key attribute holds `key`), for a path taken only
/// when a check fails (cold, noreturn, nounwind): the existing one, or a
/// new one without a body at the end of `module`. `created` says which; the
/// builder's insertion point does not move.
LLVM::LLVMFuncOp
getOrDeclareFailureFunction(OpBuilder &b, Location loc, ModuleOp module,
                            StringRef prefix, StringRef key,
                            LLVM::LLVMFunctionType type,
                            SymbolTableCollection *symbolTables, bool &created);

} // namespace reshape
} // namespace mlir

#endif // LIB_CONVERSION_RESHAPETOTENSOR_HASHEDSYMBOL_H
