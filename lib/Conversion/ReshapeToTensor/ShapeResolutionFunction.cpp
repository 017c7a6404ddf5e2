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
  return (signature.opName + " " + shape(signature.inputShape) + " " +
          Twine(signature.targetLength) + " " +
          Twine(signature.specialZero ? "sz" : "nz") + " " +
          shape(signature.resultShape) +
          (signature.runtimeChecks ? " checked" : ""))
      .str();
}

/// Builds the body: the rules on the arguments, returning the result dims.
static void buildBody(OpBuilder &b, Location loc, func::FuncOp function,
                      const ShapeResolutionSignature &signature,
                      ModuleOp module, SymbolTableCollection *symbolTables) {
  Block *entry = function.addEntryBlock();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entry);

  SmallVector<OpFoldResult> extents;
  unsigned nextArg = 0;
  for (int64_t d : signature.inputShape)
    extents.push_back(ShapedType::isDynamic(d)
                          ? OpFoldResult(entry->getArgument(nextArg++))
                          : OpFoldResult(b.getIndexAttr(d)));
  ValueRange values = entry->getArguments().drop_front(nextArg).take_front(
      signature.targetLength);

  // With checks, the last argument is the caller's location prefix.
  StderrCheckEmitter emitter(entry->getArguments().back(), signature.opName,
                             module, symbolTables);
  ReshapeShapeBuilder shape(b, loc, ReshapeInput::fromExtents(extents),
                            ReshapeTarget::fromIndexValues(values),
                            signature.specialZero,
                            signature.runtimeChecks ? &emitter : nullptr);
  SmallVector<Value> results;
  if (succeeded(shape.build(signature.resultShape))) {
    for (OpFoldResult dim : shape.getResultDims())
      results.push_back(getValueOrCreateConstantIndexOp(b, loc, dim));
  } else {
    // A rule fails for every value: the checks above always report and
    // exit. Return something all the same.
    Value zero = getValueOrCreateConstantIndexOp(b, loc, b.getIndexAttr(0));
    results.assign(signature.targetLength, zero);
  }
  func::ReturnOp::create(b, loc, results);
}

func::FuncOp mlir::reshape::getOrCreateShapeResolutionFunction(
    OpBuilder &b, Location loc, ModuleOp module,
    const ShapeResolutionSignature &signature,
    SymbolTableCollection *symbolTables) {
  Type index = b.getIndexType();
  unsigned numDynamic =
      llvm::count_if(signature.inputShape, ShapedType::isDynamic);
  SmallVector<Type> argTypes(numDynamic + signature.targetLength, index);
  if (signature.runtimeChecks)
    argTypes.push_back(LLVM::LLVMPointerType::get(b.getContext()));
  SmallVector<Type> resultTypes(signature.targetLength, index);
  FunctionType type = b.getFunctionType(argTypes, resultTypes);

  // `__reshape_` names are reserved for this lowering: a private function
  // of the right type by the name of this key's hash is ours.
  HashedSymbol symbol =
      lookupHashedSymbol(module, "__reshape_resolve_", getKey(signature),
                         symbolTables, [&](Operation *op) {
                           auto function = dyn_cast<func::FuncOp>(op);
                           return function && function.isPrivate() &&
                                  function.getFunctionType() == type;
                         });
  if (symbol.existing)
    return cast<func::FuncOp>(symbol.existing);

  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  auto function = func::FuncOp::create(b, loc, symbol.name, type);
  function.setPrivate();
  function->setAttr(
      "llvm.linkage",
      LLVM::LinkageAttr::get(b.getContext(), LLVM::Linkage::Internal));
  if (symbolTables)
    symbolTables->getSymbolTable(module).insert(function);
  buildBody(b, loc, function, signature, module, symbolTables);
  return function;
}
