//===- FreeAfterLastUse.cpp - Deallocations right after the last use ------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Ownership-based deallocation frees a buffer at the end of the block that
// allocates it: in a function of straight-line ops (an imported graph), every
// intermediate tensor stays allocated until the function returns, and the
// peak memory is their sum. This pass moves the deallocation of a buffer to
// right after the last op that uses it or a view of it, where it can tell
// every such use (upstream's optimize-allocation-liveness moves it too, but
// takes any value an op makes of the buffer but a memref, such as its address
// as an index, for no use of it).
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEFREEAFTERLASTUSEPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `user` of a view of a buffer may make a value that is not a
/// memref but still points into it (its address as an index, an LLVM
/// pointer or descriptor, a tensor of it): the analysis does not follow the
/// uses of such a value. Element values (scalars, vectors) are no such.
static bool mayLeakAddress(Operation *user) {
  if (isa<memref::ExtractAlignedPointerAsIndexOp>(user))
    return true;
  return llvm::any_of(user->getResultTypes(), [](Type type) {
    return !isa<BaseMemRefType, IntegerType, IndexType, FloatType, ComplexType,
                VectorType>(type);
  });
}

/// The op of `block` after which nothing uses `aliases` (every value that
/// may view the buffer `dealloc` frees), null where nothing uses them, or a
/// failure where a use is outside the block, may leak the address, or comes
/// after `dealloc`.
static FailureOr<Operation *>
findLastUse(Block *block, memref::DeallocOp dealloc,
            const BufferViewFlowAnalysis::ValueSetT &aliases) {
  Operation *last = nullptr;
  for (Value alias : aliases) {
    for (Operation *user : alias.getUsers()) {
      if (user == dealloc)
        continue;
      if (mayLeakAddress(user))
        return failure();
      Operation *holder = block->findAncestorOpInBlock(*user);
      if (!holder || !holder->isBeforeInBlock(dealloc))
        return failure();
      if (!last || last->isBeforeInBlock(holder))
        last = holder;
    }
  }
  return last;
}

namespace {
struct ReshapeFreeAfterLastUsePass
    : reshape::impl::ReshapeFreeAfterLastUsePassBase<
          ReshapeFreeAfterLastUsePass> {
  void runOnOperation() override {
    SmallVector<std::pair<memref::DeallocOp, memref::AllocOp>> candidates;
    getOperation().walk([&](memref::DeallocOp dealloc) {
      auto alloc = dealloc.getMemref().getDefiningOp<memref::AllocOp>();
      if (alloc && alloc->getBlock() == dealloc->getBlock())
        candidates.emplace_back(dealloc, alloc);
    });
    if (candidates.empty())
      return markAllAnalysesPreserved();
    BufferViewFlowAnalysis analysis(getOperation());
    // Where each goes, found before any moves: a move makes the next
    // isBeforeInBlock number the block's ops again (quadratic in a graph).
    SmallVector<std::pair<memref::DeallocOp, Operation *>> moves;
    for (auto [dealloc, alloc] : candidates) {
      // A second deallocation (on another path) keeps both where they are.
      if (llvm::count_if(alloc->getUsers(), [](Operation *user) {
            return isa<memref::DeallocOp>(user);
          }) != 1)
        continue;
      FailureOr<Operation *> last = findLastUse(
          alloc->getBlock(), dealloc, analysis.resolve(alloc.getResult()));
      if (failed(last))
        continue;
      // Nothing uses it: right after the allocation.
      Operation *after = *last ? *last : alloc.getOperation();
      if (after->getNextNode() != dealloc)
        moves.emplace_back(dealloc, after);
    }
    // A dealloc uses its buffer only: no move changes where another goes.
    for (auto [dealloc, after] : moves)
      dealloc->moveAfter(after);
  }
};
} // namespace
