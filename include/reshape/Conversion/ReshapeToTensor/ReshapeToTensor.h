//===- ReshapeToTensor.h - Lower reshape ops to tensor ops ------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_CONVERSION_RESHAPETOTENSOR_RESHAPETOTENSOR_H
#define RESHAPE_CONVERSION_RESHAPETOTENSOR_RESHAPETOTENSOR_H

#include "llvm/ADT/StringRef.h"

namespace mlir {
class Operation;
class RewritePatternSet;
class SymbolTableCollection;

namespace reshape {

/// Marks the `scf.execute_region` (no_inline) that holds the checks and the
/// tensor ops of one checked reshape. The tensor ops are pure, so
/// upstream's loop-invariant-code-motion would hoist them out of a loop
/// above their checks (whose calls and asserts stay); a region holding a
/// call or an assert is not hoisted, and canonicalize does not inline a
/// no_inline one. reshape-inline-check-fences inlines them again.
inline constexpr llvm::StringLiteral kCheckFenceAttrName =
    "reshape.check_fence";

/// The scf.yield ending `op` when `op` is a check fence as the conversion
/// builds them (an scf.execute_region marked kCheckFenceAttrName, of one
/// block ending in scf.yield); null for anything else, a region marked by
/// hand included.
Operation *getCheckFenceYield(Operation *op);

/// How a failed runtime check reports and stops the program.
enum class RuntimeCheckMode {
  /// "<location>: <op>: <rule>: <message with values>" on stderr with
  /// dprintf, then exit(1): needs libc.
  Stderr,
  /// Upstream cf.assert with a static message (values known only at run
  /// time as `?`): for targets without libc (GPU, embedded).
  Assert,
};

struct ReshapeToTensorOptions {
  /// Check at run time every rule that is not proven at compile time.
  bool runtimeChecks = true;
  /// The symbol tables the runtime checks add their declarations and
  /// message strings to. When null, each check looks them up anew, which
  /// costs a walk of the module per check.
  SymbolTableCollection *symbolTables = nullptr;
  /// How failed checks report.
  RuntimeCheckMode checkMode = RuntimeCheckMode::Stderr;
};

/// Patterns that replace reshape.static_reshape and reshape.dynamic_reshape
/// by tensor ops (expand_shape, collapse_shape, reshape), with runtime
/// checks of the rules. See the convert-reshape-to-tensor pass.
void populateReshapeToTensorConversionPatterns(
    RewritePatternSet &patterns, const ReshapeToTensorOptions &options = {});

} // namespace reshape
} // namespace mlir

#endif // RESHAPE_CONVERSION_RESHAPETOTENSOR_RESHAPETOTENSOR_H
