//===- ReshapeToTensor.cpp - Lower reshape ops to tensor ops --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Each reshape becomes: the runtime checks of the rules that are not proven
// at compile time (ShapeRulesBuilder with a StderrCheckEmitter), then the
// fewest tensor ops that produce the result as a view:
//   - identity: nothing;
//   - expand_shape or collapse_shape when the symbolic result dims split
//     into groups that only expand or only collapse;
//   - collapse_shape of each group to one dim, then expand_shape;
//   - tensor.reshape with an index shape when no grouping is known (unranked
//     input, dynamic_reshape) or an expand group would have more than one
//     dynamic dim (MLIR 22.1's expand-strided-metadata cannot lower those).
// A dynamic_reshape of a ranked input by a shape of static length calls a
// shape resolution function that holds the checks and the arithmetic, one
// per signature, instead of carrying them inline.
// Ops are built with the most static type the rules and the written result
// type give; a tensor.cast restores the written type.
//
//===----------------------------------------------------------------------===//

#include "reshape/Conversion/ReshapeToTensor/ReshapeToTensor.h"

#include "AssertCheckEmitter.h"
#include "ShapeResolutionFunction.h"
#include "StderrCheckEmitter.h"
#include "SymbolAccess.h"

#include "reshape/Conversion/ReshapeToTensor/CheckLocation.h"
#include "reshape/IR/ReshapeOps.h"
#include "reshape/IR/ShapeRulesBuilder.h"
#include "reshape/ShapeRules/StaticShapeInference.h"
#include "reshape/ShapeRules/SymbolicShapeInference.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::reshape;
using rules::ReshapeGroup;
using rules::SymbolicExtent;

namespace {

/// What the lowering knows about one reshape.
struct ReshapePlan {
  /// The input, and the input dims as symbolic extents (ranked inputs).
  Value input;
  SmallVector<SymbolicExtent> inputExtents;
  /// The result dims as symbolic extents, std::nullopt where unknown.
  SmallVector<std::optional<SymbolicExtent>> resultExtents;
  /// The most static result type (ranked) or the written unranked one.
  TensorType refinedType;
  /// The written result type.
  TensorType resultType;
  /// The result dims returned by a shape resolution function, when the
  /// lowering called one.
  SmallVector<Value> resolvedDims;
};

} // namespace

/// The extent of result dim `i`: a constant when the refined type has it,
/// otherwise the value the rules resolved.
static OpFoldResult getResultExtent(OpBuilder &b, const ReshapePlan &plan,
                                    ReshapeShapeBuilder *shape, int64_t i) {
  auto refined = cast<RankedTensorType>(plan.refinedType);
  if (!refined.isDynamicDim(i))
    return b.getIndexAttr(refined.getDimSize(i));
  if (!plan.resolvedDims.empty())
    return plan.resolvedDims[i];
  return shape->getResultDim(i);
}

/// tensor.reshape with an index shape tensor.
static Value buildTensorReshape(OpBuilder &b, Location loc,
                                const ReshapePlan &plan,
                                ReshapeShapeBuilder *shape) {
  Value shapeTensor;
  auto refined = dyn_cast<RankedTensorType>(plan.refinedType);
  if (refined && (refined.getRank() <= kMaxUnrolledLength ||
                  !plan.resolvedDims.empty() || !shape)) {
    SmallVector<Value> extents;
    for (int64_t i = 0, e = refined.getRank(); i < e; ++i)
      extents.push_back(getValueOrCreateConstantIndexOp(
          b, loc, getResultExtent(b, plan, shape, i)));
    shapeTensor = tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({refined.getRank()}, b.getIndexType()),
        extents);
  } else {
    // An unranked result, or one of many dims: the rules in a loop.
    shapeTensor = shape->buildResultShapeTensor();
    // Upstream lowers a memref.reshape by a shape of static length only to
    // a ranked result.
    auto shapeType = cast<RankedTensorType>(shapeTensor.getType());
    if (!refined && shapeType.hasStaticShape())
      shapeTensor = tensor::CastOp::create(
          b, loc,
          RankedTensorType::get({ShapedType::kDynamic},
                                shapeType.getElementType()),
          shapeTensor);
  }
  return tensor::ReshapeOp::create(b, loc, plan.refinedType, plan.input,
                                   shapeTensor);
}

