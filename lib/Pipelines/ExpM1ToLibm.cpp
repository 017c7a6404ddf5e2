//===- ExpM1ToLibm.cpp - The reshape-expm1-to-libm pass -------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEEXPM1TOLIBMPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeExpM1ToLibmPass
    : reshape::impl::ReshapeExpM1ToLibmPassBase<ReshapeExpM1ToLibmPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<math::ExpM1Op> narrow;
    bool any = false;
    module.walk([&](math::ExpM1Op op) {
      any = true;
      Type element = getElementTypeOrSelf(op.getType());
      if (element.isF16() || element.isBF16())
        narrow.push_back(op);
    });
    if (!any)
      return markAllAnalysesPreserved();
    // libm has no f16 or bf16 expm1: those compute in f32 and round back.
    for (math::ExpM1Op op : narrow) {
      OpBuilder b(op);
      Location loc = op.getLoc();
      Type f32 = b.getF32Type();
      if (auto shaped = dyn_cast<ShapedType>(op.getType()))
        f32 = shaped.clone(f32);
      Value wide = arith::ExtFOp::create(b, loc, f32, op.getOperand());
      Value result = math::ExpM1Op::create(b, loc, wide, op.getFastmath());
      op.replaceAllUsesWith(
          arith::TruncFOp::create(b, loc, op.getType(), result).getResult());
      op.erase();
    }
    // Upstream's patterns for every op it calls libm for; only expm1 is
    // illegal, so only it (and the scalars its vectors unroll into) is
    // converted.
    RewritePatternSet patterns(&getContext());
    populateMathToLibmConversionPatterns(patterns);
    ConversionTarget target(getContext());
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addDynamicallyLegalOp<math::ExpM1Op>([](math::ExpM1Op op) {
      Type element = getElementTypeOrSelf(op.getType());
      return !element.isF32() && !element.isF64();
    });
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
