//===- ParseVerifyFuzzer.cpp - Fuzz the parser and the verifiers ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parses arbitrary text with the reshape dialect registered and verifies
// what parses: our custom assembly, the verifiers, result type inference.
// A module that verifies must print and parse back to a module that
// verifies (the round trip of the custom form).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <string>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::Minimal);
  OwningOpRef<ModuleOp> module =
      reshape_fuzz::parseModule(data, size, context.get());
  if (!module || failed(verify(*module)))
    return 0;

  std::string printed;
  llvm::raw_string_ostream os(printed);
  module->print(os);
  OwningOpRef<ModuleOp> reparsed =
      parseSourceString<ModuleOp>(printed, ParserConfig(context.get()));
  if (!reparsed)
    reshape_fuzz::fail("a verified module does not parse back", *module);
  if (failed(verify(*reparsed)))
    reshape_fuzz::fail("a verified module does not verify once printed and "
                       "parsed back",
                       *module);
  return 0;
}
