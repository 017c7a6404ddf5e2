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

/// Rewrites a load of bf16 into a load of its bits and a bitcast.
static void rewriteLoad(OpBuilder &b, LLVM::LoadOp load, Type bits) {
  b.setInsertionPoint(load);
  Operation *clone = b.clone(*load);
  clone->getResult(0).setType(bits);
  auto cast = LLVM::BitcastOp::create(b, load.getLoc(), load.getType(),
                                      clone->getResult(0));
  load.replaceAllUsesWith(cast.getResult());
  load.erase();
}

/// Rewrites a select of bf16 into a select of the bits and a bitcast.
static void rewriteSelect(OpBuilder &b, LLVM::SelectOp select, Type bits) {
  Value trueBits = getBits(b, select.getTrueValue(), select);
  Value falseBits = getBits(b, select.getFalseValue(), select);
  b.setInsertionPoint(select);
  Value picked = LLVM::SelectOp::create(
      b, select.getLoc(), select.getCondition(), trueBits, falseBits);
  select.replaceAllUsesWith(
      LLVM::BitcastOp::create(b, select.getLoc(), select.getType(), picked)
          .getResult());
  select.erase();
}

/// Makes each bf16 argument of `block` (not an entry block) an i16 one:
/// its predecessors pass the bits, and a bitcast at the block's start gives
/// the bf16 value back to its uses.
static void rewriteBlockArguments(OpBuilder &b, Block &block) {
  for (BlockArgument arg : block.getArguments()) {
    Type bits = getBitsType(arg.getType());
    if (!bits)
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
    SmallVector<Operation *> ops;
    SmallVector<LLVM::StoreOp> stores;
    getOperation()->walk([&](Operation *op) {
      if (isa<LLVM::LoadOp, LLVM::SelectOp>(op))
        ops.push_back(op);
      else if (auto store = dyn_cast<LLVM::StoreOp>(op))
        stores.push_back(store);
    });
    for (Operation *op : ops) {
      if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
        if (Type bits = getBitsType(load.getType()))
          rewriteLoad(b, load, bits);
      } else if (auto select = dyn_cast<LLVM::SelectOp>(op)) {
        if (Type bits = getBitsType(select.getType()))
          rewriteSelect(b, select, bits);
      }
    }
    // Blocks of LLVM functions, whose branches implement
    // BranchOpInterface; an entry block's arguments are the function's.
    getOperation()->walk([&](LLVM::LLVMFuncOp func) {
      for (Block &block : llvm::drop_begin(func.getBody().getBlocks()))
        rewriteBlockArguments(b, block);
    });
    // Stores last: the values they store are now mostly bitcasts of bits.
    for (LLVM::StoreOp store : stores) {
      if (!getBitsType(store.getValue().getType()))
        continue;
      store.getValueMutable().assign(getBits(b, store.getValue(), store));
    }
    // The bitcasts to bf16 that nothing uses any more.
    getOperation()->walk([](LLVM::BitcastOp cast) {
      if (cast.use_empty() && cast.getType() != cast.getArg().getType() &&
          getElementTypeOrSelf(cast.getType()).isBF16())
        cast.erase();
    });
  }
};
} // namespace
