//===- LowerStridedCopies.cpp - The reshape-lower-strided-copies pass -----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A memref.copy between buffers that are contiguous by their types lowers to
// memcpy upstream; any other lowers to a call of the generic memrefCopy
// (element by element, and a runtime library). This pass makes the others a
// loop nest (linalg.copy), and where the types leave contiguity open (dynamic
// sizes or strides), checks it at run time and copies contiguous data with
// one memcpy.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPELOWERSTRIDEDCOPIESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether the copy lowers to memcpy: contiguous and row-major by its type.
static bool isContiguous(MemRefType type) {
  return type.getLayout().isIdentity() ||
         memref::isStaticShapeAndContiguousRowMajor(type);
}

/// Whether a buffer of `type` can be contiguous and row-major at run time
/// (other than by having a single element): no dim of extent other than 1
/// has a static stride other than the static product of the extents after
/// it.
static bool mayBeContiguous(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  std::optional<int64_t> expected = 1;
  for (int64_t i = type.getRank() - 1; i >= 0; --i) {
    int64_t size = type.getDimSize(i);
    if (expected && size != 1 && !ShapedType::isDynamic(strides[i]) &&
        strides[i] != *expected)
      return false;
    int64_t product;
    if (!expected || ShapedType::isDynamic(size) ||
        llvm::MulOverflow(*expected, size, product))
      expected = std::nullopt;
    else
      expected = product;
  }
  return true;
}

namespace {
/// The sizes, strides and offset of a ranked buffer as index values
/// (constants where the type has them).
struct BufferShape {
  SmallVector<Value> sizes, strides;
  Value offset;
};
} // namespace

static BufferShape getBufferShape(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  (void)type.getStridesAndOffset(strides, offset);
  memref::ExtractStridedMetadataOp meta;
  auto pick = [&](int64_t value, auto dynamic) -> Value {
    if (!ShapedType::isDynamic(value))
      return arith::ConstantIndexOp::create(b, loc, value);
    if (!meta)
      meta = memref::ExtractStridedMetadataOp::create(b, loc, buffer);
    return dynamic();
  };
  BufferShape shape;
  for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
    shape.sizes.push_back(
        pick(type.getDimSize(i), [&] { return meta.getSizes()[i]; }));
    shape.strides.push_back(
        pick(strides[i], [&] { return meta.getStrides()[i]; }));
  }
  shape.offset = pick(offset, [&] { return meta.getOffset(); });
  return shape;
}

/// Whether `shape` is contiguous and row-major at run time: each dim of
/// extent other than 1 has the stride of the elements after it.
static Value buildIsContiguous(OpBuilder &b, Location loc,
                               const BufferShape &shape) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value contiguous = arith::ConstantIntOp::create(b, loc, 1, 1);
  Value expected = one;
  for (int64_t i = shape.sizes.size() - 1; i >= 0; --i) {
    Value unit = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                               shape.sizes[i], one);
    Value matches = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq,
                                                  shape.strides[i], expected);
    contiguous = b.createOrFold<arith::AndIOp>(
        loc, contiguous, b.createOrFold<arith::OrIOp>(loc, unit, matches));
    expected = b.createOrFold<arith::MulIOp>(loc, expected, shape.sizes[i]);
  }
  return contiguous;
}

/// The address of the first element of `buffer` (at `offset`) as an LLVM
/// pointer.
static Value buildDataPointer(OpBuilder &b, Location loc, Value buffer,
                              Value offset, int64_t elementBytes) {
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  Value bytes = b.createOrFold<arith::MulIOp>(
      loc, offset, arith::ConstantIndexOp::create(b, loc, elementBytes));
  Value address = b.createOrFold<arith::AddIOp>(loc, base, bytes);
  Value i64 =
      arith::IndexCastOp::create(b, loc, b.getI64Type(), address).getResult();
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()), i64);
}

/// Copies of at least this many bytes store past the caches (non-temporal
/// stores), as memcpy does for large copies: a target this large leaves the
/// caches before it is read again, and such stores do not first read each
/// line of it (1.2x the bandwidth of the vectorized loop of cached stores
/// for a 64 MiB copy of every other column).
constexpr int64_t kStreamingCopyBytes = int64_t(16) << 20;

/// The integer type whose non-temporal loads and stores copy an element of
/// `bytes` bytes, or null: 4 and 8 bytes only. x86 has non-temporal stores
/// of such integers on every CPU (MOVNTI; of f32 and f64 only with AMD's
/// SSE4A), and of other sizes none without vectors.
static IntegerType getStreamingType(MLIRContext *context, int64_t bytes) {
  if (bytes != 4 && bytes != 8)
    return {};
  return IntegerType::get(context, bytes * 8);
}

