//===- CanonicalizeFuzzer.cpp - Fuzz canonicalize and refine-shapes -------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parses arbitrary text; on what verifies (and uses only the ops these
// passes are for), runs --canonicalize, which must succeed and leave valid
// IR, then --reshape-refine-shapes, which may report an error but must
// leave valid IR when it succeeds.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "reshape/Transforms/Passes.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::All);
  OwningOpRef<ModuleOp> module =
      reshape_fuzz::parseModule(data, size, context.get());
  if (!module || failed(verify(*module)) ||
      !reshape_fuzz::usesOnlyFuzzedOps(*module, /*maxOps=*/1000))
    return 0;

  PassManager canonicalize(context.get());
  canonicalize.enableVerifier(false);
  canonicalize.addPass(createCanonicalizerPass());
  if (failed(canonicalize.run(*module)))
    reshape_fuzz::fail("canonicalize failed", *module);
  if (failed(verify(*module)))
    reshape_fuzz::fail("canonicalize left invalid IR", *module);

  PassManager refine(context.get());
  refine.enableVerifier(false);
  refine.addPass(reshape::createReshapeRefineShapesPass());
  if (succeeded(refine.run(*module)) && failed(verify(*module)))
    reshape_fuzz::fail("reshape-refine-shapes left invalid IR", *module);
  return 0;
}
