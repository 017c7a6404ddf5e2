//===- ParallelLoopsToFor.cpp - scf.parallel as nested scf.for ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize does not take the body of an scf.parallel for one that
// runs again: an op there writes in place into a buffer from outside the
// loop, and the next iteration reads what it wrote. It gets scf.for right,
// so this pass runs each parallel loop as nested scf.for loops, its
// reductions folded in order through iteration arguments.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEPARALLELLOOPSTOFORPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Replaces `loop` by a nest of scf.for over its dims whose innermost body
/// is its body, each reduction combining the carried value with the
/// iteration's (the reduction's region, cloned).
static void runSequentially(scf::ParallelOp loop) {
  OpBuilder b(loop);
  Block *body = loop.getBody();
  auto reduce = cast<scf::ReduceOp>(body->getTerminator());
  scf::LoopNest nest = scf::buildLoopNest(
      b, loop.getLoc(), loop.getLowerBound(), loop.getUpperBound(),
      loop.getStep(), loop.getInitVals(),
      [&](OpBuilder &nested, Location loc, ValueRange ivs,
          ValueRange carried) -> scf::ValueVector {
        IRMapping map;
        map.map(loop.getInductionVars(), ivs);
        for (Operation &op : body->without_terminator())
          nested.clone(op, map);
        scf::ValueVector results;
        for (auto [k, region] : llvm::enumerate(reduce.getReductions())) {
          Block &combine = region.front();
          IRMapping args;
          args.map(combine.getArgument(0), carried[k]);
          args.map(combine.getArgument(1),
                   map.lookupOrDefault(reduce.getOperands()[k]));
          for (Operation &op : combine.without_terminator())
            nested.clone(op, args);
          auto ret = cast<scf::ReduceReturnOp>(combine.getTerminator());
          results.push_back(args.lookupOrDefault(ret.getResult()));
        }
        return results;
      });
  loop.replaceAllUsesWith(nest.results);
  loop.erase();
}

namespace {
struct ReshapeParallelLoopsToForPass
    : reshape::impl::ReshapeParallelLoopsToForPassBase<
          ReshapeParallelLoopsToForPass> {
  void runOnOperation() override {
    // Inner loops first: an outer one then clones their nests.
    SmallVector<scf::ParallelOp> loops;
    getOperation()->walk([&](scf::ParallelOp loop) { loops.push_back(loop); });
    if (loops.empty())
      return markAllAnalysesPreserved();
    for (scf::ParallelOp loop : loops)
      runSequentially(loop);
  }
};
} // namespace
