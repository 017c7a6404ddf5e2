//===- RefuseGraphCycles.cpp - Ops that use a value defined later ---------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "reshape/IR/ReshapeOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEREFUSEGRAPHCYCLESPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeRefuseGraphCyclesPass
    : reshape::impl::ReshapeRefuseGraphCyclesPassBase<
          ReshapeRefuseGraphCyclesPass> {
  void runOnOperation() override {
    DominanceInfo dominance;
    bool refused = false;
    getOperation().walk([&](Operation *op) {
      refused |= failed(reshape::checkNoUseBeforeDefinition(op, dominance));
    });
    if (refused)
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
