//===- OpenVINODialect.h - The openvino dialect -----------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The openvino dialect: openvino.layer, the OpenVINO IR layers the importer
// keeps as they are, and !openvino.element, the element types without a
// builtin counterpart.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_OPENVINO_OPENVINODIALECT_H
#define RESHAPE_OPENVINO_OPENVINODIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include "reshape/OpenVINO/OpenVINOOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "reshape/OpenVINO/OpenVINOOpsTypes.h.inc"

#define GET_OP_CLASSES
#include "reshape/OpenVINO/OpenVINOOps.h.inc"

#endif // RESHAPE_OPENVINO_OPENVINODIALECT_H
