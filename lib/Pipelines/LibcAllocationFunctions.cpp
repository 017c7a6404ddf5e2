//===- LibcAllocationFunctions.cpp - malloc and free as llvm.func ---------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// finalize-memref-to-llvm calls malloc and free (aligned_alloc only with an
// option reshape-to-llvm leaves off). It looks for an llvm.func of the
// name; a func.func there (a module that calls malloc itself) made it
// declare `@malloc_0` beside it, a function no library defines: the link
// failed. A func.func declaration with C's prototype becomes that
// llvm.func; any other function of those names is refused with a located
// error.
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPELIBCALLOCATIONFUNCTIONSPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The C prototype of each function the memref lowering calls.
static LLVM::LLVMFunctionType getLibcType(MLIRContext *context,
                                          StringRef name) {
  auto ptr = LLVM::LLVMPointerType::get(context);
  if (name == "free")
    return LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), {ptr});
  return LLVM::LLVMFunctionType::get(ptr, {IntegerType::get(context, 64)});
}

/// Whether `function` declares the C function of `type`: external, with its
/// parameters (an i64 may be an index, which the lowering makes 64 bits)
/// and its result.
static bool declaresLibcFunction(func::FuncOp function,
                                 LLVM::LLVMFunctionType type) {
  FunctionType functionType = function.getFunctionType();
  Type result = type.getReturnType();
  bool sameResults = isa<LLVM::LLVMVoidType>(result)
                         ? functionType.getNumResults() == 0
                         : functionType.getResults() == ArrayRef(result);
  return function.isExternal() && sameResults &&
         functionType.getNumInputs() == type.getNumParams() &&
         llvm::all_of(
             llvm::zip_equal(functionType.getInputs(), type.getParams()),
             [](auto pair) {
               auto [given, expected] = pair;
               return given == expected ||
                      (isa<IndexType>(given) && expected.isInteger(64));
             });
}

/// The calls of `function` in `module`; failure (with an error) where the
/// module uses it other than by a call.
static FailureOr<SmallVector<func::CallOp>> getCalls(func::FuncOp function,
                                                     ModuleOp module) {
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(function, module);
  if (!uses)
    return function.emitError("'@")
           << function.getName()
           << "' is used where its uses cannot be listed (an unknown op "
              "with a symbol table)";
  SmallVector<func::CallOp> calls;
  for (const SymbolTable::SymbolUse &use : *uses) {
    auto call = dyn_cast<func::CallOp>(use.getUser());
    if (!call)
      return use.getUser()->emitError("'@")
             << function.getName()
             << "' is the C function the lowering of allocations calls: it "
                "can only be called here, not used as a value";
    calls.push_back(call);
  }
  return calls;
}

/// Replaces the declaration `function` of a C function by an llvm.func of
/// `type` (its linkage and argument attributes kept), and its `calls` by
/// llvm.calls (an index argument cast to i64).
static void lowerDeclaration(func::FuncOp function, LLVM::LLVMFunctionType type,
                             ArrayRef<func::CallOp> calls) {
  OpBuilder builder(function);
  auto linkage = function->getAttrOfType<LLVM::LinkageAttr>("llvm.linkage");
  auto declaration = LLVM::LLVMFuncOp::create(
      builder, function.getLoc(), function.getName(), type,
      linkage ? linkage.getLinkage() : LLVM::Linkage::External);
  if (ArrayAttr argAttrs = function.getArgAttrsAttr())
    declaration.setArgAttrsAttr(argAttrs);
  if (ArrayAttr resAttrs = function.getResAttrsAttr())
    declaration.setResAttrsAttr(resAttrs);
  for (func::CallOp call : calls) {
    builder.setInsertionPoint(call);
    SmallVector<Value> operands;
    for (auto [operand, paramType] :
         llvm::zip_equal(call.getOperands(), type.getParams()))
      operands.push_back(operand.getType() == paramType
                             ? operand
                             : arith::IndexCastOp::create(
                                   builder, call.getLoc(), paramType, operand));
    auto llvmCall =
        LLVM::CallOp::create(builder, call.getLoc(), declaration, operands);
    llvmCall.setNoInline(call.getNoInline());
    call->replaceAllUsesWith(llvmCall->getResults());
    call->erase();
  }
  function->erase();
}

namespace {
struct ReshapeLibcAllocationFunctionsPass
    : reshape::impl::ReshapeLibcAllocationFunctionsPassBase<
          ReshapeLibcAllocationFunctionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Everything checked first: a refusal leaves the module as it was.
    SmallVector<std::tuple<func::FuncOp, LLVM::LLVMFunctionType,
                           SmallVector<func::CallOp>>>
        declarations;
    bool refused = false;
    for (StringRef name : {"malloc", "free"}) {
      auto function = module.lookupSymbol<func::FuncOp>(name);
      if (!function)
        continue;
      LLVM::LLVMFunctionType type = getLibcType(&getContext(), name);
      if (!declaresLibcFunction(function, type)) {
        Type result = type.getReturnType();
        function.emitError("'@")
            << name << "' is not C's " << name << " "
            << FunctionType::get(&getContext(), type.getParams(),
                                 isa<LLVM::LLVMVoidType>(result)
                                     ? TypeRange()
                                     : TypeRange(result))
            << ", which the lowering of allocations calls: declare it with "
               "that type or rename it";
        refused = true;
        continue;
      }
      FailureOr<SmallVector<func::CallOp>> calls = getCalls(function, module);
      if (failed(calls)) {
        refused = true;
        continue;
      }
      declarations.emplace_back(function, type, std::move(*calls));
    }
    if (refused)
      return signalPassFailure();
    if (declarations.empty())
      return markAllAnalysesPreserved();
    for (auto &[function, type, calls] : declarations)
      lowerDeclaration(function, type, calls);
  }
};
} // namespace
