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

#include <cmath>
#include <type_traits>

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEEXPANDBF16PASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// `element`, in the shape of `type` when it is a vector or tensor.
static Type getTypeLike(Type type, Type element) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(element);
  return element;
}

/// A constant of `type` (a scalar, or a splat of a static shape).
static Value createConstant(OpBuilder &b, Location loc, TypedAttr element,
                            Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return arith::ConstantOp::create(b, loc,
                                     DenseElementsAttr::get(shaped, element));
  return arith::ConstantOp::create(b, loc, element);
}

/// Whether `type` is a scalar or a vector or tensor of static shape (the
/// constants of the patterns are splats).
static bool hasStaticShape(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return !shaped || shaped.hasStaticShape();
}

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
    if (!hasStaticShape(op.getType()))
      return failure();
    Location loc = op.getLoc();
    Type f32 = getTypeLike(op.getType(), rewriter.getF32Type());
    Type i32 = getTypeLike(op.getType(), rewriter.getI32Type());
    auto constant = [&](TypedAttr element, Type type) {
      return createConstant(rewriter, loc, element, type);
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

/// An integer to bf16, rounded once to nearest even: LLVM converts it to
/// f32 and calls __truncsfbf2 for the rest on a CPU without AVX512-BF16,
/// which libgcc 12 lacks (a oneDNN TypeCast of s8 to bf16 did not link in
/// the JIT: graph fuzzer). It becomes a float conversion that is exact
/// (f32 for up to 24 bits, f64 for up to 53) and a truncf to bf16, which
/// the other patterns expand. Past 53 bits (up to 64), the magnitude of a
/// value of 2^53 or more is shifted right to 53 bits first, rounding to odd
/// (the bits shifted out ORed into the last one), and scaled back in f64:
/// that rounding keeps the one to bf16 exact, as for a truncf from f64.
template <typename IntToFPOp>
struct IntToBF16 : OpRewritePattern<IntToFPOp> {
  using OpRewritePattern<IntToFPOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(IntToFPOp op,
                                PatternRewriter &rewriter) const override {
    Type resultType = op.getType();
    Value x = op.getIn();
    auto in = dyn_cast<IntegerType>(getElementTypeOrSelf(x.getType()));
    if (!getElementTypeOrSelf(resultType).isBF16() || !in ||
        in.getWidth() > 64 || !hasStaticShape(resultType))
      return failure();
    constexpr bool isSigned = std::is_same_v<IntToFPOp, arith::SIToFPOp>;
    Location loc = op.getLoc();
    unsigned width = in.getWidth();
    if (width <= 53) {
      Type exact =
          getTypeLike(resultType, width <= 24 ? Type(rewriter.getF32Type())
                                              : Type(rewriter.getF64Type()));
      Value converted = IntToFPOp::create(rewriter, loc, exact, x);
      rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, resultType, converted);
      return success();
    }
    Type f64 = getTypeLike(resultType, rewriter.getF64Type());
    auto integer = [&](const APInt &value) {
      return createConstant(rewriter, loc, rewriter.getIntegerAttr(in, value),
                            x.getType());
    };
    // The magnitude, unsigned (the most negative value's is 2^(width-1)).
    Value magnitude = x, negative;
    if (isSigned) {
      negative = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt,
                                       x, integer(APInt(width, 0)));
      Value negated =
          arith::SubIOp::create(rewriter, loc, integer(APInt(width, 0)), x);
      magnitude = arith::SelectOp::create(rewriter, loc, negative, negated, x);
    }
    unsigned shift = width - 53;
    Value large = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::uge, magnitude,
        integer(APInt::getOneBitSet(width, 53)));
    Value kept = arith::ShRUIOp::create(rewriter, loc, magnitude,
                                        integer(APInt(width, shift)));
    Value dropped = arith::AndIOp::create(
        rewriter, loc, magnitude, integer(APInt::getLowBitsSet(width, shift)));
    Value inexact =
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne, dropped,
                              integer(APInt(width, 0)));
    Value odd = arith::OrIOp::create(
        rewriter, loc, kept,
        arith::ExtUIOp::create(rewriter, loc, x.getType(), inexact));
    Value narrowed =
        arith::SelectOp::create(rewriter, loc, large, odd, magnitude);
    Value converted = arith::UIToFPOp::create(rewriter, loc, f64, narrowed);
    Value scaled = arith::MulFOp::create(
        rewriter, loc, converted,
        createConstant(rewriter, loc,
                       rewriter.getF64FloatAttr(std::ldexp(1.0, shift)), f64));
    Value value =
        arith::SelectOp::create(rewriter, loc, large, scaled, converted);
    if (isSigned)
      value = arith::SelectOp::create(
          rewriter, loc, negative, arith::NegFOp::create(rewriter, loc, value),
          value);
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, resultType, value);
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
      conversions |= isa<arith::ExtFOp, arith::TruncFOp>(op) ||
                     (isa<arith::SIToFPOp, arith::UIToFPOp>(op) &&
                      getElementTypeOrSelf(op->getResult(0)).isBF16());
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
    patterns.add<TruncToBF16ThroughOdd, IntToBF16<arith::SIToFPOp>,
                 IntToBF16<arith::UIToFPOp>>(context);
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
