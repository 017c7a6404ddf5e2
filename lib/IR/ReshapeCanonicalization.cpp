//===- ReshapeCanonicalization.cpp - Canonicalization patterns ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The canonicalization patterns of the reshape ops (the folders are in
// ReshapeOps.cpp). No pattern emits an error or builds an op that does not
// verify: a rewrite whose result would break a rule at compile time is not
// applied, and the original op fails when the program runs.
//
//   - dynamic_reshape with a constant shape -> static_reshape;
//   - static_reshape of a static input -> explicit dims (no -1, no
//     special_zero) and a static result type;
//   - a provable identity whose result type is less static -> tensor.cast;
//   - tensor.cast into a reshape (more static input), tensor.cast of a
//     reshape result (more static result) -> one reshape;
//   - static_reshape of tensor.empty -> tensor.empty;
//   - tensor.dim of a static_reshape result -> the reified extent.
//
//===----------------------------------------------------------------------===//

#include "reshape/IR/ReshapeOps.h"

#include "ReshapeOpUtils.h"

#include "reshape/IR/ResultCasts.h"
#include "reshape/IR/ShapeRulesBuilder.h"
#include "reshape/IR/ValueConsumers.h"
#include "reshape/ShapeRules/StaticShapeInference.h"
#include "reshape/ShapeRules/SymbolicShapeInference.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::reshape;

/// Replaces `op` by `value`, through a tensor.cast when the types differ.
static void replaceWithCast(PatternRewriter &rewriter, Operation *op,
                            Value value) {
  Type type = op->getResult(0).getType();
  if (value.getType() != type)
    value = tensor::CastOp::create(rewriter, op->getLoc(), type, value);
  rewriter.replaceOp(op, value);
}

/// A static_reshape of `input` by `values`, with the most static result
/// type that the rules and `declared` give, or failure when the rules
/// reject it at compile time.
static FailureOr<StaticReshapeOp>
buildStaticReshape(PatternRewriter &rewriter, Location loc, Value input,
                   ArrayRef<int64_t> values, bool specialZero,
                   RankedTensorType declared) {
  rules::ShapeInference inference = rules::inferReshape(
      getDims(input.getType()), values, specialZero, declared.getShape());
  if (inference.failed())
    return failure();
  RankedTensorType type = refineType(declared, inference.dims);
  return StaticReshapeOp::create(rewriter, loc, type, input,
                                 rewriter.getDenseI64ArrayAttr(values),
                                 rewriter.getBoolAttr(specialZero));
}

/// dynamic_reshape whose shape is a constant -> static_reshape.
static LogicalResult rewriteConstantShape(DynamicReshapeOp op,
                                          PatternRewriter &rewriter) {
  std::optional<SmallVector<int64_t>> values =
      getConstantTargetValues(op.getShape());
  if (!values)
    return rewriter.notifyMatchFailure(op, "the shape is not a constant");
  auto resultType = dyn_cast<RankedTensorType>(op.getType());
  if (!resultType)
    return failure();
  FailureOr<StaticReshapeOp> replacement =
      buildStaticReshape(rewriter, op.getLoc(), op.getInput(), *values,
                         op.getSpecialZero(), resultType);
  if (failed(replacement))
    return rewriter.notifyMatchFailure(
        op, "the constant shape breaks a rule: it fails at run time");
  replaceWithCast(rewriter, op, *replacement);
  return success();
}

