//===- UnknownSymbolTables.h - Ops that may hide symbol uses ----*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TRANSFORMS_UNKNOWNSYMBOLTABLES_H
#define LIB_TRANSFORMS_UNKNOWNSYMBOLTABLES_H

namespace mlir {
class Operation;

namespace reshape {

/// Whether `root` holds an op that may be a symbol table MLIR cannot see
/// into: an op of no loaded dialect with one region. A call inside it may name
/// any function, so the users of a function are not known; upstream's
/// SymbolUserMap crashes on such an op. Passes that change functions for
/// their callers leave them alone then.
bool hasUnknownSymbolTable(Operation *root);

} // namespace reshape
} // namespace mlir

#endif // LIB_TRANSFORMS_UNKNOWNSYMBOLTABLES_H
