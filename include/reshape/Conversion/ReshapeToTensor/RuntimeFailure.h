//===- RuntimeFailure.h - Stop a program with a message ---------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_CONVERSION_RESHAPETOTENSOR_RUNTIMEFAILURE_H
#define RESHAPE_CONVERSION_RESHAPETOTENSOR_RUNTIMEFAILURE_H

#include "reshape/Conversion/ReshapeToTensor/ReshapeToTensor.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
class SymbolTableCollection;

namespace reshape {

/// Emits at the builder's insertion point (a block that runs only when the
/// program must stop) what a failed runtime check of a reshape emits in
/// `mode`, for a stop that breaks no rule: with stderr, a call of a cold
/// function that prints "<prefix><opName>: <message>\n" (`format` has
/// `%ld` for each i64 of `args`, `%%` for a percent sign) with dprintf and
/// calls exit(1) (through its address inside an unregistered op that may
/// be a symbol table: see SymbolAccess); with assert, when the module gives
/// dprintf or exit to something else, or past another symbol table, a
/// cf.assert of that message (`?` for the values). `prefix` is a
/// getCheckLocationPrefix.
void emitRuntimeFailure(OpBuilder &b, Location loc, ModuleOp module,
                        RuntimeCheckMode mode, StringRef prefix,
                        StringRef opName, StringRef format, ValueRange args,
                        SymbolTableCollection *symbolTables);

/// Drops the keys by which the runtime checks and emitRuntimeFailure find
/// the functions and messages they share in `module` (not in the modules
/// nested in it): a key holds only while one pass creates and finds them
/// (a later run creates its own; a symbol without a key is never taken for
/// one), so the output does not carry them.
void dropSharedSymbolKeys(ModuleOp module);

} // namespace reshape
} // namespace mlir

#endif // RESHAPE_CONVERSION_RESHAPETOTENSOR_RUNTIMEFAILURE_H