/// static_reshape of a static input -> explicit dims, a static result.
static LogicalResult rewriteToExplicitDims(StaticReshapeOp op,
                                           PatternRewriter &rewriter) {
  auto inputType = dyn_cast<RankedTensorType>(op.getInput().getType());
  if (!inputType || !inputType.hasStaticShape())
    return rewriter.notifyMatchFailure(op, "the input is not static");
  // Explicit already (and the common case after one rewrite): no zero to
  // copy and no -1, so the rules would give the target itself. Said
  // without running them: canonicalization visits every op often.
  auto resultType = cast<RankedTensorType>(op.getType());
  if (!op.getSpecialZero() && !llvm::is_contained(op.getShape(), -1) &&
      resultType.getShape() == op.getShape())
    return rewriter.notifyMatchFailure(op, "already explicit");
  rules::ShapeInference inference = rules::inferReshape(
      inputType.getShape(), op.getShape(), op.getSpecialZero());
  if (inference.failed())
    return failure();
  if (!op.getSpecialZero() && op.getShape() == ArrayRef(inference.dims) &&
      resultType.hasStaticShape())
    return rewriter.notifyMatchFailure(op, "already explicit");
  FailureOr<StaticReshapeOp> replacement =
      buildStaticReshape(rewriter, op.getLoc(), op.getInput(), inference.dims,
                         /*specialZero=*/false, resultType);
  if (failed(replacement))
    return failure();
  replaceWithCast(rewriter, op, *replacement);
  return success();
}

/// A provable identity whose result type is less static than the input's:
/// a tensor.cast, which is always valid in that direction.
static LogicalResult rewriteIdentityToCast(StaticReshapeOp op,
                                           PatternRewriter &rewriter) {
  std::optional<ArrayRef<int64_t>> inputDims = getDims(op.getInput().getType());
  if (!inputDims || op.getInput().getType() == op.getType() ||
      inputDims->size() != op.getShape().size() ||
      !tensor::preservesStaticInformation(op.getType(),
                                          op.getInput().getType()) ||
      mayBeInCycle(op) ||
      !rules::isIdentityReshape(*inputDims, op.getShape(), op.getSpecialZero()))
    return failure();
  rewriter.replaceOpWithNewOp<tensor::CastOp>(op, op.getType(), op.getInput());
  return success();
}