/// Whether an expand group would have more than one dynamic result dim.
static bool hasMultiDynamicExpandGroup(ArrayRef<ReshapeGroup> groups,
                                       RankedTensorType refined) {
  return llvm::any_of(groups, [&](const ReshapeGroup &g) {
    unsigned dynamic = 0;
    for (unsigned i = g.outBegin; i < g.outEnd; ++i)
      dynamic += refined.isDynamicDim(i);
    return g.getNumOutputs() > 1 && dynamic > 1;
  });
}

/// The reassociation of the input (or result) dims by group.
static SmallVector<ReassociationIndices>
getReassociation(ArrayRef<ReshapeGroup> groups, bool ofInputs) {
  SmallVector<ReassociationIndices> reassociation;
  for (const ReshapeGroup &g : groups) {
    ReassociationIndices indices;
    unsigned begin = ofInputs ? g.inBegin : g.outBegin;
    unsigned end = ofInputs ? g.inEnd : g.outEnd;
    for (unsigned d = begin; d < end; ++d)
      indices.push_back(d);
    reassociation.push_back(std::move(indices));
  }
  return reassociation;
}

/// The fewest expand/collapse ops for `groups`, or a null value when they
/// cannot express the reshape.
static Value buildGroupedReshape(OpBuilder &b, Location loc,
                                 const ReshapePlan &plan,
                                 ArrayRef<ReshapeGroup> groups,
                                 ReshapeShapeBuilder *shape) {
  auto inputType = cast<RankedTensorType>(plan.input.getType());
  auto refined = cast<RankedTensorType>(plan.refinedType);
  bool singleInputs = llvm::all_of(
      groups, [](const ReshapeGroup &g) { return g.getNumInputs() == 1; });
  bool singleOutputs = llvm::all_of(
      groups, [](const ReshapeGroup &g) { return g.getNumOutputs() == 1; });
  if (groups.empty()) {
    // A rank-0 side: the other side is all unit dims.
    singleInputs = inputType.getRank() == 0;
    singleOutputs = refined.getRank() == 0;
  }

  // Identity: every group is one dim to one dim.
  if (singleInputs && singleOutputs && inputType.getRank() == refined.getRank())
    return plan.input;

  // expand_shape and collapse_shape multiply the static dims of a group in
  // wrapping 64-bit arithmetic: a product that overflows gives a wrong
  // static extent (found by the builder fuzzer: a 2^64-element input
  // collapsed into tensor<1x0xbf16>). And One-Shot Bufferize takes a product
  // of 0 for a static 0 even when the group has `?` dims, building a
  // memref.collapse_shape that fails to verify. Such groups take
  // tensor.reshape.
  auto unsafeGroup = [](ArrayRef<int64_t> dims) {
    bool dynamic = false;
    int64_t product = 1;
    for (int64_t d : dims) {
      if (ShapedType::isDynamic(d)) {
        dynamic = true;
        continue;
      }
      if (rules::mulOverflows(product, d))
        return true;
      product *= d;
    }
    return dynamic && product == 0;
  };
  for (const ReshapeGroup &g : groups)
    if (unsafeGroup(inputType.getShape().slice(g.inBegin, g.getNumInputs())) ||
        unsafeGroup(refined.getShape().slice(g.outBegin, g.getNumOutputs())))
      return Value();

  if (singleOutputs) {
    SmallVector<ReassociationIndices> reassociation =
        getReassociation(groups, /*ofInputs=*/true);
    auto collapsedType =
        tensor::CollapseShapeOp::inferCollapsedType(inputType, reassociation);
    return tensor::CollapseShapeOp::create(b, loc, collapsedType, plan.input,
                                           reassociation);
  }
  if (hasMultiDynamicExpandGroup(groups, refined))
    return Value();

  // Collapse each group to one dim unless expanding is all it needs.
  Value source = plan.input;
  if (!singleInputs) {
    SmallVector<ReassociationIndices> reassociation =
        getReassociation(groups, /*ofInputs=*/true);
    auto collapsedType =
        tensor::CollapseShapeOp::inferCollapsedType(inputType, reassociation);
    source = tensor::CollapseShapeOp::create(b, loc, collapsedType, plan.input,
                                             reassociation);
  }
  auto sourceType = cast<RankedTensorType>(source.getType());
  SmallVector<OpFoldResult> outputShape;
  SmallVector<int64_t> resultDims;
  for (int64_t i = 0, e = refined.getRank(); i < e; ++i) {
    outputShape.push_back(getResultExtent(b, plan, shape, i));
    resultDims.push_back(refined.getDimSize(i));
  }
  // expand_shape relates static groups only to static source dims (its
  // verifier rejects a dynamic source dim expanded into static dims, and
  // casting the source static gets folded into an invalid memref
  // collapse_shape after bufferization): otherwise tensor.reshape.
  for (auto [g, group] : llvm::enumerate(groups)) {
    ArrayRef<int64_t> outDims =
        ArrayRef(resultDims).slice(group.outBegin, group.getNumOutputs());
    bool staticGroup = llvm::none_of(outDims, ShapedType::isDynamic);
    if (staticGroup != !sourceType.isDynamicDim(g))
      return Value();
  }
  return tensor::ExpandShapeOp::create(
      b, loc, refined.clone(resultDims), source,
      getReassociation(groups, /*ofInputs=*/false), outputShape);
}

