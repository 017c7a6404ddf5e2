//===- RefineShapes.cpp - The reshape-refine-shapes pass ------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Re-infers reshape result types in program order and replaces each reshape
// whose type becomes more static; then makes function result types and
// calls follow. Types are never changed in place: ops are replaced, and a
// user that needs the old type gets a tensor.cast.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "UnknownSymbolTables.h"

#include "reshape/IR/ReshapeOps.h"
#include "reshape/ShapeRules/StaticShapeInference.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEREFINESHAPESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;
using namespace mlir::reshape;

/// Uses that accept `refined` in place of the less static type they have:
/// the input of a reshape, dims and returns take any compatible type; a cast
/// only one it can cast to its result (a cast to a contradicting type keeps
/// its source). Not the shape operand of a dynamic_reshape: its length
/// decides whether the result is ranked (R6), and a static length under an
/// unranked result does not verify (red-team review).
static bool acceptsRefinedType(OpOperand &use, Type refined) {
  Operation *user = use.getOwner();
  if (auto cast = dyn_cast<tensor::CastOp>(user))
    return tensor::CastOp::areCastCompatible(refined, cast.getType());
  if (isa<StaticReshapeOp, DynamicReshapeOp>(user))
    return use.getOperandNumber() == 0;
  return isa<tensor::DimOp, func::ReturnOp>(user);
}

/// Uses `refined` (a more static version of `old`) where the users accept
/// it, a tensor.cast to the old type elsewhere.
static void replaceWithRefined(OpBuilder &b, Value old, Value refined) {
  Value cast;
  for (OpOperand &use : llvm::make_early_inc_range(old.getUses())) {
    if (acceptsRefinedType(use, refined.getType())) {
      use.set(refined);
      continue;
    }
    if (!cast) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointAfterValue(refined);
      cast =
          tensor::CastOp::create(b, refined.getLoc(), old.getType(), refined);
    }
    use.set(cast);
  }
}

/// The type a reshape gets from its current input (and a constant shape):
/// its current type when nothing is learned, a located error when they
/// provably break a rule.
static FailureOr<Type> inferRefinedType(Operation *op) {
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!resultType)
    return op->getResult(0).getType();
  Type inputType = op->getOperand(0).getType();
  std::optional<ArrayRef<int64_t>> inputDims;
  if (auto ranked = dyn_cast<RankedTensorType>(inputType))
    inputDims = ranked.getShape();
  SmallVector<int64_t> values;
  bool specialZero;
  if (auto reshape = dyn_cast<StaticReshapeOp>(op)) {
    values = llvm::to_vector(reshape.getShape());
    specialZero = reshape.getSpecialZero();
  } else {
    auto dynamic = cast<DynamicReshapeOp>(op);
    std::optional<SmallVector<int64_t>> constantValues =
        getConstantTargetValues(dynamic.getShape());
    if (!constantValues) {
      // R10 is all that a more static input can add.
      auto input = cast<TensorType>(inputType);
      if (input.hasStaticShape() && resultType.hasStaticShape()) {
        if (std::optional<rules::Violation> violation =
                rules::checkStaticVolumes(input.getShape(),
                                          resultType.getShape()))
          return op->emitOpError(violation->str());
      }
      return Type(resultType);
    }
    values = std::move(*constantValues);
    specialZero = dynamic.getSpecialZero();
  }
  rules::ShapeInference inference = rules::inferReshape(
      inputDims, values, specialZero, resultType.getShape());
  if (inference.failed())
    return op->emitOpError(inference.violation->str());
  return Type(refineType(resultType, inference.dims));
}

/// `refined`, but with the old extents where a cast of `result` that claims
/// an extent the rules do not give (a static one where `refined` has `?` or
/// another number) would no longer be a cast to a more static type: where
/// `refined` has a number and the cast `?` or another number. Such a cast
/// stays a cast of the reshape result to a more static type, which
/// canonicalization checks where its value is used. Made a cast of a cast
/// to the old type (a contradiction) or a cast both more and less static
/// than its source (`?x6` to `2x?`), it was checked by nothing, and
/// upstream's folds took its extents for facts (found by review: a dim of 3
/// read as the cast's 4, a dim of 1 as 2).
static Type keepCheckedCasts(Value result, Type refined) {
  auto refinedType = dyn_cast<RankedTensorType>(refined);
  auto oldType = dyn_cast<RankedTensorType>(result.getType());
  if (!refinedType || !oldType)
    return refined;
  SmallVector<int64_t> dims(refinedType.getShape());
  for (Operation *user : result.getUsers()) {
    auto castOp = dyn_cast<tensor::CastOp>(user);
    auto castType =
        castOp ? dyn_cast<RankedTensorType>(castOp.getType()) : nullptr;
    if (!castType || castType.getRank() != refinedType.getRank())
      continue;
    auto agrees = [&](int64_t d) { return castType.getDimSize(d) == dims[d]; };
    bool claimsMore =
        llvm::any_of(llvm::seq<int64_t>(0, castType.getRank()), [&](int64_t d) {
          return !castType.isDynamicDim(d) && !agrees(d);
        });
    if (!claimsMore)
      continue;
    for (auto [d, dim] : llvm::enumerate(dims))
      if (!ShapedType::isDynamic(dim) && !agrees(d))
        dim = oldType.getDimSize(d);
  }
  return refinedType.clone(dims);
}