/// A reshape of a tensor.cast from a more static tensor: reshape that
/// tensor, then cast the result back.
template <typename OpTy>
static LogicalResult foldInputCast(OpTy op, PatternRewriter &rewriter) {
  auto castOp = op.getInput().template getDefiningOp<tensor::CastOp>();
  if (!castOp || !tensor::canFoldIntoConsumerOp(castOp) || mayBeInCycle(op) ||
      mayBeInCycle(castOp))
    return rewriter.notifyMatchFailure(op, "no cast from a static tensor");
  Value source = castOp.getSource();
  if constexpr (std::is_same_v<OpTy, StaticReshapeOp>) {
    FailureOr<StaticReshapeOp> replacement = buildStaticReshape(
        rewriter, op.getLoc(), source, op.getShape(), op.getSpecialZero(),
        cast<RankedTensorType>(op.getType()));
    if (failed(replacement))
      return rewriter.notifyMatchFailure(
          op, "the more static input breaks a rule: it fails at run time");
    replaceWithCast(rewriter, op, *replacement);
  } else {
    auto sourceType = cast<TensorType>(source.getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (sourceType.hasStaticShape() && resultType &&
        resultType.hasStaticShape() &&
        rules::checkStaticVolumes(sourceType.getShape(), resultType.getShape()))
      return rewriter.notifyMatchFailure(
          op, "the more static input breaks R10: it fails at run time");
    rewriter.modifyOpInPlace(op, [&] { op.getInputMutable().assign(source); });
  }
  return success();
}

/// A static_reshape of tensor.empty that needs no runtime check:
/// tensor.empty of the result shape.
static LogicalResult rewriteReshapeOfEmpty(StaticReshapeOp op,
                                           PatternRewriter &rewriter) {
  if (!op.getInput().getDefiningOp<tensor::EmptyOp>())
    return rewriter.notifyMatchFailure(op, "the input is not tensor.empty");
  if (op.getSpeculatability() != Speculation::Speculatable)
    return rewriter.notifyMatchFailure(op, "it needs a runtime check");
  ReifiedRankedShapedTypeDims shapes;
  if (failed(op.reifyResultShapes(rewriter, shapes)))
    return failure();
  auto resultType = cast<RankedTensorType>(op.getType());
  Value empty = tensor::EmptyOp::create(rewriter, op.getLoc(), shapes[0],
                                        resultType.getElementType());
  replaceWithCast(rewriter, op, empty);
  return success();
}

namespace {

/// Whether an op strictly between `from` and `to` (in one block, `from`
/// first) may have an effect: a print, a call that may not return, a check
/// that may stop the program (not the stop of a tensor extent check, which
/// checks what the reshape's checks would).
static bool hasEffectBetween(Operation *from, Operation *to) {
  for (Operation *op = from->getNextNode(); op != to; op = op->getNextNode())
    if (!isMemoryEffectFree(op) && !op->hasAttr(kExtentCheckAttrName))
      return true;
  return false;
}

/// Whether `op` (or an op it holds) may have an effect other than a check
/// that may stop the program (a reshape's). Moving a cast's
/// check above another check changes only which of two failing checks
/// speaks, and the cast comes first in the program anyway. Counting those
/// checks made the answer change while canonicalization ran: a cast of one
/// reshape, made a check, sat between a cast of another and that cast's
/// use, which then stayed an unchecked cast whose extents upstream's folds
/// took for facts (after reshape-check-tensor-extents had left it to
/// canonicalization; found by review).
static bool hasEffectOtherThanChecks(Operation *op) {
  if (isa<StaticReshapeOp, DynamicReshapeOp>(op) ||
      op->hasAttr(kExtentCheckAttrName))
    return false;
  // An scf.if that holds only checks (another cast made one, in a branch)
  // is a check too.
  if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (effects && !effects.hasNoEffect())
      return true;
    for (Region &region : op->getRegions())
      for (Operation &nested : region.getOps())
        if (hasEffectOtherThanChecks(&nested))
          return true;
    return false;
  }
  return !isMemoryEffectFree(op);
}

static bool hasEffectOtherThanChecksBetween(Operation *from, Operation *to) {
  for (Operation *op = from->getNextNode(); op != to; op = op->getNextNode())
    if (hasEffectOtherThanChecks(op))
      return true;
  return false;
}

/// Whether FoldResultCast takes a cast, or why not.
enum class ResultCastMatch {
  Matched,
  /// Taken all the same, where nothing else checks the cast: an
  /// arith.select or a branch may not pick its value.
  MatchedMayNotBePicked,
  NotAResultCast,
  NotUsedOnEveryPath,
  EffectBeforeUse
};

/// Whether `castOp` is a cast of a reshape result to a more static type
/// whose value is used on every path right after it (see FoldResultCast).
static ResultCastMatch matchResultCast(tensor::CastOp castOp) {
  Operation *producer = castOp.getSource().getDefiningOp();
  auto castType = dyn_cast<RankedTensorType>(castOp.getType());
  // reshape-check-tensor-extents checks it where its value is used.
  if (castOp->hasAttr(kExtentsCheckedAttrName))
    return ResultCastMatch::NotAResultCast;
  if (!producer || !isa<StaticReshapeOp, DynamicReshapeOp>(producer) ||
      mayBeInCycle(producer) || !castType ||
      castOp.getSource().getType() == castType ||
      !tensor::preservesStaticInformation(castOp.getSource().getType(),
                                          castType))
    return ResultCastMatch::NotAResultCast;
  llvm::SetVector<Operation *> consumers = getConsumers(castOp);
  if (consumers.empty() || llvm::any_of(consumers, [&](Operation *user) {
        return user->getBlock() != castOp->getBlock() ||
               user->getNumRegions() != 0;
      }))
    return ResultCastMatch::NotUsedOnEveryPath;
  Operation *firstConsumer =
      *llvm::min_element(consumers, [](Operation *a, Operation *b) {
        return a->isBeforeInBlock(b);
      });
  if (hasEffectOtherThanChecksBetween(castOp, firstConsumer))
    return ResultCastMatch::EffectBeforeUse;
  // Through a select or a branch, the value may not be picked: the check at
  // the reshape would stop a valid program, where
  // reshape-check-tensor-extents stops only where it is picked.
  WrongValues reached(castOp, Value(), passesWrongTensorOn);
  for (Value value : reached.values())
    for (Operation *user : value.getUsers())
      if (isa<arith::SelectOp>(user) || user->getNumSuccessors() > 1)
        return ResultCastMatch::MatchedMayNotBePicked;
  return ResultCastMatch::Matched;
}

/// Whether an identity reshape of the same rank (special_zero copying every
/// dim) can declare the type of `castOp`.
static bool hasIdentityReshape(tensor::CastOp castOp) {
  auto sourceType = dyn_cast<RankedTensorType>(castOp.getSource().getType());
  auto castType = cast<RankedTensorType>(castOp.getType());
  if (!sourceType || sourceType.getRank() != castType.getRank() ||
      castType.getRank() == 0)
    return false;
  SmallVector<int64_t> copyEveryDim(castType.getRank(), 0);
  return !rules::inferReshape(getDims(sourceType), copyEveryDim,
                              /*specialZero=*/true, castType.getShape())
              .failed();
}

/// Whether the reshape `producer` can itself declare the type of `castOp`,
/// its only use (see FoldResultCast): the rules do not reject that type on
/// it at compile time.
static bool canFoldIntoReshape(tensor::CastOp castOp, Operation *producer) {
  if (!producer->hasOneUse() || producer->getBlock() != castOp->getBlock() ||
      hasEffectBetween(producer, castOp))
    return false;
  auto castType = cast<RankedTensorType>(castOp.getType());
  if (auto op = dyn_cast<StaticReshapeOp>(producer))
    return !rules::inferReshape(getDims(op.getInput().getType()), op.getShape(),
                                op.getSpecialZero(), castType.getShape())
                .failed();
  auto inputType =
      cast<TensorType>(cast<DynamicReshapeOp>(producer).getInput().getType());
  return !(
      inputType.hasStaticShape() && castType.hasStaticShape() &&
      rules::checkStaticVolumes(inputType.getShape(), castType.getShape()));
}

/// tensor.cast of a reshape result to a more static type: a reshape that
/// declares that type, so that it is checked when the program runs, where
/// the cast's value is used. Only for a cast whose consumers
/// (getConsumers) are ops of its own block that hold no region, with no op
/// of an effect before the first of them, and that no
/// reshape-check-tensor-extents checks already (which stops only where a
/// select or a branch picks its value): a cast's value used only in an
/// scf.if branch or a loop body may never be used (the cast is pure, so
/// --loop-invariant-code-motion hoists it, and the casts after it, out of
/// a loop that may not run, where checking its type would stop a valid
/// program), and the check must not run before what runs first.
///  - When the cast is the reshape's only use, in its block, with no op of
///    an effect in between, the reshape itself declares the type.
///  - Otherwise, and when the rules reject the cast's type on the reshape
///    at compile time (a check that fails whenever it runs must still run
///    where the cast's value is used, not make the reshape invalid), the
///    cast becomes an identity static_reshape of the same rank (special_zero
///    copies every dim) that declares the cast's type, where the cast was.
struct FoldResultCast : public OpRewritePattern<tensor::CastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::CastOp castOp,
                                PatternRewriter &rewriter) const override {
    return rewrite(castOp, rewriter);
  }

  static LogicalResult rewrite(tensor::CastOp castOp, RewriterBase &rewriter) {
    switch (matchResultCast(castOp)) {
    case ResultCastMatch::NotAResultCast:
      return failure();
    case ResultCastMatch::NotUsedOnEveryPath:
      return rewriter.notifyMatchFailure(
          castOp, "the cast's value may not be used on every path");
    case ResultCastMatch::EffectBeforeUse:
      return rewriter.notifyMatchFailure(
          castOp, "an op between the cast and the use of its value has an "
                  "effect");
    case ResultCastMatch::Matched:
    case ResultCastMatch::MatchedMayNotBePicked:
      break;
    }
    return apply(castOp,
                 canFoldIntoReshape(castOp, castOp.getSource().getDefiningOp()),
                 rewriter);
  }

  /// The rewrite of a matched cast: into the reshape (`intoReshape`, as
  /// canFoldIntoReshape says), else at the cast.
  static LogicalResult apply(tensor::CastOp castOp, bool intoReshape,
                             RewriterBase &rewriter) {
    auto castType = cast<RankedTensorType>(castOp.getType());
    if (intoReshape)
      return foldIntoReshape(castOp, castOp.getSource().getDefiningOp(),
                             castType, rewriter);
    return checkAtCast(castOp, castType, rewriter);
  }

