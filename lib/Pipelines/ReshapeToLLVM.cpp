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
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVMPass.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

// Passes that work on one function at a time are nested on func.func: the
// pass manager runs them on the functions of a module in parallel.

void reshape::addReshapeToBufferPasses(OpPassManager &pm, bool runtimeChecks) {
  // Shrink the graph of reshapes first: fold chains, turn constant shapes
  // into static_reshape, make types as static as the rules allow.
  pm.nest<func::FuncOp>().addPass(createCanonicalizerPass());
  reshape::ConvertReshapeToTensorPassOptions toTensor;
  toTensor.runtimeChecks = runtimeChecks;
  pm.addPass(reshape::createConvertReshapeToTensorPass(toTensor));
  // Before bufferization: One-Shot analysis is about cubic in the length of
  // an unfolded reshape chain.
  OpPassManager &tensorPm = pm.nest<func::FuncOp>();
  tensorPm.addPass(createCanonicalizerPass());
  tensorPm.addPass(createCSEPass());

  // A reshape of a function argument must stay a view: identity layouts at
  // function boundaries.
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));

  // Shapes of known values need no buffer; the other shape buffers are
  // small: hoist them out of loops, put them on the stack.
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(reshape::createReshapeReinterpretReshapesPass());
  funcPm.addPass(bufferization::createBufferLoopHoistingPass());
  funcPm.addPass(bufferization::createPromoteBuffersToStackPass());
  // Free the temporaries; keep returned views as views (private functions
  // pass ownership with their results, entry points return views, and the
  // module calls private copies of its public functions).
  pm.addPass(reshape::createReshapePrivateCalleesPass());
  bufferization::OwnershipBasedBufferDeallocationPassOptions deallocation;
  deallocation.privateFuncDynamicOwnership = true;
  pm.addPass(
      bufferization::createOwnershipBasedBufferDeallocationPass(deallocation));
  OpPassManager &deallocPm = pm.nest<func::FuncOp>();
  deallocPm.addPass(createCanonicalizerPass());
  deallocPm.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(reshape::createReshapeReturnViewsPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
}

void reshape::addReshapeBufferToLLVMPasses(OpPassManager &pm) {
  // What deallocation left: clones (a returned buffer the function does not
  // own, e.g. a constant, is copied for the caller to own and free).
  pm.addPass(createConvertBufferizationToMemRefPass());
  OpPassManager &memrefPm = pm.nest<func::FuncOp>();
  memrefPm.addPass(createCSEPass());
  memrefPm.addPass(createCanonicalizerPass());
  // Strided copies as vectorizable loops rather than calls to memrefCopy.
  memrefPm.addPass(reshape::createReshapeLowerStridedCopiesPass());
  memrefPm.addPass(createConvertLinalgToLoopsPass());
  memrefPm.addPass(memref::createExpandStridedMetadataPass());
  memrefPm.addPass(createLowerAffinePass());

  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.nest<func::FuncOp>().addPass(reshape::createReshapeSCFToCFPass());
  // func first, on its own: convert-func-to-llvm looks callees up through a
  // symbol table cache, while convert-to-llvm scans the module for each call
  // (quadratic: 40k calls of a function defined last take 12.6 s vs 0.56 s).
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  // Fail here, with a location, rather than in mlir-translate.
  pm.addPass(reshape::createReshapeCheckLLVMPass());
}

void reshape::buildReshapeToLLVMPipeline(OpPassManager &pm,
                                         const ReshapeToLLVMOptions &options) {
  if (options.reportCopies) {
    reshape::ReshapeReportCopiesPassOptions report;
    report.runtimeChecks = options.runtimeChecks;
    pm.addPass(reshape::createReshapeReportCopiesPass(report));
  }
  addReshapeToBufferPasses(pm, options.runtimeChecks);
  addReshapeBufferToLLVMPasses(pm);
}

void reshape::registerReshapePipelines() {
  registerReshapePipelinePasses();
  PassPipelineRegistration<ReshapeToLLVMOptions>(
      "reshape-to-llvm",
      "Lower reshape ops (and func, arith, tensor, scf) to the LLVM dialect",
      buildReshapeToLLVMPipeline);
}
