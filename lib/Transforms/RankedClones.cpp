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
// a rank-0 source; a strided source is copied into a buffer of the identity
// layout, the only one upstream's clone lowering takes.
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
    bool changed = false;
    getOperation().walk([&](bufferization::CloneOp clone) {
      auto source = dyn_cast<MemRefType>(clone.getInput().getType());
      if (!source || !isa<UnrankedMemRefType>(clone.getType()))
        return;
      OpBuilder b(clone);
      Location loc = clone.getLoc();
      Value copy;
      if (source.getLayout().isIdentity()) {
        copy = bufferization::CloneOp::create(b, loc, source, clone.getInput());
      } else {
        // Upstream lowers a clone of the identity layout only (a strided
        // slice returned unranked was refused): copy into a new buffer of
        // that layout, as its lowering of a clone does.
        auto identity = MemRefType::get(
            source.getShape(), source.getElementType(),
            MemRefLayoutAttrInterface(), source.getMemorySpace());
        SmallVector<Value> sizes;
        for (int64_t d = 0, e = source.getRank(); d < e; ++d)
          if (source.isDynamicDim(d))
            sizes.push_back(memref::DimOp::create(b, loc, clone.getInput(), d));
        copy = memref::AllocOp::create(b, loc, identity, sizes);
        memref::CopyOp::create(b, loc, clone.getInput(), copy);
      }
      auto cast = memref::CastOp::create(b, loc, clone.getType(), copy);
      clone.replaceAllUsesWith(cast.getResult());
      clone.erase();
      changed = true;
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
