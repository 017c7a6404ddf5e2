//===- ReshapeToLLVM.cpp - The reshape-to-llvm pipeline -------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Pipelines.h"

#include "reshape/Conversion/Passes.h"
#include "reshape/Pipelines/Passes.h"
#include "reshape/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/ComplexToStandard/ComplexToStandard.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/MathToFuncs/MathToFuncs.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/Vector/Transforms/Passes.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <mutex>

using namespace mlir;

/// At most this many bytes of a static buffer go on the stack
/// (promote-buffers-to-stack's default).
constexpr int64_t kMaxStackBufferBytes = 1024;

/// Whether promote-buffers-to-stack may put the allocation `alloc` on the
/// stack: upstream's limits (static, rank <= 1, at most 1 KiB), its size
/// computed without overflow, and outside any loop. Upstream multiplies the
/// element count by the bit width unchecked: 2^63 - 1 bytes of i8 wrapped
/// to a small size and became an alloca of 2^63 bytes, a crash at the
/// function's entry, before the reshape check that stops the program
/// (differential fuzzer). And it promoted a buffer in an scf.if of a loop:
/// the stack grew by the buffer in each iteration, and a loop of 10^7
/// iterations overflowed it (found by review).
static bool isSmallStaticAllocation(Value alloc) {
  return reshape::isSmallStaticBuffer(alloc, kMaxStackBufferBytes) &&
         !LoopLikeOpInterface::blockIsInLoop(alloc.getParentBlock());
}

/// The passes `build` adds, run only on a module that holds an op of one of
/// `dialects`: the lowerings of the dialects a graph may hold around its
/// reshapes cost a module without them one walk instead of one pass each.
static void addIfDialects(OpPassManager &pm, ArrayRef<StringRef> dialects,
                          function_ref<void(OpPassManager &)> build) {
  reshape::ReshapeIfDialectsPassOptions options;
  for (StringRef dialect : dialects)
    options.dialects.push_back(dialect.str());
  OpPassManager passes(ModuleOp::getOperationName());
  build(passes);
  options.pipelines.push_back(std::move(passes));
  pm.addPass(reshape::createReshapeIfDialectsPass(options));
}

// The canonicalizer leaves out upstream patterns that make wrong or invalid
// IR of what the pipeline builds (all found by the differential fuzzer):
// the scf.for cast folder makes a loop carry the static type of its init
// even when the loop changes the carried shape (a wrong shape asserted at
// every iteration: a silently wrong program); the memref.collapse_shape
// cast folder makes a collapse that does not verify out of a zero-element
// memref whose other extents are known; the memref.expand_shape cast
// folder makes an expand that does not verify out of the code after a
// check that always fails; the memref.subview cast folder (found by review)
// makes a subview out of bounds of such code.
std::unique_ptr<Pass> reshape::createPipelineCanonicalizerPass() {
  GreedyRewriteConfig config;
  // As --canonicalize has it.
  config.setUseTopDownTraversal(true);
  SmallVector<std::string> disabled;
  for (StringRef pattern : kDisabledUpstreamPatterns)
    disabled.push_back(pattern.str());
  return createCanonicalizerPass(config, disabled);
}

