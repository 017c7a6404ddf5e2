//===- ContradictingCasts.cpp - The reshape-contradicting-casts pass ------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A tensor.cast chain whose ends have different static extents never holds:
// the program stops there, before bufferization folds the chain into a
// memref.cast that does not verify.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/Conversion/ReshapeToTensor/CheckLocation.h"
#include "reshape/IR/ValueConsumers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/ParallelCombiningOpInterface.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECONTRADICTINGCASTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// `value` without the tensor.casts in front of it.
static Value stripCasts(Value value) {
  SmallPtrSet<Operation *, 4> visited;
  while (auto cast = value.getDefiningOp<tensor::CastOp>()) {
    // A graph region may hold a cycle of casts.
    if (!visited.insert(cast).second)
      break;
    value = cast.getSource();
  }
  return value;
}

/// The init of the loop whose iteration argument `arg` is, when the loop
/// carries it unchanged (through casts at most): then `arg` is always that
/// value. Else null.
static Value getUnchangedInit(BlockArgument arg) {
  Operation *parent = arg.getOwner()->getParentOp();
  unsigned i = arg.getArgNumber();
  if (auto loop = dyn_cast<scf::ForOp>(parent)) {
    if (arg.getOwner() != loop.getBody() || i == 0)
      return Value();
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    return stripCasts(yield.getOperand(i - 1)) == arg
               ? loop.getInitArgs()[i - 1]
               : Value();
  }
  if (auto loop = dyn_cast<scf::WhileOp>(parent)) {
    if (arg.getOwner() != loop.getBeforeBody())
      return Value();
    auto carried =
        dyn_cast<BlockArgument>(stripCasts(loop.getYieldOp().getOperand(i)));
    if (!carried || carried.getOwner() != loop.getAfterBody())
      return Value();
    Value passed = loop.getConditionOp().getArgs()[carried.getArgNumber()];
    return stripCasts(passed) == arg ? loop.getInits()[i] : Value();
  }
  return Value();
}

/// The type at the start of the chain of tensor.casts that ends in `cast`
/// which contradicts the type of `cast`, if any. The chain goes on through
/// the iteration argument of a loop that carries it unchanged.
static std::optional<RankedTensorType>
getContradictedType(tensor::CastOp cast) {
  auto type = dyn_cast<RankedTensorType>(cast.getType());
  if (!type)
    return std::nullopt;
  Value source = cast.getSource();
  SmallPtrSet<Operation *, 4> visited{cast};
  SmallPtrSet<Block *, 4> loops;
  while (true) {
    if (auto ranked = dyn_cast<RankedTensorType>(source.getType());
        ranked && !tensor::CastOp::areCastCompatible(ranked, type))
      return ranked;
    if (auto arg = dyn_cast<BlockArgument>(source)) {
      Value init =
          loops.insert(arg.getOwner()).second ? getUnchangedInit(arg) : Value();
      if (!init)
        return std::nullopt;
      source = init;
      continue;
    }
    auto inner = source.getDefiningOp<tensor::CastOp>();
    // A graph region may hold a cycle of casts.
    if (!inner || !visited.insert(inner).second)
      return std::nullopt;
    source = inner.getSource();
  }
}

namespace {
struct ReshapeContradictingCastsPass
    : reshape::impl::ReshapeContradictingCastsPassBase<
          ReshapeContradictingCastsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<tensor::CastOp, RankedTensorType>> contradictions;
    getOperation().walk([&](tensor::CastOp cast) {
      if (std::optional<RankedTensorType> from = getContradictedType(cast))
        contradictions.emplace_back(cast, *from);
    });
    if (contradictions.empty())
      return markAllAnalysesPreserved();
    for (auto [castOp, from] : contradictions) {
      OpBuilder b(castOp);
      Location loc = castOp.getLoc();
      std::string message = reshape::getCheckLocationPrefix(loc);
      llvm::raw_string_ostream os(message);
      os << "a tensor of type " << from << " cannot have the type "
         << castOp.getType() << " (a tensor.cast that contradicts its operand)";
      // The stop goes before each consumer of the cast's value, not at the
      // cast: the cast is pure (--loop-invariant-code-motion hoists it out
      // of a loop that may not run), so the program breaks nothing until
      // its value is used.
      for (Operation *consumer : reshape::getConsumers(castOp)) {
        // The region of scf.forall.in_parallel holds only the ops that
        // combine the results (tensor.parallel_insert_slice): the stop goes
        // before the terminator that holds them.
        while (auto inParallel = dyn_cast_if_present<InParallelOpInterface>(
                   consumer->getParentOp()))
          consumer = inParallel;
        b.setInsertionPoint(consumer);
        Value never = arith::ConstantIntOp::create(b, loc, 0, 1);
        cf::AssertOp::create(b, loc, never, message);
      }
      b.setInsertionPoint(castOp);
      auto type = cast<RankedTensorType>(castOp.getType());
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      SmallVector<Value> dynamicSizes(type.getNumDynamicDims(), zero);
      Value empty = tensor::EmptyOp::create(b, loc, type, dynamicSizes);
      castOp.replaceAllUsesWith(empty);
      castOp.erase();
    }
  }
};
} // namespace
