//===- CopyUnrankedArgumentResults.cpp - Unranked results of arguments ----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize (MLIR 22.1) does not see that an unranked function
// result aliases the argument it views (a cast or a tensor.reshape to an
// unranked tensor, also chosen by an arith.select or yielded by an scf.if
// or scf.execute_region), so a caller could write that buffer in place
// while the result is still read
// (fuzz/findings/upstream-unranked-result-alias.mlir). A function the
// module calls returns a copy there instead.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "FunctionUses.h"
#include "TensorCopies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECOPYUNRANKEDARGUMENTRESULTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `value` is a tensor no argument can alias: made by an op that
/// creates one, or written by a destination-style op into one, through
/// casts and reshapes.
static bool isFreshTensor(Value value) {
  SmallPtrSet<Operation *, 8> visited;
  while (Operation *def = value.getDefiningOp()) {
    if (!visited.insert(def).second)
      return false;
    if (isa<tensor::EmptyOp, tensor::GenerateOp, tensor::FromElementsOp,
            arith::ConstantOp, bufferization::AllocTensorOp>(def))
      return true;
    if (isa<tensor::CastOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
            tensor::ReshapeOp>(def)) {
      value = def->getOperand(0);
      continue;
    }
    auto dps = dyn_cast<DestinationStyleOpInterface>(def);
    if (!dps || !isa<OpResult>(value))
      return false;
    value = dps.getTiedOpOperand(cast<OpResult>(value))->get();
  }
  return false;
}

/// Makes the unranked value `operand` holds (a return's, or a yield's whose
/// region result is returned) one that no argument can alias: each value an
/// arith.select chooses from, or a region of an scf.if or
/// scf.execute_region yields for it, is made so in turn; any other value
/// that is not fresh (a view of a ranked value, an argument, a loop's or a
/// call's result) is replaced by a copy. `returnsFresh` tells the calls
/// whose callee this pass makes return fresh unranked values.
static void copyUnranked(OpOperand &operand,
                         function_ref<bool(func::CallOp)> returnsFresh) {
  Value value = operand.get();
  if (isFreshTensor(value))
    return;
  Operation *def = value.getDefiningOp();
  if (auto select = dyn_cast_if_present<arith::SelectOp>(def)) {
    copyUnranked(select.getTrueValueMutable(), returnsFresh);
    copyUnranked(select.getFalseValueMutable(), returnsFresh);
    return;
  }
  if (isa_and_present<scf::IfOp, scf::ExecuteRegionOp>(def)) {
    unsigned index = cast<OpResult>(value).getResultNumber();
    for (Region &region : def->getRegions())
      for (Block &block : region)
        if (auto yield = dyn_cast<scf::YieldOp>(block.getTerminator()))
          copyUnranked(yield->getOpOperand(index), returnsFresh);
    return;
  }
  auto call = dyn_cast_if_present<func::CallOp>(def);
  if (call && returnsFresh(call))
    return;
  OpBuilder b(operand.getOwner());
  operand.set(reshape::createTensorCopy(
      b, value.getLoc(), value,
      "a function the module calls returns a copy of an unranked result "
      "that may view its argument"));
}

namespace {
struct ReshapeCopyUnrankedArgumentResultsPass
    : reshape::impl::ReshapeCopyUnrankedArgumentResultsPassBase<
          ReshapeCopyUnrankedArgumentResultsPass> {
  void runOnOperation() override {
    // Entry points keep their results: their callers are outside.
    auto returnsUnranked = [](func::FuncOp func) {
      return llvm::any_of(func.getResultTypes(),
                          llvm::IsaPred<UnrankedTensorType>);
    };
    SmallVector<func::FuncOp> functions =
        reshape::getFunctionsWithCallers(getOperation(), returnsUnranked);
    if (functions.empty())
      return markAllAnalysesPreserved();
    // Their unranked results are fresh once this pass is done: the callers
    // need no copy of them.
    DenseSet<Operation *> copied;
    for (func::FuncOp func : functions)
      copied.insert(func);
    auto returnsFresh = [&](func::CallOp call) {
      return copied.contains(
          SymbolTable::lookupNearestSymbolFrom(call, call.getCalleeAttr()));
    };
    for (func::FuncOp func : functions) {
      func.walk([&](func::ReturnOp ret) {
        for (OpOperand &operand : ret->getOpOperands())
          if (isa<UnrankedTensorType>(operand.get().getType()))
            copyUnranked(operand, returnsFresh);
      });
    }
  }
};
} // namespace
