//===- UnknownSymbolTables.cpp - Ops that may hide symbol uses ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "UnknownSymbolTables.h"

#include "mlir/IR/Operation.h"

using namespace mlir;

bool mlir::reshape::hasUnknownSymbolTable(Operation *root) {
  // As SymbolTable::getNearestSymbolTable decides it (an op of no loaded
  // dialect, with one region), which the lowering's SymbolAccess follows.
  return root
      ->walk([](Operation *op) {
        return !op->getDialect() && op->getNumRegions() == 1
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}