/// A value of `type` for code after a check that always fails: it is never
/// used at run time, but keeps the IR valid. Its `?` extents are opaque to
/// every folder (an index_cast of a frozen LLVM poison), not constants: a
/// static element count would flow into later reshapes, where upstream's
/// tensor.reshape folder could compose it with a static result of another
/// count, which does not verify. Not a poison either (`ub.poison`, or an
/// LLVM poison unfrozen, which folds to a poison attribute through the
/// index_cast): upstream's tensor.from_elements folder reads its attribute
/// as an integer (MLIR 22.1; two differential fuzzer findings, and a
/// crash under MALLOC_PERTURB_ of a dim of such a value in a
/// from_elements).
static Value buildUnreachableResult(OpBuilder &b, Location loc,
                                    TensorType type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked)
    ranked =
        RankedTensorType::get({ShapedType::kDynamic}, type.getElementType());
  SmallVector<Value> dynamicDims;
  if (ranked.getNumDynamicDims() > 0) {
    Value poison = LLVM::PoisonOp::create(b, loc, b.getI64Type());
    Value frozen = LLVM::FreezeOp::create(b, loc, poison);
    Value extent = arith::IndexCastOp::create(b, loc, b.getIndexType(), frozen);
    dynamicDims.assign(ranked.getNumDynamicDims(), extent);
  }
  Value empty = tensor::EmptyOp::create(b, loc, ranked, dynamicDims);
  if (empty.getType() == type)
    return empty;
  return tensor::CastOp::create(b, loc, type, empty);
}

Operation *mlir::reshape::getCheckFenceYield(Operation *op) {
  auto fence = dyn_cast_if_present<scf::ExecuteRegionOp>(op);
  if (!fence || !fence->hasAttr(kCheckFenceAttrName) ||
      !fence.getRegion().hasOneBlock())
    return nullptr;
  return dyn_cast<scf::YieldOp>(fence.getRegion().front().getTerminator());
}

/// The value a check fence yields for its result `result`; null when
/// `result` is not a check fence's.
static Value getFencedValue(Value result) {
  Operation *yield = getCheckFenceYield(result.getDefiningOp());
  if (!yield)
    return nullptr;
  return yield->getOperand(cast<OpResult>(result).getResultNumber());
}

