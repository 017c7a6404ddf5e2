//===- ReshapeDialect.h - The reshape dialect -------------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_IR_RESHAPEDIALECT_H
#define RESHAPE_IR_RESHAPEDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"

#include "reshape/IR/ReshapeOpsDialect.h.inc"

#endif // RESHAPE_IR_RESHAPEDIALECT_H
