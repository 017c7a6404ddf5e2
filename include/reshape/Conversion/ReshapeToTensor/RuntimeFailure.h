//===- RuntimeFailure.h - Stop a program with a message ---------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_CONVERSION_RESHAPETOTENSOR_RUNTIMEFAILURE_H
#define RESHAPE_CONVERSION_RESHAPETOTENSOR_RUNTIMEFAILURE_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
class SymbolTableCollection;

namespace reshape {

/// Emits at the builder's insertion point (a block that runs only when the
/// program must stop) what the runtime checks of the reshapes emit for a
/// failed check: a call of a cold function that prints
/// "<prefix><message>\n" to stderr with dprintf (`format` has `%ld` for
/// each i64 of `args`, `%%` for a percent sign) and calls exit(1). When the
/// module gives dprintf or exit to something else, a trap without a
/// message. `prefix` is a getCheckLocationPrefix.
void emitRuntimeFailure(OpBuilder &b, Location loc, ModuleOp module,
                        StringRef prefix, StringRef format, ValueRange args,
                        SymbolTableCollection *symbolTables);

} // namespace reshape
} // namespace mlir

#endif // RESHAPE_CONVERSION_RESHAPETOTENSOR_RUNTIMEFAILURE_H
