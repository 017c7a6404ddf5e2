//===- BF16ValuesAsI16.cpp - The reshape-bf16-values-as-i16 pass ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// After reshape-expand-bf16 no arithmetic is done on bf16, but bf16 values
// still flow: loaded, stored, selected and passed between blocks. LLVM's
// x86 backend without AVX512-BF16 holds such a value as an f32 where it
// moves it through a register it spills or a select, and rounds it back
// with a call of `__truncsfbf2`, which libgcc 12 lacks (InstCombine also
// sinks a bitcast to bfloat into a select of two integers). This pass moves
// those values as i16 bits, with bitcasts to and from bf16 where another op
// needs the bf16 type; the bitcasts that meet fold away.
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEBF16VALUESASI16PASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The i16 type of the bits of `type` (bf16, or a vector of bf16), or null.
static Type getBitsType(Type type) {
  if (!getElementTypeOrSelf(type).isBF16())
    return {};
  auto i16 = IntegerType::get(type.getContext(), 16);
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(i16);
  return isa<BFloat16Type>(type) ? i16 : Type();
}

/// The bits of the bf16 `value`: the i16 a bitcast made it from, or a new
/// bitcast before `before`.
static Value getBits(OpBuilder &b, Value value, Operation *before) {
  Type bits = getBitsType(value.getType());
  if (auto cast = value.getDefiningOp<LLVM::BitcastOp>())
    if (cast.getArg().getType() == bits)
      return cast.getArg();
  b.setInsertionPoint(before);
  return LLVM::BitcastOp::create(b, before->getLoc(), bits, value);
}

/// Rewrites `op`, which moves values without looking at them (a load, a
/// select, a vector element op), to move the bits of its bf16 operands and
/// results, with bitcasts of the results back to bf16 for their uses.
static void rewriteAsBits(OpBuilder &b, Operation *op) {
  b.setInsertionPoint(op);
  Operation *clone = b.clone(*op);
  for (OpOperand &operand : clone->getOpOperands())
    if (getBitsType(operand.get().getType()))
      operand.set(getBits(b, operand.get(), clone));
  b.setInsertionPointAfter(clone);
  for (auto [result, cloned] :
       llvm::zip_equal(op->getResults(), clone->getResults())) {
    Type bits = getBitsType(result.getType());
    if (!bits) {
      result.replaceAllUsesWith(cloned);
      continue;
    }
    cloned.setType(bits);
    result.replaceAllUsesWith(
        LLVM::BitcastOp::create(b, op->getLoc(), result.getType(), cloned)
            .getResult());
  }
  op->erase();
}

/// Whether `op` moves values without looking at them and has a bf16
/// operand or result.
static bool movesBF16(Operation *op) {
  if (!isa<LLVM::LoadOp, LLVM::SelectOp, LLVM::ExtractElementOp,
           LLVM::InsertElementOp, LLVM::ShuffleVectorOp>(op))
    return false;
  auto isBF16 = [](Type type) { return bool(getBitsType(type)); };
  return llvm::any_of(op->getOperandTypes(), isBF16) ||
         llvm::any_of(op->getResultTypes(), isBF16);
}

/// Replaces each bitcast of bf16 bits back to bits by those bits, and
/// erases the bitcasts left unused. (Not a bitcast back to bf16: that one
/// keeps a bf16 value in its own block.)
static void foldBitcastPairs(Operation *root) {
  root->walk([](LLVM::BitcastOp cast) {
    auto inner = cast.getArg().getDefiningOp<LLVM::BitcastOp>();
    if (inner && inner.getArg().getType() == cast.getType() &&
        !getElementTypeOrSelf(cast.getType()).isBF16())
      cast.replaceAllUsesWith(inner.getArg());
  });
  // In reverse: a bitcast's users come after it in its block.
  SmallVector<LLVM::BitcastOp> casts;
  root->walk([&](LLVM::BitcastOp cast) { casts.push_back(cast); });
  for (LLVM::BitcastOp cast : llvm::reverse(casts))
    if (cast.use_empty())
      cast.erase();
}

