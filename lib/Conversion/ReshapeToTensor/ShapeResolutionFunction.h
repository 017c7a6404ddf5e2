//===- ShapeResolutionFunction.h - Outlined shape resolution ----*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_RESHAPETOTENSOR_SHAPERESOLUTIONFUNCTION_H
#define LIB_CONVERSION_RESHAPETOTENSOR_SHAPERESOLUTIONFUNCTION_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
class SymbolTableCollection;

namespace reshape {

/// What a shape resolution function is specialized for: every
/// dynamic_reshape with the same signature calls the same function.
struct ShapeResolutionSignature {
  /// The op whose rules the messages name.
  StringRef opName;
  /// The input shape; its dynamic dims are arguments.
  ArrayRef<int64_t> inputShape;
  /// The number of target values, each an argument of `elementType` (the
  /// element type of the shape tensor).
  int64_t targetLength;
  Type elementType;
  bool specialZero;
  /// The written result shape: its static extents are checked (R6).
  ArrayRef<int64_t> resultShape;
  bool runtimeChecks;
};

/// The private function that resolves the special_zero zeros and the -1 of
/// a dynamic_reshape and, with runtime checks, checks every rule:
///   (index x dynamic input dims, elementType x target values[, !llvm.ptr])
///   -> index x result dims,
/// where the pointer (with runtime checks) is the C string that starts the
/// messages: the calling op's location. For a target of up to 3 values it
/// first branches on the classes of the values (where the -1 is, which
/// values beside it are 0), and each branch runs the rules on what it
/// knows of them, so [-1, 0] resolves with no arithmetic and no check. Its
/// checks only compute whether one fails and branch once, to a cold function
/// of the same arguments that evaluates the rules again, on the values as
/// they are, with their messages, and reports the first that fails. Built on
/// first use in `module` from the
/// shape rules (the same ShapeRulesBuilder code an inline lowering would run),
/// with internal linkage. Outlining keeps the IR of each op to a few reads and
/// a call, so a module of many reshapes lowers in time linear in its size; LLVM
/// inlines the function where that pays.
func::FuncOp
getOrCreateShapeResolutionFunction(OpBuilder &b, Location loc, ModuleOp module,
                                   const ShapeResolutionSignature &signature,
                                   SymbolTableCollection *symbolTables);

} // namespace reshape
} // namespace mlir

#endif // LIB_CONVERSION_RESHAPETOTENSOR_SHAPERESOLUTIONFUNCTION_H