/// The element-by-element copy of `source` into `target`: for a copy of
/// kStreamingCopyBytes or more of elements of 4 or 8 bytes (`elementBytes`,
/// when known) between strided buffers, a loop nest that loads each
/// element as an integer and stores it with a non-temporal store, then a
/// fence (such stores are weakly ordered: a thread that the program
/// signals next must see them); else linalg.copy. A copy whose size is
/// known only at run time checks it then; `sizes` are the sizes of
/// `source` when already built.
static void buildElementwiseCopy(OpBuilder &b, Location loc, Value source,
                                 Value target,
                                 std::optional<int64_t> elementBytes,
                                 ArrayRef<OpFoldResult> sizes = {}) {
  auto type = cast<MemRefType>(source.getType());
  auto cached = [&](OpBuilder &nested, Location nestedLoc) {
    linalg::CopyOp::create(nested, nestedLoc, source, target);
  };
  IntegerType bitsType;
  if (elementBytes && type.isStrided() &&
      cast<MemRefType>(target.getType()).isStrided())
    bitsType = getStreamingType(b.getContext(), *elementBytes);
  if (!bitsType) {
    cached(b, loc);
    return;
  }
  SmallVector<OpFoldResult> mixedSizes(sizes);
  if (mixedSizes.empty())
    mixedSizes = memref::getMixedSizes(b, loc, source);
  auto streaming = [&](OpBuilder &nested, Location nestedLoc) {
    BufferShape from = getBufferShape(nested, nestedLoc, source);
    BufferShape to = getBufferShape(nested, nestedLoc, target);
    Value fromBase = memref::ExtractAlignedPointerAsIndexOp::create(
        nested, nestedLoc, source);
    Value toBase = memref::ExtractAlignedPointerAsIndexOp::create(
        nested, nestedLoc, target);
    Value zero = arith::ConstantIndexOp::create(nested, nestedLoc, 0);
    Value one = arith::ConstantIndexOp::create(nested, nestedLoc, 1);
    Value width =
        arith::ConstantIndexOp::create(nested, nestedLoc, *elementBytes);
    SmallVector<Value> lbs(type.getRank(), zero), steps(type.getRank(), one);
    SmallVector<Value> ubs =
        getValueOrCreateConstantIndexOp(nested, nestedLoc, mixedSizes);
    scf::buildLoopNest(
        nested, nestedLoc, lbs, ubs, steps,
        [&](OpBuilder &body, Location bodyLoc, ValueRange ivs) {
          // The address of element `ivs` of a buffer of `shape` at `base`.
          auto address = [&](Value base, const BufferShape &shape) -> Value {
            Value linear = shape.offset;
            for (auto [iv, stride] : llvm::zip_equal(ivs, shape.strides))
              linear = body.createOrFold<arith::AddIOp>(
                  bodyLoc, linear,
                  body.createOrFold<arith::MulIOp>(bodyLoc, iv, stride));
            Value at = arith::AddIOp::create(
                body, bodyLoc, base,
                body.createOrFold<arith::MulIOp>(bodyLoc, linear, width));
            return LLVM::IntToPtrOp::create(
                body, bodyLoc, LLVM::LLVMPointerType::get(body.getContext()),
                arith::IndexCastOp::create(body, bodyLoc, body.getI64Type(), at)
                    .getResult());
          };
          // Loaded as an integer: LLVM folds a float loaded, cast to an
          // integer and stored back into a float store, which is
          // non-temporal on x86 only with SSE4A.
          Value bits = LLVM::LoadOp::create(
              body, bodyLoc, bitsType, address(fromBase, from), *elementBytes);
          LLVM::StoreOp::create(body, bodyLoc, bits, address(toBase, to),
                                *elementBytes,
                                /*isVolatile=*/false, /*isNonTemporal=*/true);
        });
    LLVM::FenceOp::create(nested, nestedLoc, LLVM::AtomicOrdering::seq_cst);
  };
  if (type.hasStaticShape()) {
    int64_t bytes;
    bool large =
        llvm::MulOverflow(*elementBytes, type.getNumElements(), bytes) ||
        bytes >= kStreamingCopyBytes;
    if (large)
      streaming(b, loc);
    else
      cached(b, loc);
    return;
  }
  Value bytes = arith::ConstantIndexOp::create(b, loc, *elementBytes);
  for (Value size : getValueOrCreateConstantIndexOp(b, loc, mixedSizes))
    bytes = b.createOrFold<arith::MulIOp>(loc, bytes, size);
  Value large = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::sge, bytes,
      arith::ConstantIndexOp::create(b, loc, kStreamingCopyBytes));
  auto ifOp = scf::IfOp::create(b, loc, large, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  streaming(b, loc);
  b.setInsertionPoint(ifOp.elseBlock()->getTerminator());
  cached(b, loc);
}