private:
  /// The reshape declares the cast's type, where it was.
  static LogicalResult foldIntoReshape(tensor::CastOp castOp,
                                       Operation *producer,
                                       RankedTensorType castType,
                                       RewriterBase &rewriter) {
    Operation *replacement;
    rewriter.setInsertionPoint(producer);
    if (auto op = dyn_cast<StaticReshapeOp>(producer)) {
      replacement = StaticReshapeOp::create(rewriter, op.getLoc(), castType,
                                            op.getInput(), op.getShapeAttr(),
                                            op.getSpecialZeroAttr());
    } else {
      auto dynamic = cast<DynamicReshapeOp>(producer);
      replacement = DynamicReshapeOp::create(
          rewriter, dynamic.getLoc(), castType, dynamic.getInput(),
          dynamic.getShape(), dynamic.getSpecialZeroAttr());
    }
    rewriter.replaceOp(castOp, replacement->getResults());
    // The new op checks all the old one did, and the cast type: the old
    // one goes, even though it writes the check resource.
    rewriter.eraseOp(producer);
    return success();
  }

  /// An identity reshape that declares the cast's type replaces the cast.
  static LogicalResult checkAtCast(tensor::CastOp castOp,
                                   RankedTensorType castType,
                                   RewriterBase &rewriter) {
    if (!hasIdentityReshape(castOp))
      return rewriter.notifyMatchFailure(
          castOp, "no identity reshape of the source declares the cast's "
                  "type (it changes the rank, or contradicts the source)");
    SmallVector<int64_t> copyEveryDim(castType.getRank(), 0);
    rewriter.setInsertionPoint(castOp);
    rewriter.replaceOpWithNewOp<StaticReshapeOp>(
        castOp, castType, castOp.getSource(),
        rewriter.getDenseI64ArrayAttr(copyEveryDim),
        rewriter.getBoolAttr(true));
    return success();
  }
};

