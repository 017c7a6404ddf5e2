//===- PipelineFuzzer.cpp - Fuzz the reshape-to-llvm pipeline -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parses arbitrary text; on what verifies (and uses only the ops the
// pipeline is for), runs --reshape-to-llvm, which must not crash and, when
// it succeeds, must leave valid IR of the LLVM dialect only. With
// RESHAPE_FUZZ_STRICT set, a failed pipeline is a finding too (to look for
// valid input the pipeline rejects).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "reshape/Pipelines/Pipelines.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"

#include <cstdlib>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const bool strict = std::getenv("RESHAPE_FUZZ_STRICT") != nullptr;
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::All);
  OwningOpRef<ModuleOp> module =
      reshape_fuzz::parseModule(data, size, context.get());
  if (!module || failed(verify(*module)) ||
      !reshape_fuzz::usesOnlyFuzzedOps(*module, /*maxOps=*/200))
    return 0;

  OwningOpRef<ModuleOp> original = module->clone();
  PassManager pm(context.get());
  reshape::buildReshapeToLLVMPipeline(pm, reshape::ReshapeToLLVMOptions());
  if (failed(pm.run(*module))) {
    if (strict)
      reshape_fuzz::fail("reshape-to-llvm failed", *original);
    return 0;
  }
  module->walk([&](Operation *op) {
    if (!isa<ModuleOp>(op) && !isa<LLVM::LLVMDialect>(op->getDialect()))
      reshape_fuzz::fail("reshape-to-llvm left a non-LLVM op", *original);
  });
  return 0;
}
