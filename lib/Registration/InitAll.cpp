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
#include "reshape/OpenVINO/OpenVINOToLLVMIRTranslation.h"
#include "reshape/Pipelines/Pipelines.h"
#include "reshape/Transforms/Passes.h"
#include "reshape/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

void mlir::reshape::registerReshapeDialects(DialectRegistry &registry) {
  registry
      .insert<reshape::ReshapeDialect, reshape::openvino::OpenVINODialect>();
  reshape::openvino::registerOpenVINODialectTranslation(registry);
}

void mlir::reshape::registerReshapePassesAndPipelines() {
  // A pipeline registered twice is a fatal error in builds with assertions
  // (mlir-opt may load ReshapePlugin.so as a dialect and a pass plugin).
  static std::once_flag once;
  std::call_once(once, [] {
    registerReshapeConversionPasses();
    registerReshapePasses();
    registerReshapePipelines();
  });
}

void mlir::reshape::registerAllReshapeDialects(DialectRegistry &registry) {
  registerReshapeDialects(registry);
  registerAllDialects(registry);
  registerAllExtensions(registry);
}

void mlir::reshape::registerAllReshapePasses() {
  registerReshapePassesAndPipelines();
  registerAllPasses();
}

void mlir::reshape::registerReshapeVersionPrinter() {
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "reshape-mlir version " RESHAPE_VERSION_STRING "\n";
  });
}
