//===- GuardPadBodies.cpp - A tensor.pad body runs at padding only --------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The body of a tensor.pad gives the value of each padding position. Its
// bufferization (MLIR 22.1) runs it at every position of the result, then
// writes the source over the middle: a reshape check in the body ran at
// source positions, where its shape may break a rule, and stopped a valid
// program; a tensor.extract (Pure upstream) read out of bounds there. A
// body of anything but pure arith and math ops runs under an scf.if that
// tests the position instead.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEGUARDPADBODIESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether running `padOp`'s body where no padding is changes nothing: it
/// holds constants and pure arith and math ops only (which compute a value
/// from any position, unlike a tensor.extract, which Pure as it is may read
/// out of bounds there).
static bool hasSafeBody(tensor::PadOp padOp) {
  WalkResult result = padOp.getRegion().walk([](Operation *op) {
    bool safe = isa<tensor::YieldOp>(op) ||
                op->hasTrait<OpTrait::ConstantLike>() ||
                (isa_and_present<arith::ArithDialect, math::MathDialect>(
                     op->getDialect()) &&
                 isPure(op));
    return safe ? WalkResult::advance() : WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

/// Marks a pad whose body this pass guarded (a body that merely looks
/// guarded may run other ops before its scf.if).
static constexpr llvm::StringLiteral kGuardedAttrName = "reshape.guarded_body";

/// `padOp`'s body as `scf.if (position is padding) {body} else {poison}`.
static void guardBody(RewriterBase &rewriter, tensor::PadOp padOp) {
  Location loc = padOp.getLoc();
  // The bounds of the source in the result, computed before the pad.
  rewriter.setInsertionPoint(padOp);
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(rewriter, loc, padOp.getSource());
  SmallVector<Value> begins, ends;
  for (auto [low, size] : llvm::zip_equal(padOp.getMixedLowPad(), sizes)) {
    Value begin = getValueOrCreateConstantIndexOp(rewriter, loc, low);
    begins.push_back(begin);
    ends.push_back(arith::AddIOp::create(
        rewriter, loc, begin,
        getValueOrCreateConstantIndexOp(rewriter, loc, size)));
  }

  Block &body = padOp.getRegion().front();
  auto yield = cast<tensor::YieldOp>(body.getTerminator());
  rewriter.setInsertionPointToStart(&body);
  Value padding;
  for (auto [index, begin, end] :
       llvm::zip_equal(body.getArguments(), begins, ends)) {
    Value before = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ult, index, begin);
    Value after = arith::CmpIOp::create(rewriter, loc,
                                        arith::CmpIPredicate::uge, index, end);
    Value outside = arith::OrIOp::create(rewriter, loc, before, after);
    padding = padding ? arith::OrIOp::create(rewriter, loc, padding, outside)
                      : outside;
  }
  Type elementType = yield.getValue().getType();
  auto ifOp = scf::IfOp::create(
      rewriter, loc, elementType,
      padding ? padding
              : arith::ConstantIntOp::create(rewriter, loc, 0, /*width=*/1),
      /*withElseRegion=*/true);
  // The body's ops (all but the conditions above) go into the then-block.
  Block *thenBlock = ifOp.thenBlock();
  for (Operation &op : llvm::make_early_inc_range(llvm::make_range(
           std::next(ifOp->getIterator()), yield->getIterator())))
    rewriter.moveOpBefore(&op, thenBlock, thenBlock->end());
  rewriter.setInsertionPointToEnd(thenBlock);
  scf::YieldOp::create(rewriter, loc, yield.getValue());
  rewriter.setInsertionPointToStart(ifOp.elseBlock());
  scf::YieldOp::create(rewriter, loc,
                       Value(ub::PoisonOp::create(rewriter, loc, elementType)));
  rewriter.modifyOpInPlace(
      yield, [&] { yield.getValueMutable().assign(ifOp.getResult(0)); });
  rewriter.modifyOpInPlace(
      padOp, [&] { padOp->setAttr(kGuardedAttrName, rewriter.getUnitAttr()); });
}

namespace {
struct ReshapeGuardPadBodiesPass
    : reshape::impl::ReshapeGuardPadBodiesPassBase<ReshapeGuardPadBodiesPass> {
  void runOnOperation() override {
    SmallVector<tensor::PadOp> pads;
    getOperation().walk([&](tensor::PadOp padOp) {
      if (!hasSafeBody(padOp) && !padOp->hasAttr(kGuardedAttrName))
        pads.push_back(padOp);
    });
    if (pads.empty())
      return markAllAnalysesPreserved();
    IRRewriter rewriter(&getContext());
    for (tensor::PadOp padOp : pads)
      guardBody(rewriter, padOp);
  }
};
} // namespace
