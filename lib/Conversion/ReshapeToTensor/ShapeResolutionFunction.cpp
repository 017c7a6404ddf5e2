//===- ShapeResolutionFunction.cpp - Outlined shape resolution ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ShapeResolutionFunction.h"

#include "HashedSymbol.h"
#include "StderrCheckEmitter.h"

#include "reshape/IR/ShapeRulesBuilder.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::reshape;

/// The key of `signature`; the function is named after its hash.
static std::string getKey(const ShapeResolutionSignature &signature) {
  auto shape = [](ArrayRef<int64_t> dims) {
    std::string text;
    for (int64_t d : dims)
      text += (ShapedType::isDynamic(d) ? "?" : std::to_string(d)) + "x";
    return text;
  };
  std::string element;
  llvm::raw_string_ostream os(element);
  signature.elementType.print(os);
  return (signature.opName + " " + shape(signature.inputShape) + " " +
          Twine(signature.targetLength) + "x" + element + " " +
          Twine(signature.specialZero ? "sz" : "nz") + " " +
          shape(signature.resultShape) +
          (signature.runtimeChecks ? " checked" : ""))
      .str();
}

namespace {
/// The checks of the resolution function: a check that fails calls the
/// report function with the arguments of the resolution function, which
/// evaluates the same rules again with their messages, reports the first
/// that fails and exits. So the hot path holds only the comparisons and one
/// branch to one call, which passes a few arguments rather than every value
/// of every message.
class ColdReportEmitter : public RuntimeCheckEmitter {
public:
  ColdReportEmitter(func::FuncOp report, ValueRange args)
      : report(report), args(args) {}

  void emitReport(OpBuilder &b, Location loc, ArrayRef<CheckReport>) override {
    func::CallOp::create(b, loc, report, args);
  }
  bool needsMessages() const override { return false; }

private:
  func::FuncOp report;
  ValueRange args;
};
} // namespace

/// Runs the rules on the arguments of `function`, in its entry block;
/// returns the result dims, or failure when a rule fails for every input
/// (its check always reports and exits).
static FailureOr<SmallVector<Value>>
buildRules(OpBuilder &b, Location loc, func::FuncOp function,
           const ShapeResolutionSignature &signature,
           RuntimeCheckEmitter *checks) {
  Block *entry = &function.getBody().front();
  b.setInsertionPointToStart(entry);
  SmallVector<OpFoldResult> extents;
  unsigned nextArg = 0;
  for (int64_t d : signature.inputShape)
    extents.push_back(ShapedType::isDynamic(d)
                          ? OpFoldResult(entry->getArgument(nextArg++))
                          : OpFoldResult(b.getIndexAttr(d)));
  // The target values; a location pointer may follow them.
  SmallVector<Value> values = llvm::map_to_vector(
      entry->getArguments().drop_front(nextArg).take_front(
          signature.targetLength),
      [&](Value element) { return buildShapeElementAsIndex(b, loc, element); });

  ReshapeShapeBuilder shape(b, loc, ReshapeInput::fromExtents(extents),
                            ReshapeTarget::fromIndexValues(values),
                            signature.specialZero, checks);
  if (failed(shape.build(signature.resultShape)))
    return failure();
  return llvm::map_to_vector(shape.getResultDims(), [&](OpFoldResult dim) {
    return getValueOrCreateConstantIndexOp(b, loc, dim);
  });
}

/// A private function of `type` named after the hash of `key` with
/// `prefix`, internal to the module, with an entry block; or the existing
/// one (then `created` is false).
static func::FuncOp getOrCreateHelper(OpBuilder &b, Location loc,
                                      ModuleOp module, StringRef prefix,
                                      StringRef key, FunctionType type,
                                      SymbolTableCollection *symbolTables,
                                      bool &created) {
  // `__reshape_` names are reserved for this lowering: a private function
  // of the right type that holds this key is ours.
  HashedSymbol symbol =
      lookupHashedSymbol(module, prefix, key, symbolTables, [&](Operation *op) {
        auto function = dyn_cast<func::FuncOp>(op);
        return function && function.isPrivate() &&
               function.getFunctionType() == type && hasSymbolKey(op, key);
      });
  created = !symbol.existing;
  if (symbol.existing)
    return cast<func::FuncOp>(symbol.existing);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  auto function = func::FuncOp::create(b, loc, symbol.name, type);
  function.setPrivate();
  setSymbolKey(function, key);
  function->setAttr(
      "llvm.linkage",
      LLVM::LinkageAttr::get(b.getContext(), LLVM::Linkage::Internal));
  if (symbolTables)
    symbolTables->getSymbolTable(module).insert(function);
  function.addEntryBlock();
  return function;
}

