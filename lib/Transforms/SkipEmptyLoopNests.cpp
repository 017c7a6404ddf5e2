//===- SkipEmptyLoopNests.cpp - Loop nests over no element ----------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A loop nest over the dims of a buffer runs its outer loops in full even
// when an inner dim is 0: over a 3 x 2^63-1 x 0 buffer (a valid reshape of
// 3x0), the loops of a linalg.fill never end. This pass skips such a nest
// when an inner loop has no iteration.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPESKIPEMPTYLOOPNESTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The loops nested perfectly in `outer` (each the only op of its parent's
/// body but the terminator) whose bounds are defined outside `outer`.
static SmallVector<scf::ForOp> getInvariantInnerLoops(scf::ForOp outer) {
  SmallVector<scf::ForOp> inner;
  scf::ForOp loop = outer;
  while (true) {
    Block *body = loop.getBody();
    if (!llvm::hasSingleElement(body->without_terminator()))
      break;
    auto next = dyn_cast<scf::ForOp>(body->front());
    if (!next || !llvm::all_of(next->getOperands(), [&](Value v) {
          return outer.isDefinedOutsideOfLoop(v);
        }))
      break;
    inner.push_back(next);
    loop = next;
  }
  return inner;
}

namespace {
struct ReshapeSkipEmptyLoopNestsPass
    : reshape::impl::ReshapeSkipEmptyLoopNestsPassBase<
          ReshapeSkipEmptyLoopNestsPass> {
  void runOnOperation() override {
    // The outermost loop of each nest: one whose parent is no loop it is
    // perfectly nested in (a nest may sit in another loop's body, beside
    // other ops).
    SmallVector<scf::ForOp> outermost;
    getOperation().walk([&](scf::ForOp loop) {
      auto parent = dyn_cast<scf::ForOp>(loop->getParentOp());
      bool nested = parent && llvm::hasSingleElement(
                                  parent.getBody()->without_terminator());
      if (loop.getNumResults() == 0 && !nested)
        outermost.push_back(loop);
    });
    bool changed = false;
    for (scf::ForOp outer : outermost) {
      // The inner loops that may run no iteration (bounds not known to be
      // increasing).
      SmallVector<scf::ForOp> mayBeEmpty;
      for (scf::ForOp loop : getInvariantInnerLoops(outer)) {
        std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
        std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
        if (!lb || !ub || *lb >= *ub)
          mayBeEmpty.push_back(loop);
      }
      if (mayBeEmpty.empty())
        continue;
      OpBuilder b(outer);
      Location loc = outer.getLoc();
      Value runs;
      for (scf::ForOp loop : mayBeEmpty) {
        Value some = arith::CmpIOp::create(
            b, loc,
            loop.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                  : arith::CmpIPredicate::slt,
            loop.getLowerBound(), loop.getUpperBound());
        runs = runs ? arith::AndIOp::create(b, loc, runs, some) : some;
      }
      auto guard = scf::IfOp::create(b, loc, runs, /*withElseRegion=*/false);
      outer->moveBefore(guard.thenBlock()->getTerminator());
      changed = true;
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
