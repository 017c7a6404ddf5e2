//===- Passes.h - Passes that build on the lowering -------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_PIPELINES_PASSES_H
#define RESHAPE_PIPELINES_PASSES_H

#include "reshape/Conversion/ReshapeToTensor/ReshapeToTensor.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::reshape {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "reshape/Pipelines/Passes.h.inc"

} // namespace mlir::reshape

#endif // RESHAPE_PIPELINES_PASSES_H
