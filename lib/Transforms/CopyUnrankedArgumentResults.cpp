//===- CopyUnrankedArgumentResults.cpp - Unranked results of arguments ----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize (MLIR 22.1) does not see that a function result cast to
// an unranked tensor aliases the argument it views, so a caller could write
// that buffer in place while the result is still read
// (fuzz/findings/upstream-unranked-result-alias.mlir). A function the module
// calls returns a copy there instead.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "FunctionUses.h"
#include "UnknownSymbolTables.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
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

namespace {
struct ReshapeCopyUnrankedArgumentResultsPass
    : reshape::impl::ReshapeCopyUnrankedArgumentResultsPassBase<
          ReshapeCopyUnrankedArgumentResultsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    reshape::FunctionUses uses = reshape::collectFunctionUses(module, symbols);
    // Calls may hide in an op MLIR cannot see into: every function may have
    // callers.
    bool hiddenCalls = reshape::hasUnknownSymbolTable(module);
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() ||
          (func.isPublic() && !uses.isUsed(func) && !hiddenCalls))
        continue;
      func.walk([&](func::ReturnOp ret) {
        for (OpOperand &operand : ret->getOpOperands()) {
          auto castOp = operand.get().getDefiningOp<tensor::CastOp>();
          if (!castOp || !isa<UnrankedTensorType>(castOp.getType()) ||
              !isa<RankedTensorType>(castOp.getSource().getType()) ||
              isFreshTensor(castOp.getSource()))
            continue;
          OpBuilder b(ret);
          Location loc = castOp.getLoc();
          Value copy = bufferization::AllocTensorOp::create(
              b, loc, cast<RankedTensorType>(castOp.getSource().getType()),
              ValueRange{}, /*copy=*/castOp.getSource());
          operand.set(tensor::CastOp::create(b, loc, castOp.getType(), copy));
        }
      });
    }
  }
};
} // namespace
