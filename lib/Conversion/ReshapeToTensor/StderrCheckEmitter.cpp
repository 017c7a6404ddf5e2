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
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::reshape;

/// The C signatures of the libc functions the checks call.
static LLVM::LLVMFunctionType getDprintfType(MLIRContext *context) {
  return LLVM::LLVMFunctionType::get(
      IntegerType::get(context, 32),
      {IntegerType::get(context, 32), LLVM::LLVMPointerType::get(context)},
      /*isVarArg=*/true);
}
static LLVM::LLVMFunctionType getExitType(MLIRContext *context) {
  return LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                     {IntegerType::get(context, 32)});
}

bool mlir::reshape::isLibcDeclaration(Operation *symbol) {
  MLIRContext *context = symbol->getContext();
  StringRef name = SymbolTable::getSymbolName(symbol).getValue();
  LLVM::LLVMFunctionType type =
      name == "exit" ? getExitType(context) : getDprintfType(context);
  if (auto function = dyn_cast<LLVM::LLVMFuncOp>(symbol))
    return function.isExternal() && function.getFunctionType() == type;
  auto function = dyn_cast<func::FuncOp>(symbol);
  return name == "exit" && function && function.isExternal() &&
         function.getFunctionType() ==
             FunctionType::get(context, {IntegerType::get(context, 32)}, {});
}

/// The declaration of libc's `name` in `module`: the one there, or a new
/// `llvm.func`; failure when the module gives the name to something else.
static FailureOr<Operation *>
getOrDeclareLibcFunction(OpBuilder &b, ModuleOp module, StringRef name,
                         LLVM::LLVMFunctionType type,
                         SymbolTableCollection *symbolTables) {
  Operation *existing =
      symbolTables ? symbolTables->lookupSymbolIn(module, b.getStringAttr(name))
                   : SymbolTable::lookupSymbolIn(module, name);
  if (existing) {
    if (!isLibcDeclaration(existing))
      return failure();
    return existing;
  }
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  auto function = LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type);
  if (symbolTables)
    symbolTables->getSymbolTable(module).insert(function);
  return function.getOperation();
}

/// A call of the libc function `callee` (an llvm.func or func.func).
static void callLibcFunction(OpBuilder &b, Location loc, Operation *callee,
                             ValueRange args) {
  if (auto function = dyn_cast<func::FuncOp>(callee)) {
    func::CallOp::create(b, loc, function, args);
    return;
  }
  LLVM::CallOp::create(b, loc, cast<LLVM::LLVMFuncOp>(callee), args);
}

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

Value mlir::reshape::buildStringAddress(OpBuilder &b, Location loc,
                                        ModuleOp module, StringRef text,
                                        SymbolTableCollection *symbolTables) {
  return LLVM::AddressOfOp::create(
      b, loc, getOrCreateMessage(b, loc, module, text, symbolTables));
}

/// Emits, at the end of the current block, the prints of one message: its
/// text with dprintf (`args` are its values, then those of its lists, see
/// CheckReport), each list of a length known only at run time value by
/// value, under conditions: the insertion point ends in the last block.
static void emitMessagePrints(OpBuilder &b, Location loc, ModuleOp module,
                              Operation *dprintf, StringRef format,
                              ValueRange args,
                              SymbolTableCollection *symbolTables) {
  auto i32 = b.getI32Type();
  auto i64 = b.getI64Type();
  auto print = [&](StringRef text, ValueRange values) {
    if (text.empty())
      return;
    SmallVector<Value> callArgs = {
        LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(2)),
        LLVM::AddressOfOp::create(
            b, loc, getOrCreateMessage(b, loc, module, text, symbolTables))};
    callArgs.append(values.begin(), values.end());
    callLibcFunction(b, loc, dprintf, callArgs);
  };
  // `print` under a condition, in a block of its own.
  auto printIf = [&](Value cond, StringRef text, ValueRange values) {
    Block *current = b.getInsertionBlock();
    Region *region = current->getParent();
    Block *then = b.createBlock(region);
    Block *next = b.createBlock(region);
    b.setInsertionPointToEnd(current);
    LLVM::CondBrOp::create(b, loc, cond, then, next);
    b.setInsertionPointToEnd(then);
    print(text, values);
    LLVM::BrOp::create(b, loc, next);
    b.setInsertionPointToEnd(next);
  };

  std::string text;
  unsigned first = 0, next = 0;
  for (StringRef rest = format; !rest.empty();) {
    if (rest.consume_front("%%")) {
      text += "%%";
      continue;
    }
    if (rest.consume_front("%ld")) {
      text += "%ld";
      ++next;
      continue;
    }
    if (!rest.starts_with("%L")) {
      text.push_back(rest.front());
      rest = rest.drop_front();
      continue;
    }
    bool targetList = rest[2] == 'c';
    rest = rest.drop_front(3);
    std::string separator = targetList ? ", " : "x";
    if (targetList)
      text += "[";
    print(text, args.slice(first, next - first));
    text.clear();
    Value length = args[next++];
    for (unsigned j = 0; j < kMaxListedValues; ++j) {
      Value index =
          LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(j));
      Value listed =
          LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::slt, index, length);
      printIf(listed, j ? separator + "%ld" : "%ld", args[next++]);
    }
    Value max = LLVM::ConstantOp::create(b, loc, i64,
                                         b.getI64IntegerAttr(kMaxListedValues));
    Value more =
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::sgt, length, max);
    printIf(more, separator + "...", {});
    if (targetList)
      text += "]";
    first = next;
  }
  print(text, args.slice(first, next - first));
}