/// The element count of `tensor` when its type is static, or when it is a
/// reshape or cast (ours, not yet lowered: the conversion replaces them
/// lazily; tensor.reshape, expand_shape, collapse_shape, cast; through a
/// check fence) of a chain from a static tensor; std::nullopt otherwise. A
/// reshape of ours keeps the count or fails its check first. The walk stops at
/// the first static type, so lowering a chain costs linear time.
static std::optional<int64_t> getKnownElementCount(Value tensor) {
  SmallPtrSet<Operation *, 8> visited;
  while (true) {
    auto type = dyn_cast<RankedTensorType>(tensor.getType());
    if (type && type.hasStaticShape())
      return rules::getElementCount(type.getShape());
    Operation *def = tensor.getDefiningOp();
    // A graph region may hold a cycle.
    if (!def || !visited.insert(def).second)
      return std::nullopt;
    if (auto reshape = dyn_cast<StaticReshapeOp>(def)) {
      // A target that fixes every extent fixes the count: past the op's
      // checks, its result has that many elements (a written type may be
      // less static, and a fence or a chain may hide the input's).
      std::optional<ArrayRef<int64_t>> inputDims;
      if (auto ranked =
              dyn_cast<RankedTensorType>(reshape.getInput().getType()))
        inputDims = ranked.getShape();
      rules::ShapeInference inferred = rules::inferReshape(
          inputDims, reshape.getShape(), reshape.getSpecialZero());
      if (!inferred.failed() &&
          llvm::none_of(inferred.dims, ShapedType::isDynamic))
        return rules::getElementCount(inferred.dims);
      tensor = reshape.getInput();
    } else if (auto reshape = dyn_cast<DynamicReshapeOp>(def))
      tensor = reshape.getInput();
    else if (auto reshape = dyn_cast<tensor::ReshapeOp>(def))
      tensor = reshape.getSource();
    else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(def))
      tensor = collapse.getSrc();
    else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(def))
      tensor = expand.getSrc();
    else if (auto cast = dyn_cast<tensor::CastOp>(def))
      tensor = cast.getSource();
    else if (Value yielded = getFencedValue(tensor))
      tensor = yielded;
    else
      return std::nullopt;
  }
}

/// Whether a cast from `from` to `to` adds static extents. (One that only
/// adds a rank stays a cast: upstream makes the producer of no unranked
/// tensor ranked, and the lowering looks for it, to build a result only
/// cast back to an unranked tensor unranked.)
static bool addsStaticExtents(Type from, TensorType to) {
  auto ranked = dyn_cast<RankedTensorType>(to);
  auto source = dyn_cast<RankedTensorType>(from);
  if (!ranked || !source)
    return false;
  for (auto [fromExtent, toExtent] :
       llvm::zip_equal(source.getShape(), ranked.getShape()))
    if (ShapedType::isDynamic(fromExtent) && !ShapedType::isDynamic(toExtent))
      return true;
  return false;
}

