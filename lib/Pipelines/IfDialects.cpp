//===- IfDialects.cpp - The reshape-if-dialects pass ----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEIFDIALECTSPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeIfDialectsPass
    : reshape::impl::ReshapeIfDialectsPassBase<ReshapeIfDialectsPass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    // The dialects the pipeline creates are loaded before any pass runs.
    for (const OpPassManager &pm : pipelines)
      pm.getDependentDialects(registry);
  }

  void runOnOperation() override {
    // A pipeline of another anchor would run on the module as it is, or
    // fail to schedule its first pass there.
    for (const OpPassManager &pm : pipelines) {
      StringRef anchor = pm.getOpAnchorName();
      if (anchor == ModuleOp::getOperationName() ||
          anchor == OpPassManager::getAnyOpAnchorName())
        continue;
      getOperation().emitError("reshape-if-dialects: a pipeline anchored on '")
          << anchor
          << "' cannot run on a module: nest it in builtin.module(...)";
      return signalPassFailure();
    }
    llvm::StringSet<> names;
    for (const std::string &name : dialects)
      names.insert(name);
    WalkResult found = getOperation()->walk([&](Operation *op) {
      return names.contains(op->getName().getDialectNamespace())
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (!found.wasInterrupted())
      return markAllAnalysesPreserved();
    for (OpPassManager &pm : pipelines)
      if (failed(runPipeline(pm, getOperation())))
        return signalPassFailure();
  }
};
} // namespace
