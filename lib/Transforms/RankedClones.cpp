//===- RankedClones.cpp - The reshape-ranked-clones pass ------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A clone of a ranked buffer to an unranked type copies at the ranked type:
// upstream lowers an unranked clone through descriptors, and not at all for
// a rank-0 source.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPERANKEDCLONESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeRankedClonesPass
    : reshape::impl::ReshapeRankedClonesPassBase<ReshapeRankedClonesPass> {
  void runOnOperation() override {
    getOperation().walk([](bufferization::CloneOp clone) {
      auto source = dyn_cast<MemRefType>(clone.getInput().getType());
      if (!source || !isa<UnrankedMemRefType>(clone.getType()))
        return;
      OpBuilder b(clone);
      auto copy = bufferization::CloneOp::create(b, clone.getLoc(), source,
                                                 clone.getInput());
      auto cast = memref::CastOp::create(b, clone.getLoc(), clone.getType(),
                                         copy.getResult());
      clone.replaceAllUsesWith(cast.getResult());
      clone.erase();
    });
  }
};
} // namespace
