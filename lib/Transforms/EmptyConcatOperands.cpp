//===- EmptyConcatOperands.cpp - Concat operands without elements ---------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize copies each operand of a tensor.concat into a
// memref.subview of the result at its offset along the concat dim. For an
// operand with a static 0 extent there, after the other operands, that
// offset is the result's extent, which the subview verifier refuses (MLIR
// 22.1): a valid Concat of a oneDNN graph did not lower; the slices of a
// result of no element (a static 0 in it, or in another dim of an operand)
// were refused the same way. Such operands add nothing, so this pass drops
// them, and a concat of no element becomes a tensor.empty.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEEMPTYCONCATOPERANDSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The positions of the operands of `concat` that may have elements along
/// its dim: not those of a static 0 extent, nor those of a `?` one where
/// the static extents of the others already fill the result's static
/// extent (then its slice too starts at the result's end).
static SmallVector<unsigned> getOperandsWithElements(tensor::ConcatOp concat) {
  uint64_t axis = concat.getDim();
  auto extentOf = [&](Value input) {
    return cast<RankedTensorType>(input.getType()).getDimSize(axis);
  };
  int64_t total = concat.getResultType().getDimSize(axis);
  int64_t known = 0;
  bool filled = !ShapedType::isDynamic(total);
  for (Value input : concat.getInputs())
    if (!ShapedType::isDynamic(extentOf(input)) &&
        __builtin_add_overflow(known, extentOf(input), &known))
      filled = false;
  filled = filled && known == total;
  SmallVector<unsigned> kept;
  for (auto [i, input] : llvm::enumerate(concat.getInputs())) {
    int64_t extent = extentOf(input);
    if (extent != 0 && !(filled && ShapedType::isDynamic(extent)))
      kept.push_back(i);
  }
  return kept;
}

/// Whether the result of `concat` has no element as its types show: a
/// static 0 extent in the result type, or in another dim of an operand.
static bool hasNoElement(tensor::ConcatOp concat) {
  if (llvm::is_contained(concat.getResultType().getShape(), 0))
    return true;
  return llvm::any_of(concat.getInputs(), [&](Value input) {
    ArrayRef<int64_t> dims = cast<RankedTensorType>(input.getType()).getShape();
    return llvm::any_of(llvm::enumerate(dims), [&](auto indexed) {
      return indexed.index() != concat.getDim() && indexed.value() == 0;
    });
  });
}

/// A tensor.empty of the type of `concat`: its extent along the dim is the
/// sum of the operands', another one the first operand's.
static Value createEmptyResult(OpBuilder &b, tensor::ConcatOp concat) {
  Location loc = concat.getLoc();
  RankedTensorType type = concat.getResultType();
  uint64_t axis = concat.getDim();
  SmallVector<Value> dynamicSizes;
  for (int64_t d = 0, rank = type.getRank(); d < rank; ++d) {
    if (!type.isDynamicDim(d))
      continue;
    if (static_cast<uint64_t>(d) != axis) {
      dynamicSizes.push_back(
          tensor::DimOp::create(b, loc, concat.getInputs().front(), d));
      continue;
    }
    Value sum = arith::ConstantIndexOp::create(b, loc, 0);
    for (Value input : concat.getInputs())
      sum = arith::AddIOp::create(b, loc, sum,
                                  tensor::DimOp::create(b, loc, input, d));
    dynamicSizes.push_back(sum);
  }
  return tensor::EmptyOp::create(b, loc, type, dynamicSizes);
}

namespace {
struct ReshapeEmptyConcatOperandsPass
    : reshape::impl::ReshapeEmptyConcatOperandsPassBase<
          ReshapeEmptyConcatOperandsPass> {
  void runOnOperation() override {
    // Each concat to rewrite: whether it has no element, else the positions
    // of the operands it keeps (not the values: an operand may be the
    // result of a concat rewritten before it; holding that value crashed
    // the pass on a Concat of a Concat, found by the graph fuzzer).
    struct Rewrite {
      tensor::ConcatOp concat;
      bool noElement;
      SmallVector<unsigned> kept;
    };
    SmallVector<Rewrite> concats;
    getOperation().walk([&](tensor::ConcatOp concat) {
      if (hasNoElement(concat)) {
        concats.push_back({concat, true, {}});
        return;
      }
      SmallVector<unsigned> kept = getOperandsWithElements(concat);
      if (kept.size() != concat.getInputs().size())
        concats.push_back({concat, false, std::move(kept)});
    });
    if (concats.empty())
      return markAllAnalysesPreserved();
    for (auto &[concat, noElement, kept] : concats) {
      OpBuilder b(concat);
      if (noElement) {
        concat.replaceAllUsesWith(createEmptyResult(b, concat));
        concat.erase();
        continue;
      }
      // Without any other operand, the first one is the (empty) result.
      SmallVector<Value> operands;
      for (unsigned i : kept)
        operands.push_back(concat.getInputs()[i]);
      if (operands.empty())
        operands.push_back(concat.getInputs().front());
      Location loc = concat.getLoc();
      RankedTensorType type = concat.getResultType();
      Value result = operands.size() == 1
                         ? operands.front()
                         : tensor::ConcatOp::create(b, loc, type,
                                                    concat.getDim(), operands)
                               .getResult();
      if (result.getType() != type)
        result = tensor::CastOp::create(b, loc, type, result);
      concat.replaceAllUsesWith(result);
      concat.erase();
    }
  }
};
} // namespace
