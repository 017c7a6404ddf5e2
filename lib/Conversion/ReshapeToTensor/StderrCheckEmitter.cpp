//===- StderrCheckEmitter.cpp - Runtime checks that report on stderr ------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "StderrCheckEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"

using namespace mlir;
using namespace mlir::reshape;

/// The module-level constant holding `text` (NUL-terminated), shared by
/// every check with the same message.
static LLVM::GlobalOp getOrCreateMessage(OpBuilder &b, Location loc,
                                         ModuleOp module, StringRef text,
                                         SymbolTableCollection *symbolTables) {
  std::string contents = (text + Twine('\0')).str();
  std::string name =
      "__reshape_check_" + llvm::utohexstr(llvm::xxh3_64bits(text));
  auto lookup = [&](StringRef symbol) -> Operation * {
    if (symbolTables)
      return symbolTables->lookupSymbolIn(module, b.getStringAttr(symbol));
    return SymbolTable::lookupSymbolIn(module, symbol);
  };
  // A hash collision gets a suffix.
  for (unsigned suffix = 0;; ++suffix) {
    std::string candidate = suffix ? name + "_" + std::to_string(suffix) : name;
    Operation *existing = lookup(candidate);
    if (!existing) {
      name = candidate;
      break;
    }
    auto global = dyn_cast<LLVM::GlobalOp>(existing);
    if (global && global.getValueAttr() == b.getStringAttr(contents))
      return global;
  }
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), contents.size());
  auto global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true,
                                       LLVM::Linkage::Internal, name,
                                       b.getStringAttr(contents));
  if (symbolTables)
    symbolTables->getSymbolTable(module).insert(global);
  return global;
}

void StderrCheckEmitter::emitFailure(OpBuilder &b, Location loc,
                                     rules::Rule rule, StringRef format,
                                     ValueRange args) {
  auto i32 = b.getI32Type();
  auto ptr = LLVM::LLVMPointerType::get(b.getContext());
  FailureOr<LLVM::LLVMFuncOp> dprintf = LLVM::lookupOrCreateFn(
      b, module, "dprintf", {i32, ptr}, i32, /*isVarArg=*/true,
      /*isReserved=*/false, symbolTables);
  FailureOr<LLVM::LLVMFuncOp> exit = LLVM::lookupOrCreateFn(
      b, module, "exit", {i32}, LLVM::LLVMVoidType::get(b.getContext()),
      /*isVarArg=*/false, /*isReserved=*/false, symbolTables);
  if (failed(dprintf) || failed(exit)) {
    // The module gives these names to something else (the pass reports it;
    // other users of the patterns get a stop without a message).
    LLVM::Trap::create(b, loc);
    return;
  }
  std::string text =
      (opName + ": " + rules::getRuleId(rule) + ": " + format + "\n").str();
  LLVM::GlobalOp message =
      getOrCreateMessage(b, loc, module, text, symbolTables);
  SmallVector<Value> callArgs = {arith::ConstantIntOp::create(b, loc, i32, 2),
                                 LLVM::AddressOfOp::create(b, loc, message)};
  callArgs.append(args.begin(), args.end());
  LLVM::CallOp::create(b, loc, *dprintf, callArgs);
  LLVM::CallOp::create(
      b, loc, *exit, ValueRange{arith::ConstantIntOp::create(b, loc, i32, 1)});
}
