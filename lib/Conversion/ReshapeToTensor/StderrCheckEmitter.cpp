//===- StderrCheckEmitter.cpp - Runtime checks that report on stderr ------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "StderrCheckEmitter.h"

#include "HashedSymbol.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::reshape;

/// The module-level constant holding `text` (NUL-terminated), shared by
/// every check with the same message.
static LLVM::GlobalOp getOrCreateMessage(OpBuilder &b, Location loc,
                                         ModuleOp module, StringRef text,
                                         SymbolTableCollection *symbolTables) {
  std::string contents = (text + Twine('\0')).str();
  HashedSymbol symbol = lookupHashedSymbol(
      module, "__reshape_check_", text, symbolTables, [&](Operation *op) {
        auto global = dyn_cast<LLVM::GlobalOp>(op);
        return global && global.getValueAttr() == b.getStringAttr(contents);
      });
  if (symbol.existing)
    return cast<LLVM::GlobalOp>(symbol.existing);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), contents.size());
  auto global = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true,
                                       LLVM::Linkage::Internal, symbol.name,
                                       b.getStringAttr(contents));
  if (symbolTables)
    symbolTables->getSymbolTable(module).insert(global);
  return global;
}

/// The function that reports the first failed check of a group and exits:
/// it takes each check's i1 and then each check's i64 values. Internal,
/// cold, never inlined and never returning. Groups with the same messages
/// share one.
static FailureOr<LLVM::LLVMFuncOp>
getOrCreateReport(OpBuilder &b, Location loc, ModuleOp module,
                  ArrayRef<std::string> texts, ArrayRef<CheckReport> checks,
                  SymbolTableCollection *symbolTables) {
  auto i32 = b.getI32Type();
  auto i64 = b.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(b.getContext());
  FailureOr<LLVM::LLVMFuncOp> dprintf = LLVM::lookupOrCreateFn(
      b, module, "dprintf", {i32, ptr}, i32, /*isVarArg=*/true,
      /*isReserved=*/false, symbolTables);
  FailureOr<LLVM::LLVMFuncOp> exit = LLVM::lookupOrCreateFn(
      b, module, "exit", {i32}, LLVM::LLVMVoidType::get(b.getContext()),
      /*isVarArg=*/false, /*isReserved=*/false, symbolTables);
  if (failed(dprintf) || failed(exit))
    return failure();

  SmallVector<Type> argTypes(checks.size(), b.getI1Type());
  for (const CheckReport &check : checks)
    argTypes.append(check.args.size(), i64);
  auto type = LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(b.getContext()), argTypes);
  std::string key;
  for (const std::string &text : texts)
    key += text + '\0';
  HashedSymbol symbol = lookupHashedSymbol(
      module, "__reshape_report_", key, symbolTables, [&](Operation *op) {
        auto report = dyn_cast<LLVM::LLVMFuncOp>(op);
        return report && report.getLinkage() == LLVM::Linkage::Internal &&
               report.getFunctionType() == type;
      });
  if (symbol.existing)
    return cast<LLVM::LLVMFuncOp>(symbol.existing);

  SmallVector<LLVM::GlobalOp> messages;
  for (const std::string &text : texts)
    messages.push_back(getOrCreateMessage(b, loc, module, text, symbolTables));

  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  auto report = LLVM::LLVMFuncOp::create(b, loc, symbol.name, type,
                                         LLVM::Linkage::Internal);
  report.setNoInline(true);
  report.setPassthroughAttr(
      b.getArrayAttr({b.getStringAttr("cold"), b.getStringAttr("noreturn"),
                      b.getStringAttr("nounwind")}));
  if (symbolTables)
    symbolTables->getSymbolTable(module).insert(report);

  // A chain of tests, in order; each failed check prints and exits.
  Block *entry = report.addEntryBlock(b);
  Block *test = entry;
  unsigned nextArg = checks.size();
  for (auto [i, check] : llvm::enumerate(checks)) {
    Block *print = b.createBlock(&report.getBody());
    Block *next = b.createBlock(&report.getBody());
    b.setInsertionPointToEnd(test);
    LLVM::CondBrOp::create(b, loc, entry->getArgument(i), print, next);
    b.setInsertionPointToEnd(print);
    SmallVector<Value> callArgs = {
        LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(2)),
        LLVM::AddressOfOp::create(b, loc, messages[i])};
    for (size_t k = 0, e = check.args.size(); k < e; ++k)
      callArgs.push_back(entry->getArgument(nextArg++));
    LLVM::CallOp::create(b, loc, *dprintf, callArgs);
    LLVM::CallOp::create(b, loc, *exit,
                         ValueRange{LLVM::ConstantOp::create(
                             b, loc, i32, b.getI32IntegerAttr(1))});
    LLVM::UnreachableOp::create(b, loc);
    test = next;
  }
  // Only called when a check failed.
  b.setInsertionPointToEnd(test);
  LLVM::UnreachableOp::create(b, loc);
  return report;
}

void StderrCheckEmitter::emitReport(OpBuilder &b, Location loc,
                                    ArrayRef<CheckReport> checks) {
  SmallVector<std::string> texts;
  for (const CheckReport &check : checks)
    texts.push_back((opName + ": " + rules::getRuleId(check.rule) + ": " +
                     check.format + "\n")
                        .str());
  FailureOr<LLVM::LLVMFuncOp> report =
      getOrCreateReport(b, loc, module, texts, checks, symbolTables);
  if (failed(report)) {
    // The module gives dprintf or exit to something else (the pass reports
    // it; other users of the patterns get a stop without a message).
    LLVM::Trap::create(b, loc);
    return;
  }
  SmallVector<Value> args;
  for (const CheckReport &check : checks)
    args.push_back(check.failed);
  for (const CheckReport &check : checks)
    args.append(check.args.begin(), check.args.end());
  LLVM::CallOp::create(b, loc, *report, args);
}