/// tensor.dim of a static_reshape result that needs no runtime check -> the
/// extent the rules give.
struct DimOfStaticReshape : public OpRewritePattern<tensor::DimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::DimOp dim,
                                PatternRewriter &rewriter) const override {
    auto op = dim.getSource().getDefiningOp<StaticReshapeOp>();
    std::optional<int64_t> index = dim.getConstantIndex();
    if (!op || !index)
      return failure();
    // Only a reshape that needs no runtime check: otherwise the dim would be
    // computed without the check, and the reshape, now maybe unused, would
    // be erased with it (found by the differential test).
    if (op.getSpeculatability() != Speculation::Speculatable)
      return failure();
    auto resultType = cast<RankedTensorType>(op.getType());
    if (*index < 0 || *index >= resultType.getRank() ||
        !resultType.isDynamicDim(*index))
      return failure();
    ReshapeShapeBuilder shape(rewriter, dim.getLoc(), op.getInput(),
                              ReshapeTarget::fromValues(op.getShape()),
                              op.getSpecialZero(), /*checks=*/nullptr);
    if (failed(shape.build(std::nullopt)))
      return failure();
    rewriter.replaceOp(
        dim, getValueOrCreateConstantIndexOp(rewriter, dim.getLoc(),
                                             shape.getResultDim(*index)));
    return success();
  }
};

} // namespace

