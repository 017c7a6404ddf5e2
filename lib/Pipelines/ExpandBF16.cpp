//===- ExpandBF16.cpp - The reshape-expand-bf16 pass ----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEEXPANDBF16PASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
/// Upstream's expansion narrows a wider float to f32 first, then to bf16:
/// two roundings to nearest, which can round a value just above a bf16
/// tie down (f64 1 + 2^-8 + 2^-30 became 1, not 1 + 2^-7). This narrows to
/// f32 rounding to odd (toward zero, the last bit set when inexact), which
/// keeps the second rounding exact.
struct TruncToBF16ThroughOdd : OpRewritePattern<arith::TruncFOp> {
  TruncToBF16ThroughOdd(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &rewriter) const override {
    Type in = getElementTypeOrSelf(op.getIn().getType());
    if (!getElementTypeOrSelf(op.getType()).isBF16() || !isa<FloatType>(in) ||
        in.getIntOrFloatBitWidth() <= 32)
      return failure();
    // Its constants are splats of the operand's type.
    if (auto shaped = dyn_cast<ShapedType>(op.getType());
        shaped && !shaped.hasStaticShape())
      return failure();
    Location loc = op.getLoc();
    auto like = [&](Type element) -> Type {
      if (auto shaped = dyn_cast<ShapedType>(op.getType()))
        return shaped.clone(element);
      return element;
    };
    Type f32 = like(rewriter.getF32Type()), i32 = like(rewriter.getI32Type());
    auto constant = [&](TypedAttr element, Type type) -> Value {
      if (auto shaped = dyn_cast<ShapedType>(type))
        return arith::ConstantOp::create(
            rewriter, loc, DenseElementsAttr::get(shaped, element));
      return arith::ConstantOp::create(rewriter, loc, element);
    };
    Value x = op.getIn();
    Value nearest = arith::TruncFOp::create(rewriter, loc, f32, x);
    Value back = arith::ExtFOp::create(rewriter, loc, x.getType(), nearest);
    Value inexact = arith::CmpFOp::create(rewriter, loc,
                                          arith::CmpFPredicate::ONE, back, x);
    // Rounded away from zero: above a positive x, below a negative one.
    Value zero = constant(rewriter.getFloatAttr(in, 0.0), x.getType());
    Value positive = arith::CmpFOp::create(rewriter, loc,
                                           arith::CmpFPredicate::OGT, x, zero);
    Value above = arith::CmpFOp::create(rewriter, loc,
                                        arith::CmpFPredicate::OGT, back, x);
    Value below = arith::CmpFOp::create(rewriter, loc,
                                        arith::CmpFPredicate::OLT, back, x);
    Value away = arith::SelectOp::create(rewriter, loc, positive, above, below);
    Value bits = arith::BitcastOp::create(rewriter, loc, i32, nearest);
    Value one = constant(rewriter.getI32IntegerAttr(1), i32);
    // One unit less in magnitude: the bits of a float order as its magnitude.
    Value towardZero = arith::SelectOp::create(
        rewriter, loc, away, arith::SubIOp::create(rewriter, loc, bits, one),
        bits);
    Value odd = arith::SelectOp::create(
        rewriter, loc, inexact,
        arith::OrIOp::create(rewriter, loc, towardZero, one), bits);
    Value narrowed = arith::BitcastOp::create(rewriter, loc, f32, odd);
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, op.getType(), narrowed);
    return success();
  }
};

/// The conversions between integers and floats, which the emulation in f32
/// leaves alone: through f32 an integer of more than 24 significant bits
/// would be rounded twice (found by review).
template <typename... Ops>
struct OpList {
  static bool contains(Operation *op) { return isa<Ops...>(op); }
  static void markLegal(ConversionTarget &target) {
    target.addLegalOp<Ops...>();
  }
};
using IntegerConversions =
    OpList<arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp, arith::FPToUIOp>;

/// Whether `op` computes on bf16 values (other than converting them): an
/// arith op with a bf16 operand or result.
static bool isBF16Arithmetic(Operation *op) {
  if (!isa_and_present<arith::ArithDialect>(op->getDialect()) ||
      isa<arith::ExtFOp, arith::TruncFOp, arith::ConstantOp, arith::BitcastOp>(
          op) ||
      IntegerConversions::contains(op))
    return false;
  auto isBF16 = [](Type t) { return getElementTypeOrSelf(t).isBF16(); };
  return llvm::any_of(op->getOperandTypes(), isBF16) ||
         llvm::any_of(op->getResultTypes(), isBF16);
}

struct ReshapeExpandBF16Pass
    : reshape::impl::ReshapeExpandBF16PassBase<ReshapeExpandBF16Pass> {
  void runOnOperation() override {
    // The patterns rewrite only bf16 arithmetic, extf and truncf: a module
    // without them (the common case) skips the drivers and their walks.
    bool conversions = false, arithmetic = false;
    getOperation()->walk([&](Operation *op) {
      conversions |= isa<arith::ExtFOp, arith::TruncFOp>(op);
      arithmetic |= isBF16Arithmetic(op);
      return conversions && arithmetic ? WalkResult::interrupt()
                                       : WalkResult::advance();
    });
    MLIRContext *context = &getContext();
    if (arithmetic) {
      // In f32, rounded back to bf16 after each op (exact: f32 has more
      // than twice bf16's precision), as upstream's
      // arith-emulate-unsupported-floats does.
      TypeConverter converter;
      arith::populateEmulateUnsupportedFloatsConversions(
          converter, {BFloat16Type::get(context)}, Float32Type::get(context));
      RewritePatternSet patterns(context);
      arith::populateEmulateUnsupportedFloatsPatterns(patterns, converter);
      ConversionTarget target(*context);
      arith::populateEmulateUnsupportedFloatsLegality(target, converter);
      IntegerConversions::markLegal(target);
      if (failed(applyPartialConversion(getOperation(), target,
                                        std::move(patterns))))
        return signalPassFailure();
      // Upstream marks its conversions `contract`, which lets the folder
      // drop a truncf-extf pair between two ops: a rounding to bf16 that
      // the program asks for.
      getOperation()->walk([](Operation *op) {
        auto ext = dyn_cast<arith::ExtFOp>(op);
        if (ext && getElementTypeOrSelf(ext.getIn().getType()).isBF16())
          ext.setFastmath(arith::FastMathFlags::none);
        auto trunc = dyn_cast<arith::TruncFOp>(op);
        if (trunc && getElementTypeOrSelf(trunc.getType()).isBF16())
          trunc.setFastmath(arith::FastMathFlags::none);
      });
    }
    if (!conversions && !arithmetic)
      return markAllAnalysesPreserved();
    RewritePatternSet patterns(context);
    patterns.add<TruncToBF16ThroughOdd>(context);
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
