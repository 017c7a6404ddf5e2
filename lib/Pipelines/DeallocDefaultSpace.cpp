//===- DeallocDefaultSpace.cpp - Frees in other memory spaces -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"
#include "reshape/Transforms/MemorySpaces.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEDEALLOCDEFAULTSPACEPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeDeallocDefaultSpacePass
    : reshape::impl::ReshapeDeallocDefaultSpacePassBase<
          ReshapeDeallocDefaultSpacePass> {
  void runOnOperation() override {
    bool changed = false;
    getOperation()->walk([&](memref::DeallocOp dealloc) {
      auto type = dyn_cast<BaseMemRefType>(dealloc.getMemref().getType());
      // Only integer spaces have an LLVM address space to cast from.
      if (!type || !isa_and_nonnull<IntegerAttr>(type.getMemorySpace()))
        return;
      OpBuilder b(dealloc);
      Value cast = memref::MemorySpaceCastOp::create(
          b, dealloc.getLoc(), reshape::getInDefaultMemorySpace(type),
          dealloc.getMemref());
      dealloc.getMemrefMutable().assign(cast);
      changed = true;
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
