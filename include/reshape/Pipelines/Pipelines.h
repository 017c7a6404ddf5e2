//===- Pipelines.h - The reshape-to-llvm pipeline ---------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_PIPELINES_PIPELINES_H
#define RESHAPE_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;

namespace reshape {

struct ReshapeToLLVMOptions : public PassPipelineOptions<ReshapeToLLVMOptions> {
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check at run time every rule not proven at compile "
                     "time (turn off only for benchmarks)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> reportCopies{
      *this, "report-copies",
      llvm::cl::desc("Remark, for each reshape op, whether it lowers to a "
                     "view or a copy, and why"),
      llvm::cl::init(false)};
};

/// Lowers a module with reshape ops (and func, arith, tensor, scf around
/// them) to the LLVM dialect: convert-reshape-to-tensor, canonicalize,
/// one-shot bufferization with identity-layout function boundaries (a
/// reshape of an argument is a view), small shape buffers on the stack,
/// ownership-based deallocation that keeps returned views as views, strided
/// copies as loops, and the conversions to LLVM.
void buildReshapeToLLVMPipeline(OpPassManager &pm,
                                const ReshapeToLLVMOptions &options);

/// Adds the bufferization of reshape-to-llvm: one-shot bufferization of
/// the module with identity layouts at function boundaries, so that a
/// reshape of a function argument is a view.
/// The first half of reshape-to-llvm: everything up to buffers whose
/// copies and clones are final (ownership-based deallocation, the removal
/// of clones of returned views, and the lowering of deallocations).
void addReshapeToBufferPasses(OpPassManager &pm, bool runtimeChecks);

/// The second half of reshape-to-llvm: clones and copies to loops or
/// memcpy, then everything to the LLVM dialect.
void addReshapeBufferToLLVMPasses(OpPassManager &pm);

/// Registers `reshape-to-llvm` and the passes of Pipelines/Passes.h.
void registerReshapePipelines();

} // namespace reshape
} // namespace mlir

#endif // RESHAPE_PIPELINES_PIPELINES_H
