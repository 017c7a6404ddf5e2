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
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace reshape_fuzz {

/// Which dialects a target's context knows.
enum class Dialects {
  /// The reshape dialect and the ones its ops live among (builtin, func,
  /// arith, tensor, scf): parsing and verifying.
  Minimal,
  /// Everything the reshape tools register: the passes and pipelines.
  All,
};

/// A fresh single-threaded context per input (so nothing accumulates across
/// millions of inputs) that drops its diagnostics: most fuzz inputs are
/// invalid, and reporting them is the expected outcome.
std::unique_ptr<mlir::MLIRContext> createContext(Dialects dialects);

/// Parses `data` as a module. The bytes are copied into a NUL-terminated
/// buffer first: MLIR's lexer reads up to a NUL.
mlir::OwningOpRef<mlir::ModuleOp> parseModule(const uint8_t *data, size_t size,
                                              mlir::MLIRContext *context);

/// Whether every op of `module` is one the fuzzed passes are meant for: our
/// ops and the few upstream ops they appear with (func, arith, scf.if/for,
/// tensor.cast/dim/empty/extract/from_elements). Other upstream ops have
/// their own upstream fuzzing; their bugs are not ours to find here. At most
/// `maxOps` ops, so that a pipeline run stays well under the timeout.
bool usesOnlyFuzzedOps(mlir::ModuleOp module, unsigned maxOps);

/// Stops the run with a message and the IR: a finding. libFuzzer saves the
/// input that led here.
[[noreturn]] void fail(const char *why, mlir::Operation *op = nullptr);

} // namespace reshape_fuzz

#endif // RESHAPE_FUZZ_FUZZSUPPORT_H
