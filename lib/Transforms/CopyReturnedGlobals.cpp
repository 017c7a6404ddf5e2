//===- CopyReturnedGlobals.cpp - Returned views of globals ----------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize (MLIR 22.1) takes the result of a call for a buffer
// the caller may write in place, also when the callee returns a view of a
// constant global (a tensor constant becomes memref.get_global of one): the
// caller then wrote into the read-only global, a crash, or at -O2 a store
// LLVM drops (fuzz/findings/upstream-returned-global-write.mlir). A
// function the module calls returns a copy of such a buffer instead.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "FunctionUses.h"
#include "TensorCopies.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/BufferViewFlowAnalysis.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECOPYRETURNEDGLOBALSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `value` may be a view of a constant global, through views, casts
/// and the results of regions. A writable global stays: a program of
/// memrefs may mean to write it through a call's result (found by review).
static bool mayViewConstantGlobal(const BufferViewFlowAnalysis &flow,
                                  SymbolTableCollection &symbols, Value value) {
  return llvm::any_of(flow.resolveReverse(value), [&](Value source) {
    auto getGlobal = source.getDefiningOp<memref::GetGlobalOp>();
    if (!getGlobal)
      return false;
    auto global = symbols.lookupNearestSymbolFrom<memref::GlobalOp>(
        getGlobal, getGlobal.getNameAttr());
    // A global that cannot be found may be anything: copy.
    return !global || global.getConstant();
  });
}

/// A copy of `value`, of what it views where it is a cast of a ranked
/// buffer, in a buffer of the identity layout, cast to `value`'s type.
/// (Upstream lowers a clone to a strided type as a new buffer of the
/// identity layout cast to that type, whose strides it then does not have:
/// a copy of a returned strided slice of a constant wrote out of bounds
/// (differential fuzzer).)
static Value copyBefore(OpBuilder &b, Value value) {
  Value source = value;
  if (auto cast = value.getDefiningOp<memref::CastOp>();
      cast && isa<MemRefType>(cast.getSource().getType()))
    source = cast.getSource();
  Location loc = reshape::getCopyLocation(
      value.getLoc(), source,
      "a function the module calls returns a copy of a view of a constant, "
      "which its caller could write in place");
  Value copy;
  if (auto ranked = dyn_cast<MemRefType>(source.getType()))
    copy = bufferization::CloneOp::create(
        b, loc,
        MemRefType::get(ranked.getShape(), ranked.getElementType(),
                        MemRefLayoutAttrInterface(), ranked.getMemorySpace()),
        source);
  else
    copy = bufferization::CloneOp::create(b, loc, source);
  if (copy.getType() == value.getType())
    return copy;
  return memref::CastOp::create(b, loc, value.getType(), copy);
}

namespace {
struct ReshapeCopyReturnedGlobalsPass
    : reshape::impl::ReshapeCopyReturnedGlobalsPassBase<
          ReshapeCopyReturnedGlobalsPass> {
  void runOnOperation() override {
    // Entry points keep their results: their callers are outside.
    SymbolTableCollection globals;
    bool changed = false;
    auto returnsBufferNearGlobal = [](func::FuncOp func) {
      return llvm::any_of(func.getResultTypes(),
                          llvm::IsaPred<BaseMemRefType>) &&
             func.walk([](memref::GetGlobalOp) {
                   return WalkResult::interrupt();
                 })
                 .wasInterrupted();
    };
    for (func::FuncOp func : reshape::getFunctionsWithCallers(
             getOperation(), returnsBufferNearGlobal)) {
      std::optional<BufferViewFlowAnalysis> flow;
      func.walk([&](func::ReturnOp ret) {
        for (OpOperand &operand : ret->getOpOperands()) {
          if (!isa<BaseMemRefType>(operand.get().getType()))
            continue;
          if (!flow)
            flow.emplace(func);
          if (!mayViewConstantGlobal(*flow, globals, operand.get()))
            continue;
          OpBuilder b(ret);
          operand.set(copyBefore(b, operand.get()));
          changed = true;
        }
      });
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