// The rewrites rooted at a reshape run as one pattern per op, in this
// order: the greedy driver tries the patterns of an op one at a time, at a
// cost for each, every time it visits the op.

/// The casts of `op`'s result to a more static type become checks first
/// (FoldResultCast), whichever op the driver visits first: a rewrite that
/// replaces the reshape (by tensor.empty, by a cast) would leave such a
/// cast unchecked, and upstream's tensor.dim folder trusts its extents. In
/// program order, so that their checks come in that order.
static LogicalResult rewriteResultCasts(Operation *op,
                                        PatternRewriter &rewriter) {
  SmallVector<tensor::CastOp, 2> casts;
  for (Operation *user : op->getResult(0).getUsers())
    if (auto castOp = dyn_cast<tensor::CastOp>(user))
      casts.push_back(castOp);
  if (casts.empty())
    return failure();
  llvm::sort(casts, [](tensor::CastOp a, tensor::CastOp b) {
    if (a->getBlock() != b->getBlock())
      return a->getBlock() < b->getBlock();
    return a->isBeforeInBlock(b);
  });
  // All of them in one visit: the driver may visit a use of a later cast
  // before it comes back to the reshape, and upstream's patterns rewrite a
  // tensor.extract of a cast into one of its source (found by review). Only
  // the reshape's sole cast is folded into it (which erases it).
  bool changed = false;
  for (tensor::CastOp castOp : casts)
    changed |= succeeded(FoldResultCast::rewrite(castOp, rewriter));
  return success(changed);
}

LogicalResult StaticReshapeOp::canonicalize(StaticReshapeOp op,
                                            PatternRewriter &rewriter) {
  return success(succeeded(rewriteResultCasts(op, rewriter)) ||
                 succeeded(rewriteToExplicitDims(op, rewriter)) ||
                 succeeded(rewriteIdentityToCast(op, rewriter)) ||
                 succeeded(foldInputCast(op, rewriter)) ||
                 succeeded(rewriteReshapeOfEmpty(op, rewriter)));
}

LogicalResult DynamicReshapeOp::canonicalize(DynamicReshapeOp op,
                                             PatternRewriter &rewriter) {
  return success(succeeded(rewriteResultCasts(op, rewriter)) ||
                 succeeded(rewriteConstantShape(op, rewriter)) ||
                 succeeded(foldInputCast(op, rewriter)));
}

// The patterns rooted at tensor ops, added once for the dialect.
void ReshapeDialect::getCanonicalizationPatterns(
    RewritePatternSet &results) const {
  results.add<FoldResultCast, DimOfStaticReshape>(getContext());
}

bool reshape::checkResultCastsAsCanonicalizationWould(
    ArrayRef<tensor::CastOp> casts) {
  // Every decision first: a rewrite puts a check between another cast and
  // its use, or a stop of that other cast's users in its way.
  SmallVector<std::pair<tensor::CastOp, bool>> decisions;
  for (tensor::CastOp castOp : casts) {
    if (matchResultCast(castOp) != ResultCastMatch::Matched)
      continue;
    // The reshape itself declares the type, or else an identity reshape.
    bool intoReshape =
        canFoldIntoReshape(castOp, castOp.getSource().getDefiningOp());
    if (intoReshape || hasIdentityReshape(castOp))
      decisions.emplace_back(castOp, intoReshape);
  }
  if (decisions.empty())
    return false;
  IRRewriter rewriter(decisions.front().first.getContext());
  for (auto [castOp, intoReshape] : decisions)
    (void)FoldResultCast::apply(castOp, intoReshape, rewriter);
  return true;
}

bool reshape::hasResultCastToCheck(Value result) {
  return llvm::any_of(result.getUsers(), [](Operation *user) {
    auto castOp = dyn_cast<tensor::CastOp>(user);
    if (!castOp)
      return false;
    ResultCastMatch match = matchResultCast(castOp);
    return match == ResultCastMatch::Matched ||
           match == ResultCastMatch::MatchedMayNotBePicked;
  });
}
