//===- ReshapeOps.h - reshape.static_reshape, dynamic_reshape ---*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_IR_RESHAPEOPS_H
#define RESHAPE_IR_RESHAPEOPS_H

#include "reshape/IR/ReshapeDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "reshape/IR/ReshapeOps.h.inc"

#endif // RESHAPE_IR_RESHAPEOPS_H
