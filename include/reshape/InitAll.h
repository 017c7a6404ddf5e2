//===- InitAll.h - Everything our tools register ----------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one place that decides which dialects, interface models and passes
// exist in reshape-opt, reshape-lsp-server, reshape-translate, the C API and
// the tests: our dialect and passes, plus every upstream dialect, extension
// and pass, as mlir-opt has them.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_INITALL_H
#define RESHAPE_INITALL_H

namespace mlir {
class DialectRegistry;

namespace reshape {

/// Adds our dialects (reshape, openvino), every upstream dialect and every
/// upstream extension (external interface models: bufferization, conversion
/// to LLVM, shape reification, inlining, ...) to `registry`.
void registerAllReshapeDialects(DialectRegistry &registry);

/// Registers our passes and pipelines and every upstream pass, so that they
/// can be named on a command line.
void registerAllReshapePasses();

/// Makes `--version` name reshape-mlir and its version (after LLVM's), in
/// every tool that parses its command line with llvm::cl.
void registerReshapeVersionPrinter();

/// Adds only the dialects this project defines (reshape, openvino) to
/// `registry`, for a host that registers the upstream dialects itself
/// (mlir-opt loading ReshapePlugin.so).
void registerReshapeDialects(DialectRegistry &registry);

/// Registers only this project's passes and pipelines (as
/// registerReshapeDialects, for a host that has the upstream ones). Safe to
/// call more than once.
void registerReshapePassesAndPipelines();

} // namespace reshape
} // namespace mlir

#endif // RESHAPE_INITALL_H
