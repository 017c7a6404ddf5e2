//===- HoistSmallAllocations.cpp - Small buffers out of loops -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// reshape-to-llvm puts small buffers on the stack only outside loops, so
// those made in a loop are hoisted out of it first. Only those: upstream's
// buffer-loop-hoisting also hoists huge and dynamic buffers, which a loop
// of no iteration then allocates anyway (reshape-run stopped a valid
// program whose 4 TiB buffer could not be allocated).
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/ShapeRules/StaticShapeInference.h"

#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEHOISTSMALLALLOCATIONSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

bool reshape::isSmallStaticBuffer(Value buffer, int64_t maxBytes) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!type || !type.hasStaticShape() || type.getRank() > 1)
    return false;
  Type element = type.getElementType();
  int64_t bits = isa<IndexType>(element)  ? 64
                 : element.isIntOrFloat() ? element.getIntOrFloatBitWidth()
                                          : 0;
  if (bits == 0)
    return false;
  // An element takes whole bytes (an i1 one).
  int64_t bytes = llvm::divideCeil(bits, 8);
  std::optional<int64_t> count = rules::getElementCount(type.getShape());
  // count * bytes <= maxBytes, without the product.
  return count && *count <= maxBytes / bytes;
}

/// Whether the iterations of `op` run one after another (a parallel loop's
/// iterations may share no buffer).
static bool isSequentialLoop(Operation *op) {
  return isa<scf::ForOp, scf::WhileOp>(op);
}

/// Whether `use` of a buffer may keep it beyond what the alias analysis
/// follows: stored as a value (into a buffer of buffers, which the
/// analysis does not track: hoisted, both slots of such a buffer held the
/// one allocation), or taken by an op of unknown effects. Ops free of
/// effects pass a buffer on only through their results (which the analysis
/// follows), and calls are taken not to keep their arguments (as upstream's
/// promotion to the stack and its deallocation take them).
static bool mayCapture(OpOperand &use) {
  Operation *user = use.getOwner();
  if (isMemoryEffectFree(user) || isa<CallOpInterface>(user))
    return false;
  auto effects = dyn_cast<MemoryEffectOpInterface>(user);
  if (!effects)
    return true;
  SmallVector<MemoryEffects::EffectInstance> onBuffer;
  effects.getEffectsOnValue(use.get(), onBuffer);
  return onBuffer.empty();
}

/// Whether `use` frees the buffer (a dealloc inside the loop would free a
/// hoisted buffer in each iteration).
static bool frees(OpOperand &use) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(use.getOwner());
  return effects &&
         effects.getEffectOnValue<MemoryEffects::Free>(use.get()).has_value();
}

namespace {
struct ReshapeHoistSmallAllocationsPass
    : reshape::impl::ReshapeHoistSmallAllocationsPassBase<
          ReshapeHoistSmallAllocationsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<memref::AllocOp> allocations;
    // Without operands: a layout symbol may be defined in the loop.
    getOperation().walk([&](memref::AllocOp alloc) {
      if (isSequentialLoop(alloc->getParentOp()) &&
          alloc->getNumOperands() == 0 &&
          reshape::isSmallStaticBuffer(alloc.getResult(), maxBytes))
        allocations.push_back(alloc);
    });
    if (allocations.empty())
      return markAllAnalysesPreserved();

    BufferViewFlowAnalysis aliasAnalysis(getOperation());
    for (memref::AllocOp alloc : allocations) {
      BufferViewFlowAnalysis::ValueSetT aliases =
          aliasAnalysis.resolve(alloc.getResult());
      bool keptOrFreed = llvm::any_of(aliases, [](Value alias) {
        return llvm::any_of(alias.getUses(), [](OpOperand &use) {
          return mayCapture(use) || frees(use);
        });
      });
      if (keptOrFreed)
        continue;
      // The outermost loop that holds every alias: each iteration of it
      // is done with the buffer when the next one starts.
      Operation *outermost = nullptr;
      for (Operation *loop = alloc->getParentOp(); isSequentialLoop(loop);
           loop = loop->getParentOp()) {
        bool escapes = llvm::any_of(aliases, [&](Value alias) {
          return !loop->isAncestor(alias.getParentRegion()->getParentOp());
        });
        if (escapes)
          break;
        outermost = loop;
      }
      if (outermost)
        alloc->moveBefore(outermost);
    }
  }
};
} // namespace
