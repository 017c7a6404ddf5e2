//===- LibcAllocationFunctions.cpp - malloc and free as llvm.func ---------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// finalize-memref-to-llvm calls malloc, aligned_alloc and free. It looks
// for an llvm.func of the name; a func.func there (a module that calls
// malloc itself) made it declare `@malloc_0` beside it, a function no
// library defines: the link failed. A func.func declaration with C's
// prototype becomes that llvm.func; any other function of those names is
// refused with a located error.
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

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
  auto i64 = IntegerType::get(context, 64);
  auto ptr = LLVM::LLVMPointerType::get(context);
  if (name == "free")
    return LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), {ptr});
  if (name == "aligned_alloc")
    return LLVM::LLVMFunctionType::get(ptr, {i64, i64});
  return LLVM::LLVMFunctionType::get(ptr, {i64});
}

/// `type` as a func.func type: void as no result.
static FunctionType getFuncType(LLVM::LLVMFunctionType type) {
  Type result = type.getReturnType();
  return FunctionType::get(type.getContext(), type.getParams(),
                           isa<LLVM::LLVMVoidType>(result) ? TypeRange()
                                                           : TypeRange(result));
}

/// Replaces the declaration `function` of the C function of its name by
/// an llvm.func, and its calls by llvm.call. Fails (with an error) where
/// the module uses it other than by a call.
static LogicalResult lowerDeclaration(func::FuncOp function,
                                      LLVM::LLVMFunctionType type,
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
  OpBuilder builder(function);
  auto declaration = LLVM::LLVMFuncOp::create(builder, function.getLoc(),
                                              function.getName(), type);
  for (func::CallOp call : calls) {
    builder.setInsertionPoint(call);
    auto llvmCall = LLVM::CallOp::create(builder, call.getLoc(), declaration,
                                         call.getOperands());
    call->replaceAllUsesWith(llvmCall->getResults());
    call->erase();
  }
  function->erase();
  return success();
}

namespace {
struct ReshapeLibcAllocationFunctionsPass
    : reshape::impl::ReshapeLibcAllocationFunctionsPassBase<
          ReshapeLibcAllocationFunctionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool changed = false;
    for (StringRef name : {"malloc", "aligned_alloc", "free"}) {
      auto function = module.lookupSymbol<func::FuncOp>(name);
      if (!function)
        continue;
      LLVM::LLVMFunctionType type = getLibcType(&getContext(), name);
      if (!function.isExternal() ||
          function.getFunctionType() != getFuncType(type)) {
        function.emitError("'@")
            << name << "' is not C's " << name << " " << getFuncType(type)
            << ", which the lowering of allocations calls: declare it with "
               "that type or rename it";
        return signalPassFailure();
      }
      if (failed(lowerDeclaration(function, type, module)))
        return signalPassFailure();
      changed = true;
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
