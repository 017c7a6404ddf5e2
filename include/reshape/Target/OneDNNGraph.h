//===- OneDNNGraph.h - Import oneDNN Graph JSON -----------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The importer of oneDNN Graph JSON (the files `benchdnn --graph --case=FILE`
// reads and `ONEDNN_GRAPH_DUMP=graph` writes): one graph becomes one
// func.func whose arguments and results are the graph's input and output
// logical tensors. StaticReshape and DynamicReshape become our ops; every
// other supported kind becomes upstream linalg, tensor, arith and math ops.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TARGET_ONEDNNGRAPH_H
#define RESHAPE_TARGET_ONEDNNGRAPH_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class MLIRContext;

namespace reshape {

/// benchdnn's rewrite knobs, in benchdnn's spelling. After a rewrite every
/// logical tensor downstream is inferred again from the new shapes.
struct OneDNNGraphImportOptions {
  /// `ID:SHAPE[+ID:SHAPE...]`, e.g. `0:2x16x8x64+2:2x1x8x64`: new shapes of
  /// graph inputs.
  std::string inShapes;
  /// `ID:NAME:VALUE[*NAME:VALUE...][+ID:...]`, e.g. `5:shape:2x2x8x8x64`:
  /// new attribute values of ops (`x` separates the items of an array).
  std::string opAttrs;
};

/// Imports the graph in the main buffer of `sourceMgr` into a new module
/// holding one func.func (named after the file, `llvm.emit_c_interface`).
/// Errors and warnings are emitted as diagnostics at the file's location,
/// each naming the op (id, name, kind) or logical tensor concerned; returns
/// null when the graph cannot be imported.
OwningOpRef<ModuleOp>
importOneDNNGraph(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                  const OneDNNGraphImportOptions &options = {});

/// Registers the `--import-onednn-graph` translation with its options
/// `--in-shapes` and `--op-attrs`.
void registerOneDNNGraphImportTranslation();

} // namespace reshape
} // namespace mlir

#endif // RESHAPE_TARGET_ONEDNNGRAPH_H
