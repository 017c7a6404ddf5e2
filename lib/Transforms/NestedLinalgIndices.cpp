//===- NestedLinalgIndices.cpp - CSE keeps nested linalg.index apart ------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// linalg.index reads the position of the nearest linalg op around it, yet
// upstream marks it Pure (llvm/llvm-project#62644): CSE replaced the
// linalg.index of a linalg op nested in another by the outer op's, which
// reads the outer position (a nested tensor.pad printed values of the wrong
// positions). The depth of its linalg op, as an attribute, makes the
// nested ones differ for CSE from those around them.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPENESTEDLINALGINDICESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The attribute that holds the depth of a nested linalg.index's op.
static constexpr llvm::StringLiteral kDepthAttrName = "reshape.linalg_depth";

namespace {
struct ReshapeNestedLinalgIndicesPass
    : reshape::impl::ReshapeNestedLinalgIndicesPassBase<
          ReshapeNestedLinalgIndicesPass> {
  void runOnOperation() override {
    bool changed = false;
    getOperation().walk([&](linalg::IndexOp index) {
      // The linalg ops around it: 1 is the common case, nothing to mark.
      int64_t depth = 0;
      for (Operation *op = index->getParentOp(); op; op = op->getParentOp())
        depth += isa<linalg::LinalgOp>(op);
      if (depth < 2) {
        // A depth from an earlier run, where the op was nested deeper, would
        // keep it apart from nothing and equal to a nested one.
        changed |= static_cast<bool>(index->removeAttr(kDepthAttrName));
        return;
      }
      auto attr = IntegerAttr::get(IntegerType::get(&getContext(), 64), depth);
      if (index->getAttr(kDepthAttrName) == attr)
        return;
      index->setAttr(kDepthAttrName, attr);
      changed = true;
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
