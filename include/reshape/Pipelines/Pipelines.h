//===- Pipelines.h - The reshape-to-llvm pipeline ---------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_PIPELINES_PIPELINES_H
#define RESHAPE_PIPELINES_PIPELINES_H

#include "reshape/Conversion/ReshapeToTensor/ReshapeToTensor.h"

#include "mlir/Pass/PassOptions.h"

#include <memory>
#include <string>

namespace mlir {
class OpPassManager;
class Pass;

namespace reshape {

struct ReshapeToLLVMOptions : public PassPipelineOptions<ReshapeToLLVMOptions> {
  PassOptions::Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Check at run time every rule not proven at compile "
                     "time (turn off only for benchmarks)"),
      llvm::cl::init(true)};
  PassOptions::Option<RuntimeCheckMode> checkMode{
      *this, "check-mode",
      llvm::cl::desc("How a failed runtime check reports and stops the "
                     "program"),
      llvm::cl::init(RuntimeCheckMode::Stderr),
      llvm::cl::values(
          clEnumValN(RuntimeCheckMode::Stderr, "stderr",
                     "the message and the values on stderr (dprintf), then "
                     "exit(1); needs libc"),
          clEnumValN(RuntimeCheckMode::Assert, "assert",
                     "cf.assert with a static message, for targets without "
                     "libc"))};
  PassOptions::Option<bool> reportCopies{
      *this, "report-copies",
      llvm::cl::desc("Remark, for each reshape op, whether it lowers to a "
                     "view or a copy, and why"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> allowReturnAllocsFromLoops{
      *this, "allow-return-allocs-from-loops",
      llvm::cl::desc("Let a loop yield a tensor that bufferizes to a buffer "
                     "other than its iteration argument's (for example a "
                     "reshape of it): the loop copies it into a new buffer "
                     "on each iteration; when false, such a loop is an "
                     "error"),
      llvm::cl::init(true)};
};

/// The name of upstream's scf.for canonicalization pattern that moves a
/// tensor.cast of an iter_args init into the loop. It makes a wrong program
/// of a loop that changes the shape it carries (MLIR 22.1).
inline constexpr llvm::StringLiteral kUpstreamForOpTensorCastFolder =
    "(anonymous namespace)::ForOpTensorCastFolder";

/// The name of upstream's memref.collapse_shape canonicalization pattern
/// that folds a memref.cast into the collapse. For a group with a static 0
/// and a `?` extent it builds a static 0 result extent, which the
/// collapse_shape verifier refuses (MLIR 22.1).
inline constexpr llvm::StringLiteral kUpstreamCollapseShapeMemRefCastFolder =
    "CollapseShapeOpMemRefCastFolder";

/// The name of upstream's memref.expand_shape canonicalization pattern that
/// folds a memref.cast into the expand. It makes the output shape static
/// from constant output_shape operands without looking at the static
/// source it folds in: an expand of a 1-element buffer into 3x0x3x3 (the
/// code after a check that always fails, once folding knows the extents)
/// does not verify (MLIR 22.1).
inline constexpr llvm::StringLiteral kUpstreamExpandShapeMemRefCastFolder =
    "ExpandShapeOpMemRefCastFolder";

/// The name of upstream's memref.subview canonicalization pattern that
/// folds a memref.cast into the subview. It keeps the subview's static
/// sizes whatever the static source it folds in: a subview of 4 elements
/// of a cast of a 1-element buffer (the code after a check that always
/// fails, where a declared extent contradicts one that folding after
/// bufferization finds) runs out of bounds, which the verifier refuses
/// (MLIR 22.1). Its debug name is its qualified C++ type name.
inline constexpr llvm::StringLiteral kUpstreamSubViewMemRefCastFolder =
    "(anonymous namespace)::SubViewOpMemRefCastFolder";

/// The name of upstream's tensor.dim canonicalization pattern that takes
/// the dim of a tensor.cast's source: of a rank-0 source cast to an unranked
/// tensor it builds a tensor.dim of a rank-0 tensor, which the verifier
/// refuses (a loop over the dims of that unranked tensor, which runs no
/// iteration: MLIR 22.1). bufferization.to_buffer's pattern that turns a
/// memref.dim of it into a tensor.dim has the same debug name, and is left
/// out with it. Its debug name is its qualified C++ type name.
inline constexpr llvm::StringLiteral kUpstreamDimOfCastFolder =
    "(anonymous namespace)::DimOfCastOp";

/// The upstream canonicalization patterns that reshape-to-llvm's
/// canonicalizer leaves out; a canonicalizer of a user's pipeline can do the
/// same (`disabledPatterns`, `disable-patterns`).
inline constexpr llvm::StringLiteral kDisabledUpstreamPatterns[] = {
    kUpstreamForOpTensorCastFolder, kUpstreamCollapseShapeMemRefCastFolder,
    kUpstreamExpandShapeMemRefCastFolder, kUpstreamSubViewMemRefCastFolder,
    kUpstreamDimOfCastFolder};

/// The canonicalizer of reshape-to-llvm: upstream's --canonicalize without
/// `kDisabledUpstreamPatterns`.
std::unique_ptr<Pass> createPipelineCanonicalizerPass();

/// `kDisabledUpstreamPatterns` as the option of a textual `canonicalize`
/// pass (`disable-patterns={...}`). Inline: a tool that only prints
/// pipelines (the fuzz program generator) needs no library for it.
inline std::string getDisabledUpstreamPatternsOption() {
  std::string option = "disable-patterns={";
  for (llvm::StringRef pattern : kDisabledUpstreamPatterns) {
    if (option.back() != '{')
      option += ',';
    option += pattern.str();
  }
  return option + "}";
}

/// Lowers a module with reshape ops (and the func, arith, math, linalg,
/// tensor, scf, affine, vector, cf, memref, bufferization, index and complex
/// ops around them) to the LLVM dialect: convert-reshape-to-tensor,
/// canonicalize, one-shot bufferization with identity-layout function
/// boundaries (a reshape of an argument is a view), small shape buffers on
/// the stack, ownership-based deallocation that keeps returned views as
/// views, strided copies as loops, and the conversions to LLVM.
void buildReshapeToLLVMPipeline(OpPassManager &pm,
                                const ReshapeToLLVMOptions &options);

/// Adds the bufferization of reshape-to-llvm: affine loops to scf and
/// aggregated linalg ops (softmax) decomposed, then one-shot bufferization
/// of the module with identity layouts at function boundaries, so that a
/// reshape of a function argument is a view.
void addReshapeBufferizationPasses(OpPassManager &pm,
                                   bool allowReturnAllocsFromLoops = true);

/// The first half of reshape-to-llvm (after its nested modules): everything
/// up to buffers whose copies and clones are final (ownership-based
/// deallocation, the removal of clones of returned views, and the lowering
/// of deallocations).
void addReshapeToBufferPasses(OpPassManager &pm,
                              const ReshapeToLLVMOptions &options);

/// The second half of reshape-to-llvm: clones and copies to loops or
/// memcpy, then everything to the LLVM dialect; an allocation too large to
/// count stops the program as `checkMode` says.
void addReshapeBufferToLLVMPasses(
    OpPassManager &pm, RuntimeCheckMode checkMode = RuntimeCheckMode::Stderr);

/// The first pass of reshape-to-llvm: the pipeline with `options` on each
/// module nested in the one it runs on.
void addReshapeLowerNestedModulesPass(OpPassManager &pm,
                                      const ReshapeToLLVMOptions &options);

/// The description of `reshape-to-llvm` for its generated reference page
/// (Markdown; the registration carries the one-line summary).
llvm::StringRef getReshapeToLLVMPipelineDescription();

/// Registers `reshape-to-llvm` and the passes of Pipelines/Passes.h.
void registerReshapePipelines();

} // namespace reshape
} // namespace mlir

#endif // RESHAPE_PIPELINES_PIPELINES_H
