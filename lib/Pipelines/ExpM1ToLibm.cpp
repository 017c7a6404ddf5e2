//===- ExpM1ToLibm.cpp - The reshape-expm1-to-libm pass -------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Conversion/MathToLibm/MathToLibm.h"
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
    if (!module.walk([](math::ExpM1Op) { return WalkResult::interrupt(); })
             .wasInterrupted())
      return markAllAnalysesPreserved();
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
