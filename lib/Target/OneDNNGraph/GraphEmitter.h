//===- GraphEmitter.h - A checked oneDNN graph to MLIR ----------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_LIB_TARGET_ONEDNNGRAPH_GRAPHEMITTER_H
#define RESHAPE_LIB_TARGET_ONEDNNGRAPH_GRAPHEMITTER_H

#include "Graph.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace mlir::reshape::onednn {

/// Builds a module with one func.func (named after the file) from a graph
/// that inferShapes accepted. Returns null after reporting an error.
OwningOpRef<ModuleOp> emitGraph(const Graph &graph, Reporter &reporter);

} // namespace mlir::reshape::onednn

#endif // RESHAPE_LIB_TARGET_ONEDNNGRAPH_GRAPHEMITTER_H
