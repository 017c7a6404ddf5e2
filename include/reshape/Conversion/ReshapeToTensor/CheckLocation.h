//===- CheckLocation.h - Where a runtime check comes from -------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_CONVERSION_RESHAPETOTENSOR_CHECKLOCATION_H
#define RESHAPE_CONVERSION_RESHAPETOTENSOR_CHECKLOCATION_H

#include "mlir/IR/Location.h"

#include <string>

namespace mlir::reshape {

/// The text that starts every runtime message of an op at `loc`, as
/// compile-time diagnostics start with their location:
///   - "file:line:col: " for the first file location in `loc` (looking
///     through names, call sites and fused locations, as the diagnostic
///     printer does);
///   - followed by " (name, ...)" before the colon when `loc` names the op
///     (NameLoc, also inside a FusedLoc): "graph.mlir:3:8 (reshape_1): ";
///   - "name: " for names without a file location;
///   - "" for an unknown location.
std::string getCheckLocationPrefix(Location loc);

} // namespace mlir::reshape

#endif // RESHAPE_CONVERSION_RESHAPETOTENSOR_CHECKLOCATION_H
