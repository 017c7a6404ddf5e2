//===- FuzzSupport.h - What the libFuzzer targets share ---------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_FUZZ_FUZZSUPPORT_H
#define RESHAPE_FUZZ_FUZZSUPPORT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassManager.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace reshape_fuzz {

/// Which dialects a target's context knows.
enum class Dialects {
  /// The reshape dialect and the ones its ops live among (builtin, func,
  /// arith, tensor, scf): parsing and verifying.
  Minimal,
  /// Everything the reshape tools register (reshape/InitAll.h), plus the
  /// translation to LLVM IR: the passes, pipelines and the JIT. The targets
  /// then keep to inputs made of the ops they are meant for
  /// (`classifyOps`): upstream dialects we do not own have their own
  /// fuzzing.
  All,
};

/// A fresh single-threaded context that allows unregistered ops and drops
/// its diagnostics (most fuzz inputs are invalid, and reporting them is the
/// expected outcome; a DiagnosticCollector sees them first).
std::unique_ptr<mlir::MLIRContext> createContext(Dialects dialects);

/// Registers every pass and pipeline by name (for pass pipeline strings).
void registerPasses();

/// Parses `text` as a module.
mlir::OwningOpRef<mlir::ModuleOp> parseModule(const std::string &text,
                                              mlir::MLIRContext *context);

/// The text a fuzz input stands for: an input whose first byte is 0 is a
/// description for the program generator (the rest of its bytes; `any`
/// programs, with what only the passes see), any other input is MLIR text.
/// With RESHAPE_FUZZ_PRINT set, prints the text to stderr.
std::string inputText(const uint8_t *data, size_t size);

/// What a module is made of.
struct OpCensus {
  /// Only ops the fuzzed passes are meant for: ours, builtin.module, and the
  /// upstream ops the generator and the lit tests put around reshapes
  /// (func, arith, scf, the tensor, linalg, memref, bufferization, cf and
  /// llvm ops listed in FuzzSupport.cpp), plus unregistered ops.
  bool fuzzable = true;
  /// Some op is unregistered.
  bool unregistered = false;
  unsigned numOps = 0;
};
OpCensus classifyOps(mlir::Operation *root, unsigned maxOps);

/// Whether `op` (not its regions' ops) has a type or an attribute of an
/// unregistered dialect: upstream's to print and parse back (`!oo<->`, the
/// printed form of `!oo.-`, does not parse back).
bool hasOpaqueTypesOrAttributes(mlir::Operation *op);

/// The diagnostics emitted while it lives.
class DiagnosticCollector {
public:
  struct Entry {
    mlir::DiagnosticSeverity severity;
    std::string message;
    mlir::Location loc;
  };
  explicit DiagnosticCollector(mlir::MLIRContext *context);
  ~DiagnosticCollector();
  std::vector<Entry> errors() const;
  std::string describe() const;

private:
  mlir::MLIRContext *context;
  mlir::DiagnosticEngine::HandlerID id;
  std::vector<Entry> entries;
};

/// The source lines a location points to (through fused, name and call-site
/// locations); empty when it has none (an unknown location).
std::vector<unsigned> linesOf(mlir::Location loc);

/// A pass manager that verifies the IR after every pass that succeeds (its
/// own verifier is off): `invalidAfter` names the first pass that left
/// invalid IR, so that a broken pass is told apart from one that refuses.
/// Without `verifyEachPass` it verifies only what a successful run leaves
/// (`invalidAfter` is then "the pass pipeline"): a third of the time of a
/// differential run goes to verifying after each of its passes.
class CheckedPassManager {
public:
  explicit CheckedPassManager(mlir::MLIRContext *context,
                              bool verifyEachPass = true);
  mlir::PassManager &get() { return pm; }
  mlir::LogicalResult run(mlir::ModuleOp module);
  const std::string &invalidAfter() const { return *invalid; }

private:
  mlir::PassManager pm;
  std::shared_ptr<std::string> invalid;
  bool verifyEachPass;
};

/// Whether an error the pipeline emitted is a refusal the user guide
/// documents, with its location: a rule broken at compile time
/// ('reshape.*' op R<n>: ...) or a module that gives the names of the libc
/// functions the runtime checks call to something else. For an input with
/// unregistered ops, which the pipeline does not know how to lower, any
/// located error is a refusal.
bool isDocumentedRefusal(const DiagnosticCollector::Entry &error,
                         bool unregisteredInput);

/// The rule id ("R4") a diagnostic about a reshape names, or "".
std::string ruleOf(const std::string &message);

/// A finding: prints the message and the program and stops the run
/// (libFuzzer saves the input), unless RESHAPE_FUZZ_IGNORE, a regular
/// expression, matches the message: then the input is skipped (returns 0),
/// to fuzz on past a known bug until it is fixed.
int finding(const std::string &why, const std::string &text);

/// Stops the run with a message and the IR: a finding. libFuzzer saves the
/// input that led here.
[[noreturn]] void fail(const std::string &why, mlir::Operation *op = nullptr);
[[noreturn]] void fail(const std::string &why, const std::string &text);

} // namespace reshape_fuzz

#endif // RESHAPE_FUZZ_FUZZSUPPORT_H