void reshape::addReshapeBufferizationPasses(OpPassManager &pm,
                                            bool allowReturnAllocsFromLoops) {
  // What One-Shot Bufferize does not know: affine loops over tensors become
  // scf loops, and linalg.softmax (and other aggregated ops) its generics.
  // One walk for both when neither is there (the common case).
  addIfDialects(pm, {"affine", "linalg"}, [](OpPassManager &either) {
    addIfDialects(either, {"affine"}, [](OpPassManager &nested) {
      nested.addPass(createLowerAffinePass());
    });
    addIfDialects(either, {"linalg"}, [](OpPassManager &nested) {
      nested.addPass(reshape::createReshapeDecomposeAggregatesPass());
    });
  });
  // A reshape of a function argument must stay a view: identity layouts at
  // function boundaries.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.allowReturnAllocsFromLoops = allowReturnAllocsFromLoops;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // One-Shot does not take the body of an scf.parallel for one that runs
  // again: an op there wrote in place into a buffer from outside the loop
  // that the next iteration read. It gets scf.for right. After
  // lower-affine, which makes scf.parallel of affine.parallel.
  pm.nest<func::FuncOp>().addPass(
      reshape::createReshapeParallelLoopsToForPass());
  // One-Shot misses the alias of an argument returned cast to an unranked
  // tensor: a function the module calls returns a copy there.
  pm.addPass(reshape::createReshapeCopyUnrankedArgumentResultsPass());
  // One-Shot misses that two results of a call are one buffer: a function
  // the module calls returns copies of all but the first.
  pm.addPass(reshape::createReshapeCopyAliasingResultsPass());
  // One-Shot writes in place into what a loop yields, also into a
  // constant: copy read-only yielded values.
  pm.nest<func::FuncOp>().addPass(
      reshape::createReshapeCopyLoopYieldedValuesPass());
  // One-Shot writes in place into a function's arguments: a public
  // function's come from its callers outside, whose data stays.
  pm.addPass(reshape::createReshapeReadOnlyEntryArgumentsPass());
  // One-Shot's analysis is quadratic in the uses of one tensor.empty, which
  // CSE made the destination of every write of its type.
  pm.nest<func::FuncOp>().addPass(
      reshape::createReshapeSplitEmptyTensorsPass());
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // One-Shot lets a caller write a call's result in place, also a view of
  // a read-only global: a function the module calls returns a copy there.
  pm.addPass(reshape::createReshapeCopyReturnedGlobalsPass());
}

// Passes that work on one function at a time are nested on func.func: the
// pass manager runs them on the functions of a module in parallel.

