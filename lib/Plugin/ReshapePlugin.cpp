//===- ReshapePlugin.cpp - The reshape dialect as an mlir-opt plugin ------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// ReshapePlugin.so: the reshape (and openvino) dialects, the passes and
// reshape-to-llvm for an mlir-opt (or any MlirOptMain tool) of the same LLVM
// version, as upstream's examples/standalone does it:
//
//   mlir-opt --load-dialect-plugin=ReshapePlugin.so \
//     --pass-pipeline='builtin.module(reshape-to-llvm)' in.mlir
//
// The dialect plugin also registers the passes, so that one flag is enough;
// --load-pass-plugin registers only the passes. The host registers the
// upstream dialects and passes.
//
//===----------------------------------------------------------------------===//

#include "reshape/InitAll.h"
#include "reshape/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Reshape", RESHAPE_VERSION_STRING,
          [](DialectRegistry *registry) {
            reshape::registerReshapeDialects(*registry);
            reshape::registerReshapePassesAndPipelines();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "ReshapePasses", RESHAPE_VERSION_STRING,
          []() { reshape::registerReshapePassesAndPipelines(); }};
}