/// Replaces `copy` by a check of contiguity at run time: memcpy where it
/// holds, the loop nest elsewhere.
static void lowerWithRuntimeCheck(memref::CopyOp copy, int64_t elementBytes) {
  OpBuilder b(copy);
  Location loc = copy.getLoc();
  Value source = copy.getSource(), target = copy.getTarget();
  auto sourceType = cast<MemRefType>(source.getType());
  auto targetType = cast<MemRefType>(target.getType());
  BufferShape from = getBufferShape(b, loc, source);
  Value contiguous = isContiguous(sourceType)
                         ? arith::ConstantIntOp::create(b, loc, 1, 1)
                         : buildIsContiguous(b, loc, from);
  Value targetOffset;
  if (isContiguous(targetType)) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (succeeded(targetType.getStridesAndOffset(strides, offset)) &&
        !ShapedType::isDynamic(offset))
      targetOffset = arith::ConstantIndexOp::create(b, loc, offset);
  }
  if (!targetOffset) {
    BufferShape to = getBufferShape(b, loc, target);
    targetOffset = to.offset;
    if (!isContiguous(targetType))
      contiguous = b.createOrFold<arith::AndIOp>(loc, contiguous,
                                                 buildIsContiguous(b, loc, to));
  }
  auto ifOp = scf::IfOp::create(b, loc, contiguous, /*withElseRegion=*/true);
  b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
  Value bytes = arith::ConstantIndexOp::create(b, loc, elementBytes);
  for (Value size : from.sizes)
    bytes = b.createOrFold<arith::MulIOp>(loc, bytes, size);
  LLVM::MemcpyOp::create(
      b, loc, buildDataPointer(b, loc, target, targetOffset, elementBytes),
      buildDataPointer(b, loc, source, from.offset, elementBytes),
      arith::IndexCastOp::create(b, loc, b.getI64Type(), bytes),
      /*isVolatile=*/false);
  b.setInsertionPoint(ifOp.elseBlock()->getTerminator());
  buildElementwiseCopy(b, loc, source, target, elementBytes,
                       getAsOpFoldResult(from.sizes));
  copy.erase();
}

/// The size in bytes of an element of `type` when memcpy can copy it (an
/// integer, float or index of 1, 2, 4, 8 or 16 bytes), else std::nullopt.
/// The data layout gives the bytes an element's bits fill (3 for i24, 10
/// for f80), but LLVM lays such elements out at the next power of two: a
/// memcpy of that many bytes copied the wrong data.
static std::optional<int64_t> getElementBytes(MemRefType type,
                                              const DataLayout &layout) {
  Type element = type.getElementType();
  if (!element.isIntOrIndexOrFloat())
    return std::nullopt;
  uint64_t bytes = layout.getTypeSize(element).getFixedValue();
  if (!llvm::isPowerOf2_64(bytes) || bytes > 16)
    return std::nullopt;
  return bytes;
}

namespace {
struct ReshapeLowerStridedCopiesPass
    : reshape::impl::ReshapeLowerStridedCopiesPassBase<
          ReshapeLowerStridedCopiesPass> {
  void runOnOperation() override {
    DataLayout layout = DataLayout::closest(getOperation());
    bool changed = false;
    getOperation().walk([&](memref::CopyOp copy) {
      auto source = dyn_cast<MemRefType>(copy.getSource().getType());
      auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
      // Unranked copies have no loop nest to lower to.
      if (!source || !target || (isContiguous(source) && isContiguous(target)))
        return;
      changed = true;
      std::optional<int64_t> elementBytes = getElementBytes(source, layout);
      if (elementBytes && mayBeContiguous(source) && mayBeContiguous(target)) {
        lowerWithRuntimeCheck(copy, *elementBytes);
        return;
      }
      OpBuilder b(copy);
      buildElementwiseCopy(b, copy.getLoc(), copy.getSource(), copy.getTarget(),
                           elementBytes);
      copy.erase();
    });
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
