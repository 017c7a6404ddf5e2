//===- PipelineFuzzer.cpp - Fuzz the reshape-to-llvm pipeline -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Takes MLIR text, or a generated program (input starting with a 0 byte).
// On what verifies and uses only the ops the pipeline is for, runs
// --reshape-to-llvm, verifying the IR after every pass:
//  - no pass may leave invalid IR;
//  - when the pipeline succeeds, only LLVM ops are left (nested modules
//    included);
//  - strict (the default): when it fails, every error must be a documented,
//    located refusal (a rule broken at compile time, a module that takes the
//    libc names the checks call; any located error for an input with
//    unregistered ops). RESHAPE_FUZZ_LENIENT=1 accepts any failure with an
//    error.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "reshape/Pipelines/Pipelines.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Verifier.h"

#include <cstdlib>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const bool lenient = std::getenv("RESHAPE_FUZZ_LENIENT") != nullptr;
  std::string text = reshape_fuzz::inputText(data, size);
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::All);
  OwningOpRef<ModuleOp> module = reshape_fuzz::parseModule(text, context.get());
  if (!module || failed(verify(*module)))
    return 0;
  reshape_fuzz::OpCensus census =
      reshape_fuzz::classifyOps(*module, /*maxOps=*/600);
  if (!census.fuzzable)
    return 0;

  reshape_fuzz::DiagnosticCollector diagnostics(context.get());
  reshape_fuzz::CheckedPassManager pm(context.get());
  reshape::buildReshapeToLLVMPipeline(pm.get(),
                                      reshape::ReshapeToLLVMOptions());
  bool succeeded = mlir::succeeded(pm.run(*module));
  if (!pm.invalidAfter().empty())
    return reshape_fuzz::finding(pm.invalidAfter() + " left invalid IR:\n" +
                                     diagnostics.describe(),
                                 text);
  if (!succeeded) {
    std::vector<reshape_fuzz::DiagnosticCollector::Entry> errors =
        diagnostics.errors();
    if (errors.empty())
      return reshape_fuzz::finding("reshape-to-llvm failed without an error",
                                   text);
    for (const auto &e : errors) {
      if (reshape_fuzz::linesOf(e.loc).empty())
        return reshape_fuzz::finding(
            "reshape-to-llvm reports an error without a "
            "location:\n" +
                diagnostics.describe(),
            text);
      if (!lenient &&
          !reshape_fuzz::isDocumentedRefusal(e, census.unregistered))
        return reshape_fuzz::finding(
            "reshape-to-llvm refuses a valid module:\n" +
                diagnostics.describe(),
            text);
    }
    return 0;
  }
  Operation *leftover = nullptr;
  module->walk([&](Operation *op) {
    if (!leftover && !isa<ModuleOp>(op) &&
        !isa<LLVM::LLVMDialect>(op->getDialect()))
      leftover = op;
  });
  if (leftover)
    return reshape_fuzz::finding("reshape-to-llvm left a non-LLVM op: " +
                                     leftover->getName().getStringRef().str(),
                                 text);
  return 0;
}
