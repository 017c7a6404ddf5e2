//===- OpenVINO.h - Import OpenVINO IR --------------------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The OpenVINO IR importer: an IR v10/v11 model (the XML graph and,
// optionally, the .bin of its constants) becomes one func.func in which
// every Reshape-1 layer is a reshape op whose result the rules infer and
// check against the output port dims of the XML.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TARGET_OPENVINO_H
#define RESHAPE_TARGET_OPENVINO_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class MemoryBuffer;
class SourceMgr;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class MLIRContext;

namespace reshape {

/// Imports the OpenVINO IR XML in the main buffer of `sourceMgr` (its
/// identifier names the file in diagnostics). `weights` is the .bin of the
/// model, or null: without it every `Const` layer is an `openvino.layer`
/// whose value is unknown. Returns null after emitting located errors when
/// the input is malformed or a Reshape layer's output dims contradict the
/// rules.
OwningOpRef<ModuleOp> importOpenVINOIR(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context,
                                       const llvm::MemoryBuffer *weights);

/// Adds the dialects the importer builds ops of to `registry`.
void registerOpenVINOImportDialects(DialectRegistry &registry);

/// Registers the `--import-openvino-ir` translation and its `--weights`
/// option with the mlir-translate driver.
void registerOpenVINOImportTranslation();

} // namespace reshape
} // namespace mlir

#endif // RESHAPE_TARGET_OPENVINO_H
