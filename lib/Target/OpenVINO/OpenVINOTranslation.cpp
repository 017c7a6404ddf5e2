//===- OpenVINOTranslation.cpp - --import-openvino-ir ---------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The mlir-translate registration of the importer:
//   reshape-translate --import-openvino-ir MODEL.xml [--weights MODEL.bin]
//
//===----------------------------------------------------------------------===//

#include "reshape/Target/OpenVINO.h"

#include "reshape/Support/RegularFile.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mlir;

void mlir::reshape::registerOpenVINOImportTranslation() {
  static llvm::cl::opt<std::string> weightsPath(
      "weights",
      llvm::cl::desc("The .bin file of the model --import-openvino-ir reads "
                     "(without it, Const layers stay openvino.layer ops of "
                     "unknown value)"),
      llvm::cl::value_desc("filename"), llvm::cl::init(""));

  static TranslateToMLIRRegistration registration(
      "import-openvino-ir", "Import an OpenVINO IR v10/v11 model (.xml)",
      [](llvm::SourceMgr &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        std::unique_ptr<llvm::MemoryBuffer> weights;
        if (!weightsPath.empty()) {
          llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> buffer =
              reshape::readRegularFile(weightsPath);
          if (!buffer) {
            emitError(UnknownLoc::get(context))
                << "cannot open the weights file '" << weightsPath
                << "': " << llvm::toString(buffer.takeError());
            return nullptr;
          }
          weights = std::move(*buffer);
        }
        OwningOpRef<ModuleOp> module =
            importOpenVINOIR(sourceMgr, context, weights.get());
        if (!module)
          return nullptr;
        return module.release().getOperation();
      },
      registerOpenVINOImportDialects);
}