/// `value` as a tensor of `type`, which its checks guarantee: a cast where
/// the cast adds no static extent, else a slice of the whole of `value` (a
/// view of any layout). Upstream's canonicalization takes a cast that adds
/// static extents for a fact about its source everywhere, also before the
/// check that guards the cast: it made the tensor.empty and linalg.fill of
/// a reshape's input static, and a use before a failing check saw the
/// wrong element count (differential fuzzer).
static Value retype(OpBuilder &b, Location loc, Value value, TensorType type) {
  if (!addsStaticExtents(value.getType(), type))
    return tensor::CastOp::create(b, loc, type, value);
  auto ranked = cast<RankedTensorType>(type);
  SmallVector<OpFoldResult> offsets(ranked.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> strides(ranked.getRank(), b.getIndexAttr(1));
  SmallVector<OpFoldResult> sizes;
  for (auto [i, extent] : llvm::enumerate(ranked.getShape()))
    sizes.push_back(ShapedType::isDynamic(extent)
                        ? OpFoldResult(tensor::DimOp::create(b, loc, value, i))
                        : OpFoldResult(b.getIndexAttr(extent)));
  return tensor::ExtractSliceOp::create(b, loc, ranked, value, offsets, sizes,
                                        strides);
}

/// Builds the tensor ops of one reshape whose result dims `plan` or `shape`
/// give; returns the result with the written type.
static Value buildReshapeOps(OpBuilder &b, Location loc,
                             const ReshapePlan &plan,
                             ReshapeShapeBuilder *shape) {
  // An input whose element count is known (from its type, or from a static
  // tensor it reshapes) and a static written result of another count: every
  // value of the target fails a check (R5 or R6) before the result is used,
  // and no tensor op relates them (upstream folds a tensor.reshape of a
  // tensor.reshape into one of the first source, which would not verify).
  if (plan.refinedType.hasStaticShape()) {
    std::optional<int64_t> inputCount = getKnownElementCount(plan.input);
    std::optional<int64_t> resultCount =
        rules::getElementCount(plan.refinedType.getShape());
    if (inputCount && resultCount && *inputCount != *resultCount)
      return buildUnreachableResult(b, loc, plan.resultType);
  }
  Value result;
  if (isa<RankedTensorType>(plan.input.getType()) &&
      isa<RankedTensorType>(plan.refinedType)) {
    if (std::optional<SmallVector<ReshapeGroup>> groups =
            rules::computeReshapeGroups(plan.inputExtents, plan.resultExtents))
      result = buildGroupedReshape(b, loc, plan, *groups, shape);
  }
  if (!result)
    result = buildTensorReshape(b, loc, plan, shape);
  if (result.getType() == plan.resultType)
    return result;
  return retype(b, loc, result, plan.resultType);
}

/// Builds the checks and the tensor ops of one reshape inline; returns the
/// result with the written type.
static Value lowerReshape(OpBuilder &b, Location loc, const ReshapePlan &plan,
                          ReshapeTarget target, bool specialZero,
                          RuntimeCheckEmitter *checks) {
  std::optional<ArrayRef<int64_t>> declared;
  if (auto ranked = dyn_cast<RankedTensorType>(plan.resultType))
    declared = ranked.getShape();
  ReshapeShapeBuilder shape(b, loc, plan.input, target, specialZero, checks);
  if (failed(shape.build(declared)))
    return buildUnreachableResult(b, loc, plan.resultType);
  return buildReshapeOps(b, loc, plan, &shape);
}

/// Lowers a dynamic_reshape of a ranked input by a shape of static length:
/// a call of the shape resolution function shared by every op of the same
/// signature (see ShapeResolutionFunction.h), then the tensor ops.
static Value
lowerThroughResolutionFunction(OpBuilder &b, Location loc, DynamicReshapeOp op,
                               ReshapePlan &plan, Value shape,
                               const ReshapeToTensorOptions &options) {
  auto inputType = cast<RankedTensorType>(plan.input.getType());
  auto resultType = cast<RankedTensorType>(plan.resultType);
  // Without checks, a fully static result needs nothing from the values.
  if (!options.runtimeChecks && resultType.hasStaticShape())
    return buildReshapeOps(b, loc, plan, /*shape=*/nullptr);

  auto shapeType = cast<RankedTensorType>(shape.getType());
  ShapeResolutionSignature signature{
      op->getName().getStringRef(), inputType.getShape(), resultType.getRank(),
      shapeType.getElementType(),   op.getSpecialZero(),  resultType.getShape(),
      options.runtimeChecks};
  func::FuncOp function = getOrCreateShapeResolutionFunction(
      b, loc, op->getParentOfType<ModuleOp>(), signature, options.symbolTables);

  SmallVector<Value> args;
  for (int64_t d = 0, e = inputType.getRank(); d < e; ++d)
    if (inputType.isDynamicDim(d))
      args.push_back(tensor::DimOp::create(b, loc, plan.input, d));
  for (int64_t i = 0, e = resultType.getRank(); i < e; ++i)
    args.push_back(tensor::ExtractOp::create(
        b, loc, shape,
        ValueRange{arith::ConstantIndexOp::create(b, loc, i).getResult()}));
  // The messages of the checks start with the op's location.
  if (options.runtimeChecks)
    args.push_back(buildStringAddress(b, loc, op->getParentOfType<ModuleOp>(),
                                      getCheckLocationPrefix(op.getLoc()),
                                      options.symbolTables));
  auto call = func::CallOp::create(b, loc, function, args);
  plan.resolvedDims.assign(call.getResults().begin(), call.getResults().end());
  return buildReshapeOps(b, loc, plan, /*shape=*/nullptr);
}

/// The runtime-check emitter for `op`, or null when checks are off.
static std::unique_ptr<RuntimeCheckEmitter>
getCheckEmitter(Operation *op, const ReshapeToTensorOptions &options) {
  if (!options.runtimeChecks)
    return nullptr;
  std::string prefix = getCheckLocationPrefix(op->getLoc());
  if (options.checkMode == RuntimeCheckMode::Assert)
    return std::make_unique<AssertCheckEmitter>(std::move(prefix),
                                                op->getName().getStringRef());
  auto module = op->getParentOfType<ModuleOp>();
  return std::make_unique<StderrCheckEmitter>(
      std::move(prefix), op->getName().getStringRef(), module,
      options.symbolTables,
      /*callThroughAddress=*/getSymbolAccess(op, module) !=
          SymbolAccess::Direct);
}

/// The users of `op` when its result has more than kMaxUnrolledLength dims
/// and every user casts it to an unranked tensor; empty otherwise. Such a
/// result is built unranked: no type of that rank reaches upstream's memref
/// lowering, which flattens the identity layout of a memref type in time
/// quadratic in its rank.
static SmallVector<tensor::CastOp> getUnrankedUsers(DynamicReshapeOp op) {
  auto type = dyn_cast<RankedTensorType>(op.getType());
  if (!type || type.getRank() <= kMaxUnrolledLength)
    return {};
  SmallVector<tensor::CastOp> casts;
  for (Operation *user : op->getUsers()) {
    auto cast = dyn_cast<tensor::CastOp>(user);
    if (!cast || !isa<UnrankedTensorType>(cast.getType()))
      return {};
    casts.push_back(cast);
  }
  return casts;
}

/// Builds the lowering of `op` (its checks and tensor ops) with `build`,
/// inside a check fence (see kCheckFenceAttrName) when checks are on and it
/// emitted one (an op that is not pure): in a loop or not, as later passes
/// (--inline, --lift-cf-to-scf) may put the code in one. A cast the
/// lowering ends with goes after the fence.
static Value buildInCheckFence(ConversionPatternRewriter &rewriter,
                               Operation *op, bool checked,
                               llvm::function_ref<Value()> build) {
  if (!checked)
    return build();
  Location loc = op->getLoc();
  auto fence = scf::ExecuteRegionOp::create(rewriter, loc,
                                            TypeRange{op->getResultTypes()});
  OpBuilder::InsertionGuard guard(rewriter);
  Block *body = rewriter.createBlock(&fence.getRegion());
  Value result = build();
  // Nothing to check (a static reshape, or no checks): the ops in place.
  if (llvm::all_of(*body, [](Operation &o) { return isPure(&o); })) {
    rewriter.inlineBlockBefore(body, fence);
    rewriter.eraseOp(fence);
    return result;
  }
  // Only a cast the lowering built (it may return a value from before the
  // fence, a user's cast of the input, say).
  auto cast = result.getDefiningOp<tensor::CastOp>();
  if (cast && (cast->getBlock() != body || !cast->use_empty()))
    cast = nullptr;
  Value yielded = cast ? cast.getSource() : result;
  scf::YieldOp::create(rewriter, loc, yielded);
  if (yielded.getType() != fence.getResult(0).getType()) {
    // A fence of the yielded type, with the body moved into it.
    rewriter.setInsertionPoint(fence);
    auto typed = scf::ExecuteRegionOp::create(rewriter, loc, yielded.getType());
    rewriter.inlineRegionBefore(fence.getRegion(), typed.getRegion(),
                                typed.getRegion().end());
    rewriter.eraseOp(fence);
    fence = typed;
  }
  fence.setNoInline(true);
  fence->setAttr(kCheckFenceAttrName, rewriter.getUnitAttr());
  rewriter.setInsertionPointAfter(fence);
  if (!cast)
    return fence.getResult(0);
  Type type = result.getType();
  rewriter.eraseOp(cast);
  return tensor::CastOp::create(rewriter, loc, type, fence.getResult(0));
}

namespace {

struct StaticReshapeLowering : OpConversionPattern<StaticReshapeOp> {
  StaticReshapeLowering(MLIRContext *context,
                        const ReshapeToTensorOptions &options)
      : OpConversionPattern(context), options(options) {}

  LogicalResult
  matchAndRewrite(StaticReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::unique_ptr<RuntimeCheckEmitter> checks = getCheckEmitter(op, options);
    ReshapePlan plan;
    plan.input = lookThroughMoreStaticCast(adaptor.getInput());
    plan.resultType = cast<TensorType>(op.getType());
    std::optional<ArrayRef<int64_t>> inputDims;
    if (auto ranked = dyn_cast<RankedTensorType>(plan.input.getType())) {
      inputDims = ranked.getShape();
      plan.inputExtents = rules::getSymbolicDims(ranked.getShape());
    }
    plan.resultExtents = rules::inferSymbolicReshape(inputDims, op.getShape(),
                                                     op.getSpecialZero());
    rules::ShapeInference inferred =
        rules::inferReshape(inputDims, op.getShape(), op.getSpecialZero());
    // A rule that fails on the more static input (seen through a cast) is
    // reported when the op runs; there are no inferred dims to refine with.
    plan.refinedType = inferred.failed()
                           ? plan.resultType
                           : refineType(cast<RankedTensorType>(plan.resultType),
                                        inferred.dims);
    Value result = buildInCheckFence(rewriter, op, checks != nullptr, [&] {
      return lowerReshape(rewriter, op.getLoc(), plan,
                          ReshapeTarget::fromValues(op.getShape()),
                          op.getSpecialZero(), checks.get());
    });
    rewriter.replaceOp(op, result);
    return success();
  }

  ReshapeToTensorOptions options;
};

struct DynamicReshapeLowering : OpConversionPattern<DynamicReshapeOp> {
  DynamicReshapeLowering(MLIRContext *context,
                         const ReshapeToTensorOptions &options)
      : OpConversionPattern(context), options(options) {}

  LogicalResult
  matchAndRewrite(DynamicReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ReshapePlan plan;
    plan.input = lookThroughMoreStaticCast(adaptor.getInput());
    plan.resultType = cast<TensorType>(op.getType());
    plan.refinedType = plan.resultType;
    // The values are only known at run time: only the written type says
    // something about the result, and only a fully static one relates it
    // to the input dims.
    if (auto ranked = dyn_cast<RankedTensorType>(plan.input.getType()))
      plan.inputExtents = rules::getSymbolicDims(ranked.getShape());
    if (auto result = dyn_cast<RankedTensorType>(plan.resultType)) {
      for (int64_t extent : result.getShape())
        plan.resultExtents.push_back(
            ShapedType::isDynamic(extent)
                ? std::nullopt
                : std::optional(SymbolicExtent::constant(extent)));
    }
    auto shapeType = cast<RankedTensorType>(adaptor.getShape().getType());
    SmallVector<tensor::CastOp> unrankedUsers = getUnrankedUsers(op);
    if (!unrankedUsers.empty())
      plan.refinedType =
          UnrankedTensorType::get(plan.resultType.getElementType());
    // Outlined for a ranked input and a short target of static length (a
    // long one is checked in loops over the shape tensor, inline). The shape
    // resolution function is called by name: not from inside an op that may
    // be a symbol table. cf.assert messages hold the op's location: checks
    // in assert mode stay at the op.
    Value result =
        buildInCheckFence(rewriter, op, options.runtimeChecks, [&]() -> Value {
          if (isa<RankedTensorType>(plan.input.getType()) &&
              !shapeType.isDynamicDim(0) &&
              shapeType.getDimSize(0) <= kMaxUnrolledLength &&
              !(options.runtimeChecks &&
                options.checkMode == RuntimeCheckMode::Assert) &&
              getSymbolAccess(op, op->getParentOfType<ModuleOp>()) ==
                  SymbolAccess::Direct)
            return lowerThroughResolutionFunction(
                rewriter, op.getLoc(), op, plan, adaptor.getShape(), options);
          return lowerReshape(rewriter, op.getLoc(), plan,
                              ReshapeTarget::fromTensor(adaptor.getShape()),
                              op.getSpecialZero(),
                              getCheckEmitter(op, options).get());
        });
    // The result is a cast of the unranked tensor.reshape to the written
    // type: its users take the unranked value, and the cast is left dead.
    if (auto cast = result.getDefiningOp<tensor::CastOp>();
        cast && isa<UnrankedTensorType>(cast.getSource().getType()))
      for (tensor::CastOp user : unrankedUsers)
        rewriter.replaceOp(user, cast.getSource());
    rewriter.replaceOp(op, result);
    return success();
  }

  ReshapeToTensorOptions options;
};

} // namespace

void mlir::reshape::populateReshapeToTensorConversionPatterns(
    RewritePatternSet &patterns, const ReshapeToTensorOptions &options) {
  patterns.add<StaticReshapeLowering, DynamicReshapeLowering>(
      patterns.getContext(), options);
}
