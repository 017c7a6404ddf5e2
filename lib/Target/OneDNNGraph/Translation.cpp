//===- Translation.cpp - The import-onednn-graph translation --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The importer's stages, in order: parse and check the JSON, apply the
// rewrite knobs, check the ops and infer every shape, build the function.
//
//===----------------------------------------------------------------------===//

#include "reshape/Target/OneDNNGraph.h"

#include "Graph.h"
#include "GraphEmitter.h"

#include "reshape/IR/ReshapeDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Tools/mlir-translate/Translation.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::reshape;

/// The dialects the imported functions use.
static void registerImportedDialects(DialectRegistry &registry) {
  registry.insert<ReshapeDialect, arith::ArithDialect, func::FuncDialect,
                  linalg::LinalgDialect, math::MathDialect,
                  tensor::TensorDialect>();
}

OwningOpRef<ModuleOp>
reshape::importOneDNNGraph(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                           const OneDNNGraphImportOptions &options) {
  DialectRegistry registry;
  registerImportedDialects(registry);
  context->appendDialectRegistry(registry);
  context->loadAllAvailableDialects();

  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  StringRef fileName = buffer->getBufferIdentifier();
  onednn::Reporter reporter(context, fileName);
  FailureOr<onednn::Graph> graph =
      onednn::parseGraph(buffer->getBuffer(), fileName, reporter);
  if (failed(graph))
    return nullptr;
  FailureOr<bool> rewritten =
      onednn::applyKnobs(*graph, options.inShapes, options.opAttrs, reporter);
  if (failed(rewritten) ||
      failed(onednn::inferShapes(*graph, *rewritten, reporter)))
    return nullptr;
  return onednn::emitGraph(*graph, reporter);
}

void reshape::registerOneDNNGraphImportTranslation() {
  static llvm::cl::opt<std::string> inShapes(
      "in-shapes",
      llvm::cl::desc("oneDNN Graph import: new shapes of graph inputs, "
                     "ID:SHAPE[+ID:SHAPE...] as benchdnn spells it (e.g. "
                     "0:2x16x8x64)"),
      llvm::cl::init(""));
  static llvm::cl::opt<std::string> opAttrs(
      "op-attrs",
      llvm::cl::desc("oneDNN Graph import: new op attribute values, "
                     "ID:NAME:VALUE[*NAME:VALUE][+ID:...] as benchdnn spells "
                     "it (e.g. 5:shape:2x2x8x8x64)"),
      llvm::cl::init(""));
  TranslateToMLIRRegistration registration(
      "import-onednn-graph",
      "Import a oneDNN Graph JSON file (benchdnn --graph format)",
      [](llvm::SourceMgr &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        OneDNNGraphImportOptions options;
        options.inShapes = inShapes;
        options.opAttrs = opAttrs;
        return importOneDNNGraph(sourceMgr, context, options);
      },
      registerImportedDialects);
}
