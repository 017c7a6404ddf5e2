//===- ImportFuzzer.cpp - Fuzz the oneDNN Graph and OpenVINO importers ----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Imports arbitrary files as the users' graphs reach reshape-translate. The
// first byte picks the importer (even: oneDNN Graph JSON, odd: OpenVINO IR
// XML); for oneDNN, the rest is the JSON, then after a NUL the --in-shapes
// knob and after another NUL the --op-attrs knob; for OpenVINO, the rest is
// the XML, then after a NUL the .bin weights (none without a NUL). Bad
// input must get a located error, never a crash or a sanitizer report: an
// import that fails says why in an error diagnostic with a location, and a
// module that is imported verifies.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "reshape/Target/OneDNNGraph.h"
#include "reshape/Target/OpenVINO.h"

#include "mlir/IR/Verifier.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <string>

using namespace mlir;

/// `text` cut at its first NUL: the part before it, and the rest after it
/// (none without a NUL).
static std::pair<StringRef, std::optional<StringRef>> cutAtNul(StringRef text) {
  size_t nul = text.find('\0');
  if (nul == StringRef::npos)
    return {text, std::nullopt};
  return {text.take_front(nul), text.drop_front(nul + 1)};
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::All);
  reshape_fuzz::DiagnosticCollector diagnostics(context.get());
  bool openVINO = data[0] & 1;
  StringRef input(reinterpret_cast<const char *>(data) + 1, size - 1);
  auto [file, rest] = cutAtNul(input);

  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(
                                   file, openVINO ? "fuzz.xml" : "fuzz.json"),
                               llvm::SMLoc());
  OwningOpRef<ModuleOp> module;
  if (openVINO) {
    std::unique_ptr<llvm::MemoryBuffer> weights;
    if (rest)
      weights = llvm::MemoryBuffer::getMemBufferCopy(*rest, "fuzz.bin");
    module = reshape::importOpenVINOIR(sourceMgr, context.get(), weights.get());
  } else {
    reshape::OneDNNGraphImportOptions options;
    if (rest) {
      auto [inShapes, opAttrs] = cutAtNul(*rest);
      options.inShapes = inShapes.str();
      options.opAttrs = opAttrs ? opAttrs->str() : "";
    }
    module = reshape::importOneDNNGraph(sourceMgr, context.get(), options);
  }

  std::vector<reshape_fuzz::DiagnosticCollector::Entry> errors =
      diagnostics.errors();
  for (const auto &error : errors)
    if (isa<UnknownLoc>(error.loc))
      reshape_fuzz::fail("an import error without a location: " + error.message,
                         file.str());
  if (!module) {
    if (errors.empty())
      reshape_fuzz::fail("the import failed without an error", file.str());
    return 0;
  }
  if (!errors.empty())
    reshape_fuzz::fail("the import succeeded after an error:\n" +
                           diagnostics.describe(),
                       module.get());
  if (failed(verify(*module)))
    reshape_fuzz::fail("the imported module does not verify:\n" +
                           diagnostics.describe(),
                       module.get());
  return 0;
}
