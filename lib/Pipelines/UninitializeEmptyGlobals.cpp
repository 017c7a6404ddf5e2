//===- UninitializeEmptyGlobals.cpp - Globals without elements ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEUNINITIALIZEEMPTYGLOBALSPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeUninitializeEmptyGlobalsPass
    : reshape::impl::ReshapeUninitializeEmptyGlobalsPassBase<
          ReshapeUninitializeEmptyGlobalsPass> {
  void runOnOperation() override {
    // Globals live at the top of a module; a nested module gets the pass
    // with the rest of reshape-to-llvm (reshape-lower-nested-modules).
    UnitAttr uninitialized = UnitAttr::get(&getContext());
    bool changed = false;
    for (auto global : getOperation().getOps<memref::GlobalOp>()) {
      // An external or uninitialized global has no value to drop.
      MemRefType type = global.getType();
      if (!type.hasStaticShape() || type.getNumElements() != 0 ||
          !isa_and_nonnull<ElementsAttr>(global.getInitialValueAttr()))
        continue;
      global.setInitialValueAttr(uninitialized);
      changed = true;
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