/// Passes the bf16 `value` to the other blocks that use it as bits: a
/// bitcast after its definition, and one back at the start of each such
/// block (a bf16 value live across blocks is what LLVM's backend rounds
/// with the libcall at -O0).
static void localizeAcrossBlocks(OpBuilder &b, Value value) {
  Block *home = value.getParentBlock();
  SmallVector<OpOperand *> remote;
  for (OpOperand &use : value.getUses())
    if (use.getOwner()->getBlock() != home)
      remote.push_back(&use);
  if (remote.empty())
    return;
  if (Operation *def = value.getDefiningOp())
    b.setInsertionPointAfter(def);
  else
    b.setInsertionPointToStart(home);
  Value bits = LLVM::BitcastOp::create(b, value.getLoc(),
                                       getBitsType(value.getType()), value);
  DenseMap<Block *, Value> local;
  for (OpOperand *use : remote) {
    Block *block = use->getOwner()->getBlock();
    Value &copy = local[block];
    if (!copy) {
      b.setInsertionPointToStart(block);
      copy = LLVM::BitcastOp::create(b, value.getLoc(), value.getType(), bits);
    }
    use->set(copy);
  }
}

/// Makes each bf16 argument of `block` (not an entry block) an i16 one:
/// its predecessors pass the bits, and a bitcast at the block's start gives
/// the bf16 value back to its uses.
static void rewriteBlockArguments(OpBuilder &b, Block &block) {
  for (BlockArgument arg : block.getArguments()) {
    Type bits = getBitsType(arg.getType());
    if (!bits)
      continue;
    // Each predecessor must forward the value (not produce it, as an
    // llvm.invoke does its result): those it produces stay bf16.
    bool forwarded = true;
    for (auto it = block.pred_begin(), e = block.pred_end(); it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      forwarded &=
          branch && arg.getArgNumber() >=
                        branch.getSuccessorOperands(it.getSuccessorIndex())
                            .getProducedOperandCount();
    }
    if (!forwarded)
      continue;
    Type bf16 = arg.getType();
    for (auto it = block.pred_begin(), e = block.pred_end(); it != e; ++it) {
      auto branch = cast<BranchOpInterface>((*it)->getTerminator());
      SuccessorOperands operands =
          branch.getSuccessorOperands(it.getSuccessorIndex());
      Value passed = operands[arg.getArgNumber()];
      if (passed.getType() != bf16)
        continue; // Already the bits (a predecessor listed twice).
      operands.slice(arg.getArgNumber(), 1).assign(getBits(b, passed, branch));
    }
    arg.setType(bits);
    b.setInsertionPointToStart(&block);
    auto cast = LLVM::BitcastOp::create(b, arg.getLoc(), bf16, arg);
    arg.replaceAllUsesExcept(cast.getResult(), cast);
  }
}

namespace {
struct BF16ValuesAsI16Pass
    : reshape::impl::ReshapeBF16ValuesAsI16PassBase<BF16ValuesAsI16Pass> {
  void runOnOperation() override {
    OpBuilder b(&getContext());
    Operation *root = getOperation();
    SmallVector<Operation *> movers;
    SmallVector<LLVM::StoreOp> stores;
    root->walk([&](Operation *op) {
      if (movesBF16(op))
        movers.push_back(op);
      else if (auto store = dyn_cast<LLVM::StoreOp>(op))
        stores.push_back(store);
    });
    for (Operation *op : movers)
      rewriteAsBits(b, op);
    // Blocks of LLVM functions, whose branches implement
    // BranchOpInterface; an entry block's arguments are the function's.
    root->walk([&](LLVM::LLVMFuncOp func) {
      for (Block &block : llvm::drop_begin(func.getBody().getBlocks()))
        rewriteBlockArguments(b, block);
    });
    // Stores last: the values they store are now mostly bitcasts of bits.
    for (LLVM::StoreOp store : stores) {
      if (!getBitsType(store.getValue().getType()))
        continue;
      store.getValueMutable().assign(getBits(b, store.getValue(), store));
    }
    foldBitcastPairs(root);
    // What is left of bf16 (function arguments, results of calls and of
    // other ops) crosses no block boundary.
    SmallVector<Value> left;
    root->walk([&](Block *block) {
      for (BlockArgument arg : block->getArguments())
        if (getBitsType(arg.getType()))
          left.push_back(arg);
      for (Operation &op : *block)
        for (Value result : op.getResults())
          if (getBitsType(result.getType()))
            left.push_back(result);
    });
    for (Value value : left)
      localizeAcrossBlocks(b, value);
    foldBitcastPairs(root);
  }
};
} // namespace
