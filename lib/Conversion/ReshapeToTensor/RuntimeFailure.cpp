//===- RuntimeFailure.cpp - Stop a program with a message -----------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Conversion/ReshapeToTensor/RuntimeFailure.h"

#include "AssertCheckEmitter.h"
#include "HashedSymbol.h"
#include "StderrCheckEmitter.h"
#include "SymbolAccess.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::reshape;

void mlir::reshape::emitRuntimeFailure(OpBuilder &b, Location loc,
                                       ModuleOp module, RuntimeCheckMode mode,
                                       StringRef prefix, StringRef opName,
                                       StringRef format, ValueRange args,
                                       SymbolTableCollection *symbolTables) {
  // One check that failed, whose message names no rule.
  CheckReport failure{
      rules::Rule::R8, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)),
      format.str(), SmallVector<Value>(args.begin(), args.end()),
      /*namesRule=*/false};
  // A module that gives dprintf or exit to something else gets the assert
  // form (a trap, which is what the stderr form falls back to, is an op of
  // unknown effects that ownership-based deallocation refuses).
  auto givenAway = [&](StringRef name) {
    Operation *symbol =
        symbolTables
            ? symbolTables->lookupSymbolIn(module, b.getStringAttr(name))
            : SymbolTable::lookupSymbolIn(module, name);
    return symbol && !isLibcDeclaration(symbol);
  };
  // Inside an unregistered op that may be a symbol table, the report
  // function is called through its address (a call of its symbol did not
  // verify: found by the pipeline fuzzer); past another symbol table,
  // nothing of the module is reached: the assert form.
  SymbolAccess access =
      getSymbolAccess(b.getInsertionBlock()->getParentOp(), module);
  if (mode == RuntimeCheckMode::Assert || access == SymbolAccess::None ||
      givenAway("dprintf") || givenAway("exit")) {
    AssertCheckEmitter(prefix.str(), opName).emitReport(b, loc, failure);
    return;
  }
  StderrCheckEmitter(prefix.str(), opName, module, symbolTables,
                     /*callThroughAddress=*/access ==
                         SymbolAccess::ThroughAddress)
      .emitReport(b, loc, failure);
}

void mlir::reshape::dropSharedSymbolKeys(ModuleOp module) {
  for (Operation &op : *module.getBody())
    op.removeAttr(kSymbolKeyAttrName);
}
