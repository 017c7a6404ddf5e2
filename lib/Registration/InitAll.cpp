//===- InitAll.cpp - Everything our tools register ------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Our dialects (reshape, and openvino for imported OpenVINO IR) and passes,
// and every upstream dialect, extension (interface models, among them the
// conversions to LLVM) and pass, as mlir-opt registers them: a graph around
// the reshapes may hold any of them.
//
//===----------------------------------------------------------------------===//

#include "reshape/InitAll.h"

#include "reshape/Conversion/Passes.h"
#include "reshape/IR/ReshapeDialect.h"
#include "reshape/OpenVINO/OpenVINODialect.h"
#include "reshape/Pipelines/Pipelines.h"
#include "reshape/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

void mlir::reshape::registerAllReshapeDialects(DialectRegistry &registry) {
  registry
      .insert<reshape::ReshapeDialect, reshape::openvino::OpenVINODialect>();
  registerAllDialects(registry);
  registerAllExtensions(registry);
}

void mlir::reshape::registerAllReshapePasses() {
  registerReshapeConversionPasses();
  registerReshapePasses();
  registerReshapePipelines();
  registerAllPasses();
}