/// The function that reports the first failed check of a group and exits:
/// it takes the location prefix (a C string), each check's i1 and then each
/// check's i64 values. Internal,
/// cold, never inlined and never returning. Groups with the same messages
/// share one.
static FailureOr<LLVM::LLVMFuncOp>
getOrCreateReport(OpBuilder &b, Location loc, ModuleOp module,
                  ArrayRef<std::string> texts, ArrayRef<CheckReport> checks,
                  SymbolTableCollection *symbolTables) {
  auto i32 = b.getI32Type();
  auto i64 = b.getI64Type();
  FailureOr<Operation *> dprintf = getOrDeclareLibcFunction(
      b, module, "dprintf", getDprintfType(b.getContext()), symbolTables);
  FailureOr<Operation *> exit = getOrDeclareLibcFunction(
      b, module, "exit", getExitType(b.getContext()), symbolTables);
  if (failed(dprintf) || failed(exit))
    return failure();

  SmallVector<Type> argTypes = {LLVM::LLVMPointerType::get(b.getContext())};
  argTypes.append(checks.size(), b.getI1Type());
  for (const CheckReport &check : checks)
    argTypes.append(check.args.size(), i64);
  auto type = LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(b.getContext()), argTypes);
  std::string key;
  for (const std::string &text : texts)
    key += text + '\0';
  bool created;
  LLVM::LLVMFuncOp report = getOrDeclareFailureFunction(
      b, loc, module, "__reshape_report_", key, type, symbolTables, created);
  if (!created)
    return report;
  report.setNoInline(true);
  OpBuilder::InsertionGuard guard(b);

  // A chain of tests, in order; each failed check prints and exits.
  Block *entry = report.addEntryBlock(b);
  Block *test = entry;
  unsigned nextArg = 1 + checks.size();
  for (auto [i, check] : llvm::enumerate(checks)) {
    Block *print = b.createBlock(&report.getBody());
    Block *next = b.createBlock(&report.getBody());
    b.setInsertionPointToEnd(test);
    LLVM::CondBrOp::create(b, loc, entry->getArgument(1 + i), print, next);
    b.setInsertionPointToEnd(print);
    // The location first (a string argument: a '%' in it is no directive).
    callLibcFunction(
        b, loc, *dprintf,
        {LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(2)),
         buildStringAddress(b, loc, module, "%s", symbolTables),
         entry->getArgument(0)});
    emitMessagePrints(b, loc, module, *dprintf, texts[i],
                      entry->getArguments().slice(nextArg, check.args.size()),
                      symbolTables);
    nextArg += check.args.size();
    callLibcFunction(
        b, loc, *exit,
        LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(1))
            .getResult());
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
    texts.push_back(
        (opName + ": " +
         (check.namesRule ? rules::getRuleId(check.rule) + ": " : "") +
         check.format + "\n")
            .str());
  FailureOr<LLVM::LLVMFuncOp> report =
      getOrCreateReport(b, loc, module, texts, checks, symbolTables);
  if (failed(report)) {
    // The module gives dprintf or exit to something else (the pass refuses
    // it; other users of the patterns get a stop without a message).
    LLVM::Trap::create(b, loc);
    return;
  }
  SmallVector<Value> args = {
      prefixArg ? prefixArg
                : buildStringAddress(b, loc, module, prefix, symbolTables)};
  for (const CheckReport &check : checks)
    args.push_back(check.failed);
  for (const CheckReport &check : checks)
    args.append(check.args.begin(), check.args.end());
  if (!callThroughAddress) {
    LLVM::CallOp::create(b, loc, *report, args);
    return;
  }
  args.insert(args.begin(), LLVM::AddressOfOp::create(b, loc, *report));
  LLVM::CallOp::create(b, loc, report->getFunctionType(), args);
}
