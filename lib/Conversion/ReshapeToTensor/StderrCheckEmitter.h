//===- StderrCheckEmitter.h - Runtime checks on stderr ----------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_RESHAPETOTENSOR_STDERRCHECKEMITTER_H
#define LIB_CONVERSION_RESHAPETOTENSOR_STDERRCHECKEMITTER_H

#include "reshape/IR/ShapeRulesBuilder.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir {
class SymbolTableCollection;

namespace reshape {

/// Whether `symbol` (named "dprintf" or "exit" in a module) declares the
/// libc function the checks call: an external `llvm.func` with its C
/// signature, or, for `exit`, an external `func.func` of type (i32) -> ().
bool isLibcDeclaration(Operation *symbol);

/// The address (`!llvm.ptr`) of a module-level NUL-terminated constant
/// holding `text`, shared by every user of the same text.
Value buildStringAddress(OpBuilder &b, Location loc, ModuleOp module,
                         StringRef text, SymbolTableCollection *symbolTables);

/// Failed checks call an internal function that finds the first failed one
/// and prints "<location>: <op>: <rule>: <message>" to stderr with
/// `dprintf(2, ...)` (unbuffered, so the message survives whatever stdout is
/// connected to), then calls `exit(1)` (which still flushes stdout). The
/// function is cold, never inlined and never returns, so the checked code
/// keeps only a branch and a call. The location is an argument, so that ops
/// with the same messages share the function. Only libc is needed at run
/// time.
class StderrCheckEmitter : public RuntimeCheckEmitter {
public:
  /// `prefix` (see getCheckLocationPrefix) and `opName` start every
  /// message; the declarations and messages go into `module`;
  /// `symbolTables` may be null. With `callThroughAddress` the report
  /// function is called through its address, for checks placed where its
  /// symbol does not resolve (see SymbolAccess.h).
  StderrCheckEmitter(std::string prefix, StringRef opName, ModuleOp module,
                     SymbolTableCollection *symbolTables,
                     bool callThroughAddress = false)
      : prefix(std::move(prefix)), opName(opName), module(module),
        symbolTables(symbolTables), callThroughAddress(callThroughAddress) {}

  /// For code outlined from the ops (a shape resolution function): the
  /// location prefix is the `!llvm.ptr` value `prefixArg` (a C string).
  StderrCheckEmitter(Value prefixArg, StringRef opName, ModuleOp module,
                     SymbolTableCollection *symbolTables)
      : prefixArg(prefixArg), opName(opName), module(module),
        symbolTables(symbolTables), callThroughAddress(false) {}

  void emitReport(OpBuilder &b, Location loc,
                  ArrayRef<CheckReport> checks) override;

private:
  std::string prefix;
  Value prefixArg;
  StringRef opName;
  ModuleOp module;
  SymbolTableCollection *symbolTables;
  bool callThroughAddress;
};

} // namespace reshape
} // namespace mlir

#endif // LIB_CONVERSION_RESHAPETOTENSOR_STDERRCHECKEMITTER_H
