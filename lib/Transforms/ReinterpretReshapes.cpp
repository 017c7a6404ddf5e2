//===- ReinterpretReshapes.cpp - The reshape-reinterpret-reshapes pass ----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/ShapeRules/StaticShapeInference.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEREINTERPRETRESHAPESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The values of the shape of `reshape`: a 1-D index buffer of static
/// length that a memref.alloc or memref.alloca makes, that only
/// memref.store (at constant indices, in the block of `reshape`, before it)
/// and `reshape` use, and that every element of is stored once.
static FailureOr<SmallVector<Value>> getStoredShape(memref::ReshapeOp reshape) {
  Value shape = reshape.getShape();
  auto type = cast<MemRefType>(shape.getType());
  Operation *alloc = shape.getDefiningOp();
  if (!isa_and_present<memref::AllocOp, memref::AllocaOp>(alloc) ||
      !type.hasStaticShape() || !type.getElementType().isIndex() ||
      alloc->getBlock() != reshape->getBlock())
    return failure();
  SmallVector<Value> values(type.getDimSize(0));
  for (Operation *user : shape.getUsers()) {
    if (user == reshape)
      continue;
    auto store = dyn_cast<memref::StoreOp>(user);
    APInt index;
    if (!store || store.getMemRef() != shape ||
        store->getBlock() != reshape->getBlock() ||
        !store->isBeforeInBlock(reshape) ||
        !matchPattern(store.getIndices().front(), m_ConstantInt(&index)) ||
        index.getZExtValue() >= values.size() || values[index.getZExtValue()])
      return failure();
    values[index.getZExtValue()] = store.getValueToStore();
  }
  if (llvm::is_contained(values, Value()))
    return failure();
  return values;
}

/// Replaces `reshape` by a reinterpret_cast with the stored sizes and their
/// row-major strides, and erases the shape buffer.
static void reinterpret(memref::ReshapeOp reshape, ArrayRef<Value> sizes) {
  OpBuilder b(reshape);
  Location loc = reshape.getLoc();
  SmallVector<OpFoldResult> extents, strides(sizes.size());
  // A static extent of the result type where it has one: the cast's sizes
  // must agree with its type (a value there does not verify; found by
  // fuzzing). A value that differs is a reshape whose check stops the
  // program before its result is used.
  for (auto [size, extent] :
       llvm::zip_equal(sizes, reshape.getType().getShape()))
    extents.push_back(ShapedType::isDynamic(extent)
                          ? getAsOpFoldResult(size)
                          : OpFoldResult(b.getIndexAttr(extent)));
  // Row-major strides: the product of the extents after each dim (multiplied
  // here when both factors are known, by arith.muli otherwise).
  OpFoldResult stride = b.getIndexAttr(1);
  for (int64_t i = sizes.size() - 1; i >= 0; --i) {
    strides[i] = stride;
    if (i == 0)
      break;
    std::optional<int64_t> known = getConstantIntValue(stride),
                           extent = getConstantIntValue(extents[i]);
    if (known == 1) {
      stride = extents[i];
    } else if (int64_t product; known && extent &&
                                !llvm::MulOverflow(*known, *extent, product)) {
      stride = b.getIndexAttr(product);
    } else {
      stride = arith::MulIOp::create(
                   b, loc, getValueOrCreateConstantIndexOp(b, loc, stride),
                   getValueOrCreateConstantIndexOp(b, loc, extents[i]))
                   .getResult();
    }
  }
  Value result = memref::ReinterpretCastOp::create(
      b, loc, reshape.getType(), reshape.getSource(), b.getIndexAttr(0),
      extents, strides);
  Value shape = reshape.getShape();
  reshape.replaceAllUsesWith(result);
  reshape.erase();
  // The constants the stores used go with them when nothing else uses them.
  SetVector<Operation *> constants;
  for (Operation *store : llvm::make_early_inc_range(shape.getUsers())) {
    for (Value operand : store->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && def->hasTrait<OpTrait::ConstantLike>())
        constants.insert(def);
    store->erase();
  }
  shape.getDefiningOp()->erase();
  for (Operation *constant : constants)
    if (constant->use_empty())
      constant->erase();
}

/// Whether the reinterpret_cast would verify: no known size is negative or
/// differs from a static extent of the result, and no stride of the result
/// type overflows. The first two happen only after a check that fails (a
/// negative value of a dynamic_reshape's shape, say), where the
/// memref.reshape stays; the last one only for a buffer without elements
/// (no stride is ever used), which finalize-memref-to-llvm lowers.
static bool fitsResultType(memref::ReshapeOp reshape, ArrayRef<Value> sizes) {
  auto type = cast<MemRefType>(reshape.getType());
  // Upstream computes such a stride of the result type wrapped, where
  // `reinterpret` leaves it dynamic.
  if (reshape::rules::hasOverflowingRowMajorStrides(type.getShape()))
    return false;
  for (auto [size, extent] : llvm::zip_equal(sizes, type.getShape())) {
    std::optional<int64_t> known = getConstantIntValue(size);
    if (known &&
        (*known < 0 || (!ShapedType::isDynamic(extent) && *known != extent)))
      return false;
  }
  return true;
}

namespace {
struct ReshapeReinterpretReshapesPass
    : reshape::impl::ReshapeReinterpretReshapesPassBase<
          ReshapeReinterpretReshapesPass> {
  void runOnOperation() override {
    SmallVector<memref::ReshapeOp> reshapes;
    getOperation().walk([&](memref::ReshapeOp reshape) {
      auto source = dyn_cast<MemRefType>(reshape.getSource().getType());
      // Not getType(): it casts an unranked result to MemRefType (a
      // reinterpret_cast to an unranked type does not verify; found by
      // review).
      if (source && source.getLayout().isIdentity() &&
          isa<MemRefType>(reshape.getResult().getType()))
        reshapes.push_back(reshape);
    });
    if (reshapes.empty())
      return markAllAnalysesPreserved();
    for (memref::ReshapeOp reshape : reshapes)
      if (FailureOr<SmallVector<Value>> sizes = getStoredShape(reshape);
          succeeded(sizes) && fitsResultType(reshape, *sizes))
        reinterpret(reshape, *sizes);
  }
};
} // namespace
