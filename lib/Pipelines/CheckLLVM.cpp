//===- CheckLLVM.cpp - The reshape-check-llvm pass ------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "reshape/Support/LibraryFunctionNames.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECHECKLLVMPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeCheckLLVMPass
    : reshape::impl::ReshapeCheckLLVMPassBase<ReshapeCheckLLVMPass> {
  void runOnOperation() override {
    // The casts a conversion leaves around an op it could not convert are
    // reported only when no such op is left: they would bury the op.
    SmallVector<Operation *> left, casts;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<ModuleOp>(op) ||
          isa_and_present<LLVM::LLVMDialect>(op->getDialect()))
        return WalkResult::advance();
      (isa<UnrealizedConversionCastOp>(op) ? casts : left).push_back(op);
      // Its regions would only repeat the report.
      return WalkResult::skip();
    });
    for (Operation *op : left.empty() ? casts : left)
      op->emitError("'") << op->getName()
                         << "' is left after the lowering to the LLVM "
                            "dialect";
    if (!left.empty() || !casts.empty())
      return signalPassFailure();
    if (failed(checkLibraryNames()))
      return signalPassFailure();
    // A check: the IR stays as it is (and need not be verified again).
    markAllAnalysesPreserved();
  }

  /// Refuses each function or global the module defines under the name of
  /// a C library or runtime function of the module's target (the host's
  /// when it names none): LLVM takes calls of that name for the library's,
  /// and the compiled code's own calls of the function (expf for a
  /// math.exp, malloc for an allocation) reach the definition, also one of
  /// internal linkage (a symbol of the same object file). Only private
  /// linkage (a local label) is safe; a private func.func is not (it
  /// becomes an llvm.func of external linkage).
  LogicalResult checkLibraryNames() {
    ModuleOp module = getOperation();
    StringRef triple;
    if (auto attr = module->getAttrOfType<StringAttr>(
            LLVM::LLVMDialect::getTargetTripleAttrName()))
      triple = attr.getValue();
    reshape::CLibraryFunctionNames library(triple);
    bool failed = false;
    auto check =
        [&](Operation *op, StringRef name, bool definition,
            LLVM::Linkage linkage) {
          if (!definition || linkage == LLVM::Linkage::Private ||
              !library.contains(name))
            return;
          op->emitError("'@")
              << name
              << "' has the name of a C library or runtime function: the "
                 "compiled code's calls of that function (a math op, an "
                 "allocation) would reach this definition; rename it";
          failed = true;
        };
    for (Operation &op : *module.getBody()) {
      auto function = dyn_cast<LLVM::LLVMFuncOp>(op);
      // LLVM reserves the prefix for its intrinsics, and its translation
      // failed with "llvm intrinsics cannot be defined!", which named no
      // location (an OpenVINO model named llvm.model; found by review).
      if (function && !function.isExternal() &&
          function.getName().starts_with("llvm.")) {
        function.emitError("'@")
            << function.getName()
            << "' is defined, but LLVM reserves names that start with "
               "'llvm.' for its intrinsics; rename it";
        failed = true;
      }
      if (function)
        check(function, function.getName(), !function.isExternal(),
              function.getLinkage());
      else if (auto global = dyn_cast<LLVM::GlobalOp>(op))
        check(global, global.getSymName(),
              global.getLinkage() != LLVM::Linkage::External ||
                  global.getValueOrNull() ||
                  !global.getInitializerRegion().empty(),
              global.getLinkage());
    }
    return failure(failed);
  }
};
} // namespace
