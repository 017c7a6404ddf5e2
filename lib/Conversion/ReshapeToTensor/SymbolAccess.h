//===- SymbolAccess.h - How lowered code reaches module symbols -*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_RESHAPETOTENSOR_SYMBOLACCESS_H
#define LIB_CONVERSION_RESHAPETOTENSOR_SYMBOLACCESS_H

#include "mlir/IR/BuiltinOps.h"

namespace mlir::reshape {

/// How code placed at an op reaches the symbols the lowering adds to its
/// module (shape resolution functions, report functions, messages).
enum class SymbolAccess {
  /// The module is the nearest symbol table: calls name them.
  Direct,
  /// An unregistered op that may be a symbol table lies in between, so a
  /// call's symbol does not resolve; `llvm.mlir.addressof` (which looks in
  /// the nearest isolated symbol table) does: calls go through addresses.
  ThroughAddress,
  /// Another symbol table lies in between: nothing reaches them.
  None,
};

/// How code placed inside `from` (an op or the parent of an insertion
/// point) reaches the symbols of `module`, the nearest module around it.
SymbolAccess getSymbolAccess(Operation *from, ModuleOp module);

} // namespace mlir::reshape

#endif // LIB_CONVERSION_RESHAPETOTENSOR_SYMBOLACCESS_H
