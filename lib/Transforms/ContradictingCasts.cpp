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
/// What the ranked types along a chain of casts say, enough to tell whether
/// one of them contradicts a type: their ranks, and per extent the static
/// values seen.
class ChainFacts {
public:
  void add(Type type) {
    auto ranked = dyn_cast<RankedTensorType>(type);
    if (!ranked || severalRanks)
      return;
    if (!rank) {
      rank = ranked.getRank();
      extents.assign(ranked.getRank(), ShapedType::kDynamic);
    }
    if (*rank != ranked.getRank()) {
      severalRanks = true;
      return;
    }
    for (auto [seen, extent] : llvm::zip_equal(extents, ranked.getShape())) {
      if (ShapedType::isDynamic(extent) || seen == extent)
        continue;
      seen = ShapedType::isDynamic(seen) ? extent : kSeveral;
    }
  }

  /// Whether some type added is not cast-compatible with `type`.
  bool contradicts(RankedTensorType type) const {
    if (severalRanks)
      return true;
    if (!rank)
      return false;
    if (*rank != type.getRank())
      return true;
    for (auto [seen, extent] : llvm::zip_equal(extents, type.getShape()))
      if (!ShapedType::isDynamic(extent) && !ShapedType::isDynamic(seen) &&
          seen != extent)
        return true;
    return false;
  }

private:
  /// An extent of which two different static values were seen (a static
  /// extent is never negative).
  static constexpr int64_t kSeveral = -1;

  bool severalRanks = false;
  std::optional<int64_t> rank;
  SmallVector<int64_t> extents;
};

/// The facts of the types behind each cast (its source's, then on through
/// the casts before it), computed once per cast: walking the whole chain
/// behind every cast was quadratic in the chain (16,000 casts: 5.7 s;
/// found by review). Unknown (std::nullopt) where the chain goes on through
/// a loop's iteration argument or runs in a cycle: getContradictedType
/// walks those.
class ChainFactsCache {
public:
  const std::optional<ChainFacts> &behind(tensor::CastOp cast) {
    if (auto it = cache.find(cast); it != cache.end())
      return it->second;
    // The casts before `cast` whose facts are not known yet, nearest first.
    SmallVector<tensor::CastOp> path{cast};
    SmallPtrSet<Operation *, 8> onPath{cast};
    std::optional<ChainFacts> facts;
    while (true) {
      Value source = path.back().getSource();
      auto inner = source.getDefiningOp<tensor::CastOp>();
      if (!inner) {
        auto arg = dyn_cast<BlockArgument>(source);
        if (!arg || !getUnchangedInit(arg)) {
          facts.emplace();
          facts->add(source.getType());
        }
        break;
      }
      if (auto it = cache.find(inner); it != cache.end()) {
        facts = it->second;
        if (facts)
          facts->add(inner.getType());
        break;
      }
      // A graph region may hold a cycle of casts.
      if (!onPath.insert(inner).second)
        break;
      path.push_back(inner);
    }
    // From the farthest cast back to `cast`: each has the facts behind the
    // one before it and that one's type.
    for (size_t i = path.size(); i-- > 0;) {
      cache[path[i]] = facts;
      if (i > 0 && facts)
        facts->add(path[i].getType());
    }
    return cache[cast];
  }

private:
  DenseMap<Operation *, std::optional<ChainFacts>> cache;
};

struct ReshapeContradictingCastsPass
    : reshape::impl::ReshapeContradictingCastsPassBase<
          ReshapeContradictingCastsPass> {
  void runOnOperation() override {
    SmallVector<std::pair<tensor::CastOp, RankedTensorType>> contradictions;
    ChainFactsCache chains;
    getOperation().walk([&](tensor::CastOp cast) {
      // Most chains contradict nothing: the cached facts say so without a
      // walk; the walk finds the type to name.
      auto type = dyn_cast<RankedTensorType>(cast.getType());
      if (!type)
        return;
      if (const std::optional<ChainFacts> &facts = chains.behind(cast);
          facts && !facts->contradicts(type))
        return;
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
      b.setInsertionPoint(castOp);
      auto type = cast<RankedTensorType>(castOp.getType());
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      SmallVector<Value> dynamicSizes(type.getNumDynamicDims(), zero);
      Value empty = tensor::EmptyOp::create(b, loc, type, dynamicSizes);
      castOp.replaceAllUsesWith(empty);
      // The stop goes before each consumer of the cast's value, not at the
      // cast: the cast is pure (--loop-invariant-code-motion hoists it out
      // of a loop that may not run), so the program breaks nothing until
      // its value is used; through a select or a branch, only where it
      // picks the value.
      Value always = arith::ConstantIntOp::create(b, loc, 1, 1);
      for (auto [point, flag] : reshape::getWrongValueStops(
               empty, always, reshape::isLookedThrough)) {
        b.setInsertionPoint(point);
        Value holds =
            flag == always
                ? arith::ConstantIntOp::create(b, loc, 0, 1).getResult()
                : arith::XOrIOp::create(b, loc, flag, always).getResult();
        cf::AssertOp::create(b, loc, holds, message);
      }
      if (always.use_empty())
        always.getDefiningOp()->erase();
      castOp.erase();
    }
  }
};
} // namespace
