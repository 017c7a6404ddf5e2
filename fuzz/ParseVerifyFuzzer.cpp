//===- ParseVerifyFuzzer.cpp - Fuzz the parser and the verifiers ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parses arbitrary text with the reshape dialect registered (and
// unregistered ops allowed) and verifies what parses: our custom assembly,
// the properties of the generic form, the verifiers, result type inference.
// A module that verifies must print and parse back, in the custom and in
// the generic form, to a module that verifies and prints the same (unless
// it holds a type or attribute of an unregistered dialect: upstream's).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "mlir/IR/Verifier.h"

#include <string>

using namespace mlir;

static std::string print(ModuleOp module, bool generic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  module->print(os, flags);
  return text;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::Minimal);
  std::string text(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module = reshape_fuzz::parseModule(text, context.get());
  if (!module || failed(verify(*module)))
    return 0;
  if (module
          ->walk([](Operation *op) {
            return reshape_fuzz::hasOpaqueTypesOrAttributes(op)
                       ? WalkResult::interrupt()
                       : WalkResult::advance();
          })
          .wasInterrupted())
    return 0;

  std::string custom = print(*module, /*generic=*/false);
  for (bool generic : {false, true}) {
    std::string printed = generic ? print(*module, true) : custom;
    OwningOpRef<ModuleOp> reparsed =
        reshape_fuzz::parseModule(printed, context.get());
    const char *form = generic ? " (generic form)" : "";
    if (!reparsed)
      reshape_fuzz::fail(std::string("a verified module does not parse "
                                     "back") +
                             form,
                         printed);
    if (failed(verify(*reparsed)))
      reshape_fuzz::fail(std::string("a verified module does not verify once "
                                     "printed and parsed back") +
                             form,
                         printed);
    if (print(*reparsed, false) != custom)
      reshape_fuzz::fail(std::string("a verified module prints differently "
                                     "once printed and parsed back") +
                             form,
                         printed);
  }
  return 0;
}
