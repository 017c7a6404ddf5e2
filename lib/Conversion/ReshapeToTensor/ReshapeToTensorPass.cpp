//===- ReshapeToTensorPass.cpp - The convert-reshape-to-tensor pass -------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Conversion/Passes.h"

#include "StderrCheckEmitter.h"
#include "SymbolAccess.h"

#include "reshape/Conversion/ReshapeToTensor/RuntimeFailure.h"
#include "reshape/IR/ReshapeDialect.h"
#include "reshape/IR/ReshapeOps.h"
#include "reshape/ShapeRules/StaticShapeInference.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_CONVERTRESHAPETOTENSORPASS
#include "reshape/Conversion/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;
using namespace mlir::reshape;

/// The runtime checks call dprintf and exit: a module that gives one of
/// those names to something else is refused, at `checkedOp`.
static LogicalResult verifyLibcNames(ModuleOp module, Operation *checkedOp) {
  for (StringRef name : {"dprintf", "exit"}) {
    Operation *symbol = SymbolTable::lookupSymbolIn(module, name);
    if (!symbol || isLibcDeclaration(symbol))
      continue;
    InFlightDiagnostic diag =
        checkedOp->emitOpError("runtime checks call '")
        << name << "' from libc, but the module defines another '@" << name
        << "'";
    diag.attachNote(symbol->getLoc()) << "defined here";
    return diag;
  }
  return success();
}

/// Whether `type` is a ranked tensor whose row-major strides overflow 64
/// bits. Upstream's memref passes wrap such strides (into 0, or into the
/// sentinel of a dynamic stride), which no lowering can work around.
static bool hasOverflowingStrides(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && rules::hasOverflowingRowMajorStrides(ranked.getShape());
}

namespace {
struct ConvertReshapeToTensorPass
    : reshape::impl::ConvertReshapeToTensorPassBase<
          ConvertReshapeToTensorPass> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(verifyLowerable()))
      return signalPassFailure();
    SymbolTableCollection symbolTables;
    RewritePatternSet patterns(&getContext());
    populateReshapeToTensorConversionPatterns(
        patterns, {/*runtimeChecks=*/runtimeChecks, &symbolTables, checkMode});
    ConversionTarget target(getContext());
    target.addIllegalDialect<ReshapeDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
    getOperation()->walk(
        [](ModuleOp module) { reshape::dropSharedSymbolKeys(module); });
  }

  /// Refuses, with a located error, the reshapes that cannot be lowered:
  /// one that uses a value defined after it, one whose input or result type
  /// has row-major strides past 64 bits, and one with runtime checks
  /// whose code cannot reach the functions they call (a symbol table of
  /// another kind lies in between, or the module gives dprintf or exit to
  /// something else).
  LogicalResult verifyLowerable() {
    DominanceInfo dominance;
    DenseSet<Operation *> checkedModules;
    WalkResult result = getOperation().walk([&](Operation *op) {
      if (!isa<StaticReshapeOp, DynamicReshapeOp>(op))
        return WalkResult::advance();
      if (failed(checkNoUseBeforeDefinition(op, dominance)))
        return WalkResult::interrupt();
      for (Type type :
           {op->getOperand(0).getType(), op->getResult(0).getType()})
        if (hasOverflowingStrides(type)) {
          op->emitOpError("cannot be lowered: the row-major strides of ")
              << type << " overflow 64 bits";
          return WalkResult::interrupt();
        }
      // cf.assert needs no function of the module.
      if (!runtimeChecks || checkMode == RuntimeCheckMode::Assert ||
          !needsRuntimeCheck(op))
        return WalkResult::advance();
      auto module = op->getParentOfType<ModuleOp>();
      if (getSymbolAccess(op, module) == SymbolAccess::None) {
        op->emitOpError("cannot be lowered with runtime checks here: they "
                        "call functions of the enclosing module, which '")
            << SymbolTable::getNearestSymbolTable(op)->getName()
            << "' hides (a symbol table of its own)";
        return WalkResult::interrupt();
      }
      if (checkedModules.insert(module).second &&
          failed(verifyLibcNames(module, op)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return failure(result.wasInterrupted());
  }
};
} // namespace