/// An internal LLVM function that traps: the end of a report function,
/// which is only called when a check fails. (An intrinsic in a func.func
/// would stop ownership-based deallocation, which only takes ops with known
/// memory effects or calls.)
static LLVM::LLVMFuncOp getOrCreateTrap(OpBuilder &b, Location loc,
                                        ModuleOp module,
                                        SymbolTableCollection *symbolTables) {
  auto type =
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(b.getContext()), {});
  bool created;
  LLVM::LLVMFuncOp trap = getOrDeclareFailureFunction(
      b, loc, module, "__reshape_trap_", "trap", type, symbolTables, created);
  if (!created)
    return trap;
  // Inlined into a func.func (upstream --inline before the lowering), the
  // intrinsic would stop ownership-based deallocation, as below.
  trap.setNoInline(true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(trap.addEntryBlock(b));
  LLVM::Trap::create(b, loc);
  LLVM::UnreachableOp::create(b, loc);
  return trap;
}

/// The function that reports a failed check: the rules with their
/// messages, on the arguments of the resolution function. It is only called
/// when a check fails, and exits there; its end traps.
static func::FuncOp
getOrCreateReportFunction(OpBuilder &b, Location loc, ModuleOp module,
                          const ShapeResolutionSignature &signature,
                          TypeRange argTypes,
                          SymbolTableCollection *symbolTables) {
  bool created;
  func::FuncOp function =
      getOrCreateHelper(b, loc, module, "__reshape_fail_", getKey(signature),
                        b.getFunctionType(argTypes, {}), symbolTables, created);
  if (!created)
    return function;
  // Cold, and it holds the trap: upstream's inliner keeps it out of the
  // hot path (and keeps the trap out of func.func bodies).
  function.setNoInline(true);
  function->setAttr(
      "passthrough",
      b.getArrayAttr({b.getStringAttr("cold"), b.getStringAttr("noinline"),
                      b.getStringAttr("noreturn"),
                      b.getStringAttr("nounwind")}));
  OpBuilder::InsertionGuard guard(b);
  // The last argument is the caller's location prefix.
  StderrCheckEmitter emitter(function.getArguments().back(), signature.opName,
                             module, symbolTables);
  (void)buildRules(b, loc, function, signature, &emitter);
  LLVM::CallOp::create(b, loc, getOrCreateTrap(b, loc, module, symbolTables),
                       ValueRange());
  func::ReturnOp::create(b, loc);
  return function;
}

func::FuncOp mlir::reshape::getOrCreateShapeResolutionFunction(
    OpBuilder &b, Location loc, ModuleOp module,
    const ShapeResolutionSignature &signature,
    SymbolTableCollection *symbolTables) {
  Type index = b.getIndexType();
  unsigned numDynamic =
      llvm::count_if(signature.inputShape, ShapedType::isDynamic);
  SmallVector<Type> argTypes(numDynamic, index);
  argTypes.append(signature.targetLength, signature.elementType);
  // With checks, the messages start with the calling op's location: a C
  // string, the last argument.
  if (signature.runtimeChecks)
    argTypes.push_back(LLVM::LLVMPointerType::get(b.getContext()));
  SmallVector<Type> resultTypes(signature.targetLength, index);
  bool created;
  func::FuncOp function = getOrCreateHelper(
      b, loc, module, "__reshape_resolve_", getKey(signature),
      b.getFunctionType(argTypes, resultTypes), symbolTables, created);
  if (!created)
    return function;

  OpBuilder::InsertionGuard guard(b);
  std::optional<ColdReportEmitter> checks;
  if (signature.runtimeChecks)
    checks.emplace(getOrCreateReportFunction(b, loc, module, signature,
                                             argTypes, symbolTables),
                   function.getArguments());
  FailureOr<SmallVector<Value>> results =
      buildRules(b, loc, function, signature, checks ? &*checks : nullptr);
  if (failed(results)) {
    // A rule fails for every value: the checks above always report and
    // exit. Return something all the same.
    Value zero = getValueOrCreateConstantIndexOp(b, loc, b.getIndexAttr(0));
    results = SmallVector<Value>(signature.targetLength, zero);
  }
  func::ReturnOp::create(b, loc, *results);
  return function;
}
