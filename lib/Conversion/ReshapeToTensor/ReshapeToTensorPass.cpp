//===- ReshapeToTensorPass.cpp - The convert-reshape-to-tensor pass -------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Conversion/Passes.h"

#include "reshape/IR/ReshapeDialect.h"
#include "reshape/IR/ReshapeOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_CONVERTRESHAPETOTENSORPASS
#include "reshape/Conversion/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;
using namespace mlir::reshape;

namespace {
struct ConvertReshapeToTensorPass
    : reshape::impl::ConvertReshapeToTensorPassBase<
          ConvertReshapeToTensorPass> {
  using Base::Base;

  void runOnOperation() override {
    if (runtimeChecks && failed(verifyLibcNamesAreFree()))
      return signalPassFailure();
    SymbolTableCollection symbolTables;
    RewritePatternSet patterns(&getContext());
    populateReshapeToTensorConversionPatterns(
        patterns, {/*runtimeChecks=*/runtimeChecks, &symbolTables});
    ConversionTarget target(getContext());
    target.addIllegalDialect<ReshapeDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }

  /// The runtime checks call dprintf and exit: refuse a module that gives
  /// one of those names to something else, when some op needs a check.
  LogicalResult verifyLibcNamesAreFree() {
    ModuleOp module = getOperation();
    Operation *needsCheck = nullptr;
    module.walk([&](Operation *op) {
      if (isa<DynamicReshapeOp>(op) ||
          (isa<StaticReshapeOp>(op) &&
           cast<ConditionallySpeculatable>(op).getSpeculatability() ==
               Speculation::NotSpeculatable)) {
        needsCheck = op;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (!needsCheck)
      return success();
    for (StringRef name : {"dprintf", "exit"}) {
      Operation *symbol = SymbolTable::lookupSymbolIn(module, name);
      if (!symbol || isa<LLVM::LLVMFuncOp>(symbol))
        continue;
      InFlightDiagnostic diag =
          needsCheck->emitOpError("runtime checks call '")
          << name << "' from libc, but the module defines another '@" << name
          << "'";
      diag.attachNote(symbol->getLoc()) << "defined here";
      return diag;
    }
    return success();
  }
};
} // namespace
