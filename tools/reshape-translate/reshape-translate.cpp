//===- reshape-translate.cpp - Import graphs into the reshape dialect -----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// An mlir-translate-style driver: each importer registers a translation
// (`--import-...`) that reads a graph file and emits a module:
//   --import-onednn-graph GRAPH.json [--in-shapes ...] [--op-attrs ...]
//                                                          oneDNN Graph JSON
//   --import-openvino-ir MODEL.xml [--weights MODEL.bin]   OpenVINO IR
//
//===----------------------------------------------------------------------===//

#include "reshape/InitAll.h"
#include "reshape/Target/OneDNNGraph.h"
#include "reshape/Target/OpenVINO.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::reshape::registerReshapeVersionPrinter();
  mlir::reshape::registerOneDNNGraphImportTranslation();
  mlir::reshape::registerOpenVINOImportTranslation();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "reshape-mlir translation driver\n"));
}