/// Refines the reshapes of `func`; fails on a rule violation.
static LogicalResult refineReshapes(func::FuncOp func, bool &changed) {
  OpBuilder b(func.getContext());
  SmallVector<Operation *> reshapes;
  func.walk([&](Operation *op) {
    if (isa<StaticReshapeOp, DynamicReshapeOp>(op))
      reshapes.push_back(op);
  });
  // Program order: a refined result reaches the reshapes after it.
  for (Operation *op : reshapes) {
    FailureOr<Type> refined = inferRefinedType(op);
    if (failed(refined))
      return failure();
    refined = keepCheckedCasts(op->getResult(0), *refined);
    if (*refined == op->getResult(0).getType())
      continue;
    b.setInsertionPoint(op);
    Operation *replacement = b.clone(*op);
    replacement->getResult(0).setType(*refined);
    replaceWithRefined(b, op->getResult(0), replacement->getResult(0));
    op->erase();
    changed = true;
  }
  return success();
}

/// The value a return hands back, seen through a cast to a less static
/// type (a cast that canonicalize or this pass put there for the old
/// signature).
static Value getReturnedValue(Value value) {
  auto cast = value.getDefiningOp<tensor::CastOp>();
  if (cast && tensor::canFoldIntoConsumerOp(cast))
    return cast.getSource();
  return value;
}

/// Makes the result types of `func` as static as the values it returns,
/// with casts at the returns that need the old type; with
/// `keepSignature`, only the casts.
static bool refineResultTypes(func::FuncOp func, bool keepSignature) {
  SmallVector<func::ReturnOp> returns;
  // Its own returns, not those of a function in a module nested in it.
  func.walk([&](func::ReturnOp ret) {
    if (ret->getParentOfType<func::FuncOp>() == func)
      returns.push_back(ret);
  });
  // A function that never returns (its blocks end in llvm.unreachable, say)
  // has nothing to learn from.
  if (returns.empty())
    return false;
  SmallVector<Type> results(func.getResultTypes());
  bool changed = false;
  for (unsigned i = 0, e = results.size(); i < e && !keepSignature; ++i) {
    Type candidate = getReturnedValue(returns.front().getOperand(i)).getType();
    bool same = llvm::all_of(returns, [&](func::ReturnOp ret) {
      return getReturnedValue(ret.getOperand(i)).getType() == candidate;
    });
    if (!same || candidate == results[i] ||
        !tensor::preservesStaticInformation(results[i], candidate))
      continue;
    results[i] = candidate;
    changed = true;
  }
  // Returns whose values differ from the new type (or that already had a
  // cast) keep matching the signature through a cast.
  OpBuilder b(func.getContext());
  for (func::ReturnOp ret : returns) {
    for (auto [i, operand] : llvm::enumerate(ret->getOpOperands())) {
      if (operand.get().getType() == results[i])
        continue;
      Value returned = getReturnedValue(operand.get());
      if (returned.getType() == results[i]) {
        Operation *cast = operand.get().getDefiningOp();
        operand.set(returned);
        if (cast->use_empty())
          cast->erase();
        continue;
      }
      b.setInsertionPoint(ret);
      operand.set(
          tensor::CastOp::create(b, ret.getLoc(), results[i], operand.get()));
    }
  }
  if (changed)
    func.setFunctionType(
        FunctionType::get(func.getContext(), func.getArgumentTypes(), results));
  return changed;
}

/// Gives the calls of `func` its result types, with casts to the old types
/// for their users.
static void updateCalls(func::FuncOp func, SymbolUserMap &users) {
  OpBuilder b(func.getContext());
  for (Operation *user : users.getUsers(func)) {
    auto call = dyn_cast<func::CallOp>(user);
    if (!call || call.getResultTypes() == func.getResultTypes())
      continue;
    b.setInsertionPoint(call);
    auto newCall =
        func::CallOp::create(b, call.getLoc(), func, call.getOperands());
    newCall->setDiscardableAttrs(call->getDiscardableAttrDictionary());
    for (auto [old, refined] :
         llvm::zip_equal(call.getResults(), newCall.getResults())) {
      if (old.getType() == refined.getType()) {
        old.replaceAllUsesWith(refined);
        continue;
      }
      replaceWithRefined(b, old, refined);
    }
    call.erase();
  }
}

namespace {
struct ReshapeRefineShapesPass
    : reshape::impl::ReshapeRefineShapesPassBase<ReshapeRefineShapesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // When calls may hide in an op MLIR cannot see into, the callers of a
    // function are unknown: signatures stay, the returns cast.
    if (hasUnknownSymbolTable(module)) {
      for (auto func : module.getOps<func::FuncOp>()) {
        bool changed = false;
        if (failed(refineReshapes(func, changed)))
          return signalPassFailure();
        refineResultTypes(func, /*keepSignature=*/true);
      }
      return;
    }
    // A refined function result refines its callers' reshapes: repeat until
    // nothing changes (each round makes some type strictly more static).
    for (bool changed = true; changed;) {
      changed = false;
      SymbolTableCollection symbolTables;
      SymbolUserMap users(symbolTables, module);
      for (auto func : module.getOps<func::FuncOp>()) {
        if (failed(refineReshapes(func, changed)))
          return signalPassFailure();
        // Only calls follow a new signature: a function that something else
        // names (func.constant, say) keeps its own.
        bool onlyCalled = llvm::all_of(users.getUsers(func), [](Operation *op) {
          return isa<func::CallOp>(op);
        });
        if (refineResultTypes(func, /*keepSignature=*/!onlyCalled)) {
          updateCalls(func, users);
          changed = true;
        }
      }
    }
  }
};
} // namespace
