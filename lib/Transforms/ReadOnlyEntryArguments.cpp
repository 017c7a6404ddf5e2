//===- ReadOnlyEntryArguments.cpp - Callers' tensors stay as they are -----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize takes a function's tensor arguments for buffers it may
// write in place unless they say `bufferization.writable = false`. A public
// function is called from outside the module too (through its C interface,
// ahead of time), where the argument is the caller's data: an op that wrote
// its argument in place changed the caller's input (a second call saw
// other values) or wrote into read-only memory (a static const array: a
// crash; found by a red-team review). Tensors are values: the tensor
// arguments of public functions are read-only unless the function says
// otherwise, and One-Shot copies before it writes. The module's own calls
// of private functions keep One-Shot's analysis across the call.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEREADONLYENTRYARGUMENTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeReadOnlyEntryArgumentsPass
    : reshape::impl::ReshapeReadOnlyEntryArgumentsPassBase<
          ReshapeReadOnlyEntryArgumentsPass> {
  void runOnOperation() override {
    StringAttr writable = StringAttr::get(
        &getContext(), bufferization::BufferizationDialect::kWritableAttrName);
    BoolAttr readOnly = BoolAttr::get(&getContext(), false);
    bool changed = false;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal() || !func.isPublic())
        continue;
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
        // One-Shot cannot copy an unranked tensor: an unranked argument
        // that the function writes would be a refusal (differential
        // fuzzer), so it stays writable.
        if (!isa<RankedTensorType>(func.getArgument(i).getType()) ||
            func.getArgAttr(i, writable))
          continue;
        func.setArgAttr(i, writable, readOnly);
        changed = true;
      }
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