void reshape::addReshapeToBufferPasses(OpPassManager &pm,
                                       const ReshapeToLLVMOptions &options) {
  // No lowering orders ops that use values defined after them (graph
  // regions), and upstream's canonicalization crashed on a cycle of casts.
  pm.addPass(reshape::createReshapeRefuseGraphCyclesPass());
  // Deallocation does not follow a buffer stored into another one.
  pm.addPass(reshape::createReshapeRefuseBuffersOfBuffersPass());
  // A `?` extent of a cast, concat or pad operand that contradicts the
  // static result type at run time made bufferization write out of bounds
  // (and the empty-operand passes below drop such operands). Before
  // canonicalization, which takes a cast for a fact: it folds the dims
  // and reads of the cast's value into its source's.
  if (options.runtimeChecks) {
    reshape::ReshapeCheckTensorExtentsPassOptions extents;
    extents.checkMode = options.checkMode;
    pm.addPass(reshape::createReshapeCheckTensorExtentsPass(extents));
  }
  // Shrink the graph of reshapes first: fold chains, turn constant shapes
  // into static_reshape, make types as static as the rules allow.
  pm.nest<func::FuncOp>().addPass(reshape::createPipelineCanonicalizerPass());
  reshape::ConvertReshapeToTensorPassOptions toTensor;
  toTensor.runtimeChecks = options.runtimeChecks;
  toTensor.checkMode = options.checkMode;
  pm.addPass(reshape::createConvertReshapeToTensorPass(toTensor));
  // Before bufferization: One-Shot analysis is about cubic in the length of
  // an unfolded reshape chain.
  OpPassManager &tensorPm = pm.nest<func::FuncOp>();
  // The fences that keep a reshape's tensor ops below its checks are for
  // the passes a user may run next; no pass here hoists tensor ops.
  tensorPm.addPass(reshape::createReshapeInlineCheckFencesPass());
  // Bufferization mishandles cf branches: lift them to scf (before
  // reshape-index-switch-to-if: the lifting makes scf.index_switch).
  tensorPm.addPass(reshape::createReshapeLiftCFPass());
  tensorPm.addPass(reshape::createPipelineCanonicalizerPass());
  // CSE took the linalg.index of a nested linalg op for the outer one's.
  tensorPm.addPass(reshape::createReshapeNestedLinalgIndicesPass());
  tensorPm.addPass(createCSEPass());
  // A cast chain that can never hold stops the program (bufferization
  // would fold it into a memref.cast that does not verify).
  tensorPm.addPass(reshape::createReshapeContradictingCastsPass());
  // tensor.reshape as upstream's memref.reshape lowering takes it right:
  // index shapes (it read i32 values as i64 ones), a ranked result for a
  // shape of static length (it crashed), a fresh shape of `?` length (it
  // ignored a view's offset and strides).
  tensorPm.addPass(reshape::createReshapePrepareTensorReshapesPass());
  // A collapse of a tensor without elements that One-Shot Bufferize would
  // make an invalid memref.collapse_shape of.
  tensorPm.addPass(reshape::createReshapeZeroElementCollapsesPass());
  // A concat operand without elements, after the others, becomes a subview
  // at the end of the result, which does not verify.
  tensorPm.addPass(reshape::createReshapeEmptyConcatOperandsPass());
  // So does the source of a pad without elements: all of it is padding.
  tensorPm.addPass(reshape::createReshapeEmptyPadSourcesPass());
  // One-Shot misses the alias of an scf.index_switch result with the buffer
  // a case yields; it gets scf.if right.
  tensorPm.addPass(reshape::createReshapeIndexSwitchToIfPass());
  // One-Shot runs a tensor.pad body at every position of the result: one
  // of more than plain arithmetic runs at the padding positions only.
  tensorPm.addPass(reshape::createReshapeGuardPadBodiesPass());
  // One-Shot knows no elementwise op on tensors (an OpenVINO Convert of a
  // shape known at run time). Without runtime checks, nothing checked the
  // `?` extents of two tensors equal: they are the user's promise.
  reshape::ReshapeElementwiseToLinalgPassOptions elementwise;
  elementwise.uncheckedExtents = !options.runtimeChecks;
  tensorPm.addPass(reshape::createReshapeElementwiseToLinalgPass(elementwise));

  addReshapeBufferizationPasses(pm, options.allowReturnAllocsFromLoops);
  // One-Shot casts a strided buffer to the identity layout where it meets a
  // `?` type: check that at run time, copy where it does not hold.
  pm.nest<func::FuncOp>().addPass(
      reshape::createReshapeIdentityLayoutCastsPass());
  // memref.reshape reads its source with the identity layout: an unranked
  // source that is a strided or offset view at run time is copied first.
  pm.addPass(reshape::createReshapeContiguousUnrankedReshapesPass());
  // Upstream's allocation wraps a size in bytes past 64 bits (a small
  // buffer, written far past its end): stop there instead. Where
  // bufferization and the copies above put the allocations, below the
  // reshape checks that stop first; the clones made later are checked in
  // addReshapeBufferToLLVMPasses.
  reshape::ReshapeCheckAllocationSizesPassOptions allocationSizes;
  allocationSizes.checkMode = options.checkMode;
  pm.addPass(reshape::createReshapeCheckAllocationSizesPass(allocationSizes));

  // Shapes of known values need no buffer; the other shape buffers are
  // small: hoist them out of loops, put them on the stack (only those:
  // hoisted, a buffer is allocated also when its loop runs no iteration).
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(reshape::createReshapeReinterpretReshapesPass());
  reshape::ReshapeHoistSmallAllocationsPassOptions hoisting;
  hoisting.maxBytes = kMaxStackBufferBytes;
  funcPm.addPass(reshape::createReshapeHoistSmallAllocationsPass(hoisting));
  funcPm.addPass(
      bufferization::createPromoteBuffersToStackPass(isSmallStaticAllocation));
  // Free the temporaries; keep returned views as views (private functions
  // pass ownership with their results, entry points return views, and the
  // module calls private copies of its public functions).
  pm.addPass(reshape::createReshapePrivateCalleesPass());
  bufferization::OwnershipBasedBufferDeallocationPassOptions deallocation;
  deallocation.privateFuncDynamicOwnership = true;
  pm.addPass(
      bufferization::createOwnershipBasedBufferDeallocationPass(deallocation));
  OpPassManager &deallocPm = pm.nest<func::FuncOp>();
  deallocPm.addPass(reshape::createPipelineCanonicalizerPass());
  // The simplification splits one dealloc of n buffers in n^2 alias queries.
  deallocPm.addPass(reshape::createReshapeSplitAllocationDeallocsPass());
  deallocPm.addPass(
      bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(reshape::createReshapeReturnViewsPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
}

void reshape::addReshapeBufferToLLVMPasses(OpPassManager &pm,
                                           RuntimeCheckMode checkMode) {
  // What deallocation left: clones (a returned buffer the function does not
  // own, e.g. a constant, is copied for the caller to own and free).
  // A clone to an unranked type copies at its source's ranked type.
  pm.nest<func::FuncOp>().addPass(reshape::createReshapeRankedClonesPass());
  pm.addPass(createConvertBufferizationToMemRefPass());
  OpPassManager &memrefPm = pm.nest<func::FuncOp>();
  // Bufferization makes nested linalg ops of nested tensor.pad ops.
  memrefPm.addPass(reshape::createReshapeNestedLinalgIndicesPass());
  memrefPm.addPass(createCSEPass());
  memrefPm.addPass(reshape::createPipelineCanonicalizerPass());
  // Deallocation frees a buffer at the end of its block: in straight-line
  // code (an imported graph) every intermediate would live until the end.
  memrefPm.addPass(reshape::createReshapeFreeAfterLastUsePass());
  // Strided copies as vectorizable loops rather than calls to memrefCopy,
  // contiguous ones (also those known only at run time) as memcpy.
  memrefPm.addPass(reshape::createReshapeLowerStridedCopiesPass());
  memrefPm.addPass(createConvertLinalgToLoopsPass());
  // A nest over a buffer with a 0 dim inside and huge ones outside would
  // run the outer loops in full.
  memrefPm.addPass(reshape::createReshapeSkipEmptyLoopNestsPass());
  // The allocations made since the first check of their sizes (clones,
  // copies of strided buffers): a clone of a view of 2^64 elements of one
  // (zero strides) wrapped too.
  reshape::ReshapeCheckAllocationSizesPassOptions allocationSizes;
  allocationSizes.checkMode = checkMode;
  pm.addPass(reshape::createReshapeCheckAllocationSizesPass(allocationSizes));
  // One walk for the three when none is there (the common case); each one
  // is looked for again after the lowering before it (complex makes math).
  addIfDialects(pm, {"vector", "complex", "math"}, [](OpPassManager &any) {
    // Vector transfers of rank > 1 as loops of rank-1 ones; complex
    // arithmetic as arith and math on the parts.
    addIfDialects(any, {"vector"}, [](OpPassManager &nested) {
      // vector.multi_reduction as reductions: no later lowering takes it
      // (found by review).
      nested.addNestedPass<func::FuncOp>(
          vector::createLowerVectorMultiReductionPass());
      nested.addPass(createConvertVectorToSCFPass());
    });
    addIfDialects(any, {"complex"}, [](OpPassManager &nested) {
      nested.addPass(createConvertComplexToStandardPass());
    });
    // Math: LLVM intrinsics where there are some, the integer powers as
    // outlined functions, the rest (erf, cbrt, ...) as calls into libm.
    addIfDialects(any, {"math"}, [](OpPassManager &nested) {
      // On bf16 (and f16) in f32, between an extf and a truncf that
      // reshape-expand-bf16 makes integer code: LLVM promotes a bfloat
      // intrinsic to float and calls __truncsfbf2 for the result on a CPU
      // without AVX512-BF16, which libgcc 12 lacks.
      nested.addPass(math::createMathExtendToSupportedTypes());
      // expm1 from libm: upstream's exp(x) - 1 cancels for a small x.
      nested.addPass(reshape::createReshapeExpM1ToLibmPass());
      nested.addPass(createConvertMathToLLVMPass());
      nested.addPass(createConvertMathToFuncs());
      nested.addPass(createConvertMathToLibmPass());
    });
  });

  OpPassManager &lowerPm = pm.nest<func::FuncOp>();
  // Expands with several `?` sizes in a group, which it crashes on (22.1).
  lowerPm.addPass(reshape::createReshapeReinterpretExpandShapesPass());
  lowerPm.addPass(memref::createExpandStridedMetadataPass());
  lowerPm.addPass(createLowerAffinePass());
  // The vector lowering patterns (contract, transpose, shape_cast, ...)
  // that convert-to-llvm's vector interface leaves out.
  addIfDialects(pm, {"vector"}, [](OpPassManager &nested) {
    nested.addPass(createConvertVectorToLLVMPass());
  });
  // bf16 <-> f32 conversions as integer code: on a CPU without AVX512-BF16,
  // LLVM calls __truncsfbf2 for them, which libgcc 12 lacks (an AOT link or
  // a JIT lookup would fail).
  pm.addPass(reshape::createReshapeExpandBF16Pass());
  // scf before memref: finalize-memref-to-llvm expands some ops (a reshape
  // to an unranked memref, a copy of one) into several blocks, which an scf
  // region may not hold.
  pm.nest<func::FuncOp>().addPass(reshape::createReshapeSCFToCFPass());
  // The scf ops elsewhere: in an llvm.func (the allocation-size checks and
  // the identity-layout checks put scf.if there too) and in functions of a
  // nested symbol table (gpu.module). A walk that finds none costs little.
  pm.addPass(reshape::createReshapeSCFToCFPass());
  // A constant without elements would cost the LLVM translation one constant
  // per element of the extents before its 0.
  pm.addPass(reshape::createReshapeUninitializeEmptyGlobalsPass());
  // Upstream's lowering of a dealloc in another memory space does not
  // verify.
  pm.nest<func::FuncOp>().addPass(
      reshape::createReshapeDeallocDefaultSpacePass());
  // A func.func named malloc or free made the lowering declare and call
  // @malloc_0, which no library defines.
  pm.addPass(reshape::createReshapeLibcAllocationFunctionsPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  // Copies of unranked memrefs call a function of the module, not
  // memrefCopy of libmlir_c_runner_utils.
  pm.addPass(reshape::createReshapeDefineMemRefCopyPass());
  // func first, on its own: convert-func-to-llvm looks callees up through a
  // symbol table cache, while convert-to-llvm scans the module for each call
  // (quadratic: 40k calls of a function defined last take 12.6 s vs 0.56 s).
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // No bf16 value LLVM's backend would round with a libcall.
  pm.addPass(reshape::createReshapeBF16ValuesAsI16Pass());
  // Fail here, with a location, rather than in mlir-translate.
  pm.addPass(reshape::createReshapeCheckLLVMPass());
}

static void registerReshapeToLLVMPipeline();

void reshape::addReshapeLowerNestedModulesPass(
    OpPassManager &pm, const ReshapeToLLVMOptions &options) {
  registerReshapeToLLVMPipeline();
  std::string pipeline;
  llvm::raw_string_ostream pipelineStream(pipeline);
  pipelineStream << "builtin.module(reshape-to-llvm";
  options.print(pipelineStream);
  pipelineStream << ")";
  pm.addPass(reshape::createReshapeLowerNestedModulesPass({pipeline}));
}

void reshape::buildReshapeToLLVMPipeline(OpPassManager &pm,
                                         const ReshapeToLLVMOptions &options) {
  // Nested modules first, each with this pipeline and these options.
  addReshapeLowerNestedModulesPass(pm, options);
  if (options.reportCopies) {
    reshape::ReshapeReportCopiesPassOptions report;
    report.runtimeChecks = options.runtimeChecks;
    report.checkMode = options.checkMode;
    report.allowReturnAllocsFromLoops = options.allowReturnAllocsFromLoops;
    pm.addPass(reshape::createReshapeReportCopiesPass(report));
  }
  addReshapeToBufferPasses(pm, options);
  addReshapeBufferToLLVMPasses(pm, options.checkMode);
}

StringRef reshape::getReshapeToLLVMPipelineDescription() {
  return R"md(Lowers a module with `reshape.static_reshape` and
`reshape.dynamic_reshape` ops, and the ops of the dialects a graph holds
around them (`func`, `arith`, `math`, `linalg` with `linalg.softmax`,
`tensor`, `scf`, `affine`, `vector`, `cf`, `memref`, `bufferization`,
`index`, `complex`), to the LLVM dialect, ready for `mlir-translate
--mlir-to-llvmir` or `mlir-runner`.

A reshape of a contiguous buffer becomes a view; a reshape of a strided one
copies. Every rule that is not proven at compile time is checked at run time
(see `check-mode`). Entry points (public functions that nothing in the
module calls) return either a view of an argument or a buffer the caller
owns and frees with `free`. The code needs libc (`malloc`, `free`, and
`dprintf` and `exit` for the default checks), and libm for math ops that
LLVM has no intrinsic for.

An op the pipeline cannot lower stops it with a located error: `op was not
bufferized` for an op on tensors without a bufferization, or `'<op>' is left
after the lowering to the LLVM dialect` from its last pass,
`reshape-check-llvm`.

Example:

```sh
reshape-opt in.mlir --reshape-to-llvm="check-mode=assert" -o out.mlir
mlir-opt --load-dialect-plugin=ReshapePlugin.so \
  --pass-pipeline="builtin.module(reshape-to-llvm{runtime-checks=false})" in.mlir
```)md";
}

/// Registers `reshape-to-llvm`, once: reshape-lower-nested-modules names it
/// in the pipeline it runs on nested modules, so building the pipeline
/// registers it too (a library user need not register anything first).
static void registerReshapeToLLVMPipeline() {
  static std::once_flag once;
  std::call_once(once, [] {
    // Not PassPipelineRegistration: its builder cannot refuse, and adding
    // the pipeline's module passes to a pass manager nested on another op
    // (`func.func(reshape-to-llvm)`) would abort the process.
    registerPassPipeline(
        "reshape-to-llvm",
        "Lower reshape ops and the func, arith, math, linalg, tensor, scf, "
        "affine, vector, cf, memref, bufferization, index and complex ops "
        "around them to the LLVM dialect",
        [](OpPassManager &pm, StringRef optionsText,
           function_ref<LogicalResult(const Twine &)> errorHandler) {
          StringRef anchor = pm.getOpAnchorName();
          if (anchor != ModuleOp::getOperationName() &&
              anchor != OpPassManager::getAnyOpAnchorName())
            return errorHandler("reshape-to-llvm lowers a builtin.module, "
                                "not a '" +
                                anchor + "': nest it on the module");
          reshape::ReshapeToLLVMOptions options;
          if (failed(options.parseFromString(optionsText)))
            return failure();
          reshape::buildReshapeToLLVMPipeline(pm, options);
          return success();
        },
        [](function_ref<void(const detail::PassOptions &)> optionsHandler) {
          optionsHandler(reshape::ReshapeToLLVMOptions());
        });
  });
}

void reshape::registerReshapePipelines() {
  registerReshapePipelinePasses();
  registerReshapeToLLVMPipeline();
}
