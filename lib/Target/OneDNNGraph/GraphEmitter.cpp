//===- GraphEmitter.cpp - A checked oneDNN graph to MLIR ------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builds one func.func from a graph whose shapes inferShapes has checked.
// Each op kind becomes:
//   StaticReshape, DynamicReshape   reshape.static_reshape / dynamic_reshape
//   MatMul, Convolution, AvgPool,   linalg.generic (accumulating in f32),
//   ReduceSum, SoftMax              with tensor.pad / expand / collapse
//   ConvTranspose                   the same, over its input with zeros
//                                   inserted (tensor.insert_slice)
//   Add ... Minimum, ReLU, Tanh,    elementwise linalg.generic with numpy
//   TypeCast, (De)Quantize          broadcasting maps; arith and math inside
//   StaticTranspose                 linalg.transpose (a row-major result)
//   Reorder                         linalg.copy
//   End                             marks a graph output
// f16 and bf16 data are computed in f32 and rounded once per op, as oneDNN
// does. u8 data is `ui8` in the function's types; arith needs signless
// integers, so the scalar bodies cast it to `i8` (and back) with
// builtin.unrealized_conversion_cast, which the LLVM conversion folds away.
//
//===----------------------------------------------------------------------===//

#include "GraphEmitter.h"

#include "OpSemantics.h"

#include "reshape/IR/ReshapeOps.h"
#include "reshape/Support/LibraryFunctionNames.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"

#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::reshape;
using namespace mlir::reshape::onednn;

using utils::IteratorType;

namespace {
/// The body of a linalg.generic: the scalars of the inputs and the
/// accumulator; returns the value to yield.
using BodyFn = function_ref<Value(OpBuilder &, Location, ValueRange)>;

class GraphEmitter {
public:
  GraphEmitter(const Graph &graph, Reporter &reporter)
      : graph(graph), reporter(reporter), b(reporter.getContext()),
        loc(reporter.getLocation()) {}

  OwningOpRef<ModuleOp> emit(StringRef functionName);

private:
  LogicalResult emitOp(const GraphOp &op);
  Value emitStaticReshape(const GraphOp &op);
  Value emitDynamicReshape(const GraphOp &op);
  Value emitMatMul(const GraphOp &op);
  Value emitBinary(const GraphOp &op);
  Value emitGreaterEqual(const GraphOp &op);
  Value emitSelect(const GraphOp &op);
  Value emitGenIndex(const GraphOp &op);
  Value emitConcat(const GraphOp &op);
  Value emitLayerNorm(const GraphOp &op);
  Value emitGroupNorm(const GraphOp &op);
  Value emitBatchNorm(const GraphOp &op);
  Value emitBiasAdd(const GraphOp &op);
  Value emitPReLU(const GraphOp &op);
  Value emitUnary(const GraphOp &op);
  Value emitSoftMax(const GraphOp &op);
  Value emitTranspose(const GraphOp &op);
  Value emitReorder(const GraphOp &op);
  Value emitConversion(const GraphOp &op);
  Value emitReduce(const GraphOp &op);
  Value emitQuantize(const GraphOp &op);
  Value emitAvgPool(const GraphOp &op);
  Value emitMaxPool(const GraphOp &op);
  Value emitConvolution(const GraphOp &op);
  Value emitConvTranspose(const GraphOp &op);

  // Types.
  Type getElementType(DType dtype);
  Type getTensorType(const TensorDesc &desc);
  DType getDType(int64_t id) const { return graph.getTensor(id).desc.dtype; }
  Value get(int64_t id) { return values.at(id); }

  // Scalar conversions inside generic bodies.
  Value toF32(OpBuilder &nb, Location l, Value v, DType from);
  Value fromF32(OpBuilder &nb, Location l, Value v, DType to);
  Value convert(OpBuilder &nb, Location l, Value v, DType from, DType to);

  // Tensor helpers.
  Value createEmpty(ArrayRef<int64_t> dims, Type elementType,
                    ValueRange shapeSources);
  Value createFilled(ArrayRef<int64_t> dims, double value);
  Value createGeneric(ArrayRef<int64_t> dims, Type elementType,
                      ValueRange inputs, ArrayRef<AffineMap> inputMaps,
                      AffineMap outputMap, ArrayRef<IteratorType> iterators,
                      Value init, BodyFn body);
  /// The window reduction of a pooling op over the `padded` input: from
  /// `init`, `body` combines each element (args[0]) into the accumulator
  /// (args[2]).
  Value createWindowReduction(ArrayRef<int64_t> out, Value padded,
                              const Window &w, double init, BodyFn body);
  /// What a convolution's generic reads: the input with `strides - 1`
  /// zeros between its elements (a ConvTranspose's; none for no
  /// `strides`), cropped and padded as a window says, and where that made
  /// zeros the op does not define, an i1 mask of the spatial positions
  /// that hold an input element (layout [1, 1, spatial] or [1, spatial, 1]).
  struct ConvInput {
    Value padded, mask;
  };
  ConvInput createConvInput(Value input, ArrayRef<int64_t> strides,
                            const Window &w);
  /// The grouped convolution of a Convolution or ConvTranspose `op` over
  /// its `input` (loops: see ConvLoops) with `weights`, whose dim
  /// `weightsGroupDim` is split into groups and the rest and which
  /// `weightExprs` index; `kernelOperand` adds an operand that gives the
  /// kernel loops their extents (when no map indexes them alone). Adds the
  /// bias and converts to the output's data type.
  Value createConvolution(const GraphOp &op, const ConvInput &input,
                          const Window &w, unsigned weightsGroupDim,
                          ArrayRef<AffineExpr> weightExprs, bool kernelOperand);
  /// An elementwise op over `dims` with numpy broadcasting of `inputs`.
  Value createElementwise(ArrayRef<int64_t> dims, Type elementType,
                          ValueRange inputs, BodyFn body);
  /// What createNormalization makes: the normalized input and the f32
  /// statistics.
  struct Normalized {
    Value result, mean, variance;
  };
  /// The normalization of a LayerNorm or GroupNorm `op` of `input` (of
  /// `dims`): the mean and variance over the dims not in `kept`, then
  /// (x - mean) / sqrt(variance + epsilon), scaled and shifted by
  /// `gammaBeta` (when given, indexed by `gammaBetaMap`).
  Normalized createNormalization(const GraphOp &op, Value input,
                                 ArrayRef<int64_t> dims,
                                 ArrayRef<unsigned> kept, ValueRange gammaBeta,
                                 AffineMap gammaBetaMap);
  /// keep_stats: the statistics of `n` as the second and third outputs.
  void setStatistics(const GraphOp &op, const Normalized &n);
  /// Converts an f32 tensor to the data type of `id` (no op for f32).
  Value convertResult(Value f32, int64_t id);

  const Graph &graph;
  Reporter &reporter;
  OpBuilder b;
  Location loc;
  /// Tensor id -> SSA value.
  std::map<int64_t, Value> values;
};
} // namespace

//===----------------------------------------------------------------------===//
// Types and scalar conversions
//===----------------------------------------------------------------------===//

Type GraphEmitter::getElementType(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return b.getF32Type();
  case DType::F16:
    return b.getF16Type();
  case DType::BF16:
    return b.getBF16Type();
  case DType::S32:
    return b.getI32Type();
  case DType::S8:
    return b.getI8Type();
  case DType::U8:
    return IntegerType::get(b.getContext(), 8, IntegerType::Unsigned);
  case DType::Boolean:
    return b.getI1Type();
  case DType::S64:
    return b.getI64Type();
  }
  llvm_unreachable("unknown dtype");
}

Type GraphEmitter::getTensorType(const TensorDesc &desc) {
  Type elementType = getElementType(desc.dtype);
  if (!desc.shape)
    return UnrankedTensorType::get(elementType);
  return RankedTensorType::get(*desc.shape, elementType);
}

/// The signless integer type of an integer dtype.
static IntegerType getSignlessType(OpBuilder &nb, DType dtype) {
  switch (dtype) {
  case DType::S32:
    return nb.getI32Type();
  case DType::S8:
  case DType::U8:
    return nb.getI8Type();
  case DType::Boolean:
    return nb.getI1Type();
  case DType::S64:
    return nb.getI64Type();
  default:
    llvm_unreachable("not an integer dtype");
  }
}

/// The values of an integer dtype.
static std::pair<int64_t, int64_t> getIntegerRange(DType dtype) {
  switch (dtype) {
  case DType::S8:
    return {INT8_MIN, INT8_MAX};
  case DType::U8:
    return {0, UINT8_MAX};
  case DType::S32:
    return {INT32_MIN, INT32_MAX};
  case DType::S64:
    return {INT64_MIN, INT64_MAX};
  case DType::Boolean:
    return {0, 1};
  default:
    llvm_unreachable("not an integer dtype");
  }
}

Value GraphEmitter::toF32(OpBuilder &nb, Location l, Value v, DType from) {
  Type f32 = nb.getF32Type();
  switch (from) {
  case DType::F32:
    return v;
  case DType::F16:
  case DType::BF16:
    return arith::ExtFOp::create(nb, l, f32, v);
  case DType::U8: {
    Value i8 = UnrealizedConversionCastOp::create(nb, l, nb.getI8Type(), v)
                   .getResult(0);
    return arith::UIToFPOp::create(nb, l, f32, i8);
  }
  case DType::Boolean:
    return arith::UIToFPOp::create(nb, l, f32, v);
  case DType::S32:
  case DType::S8:
  case DType::S64:
    return arith::SIToFPOp::create(nb, l, f32, v);
  }
  llvm_unreachable("unknown dtype");
}

Value GraphEmitter::fromF32(OpBuilder &nb, Location l, Value v, DType to) {
  switch (to) {
  case DType::F32:
    return v;
  case DType::F16:
  case DType::BF16:
    // Round to nearest even.
    return arith::TruncFOp::create(nb, l, getElementType(to), v);
  case DType::Boolean: {
    Value zero = arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(0));
    return arith::CmpFOp::create(nb, l, arith::CmpFPredicate::UNE, v, zero);
  }
  default:
    break;
  }
  // Integers: round half to even, saturate (NaN becomes the minimum).
  bool isUnsigned = to == DType::U8;
  IntegerType intType = getSignlessType(nb, to);
  unsigned width = intType.getWidth();
  double lo = isUnsigned ? 0.0 : -std::ldexp(1.0, width - 1);
  double hi =
      isUnsigned ? std::ldexp(1.0, width) - 1 : std::ldexp(1.0, width - 1) - 1;
  // For wide types hi is no f32: clamp to the largest f32 below 2^(w-1),
  // and make what reaches 2^(w-1) the maximum after the conversion.
  bool hiIsExact = width < 32;
  if (!hiIsExact)
    hi = std::nextafter(static_cast<float>(std::ldexp(1.0, width - 1)), 0.0f);
  Value rounded = math::RoundEvenOp::create(nb, l, v);
  Value loValue = arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(lo));
  Value hiValue = arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(hi));
  Value clamped = arith::MinNumFOp::create(
      nb, l, arith::MaxNumFOp::create(nb, l, rounded, loValue), hiValue);
  Value result =
      isUnsigned ? arith::FPToUIOp::create(nb, l, intType, clamped).getResult()
                 : arith::FPToSIOp::create(nb, l, intType, clamped).getResult();
  if (!hiIsExact) {
    Value limit = arith::ConstantOp::create(
        nb, l, nb.getF32FloatAttr(std::ldexp(1.0, width - 1)));
    Value above =
        arith::CmpFOp::create(nb, l, arith::CmpFPredicate::OGE, rounded, limit);
    Value max = arith::ConstantOp::create(
        nb, l, nb.getIntegerAttr(intType, APInt::getSignedMaxValue(width)));
    result = arith::SelectOp::create(nb, l, above, max, result);
  }
  if (!isUnsigned)
    return result;
  return UnrealizedConversionCastOp::create(nb, l, getElementType(to), result)
      .getResult(0);
}

Value GraphEmitter::convert(OpBuilder &nb, Location l, Value v, DType from,
                            DType to) {
  if (from == to)
    return v;
  if (isFloat(from) || isFloat(to))
    return fromF32(nb, l, toF32(nb, l, v, from), to);
  // Integer to integer: saturate, as to an integer from a float. The value,
  // extended to 64 bits by the source's signedness, is clamped to the
  // target's range where the source's exceeds it, then truncated.
  if (from == DType::U8)
    v = UnrealizedConversionCastOp::create(nb, l, nb.getI8Type(), v)
            .getResult(0);
  IntegerType target = getSignlessType(nb, to);
  Value result;
  if (to == DType::Boolean) {
    Value zero =
        arith::ConstantOp::create(nb, l, nb.getIntegerAttr(v.getType(), 0));
    result = arith::CmpIOp::create(nb, l, arith::CmpIPredicate::ne, v, zero);
  } else {
    IntegerType i64 = nb.getI64Type();
    Value wide = v;
    if (v.getType() != i64)
      wide = from == DType::U8 || from == DType::Boolean
                 ? arith::ExtUIOp::create(nb, l, i64, v).getResult()
                 : arith::ExtSIOp::create(nb, l, i64, v).getResult();
    auto [fromLo, fromHi] = getIntegerRange(from);
    auto [toLo, toHi] = getIntegerRange(to);
    if (fromLo < toLo)
      wide = arith::MaxSIOp::create(
          nb, l, wide,
          arith::ConstantOp::create(nb, l, nb.getI64IntegerAttr(toLo)));
    if (fromHi > toHi)
      wide = arith::MinSIOp::create(
          nb, l, wide,
          arith::ConstantOp::create(nb, l, nb.getI64IntegerAttr(toHi)));
    result = target == i64
                 ? wide
                 : arith::TruncIOp::create(nb, l, target, wide).getResult();
  }
  if (to != DType::U8)
    return result;
  return UnrealizedConversionCastOp::create(nb, l, getElementType(to), result)
      .getResult(0);
}

//===----------------------------------------------------------------------===//
// Tensor helpers
//===----------------------------------------------------------------------===//

Value GraphEmitter::createEmpty(ArrayRef<int64_t> dims, Type elementType,
                                ValueRange shapeSources) {
  // A `?` extent comes from a source of the same rank with `?` there (the
  // ops with unknown extents are shape-preserving).
  SmallVector<Value> dynamicSizes;
  for (auto [i, dim] : llvm::enumerate(dims)) {
    if (!ShapedType::isDynamic(dim))
      continue;
    for (Value source : shapeSources) {
      auto type = dyn_cast<RankedTensorType>(source.getType());
      if (!type || type.getRank() != static_cast<int64_t>(dims.size()) ||
          !type.isDynamicDim(i))
        continue;
      dynamicSizes.push_back(tensor::DimOp::create(b, loc, source, i));
      break;
    }
  }
  return tensor::EmptyOp::create(b, loc, dims, elementType, dynamicSizes);
}

Value GraphEmitter::createFilled(ArrayRef<int64_t> dims, double value) {
  Value empty = createEmpty(dims, b.getF32Type(), {});
  Value constant = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
  return linalg::FillOp::create(b, loc, ValueRange{constant}, ValueRange{empty})
      .getResult(0);
}

Value GraphEmitter::createGeneric(ArrayRef<int64_t> dims, Type elementType,
                                  ValueRange inputs,
                                  ArrayRef<AffineMap> inputMaps,
                                  AffineMap outputMap,
                                  ArrayRef<IteratorType> iterators, Value init,
                                  BodyFn body) {
  if (!init)
    init = createEmpty(dims, elementType, inputs);
  SmallVector<AffineMap> maps(inputMaps);
  maps.push_back(outputMap);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
      iterators, [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(nb, l, body(nb, l, args));
      });
  return generic.getResult(0);
}

Value GraphEmitter::createElementwise(ArrayRef<int64_t> dims, Type elementType,
                                      ValueRange inputs, BodyFn body) {
  unsigned rank = dims.size();
  MLIRContext *ctx = b.getContext();
  SmallVector<AffineMap> maps;
  for (Value input : inputs) {
    ArrayRef<int64_t> inputDims =
        cast<RankedTensorType>(input.getType()).getShape();
    unsigned offset = rank - inputDims.size();
    SmallVector<AffineExpr> exprs;
    for (auto [j, dim] : llvm::enumerate(inputDims)) {
      bool broadcast = dim == 1 && dims[offset + j] != 1;
      exprs.push_back(broadcast ? getAffineConstantExpr(0, ctx)
                                : getAffineDimExpr(offset + j, ctx));
    }
    maps.push_back(AffineMap::get(rank, 0, exprs, ctx));
  }
  SmallVector<IteratorType> iterators(rank, IteratorType::parallel);
  return createGeneric(dims, elementType, inputs, maps,
                       AffineMap::getMultiDimIdentityMap(rank, ctx), iterators,
                       Value(), body);
}

Value GraphEmitter::convertResult(Value f32, int64_t id) {
  DType to = getDType(id);
  if (to == DType::F32)
    return f32;
  auto type = cast<RankedTensorType>(f32.getType());
  return createElementwise(type.getShape(), getElementType(to), f32,
                           [&](OpBuilder &nb, Location l, ValueRange args) {
                             return fromF32(nb, l, args[0], to);
                           });
}

//===----------------------------------------------------------------------===//
// The ops
//===----------------------------------------------------------------------===//

Value GraphEmitter::emitStaticReshape(const GraphOp &op) {
  Value input = get(op.inputs[0]);
  Type resultType = getTensorType(graph.getTensor(op.outputs[0]).desc);
  return StaticReshapeOp::create(b, loc, resultType, input,
                                 getIntsAttr(op, "shape"),
                                 getBoolAttr(op, "special_zero"));
}

Value GraphEmitter::emitDynamicReshape(const GraphOp &op) {
  Value input = get(op.inputs[0]);
  Type resultType = getTensorType(graph.getTensor(op.outputs[0]).desc);
  return DynamicReshapeOp::create(b, loc, resultType, input, get(op.inputs[1]),
                                  getBoolAttr(op, "special_zero"));
}

Value GraphEmitter::emitMatMul(const GraphOp &op) {
  MLIRContext *ctx = b.getContext();
  ArrayRef<int64_t> a = getStaticDims(graph, op.inputs[0]);
  ArrayRef<int64_t> bDims = getStaticDims(graph, op.inputs[1]);
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  bool ta = getBoolAttr(op, "transpose_a");
  bool tb = getBoolAttr(op, "transpose_b");
  bool aVector = a.size() == 1, bVector = bDims.size() == 1;
  unsigned batchRank = out.size() - (aVector ? 0 : 1) - (bVector ? 0 : 1);
  // Loops: the batch dims, m, k, n (m or n unless that input is a vector):
  // the innermost loop walks rows of B and of the result, contiguous (with
  // k innermost, B was read down its columns: 0.16 GFLOP/s on a real
  // 384x4096x1024 MatMul). Each result element still sums k in order.
  unsigned m = batchRank, k = m + (aVector ? 0 : 1), n = k + 1;
  unsigned loops = n + (bVector ? 0 : 1);
  auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  auto operandMap = [&](ArrayRef<int64_t> dims, bool isVector, bool transpose,
                        AffineExpr rows, AffineExpr cols) {
    SmallVector<AffineExpr> exprs;
    ArrayRef<int64_t> batch = dims.drop_back(isVector ? 1 : 2);
    unsigned offset = batchRank - batch.size();
    for (auto [j, dim] : llvm::enumerate(batch)) {
      bool broadcast = dim == 1 && out[offset + j] != 1;
      exprs.push_back(broadcast ? getAffineConstantExpr(0, ctx)
                                : d(offset + j));
    }
    if (isVector) {
      exprs.push_back(d(k));
    } else {
      exprs.push_back(transpose ? cols : rows);
      exprs.push_back(transpose ? rows : cols);
    }
    return AffineMap::get(loops, 0, exprs, ctx);
  };
  AffineMap aMap = operandMap(a, aVector, ta, d(m), d(k));
  AffineMap bMap = operandMap(bDims, bVector, tb, d(k), d(n));
  SmallVector<AffineExpr> outExprs;
  for (unsigned i = 0; i < batchRank; ++i)
    outExprs.push_back(d(i));
  if (!aVector)
    outExprs.push_back(d(m));
  if (!bVector)
    outExprs.push_back(d(n));
  AffineMap outMap = AffineMap::get(loops, 0, outExprs, ctx);
  SmallVector<IteratorType> iterators(loops, IteratorType::parallel);
  iterators[k] = IteratorType::reduction;

  // The accumulator starts as the bias (broadcast), or zero.
  Value init;
  if (op.inputs.size() == 3) {
    DType biasType = getDType(op.inputs[2]);
    init = createElementwise(out, b.getF32Type(), get(op.inputs[2]),
                             [&](OpBuilder &nb, Location l, ValueRange args) {
                               return toF32(nb, l, args[0], biasType);
                             });
  } else {
    init = createFilled(out, 0.0);
  }
  DType aType = getDType(op.inputs[0]), bType = getDType(op.inputs[1]);
  Value product = createGeneric(
      out, b.getF32Type(), {get(op.inputs[0]), get(op.inputs[1])}, {aMap, bMap},
      outMap, iterators, init, [&](OpBuilder &nb, Location l, ValueRange args) {
        Value x = toF32(nb, l, args[0], aType);
        Value y = toF32(nb, l, args[1], bType);
        Value xy = arith::MulFOp::create(nb, l, x, y);
        return arith::AddFOp::create(nb, l, args[2], xy).getResult();
      });
  return convertResult(product, op.outputs[0]);
}

Value GraphEmitter::emitBinary(const GraphOp &op) {
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  DType aType = getDType(op.inputs[0]), bType = getDType(op.inputs[1]);
  DType outType = getDType(op.outputs[0]);
  StringRef kind = op.kind;
  return createElementwise(out, getElementType(outType),
                           {get(op.inputs[0]), get(op.inputs[1])},
                           [&](OpBuilder &nb, Location l, ValueRange args) {
                             Value x = toF32(nb, l, args[0], aType);
                             Value y = toF32(nb, l, args[1], bType);
                             Value r;
                             if (kind == "Add")
                               r = arith::AddFOp::create(nb, l, x, y);
                             else if (kind == "Subtract")
                               r = arith::SubFOp::create(nb, l, x, y);
                             else if (kind == "Multiply")
                               r = arith::MulFOp::create(nb, l, x, y);
                             else if (kind == "Divide")
                               r = arith::DivFOp::create(nb, l, x, y);
                             else if (kind == "Maximum")
                               r = arith::MaximumFOp::create(nb, l, x, y);
                             else if (kind == "Minimum")
                               r = arith::MinimumFOp::create(nb, l, x, y);
                             else {
                               // SquaredDifference: (x - y)^2.
                               Value d = arith::SubFOp::create(nb, l, x, y);
                               r = arith::MulFOp::create(nb, l, d, d);
                             }
                             return fromF32(nb, l, r, outType);
                           });
}

Value GraphEmitter::emitGreaterEqual(const GraphOp &op) {
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  DType type = getDType(op.inputs[0]);
  return createElementwise(
      out, b.getI1Type(), {get(op.inputs[0]), get(op.inputs[1])},
      [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        if (type == DType::S32)
          return arith::CmpIOp::create(nb, l, arith::CmpIPredicate::sge,
                                       args[0], args[1]);
        // Ordered: false where either is NaN, as in NumPy.
        return arith::CmpFOp::create(nb, l, arith::CmpFPredicate::OGE,
                                     toF32(nb, l, args[0], type),
                                     toF32(nb, l, args[1], type));
      });
}

Value GraphEmitter::emitSelect(const GraphOp &op) {
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  DType type = getDType(op.outputs[0]);
  return createElementwise(
      out, getElementType(type),
      {get(op.inputs[0]), get(op.inputs[1]), get(op.inputs[2])},
      [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        return arith::SelectOp::create(nb, l, args[0], args[1], args[2]);
      });
}

Value GraphEmitter::emitGenIndex(const GraphOp &op) {
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  unsigned axis = *normalizeAxis(getIntAttr(op, "axis", 0), out.size());
  return createElementwise(out, b.getI32Type(), {},
                           [&](OpBuilder &nb, Location l, ValueRange) -> Value {
                             Value index = linalg::IndexOp::create(nb, l, axis);
                             return arith::IndexCastOp::create(
                                 nb, l, nb.getI32Type(), index);
                           });
}

Value GraphEmitter::emitConcat(const GraphOp &op) {
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  unsigned axis = *normalizeAxis(getIntAttr(op, "axis", 0), out.size());
  SmallVector<Value> inputs;
  for (int64_t id : op.inputs)
    inputs.push_back(get(id));
  return tensor::ConcatOp::create(b, loc, axis, inputs);
}

GraphEmitter::Normalized GraphEmitter::createNormalization(
    const GraphOp &op, Value input, ArrayRef<int64_t> dims,
    ArrayRef<unsigned> kept, ValueRange gammaBeta, AffineMap gammaBetaMap) {
  MLIRContext *ctx = b.getContext();
  unsigned rank = dims.size();
  DType inType = getDType(op.inputs[0]), outType = getDType(op.outputs[0]);
  int64_t count = 1;
  SmallVector<int64_t, 6> keptDims;
  SmallVector<AffineExpr> keptExprs;
  SmallVector<IteratorType> reduction(rank, IteratorType::reduction);
  for (unsigned i = 0; i < rank; ++i) {
    if (llvm::is_contained(kept, i)) {
      keptDims.push_back(dims[i]);
      keptExprs.push_back(getAffineDimExpr(i, ctx));
      reduction[i] = IteratorType::parallel;
    } else {
      count *= dims[i];
    }
  }
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  AffineMap keptMap = AffineMap::get(rank, 0, keptExprs, ctx);
  SmallVector<IteratorType> parallel(rank, IteratorType::parallel);
  auto constant = [&](OpBuilder &nb, Location l, double value) -> Value {
    return arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(value));
  };
  auto averaged = [&](Value sums) {
    return createElementwise(
        keptDims, b.getF32Type(), sums,
        [&](OpBuilder &nb, Location l, ValueRange args) {
          return arith::DivFOp::create(nb, l, args[0], constant(nb, l, count))
              .getResult();
        });
  };
  Normalized n;
  n.mean = averaged(
      createGeneric(keptDims, b.getF32Type(), input, identity, keptMap,
                    reduction, createFilled(keptDims, 0.0),
                    [&](OpBuilder &nb, Location l, ValueRange args) {
                      return arith::AddFOp::create(
                                 nb, l, args[1], toF32(nb, l, args[0], inType))
                          .getResult();
                    }));
  n.variance = averaged(createGeneric(
      keptDims, b.getF32Type(), {input, n.mean}, {identity, keptMap}, keptMap,
      reduction, createFilled(keptDims, 0.0),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value d = arith::SubFOp::create(nb, l, toF32(nb, l, args[0], inType),
                                        args[1]);
        return arith::AddFOp::create(nb, l, args[2],
                                     arith::MulFOp::create(nb, l, d, d))
            .getResult();
      }));

  // (x - mean) / sqrt(variance + epsilon), then * gamma + beta.
  double epsilon = getFloatAttr(op, "epsilon", 1e-5);
  bool affine = !gammaBeta.empty();
  SmallVector<Value> inputs = {input, n.mean, n.variance};
  SmallVector<AffineMap> maps = {identity, keptMap, keptMap};
  if (affine) {
    inputs.append(gammaBeta.begin(), gammaBeta.end());
    maps.append({gammaBetaMap, gammaBetaMap});
  }
  DType gammaType = affine ? getDType(op.inputs[1]) : DType::F32;
  DType betaType = affine ? getDType(op.inputs[2]) : DType::F32;
  n.result = createGeneric(
      dims, getElementType(outType), inputs, maps, identity, parallel, Value(),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value centered = arith::SubFOp::create(
            nb, l, toF32(nb, l, args[0], inType), args[1]);
        Value deviation = math::SqrtOp::create(
            nb, l,
            arith::AddFOp::create(nb, l, args[2], constant(nb, l, epsilon)));
        Value r = arith::DivFOp::create(nb, l, centered, deviation);
        if (affine)
          r = arith::AddFOp::create(
              nb, l,
              arith::MulFOp::create(nb, l, r, toF32(nb, l, args[3], gammaType)),
              toF32(nb, l, args[4], betaType));
        return fromF32(nb, l, r, outType);
      });
  return n;
}

void GraphEmitter::setStatistics(const GraphOp &op, const Normalized &n) {
  // keep_stats: the mean and the variance, in their declared type.
  if (op.outputs.size() == 3) {
    values[op.outputs[1]] = convertResult(n.mean, op.outputs[1]);
    values[op.outputs[2]] = convertResult(n.variance, op.outputs[2]);
  }
}

Value GraphEmitter::emitLayerNorm(const GraphOp &op) {
  MLIRContext *ctx = b.getContext();
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  unsigned rank = dims.size();
  unsigned axis = *normalizeAxis(getIntAttr(op, "begin_norm_axis", -1), rank);
  // The statistics over the dims from `axis`, one per index of those before;
  // gamma and beta are of the dims from `axis`.
  SmallVector<unsigned> kept = llvm::to_vector(llvm::seq(0u, axis));
  SmallVector<Value> gammaBeta;
  if (op.inputs.size() == 3)
    gammaBeta = {get(op.inputs[1]), get(op.inputs[2])};
  AffineMap normalizedMap = AffineMap::get(
      rank, 0,
      AffineMap::getMultiDimIdentityMap(rank, ctx).getResults().drop_front(
          axis),
      ctx);
  Normalized n = createNormalization(op, get(op.inputs[0]), dims, kept,
                                     gammaBeta, normalizedMap);
  setStatistics(op, n);
  return n.result;
}

Value GraphEmitter::emitGroupNorm(const GraphOp &op) {
  MLIRContext *ctx = b.getContext();
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  unsigned rank = dims.size();
  unsigned channel = getChannelAxis(op, rank);
  int64_t groups = getIntAttr(op, "groups", 1);
  // The channel dim split into groups x channels per group: the
  // statistics are over every dim but the batch and the group.
  SmallVector<int64_t, 6> split(dims);
  split[channel] = dims[channel] / groups;
  split.insert(split.begin() + channel, groups);
  SmallVector<ReassociationIndices> reassociation;
  for (unsigned i = 0; i < rank; ++i) {
    if (i < channel)
      reassociation.push_back({static_cast<int64_t>(i)});
    else if (i == channel)
      reassociation.push_back({static_cast<int64_t>(i), i + 1});
    else
      reassociation.push_back({static_cast<int64_t>(i) + 1});
  }
  auto splitChannels = [&](Value value, ArrayRef<int64_t> shape,
                           ArrayRef<ReassociationIndices> groupsOf) -> Value {
    auto type = cast<RankedTensorType>(value.getType());
    return tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get(shape, type.getElementType()), value,
        groupsOf);
  };
  Value input = splitChannels(get(op.inputs[0]), split, reassociation);
  // gamma and beta, of the C channels, as groups x channels per group.
  SmallVector<Value> gammaBeta;
  SmallVector<ReassociationIndices> vectorGroups = {{0, 1}};
  for (unsigned i = 1; i < op.inputs.size(); ++i)
    gammaBeta.push_back(splitChannels(
        get(op.inputs[i]), {groups, split[channel + 1]}, vectorGroups));
  AffineMap channelMap = AffineMap::get(
      rank + 1, 0,
      {getAffineDimExpr(channel, ctx), getAffineDimExpr(channel + 1, ctx)},
      ctx);
  Normalized n = createNormalization(op, input, split, {0, channel}, gammaBeta,
                                     channelMap);
  setStatistics(op, n);
  auto outType = cast<RankedTensorType>(n.result.getType());
  return tensor::CollapseShapeOp::create(
      b, loc, RankedTensorType::get(dims, outType.getElementType()), n.result,
      reassociation);
}

/// The elementwise float ops of one input that emitUnary builds.
static bool isUnaryKind(StringRef kind) {
  return llvm::is_contained({"ReLU", "Tanh", "Sigmoid", "GELU", "Abs", "Exp",
                             "Log", "Sqrt", "Square", "Reciprocal", "Round",
                             "HardSwish", "Mish", "Clamp", "LeakyReLU", "Elu",
                             "HardSigmoid", "SoftPlus", "Pow"},
                            kind);
}

/// log(1 + exp(x)) without the overflow of exp: max(x, 0) + log1p(exp(-|x|)).
static Value createSoftPlus(OpBuilder &nb, Location l, Value x) {
  Value zero = arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(0));
  Value negAbs = arith::NegFOp::create(nb, l, math::AbsFOp::create(nb, l, x));
  return arith::AddFOp::create(
      nb, l, arith::MaximumFOp::create(nb, l, x, zero),
      math::Log1pOp::create(nb, l, math::ExpOp::create(nb, l, negAbs)));
}

Value GraphEmitter::emitBatchNorm(const GraphOp &op) {
  MLIRContext *ctx = b.getContext();
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  unsigned rank = dims.size();
  unsigned channel = getChannelAxis(op, rank);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  AffineMap channelMap =
      AffineMap::get(rank, 0, getAffineDimExpr(channel, ctx), ctx);
  SmallVector<Value> inputs;
  SmallVector<DType> types;
  for (int64_t id : op.inputs) {
    inputs.push_back(get(id));
    types.push_back(getDType(id));
  }
  double epsilon = getFloatAttr(op, "epsilon", 0);
  DType outType = getDType(op.outputs[0]);
  SmallVector<IteratorType> parallel(rank, IteratorType::parallel);
  // (x - mean) / sqrt(variance + epsilon) * gamma + beta.
  return createGeneric(
      dims, getElementType(outType), inputs,
      {identity, channelMap, channelMap, channelMap, channelMap}, identity,
      parallel, Value(), [&](OpBuilder &nb, Location l, ValueRange args) {
        auto arg = [&](unsigned i) { return toF32(nb, l, args[i], types[i]); };
        Value deviation = math::SqrtOp::create(
            nb, l,
            arith::AddFOp::create(
                nb, l, arg(4),
                arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(epsilon))));
        Value r = arith::DivFOp::create(
            nb, l, arith::SubFOp::create(nb, l, arg(0), arg(3)), deviation);
        r = arith::AddFOp::create(
            nb, l, arith::MulFOp::create(nb, l, r, arg(1)), arg(2));
        return fromF32(nb, l, r, outType);
      });
}

Value GraphEmitter::emitBiasAdd(const GraphOp &op) {
  MLIRContext *ctx = b.getContext();
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  unsigned rank = dims.size();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  AffineMap channelMap = AffineMap::get(
      rank, 0, getAffineDimExpr(getChannelAxis(op, rank), ctx), ctx);
  DType inType = getDType(op.inputs[0]), biasType = getDType(op.inputs[1]);
  DType outType = getDType(op.outputs[0]);
  SmallVector<IteratorType> parallel(rank, IteratorType::parallel);
  return createGeneric(
      dims, getElementType(outType), {get(op.inputs[0]), get(op.inputs[1])},
      {identity, channelMap}, identity, parallel, Value(),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        return fromF32(nb, l,
                       arith::AddFOp::create(nb, l,
                                             toF32(nb, l, args[0], inType),
                                             toF32(nb, l, args[1], biasType)),
                       outType);
      });
}

Value GraphEmitter::emitPReLU(const GraphOp &op) {
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  Value slope = get(op.inputs[1]);
  auto slopeType = cast<RankedTensorType>(slope.getType());
  // A per-channel slope of NCX data: as a C x 1 x ... tensor, it broadcasts
  // aligned right as every other slope does (of 2-D data, dim 1 is last).
  if (dims.size() > 2 &&
      isPReLUChannelSlope(op, dims.size(), slopeType.getRank())) {
    SmallVector<int64_t> shape(dims.size() - 1, 1);
    shape.front() = slopeType.getDimSize(0);
    SmallVector<ReassociationIndices> groups = {
        llvm::to_vector(llvm::seq<int64_t>(0, shape.size()))};
    slope = tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get(shape, slopeType.getElementType()), slope,
        groups);
  }
  DType inType = getDType(op.inputs[0]), slopeDType = getDType(op.inputs[1]);
  DType outType = getDType(op.outputs[0]);
  return createElementwise(
      dims, getElementType(outType), {get(op.inputs[0]), slope},
      [&](OpBuilder &nb, Location l, ValueRange args) {
        // x >= 0 ? x : slope * x.
        Value x = toF32(nb, l, args[0], inType);
        Value nonNegative = arith::CmpFOp::create(
            nb, l, arith::CmpFPredicate::OGE, x,
            arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(0)));
        Value scaled =
            arith::MulFOp::create(nb, l, toF32(nb, l, args[1], slopeDType), x);
        return fromF32(nb, l,
                       arith::SelectOp::create(nb, l, nonNegative, x, scaled),
                       outType);
      });
}

Value GraphEmitter::emitUnary(const GraphOp &op) {
  Value input = get(op.inputs[0]);
  ArrayRef<int64_t> out = *graph.getTensor(op.outputs[0]).desc.shape;
  DType inType = getDType(op.inputs[0]), outType = getDType(op.outputs[0]);
  StringRef kind = op.kind;
  bool tanhGELU = getStringAttr(op, "mode", "gelu_erf") == "gelu_tanh";
  return createElementwise(
      out, getElementType(outType), input,
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value x = toF32(nb, l, args[0], inType);
        auto constant = [&](double value) -> Value {
          return arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(value));
        };
        Value r;
        if (kind == "ReLU") {
          r = arith::MaximumFOp::create(nb, l, x, constant(0));
        } else if (kind == "Tanh") {
          r = math::TanhOp::create(nb, l, x);
        } else if (kind == "Abs") {
          r = math::AbsFOp::create(nb, l, x);
        } else if (kind == "Exp") {
          r = math::ExpOp::create(nb, l, x);
        } else if (kind == "Log") {
          r = math::LogOp::create(nb, l, x);
        } else if (kind == "Sqrt") {
          r = math::SqrtOp::create(nb, l, x);
        } else if (kind == "Square") {
          r = arith::MulFOp::create(nb, l, x, x);
        } else if (kind == "Reciprocal") {
          r = arith::DivFOp::create(nb, l, constant(1), x);
        } else if (kind == "Round") {
          // Half to even, as oneDNN's eltwise_round (nearbyint).
          r = math::RoundEvenOp::create(nb, l, x);
        } else if (kind == "Clamp") {
          // maxnum, minnum: NaN gives min, as oneDNN's clip.
          r = arith::MinNumFOp::create(
              nb, l,
              arith::MaxNumFOp::create(nb, l, x,
                                       constant(getFloatAttr(op, "min", 0))),
              constant(getFloatAttr(op, "max", 0)));
        } else if (kind == "LeakyReLU" || kind == "Elu") {
          // alpha * x, or alpha * (exp(x) - 1), where x < 0 (Elu: x <= 0).
          Value alpha = constant(getFloatAttr(op, "alpha", 0));
          Value negative =
              kind == "Elu" ? arith::MulFOp::create(
                                  nb, l, alpha,
                                  math::ExpM1Op::create(nb, l, x).getResult())
                            : arith::MulFOp::create(nb, l, alpha, x);
          Value positive = arith::CmpFOp::create(
              nb, l, arith::CmpFPredicate::OGT, x, constant(0));
          r = arith::SelectOp::create(nb, l, positive, x, negative);
        } else if (kind == "HardSigmoid" || kind == "HardSwish") {
          // min(1, max(0, alpha * x + beta)); HardSwish: x * that with 1/6,
          // 1/2.
          bool swish = kind == "HardSwish";
          Value alpha =
              constant(swish ? 1.0 / 6 : getFloatAttr(op, "alpha", 0));
          Value beta = constant(swish ? 0.5 : getFloatAttr(op, "beta", 0));
          Value linear = arith::AddFOp::create(
              nb, l, arith::MulFOp::create(nb, l, alpha, x), beta);
          r = arith::MinimumFOp::create(
              nb, l, arith::MaximumFOp::create(nb, l, linear, constant(0)),
              constant(1));
          if (swish)
            r = arith::MulFOp::create(nb, l, x, r);
        } else if (kind == "SoftPlus") {
          // log(1 + exp(beta * x)) / beta.
          Value beta = constant(getFloatAttr(op, "beta", 1.0));
          r = arith::DivFOp::create(
              nb, l,
              createSoftPlus(nb, l, arith::MulFOp::create(nb, l, beta, x)),
              beta);
        } else if (kind == "Pow") {
          // x^beta, as oneDNN's eltwise_pow (powf, with alpha 1).
          r = math::PowFOp::create(nb, l, x,
                                   constant(getFloatAttr(op, "beta", 0)));
        } else if (kind == "Mish") {
          // x * tanh(softplus(x)).
          r = arith::MulFOp::create(
              nb, l, x, math::TanhOp::create(nb, l, createSoftPlus(nb, l, x)));
        } else if (kind == "Sigmoid") {
          // 1 / (1 + exp(-x)).
          Value e = math::ExpOp::create(nb, l, arith::NegFOp::create(nb, l, x));
          r = arith::DivFOp::create(
              nb, l, constant(1), arith::AddFOp::create(nb, l, constant(1), e));
        } else {
          assert(kind == "GELU" && "isUnaryKind lists a kind with no case");
          // GELU: x/2 * (1 + erf(x / sqrt(2))), or with tanh(sqrt(2/pi) *
          // (x + 0.044715 x^3)) in place of the erf.
          Value inner;
          if (tanhGELU) {
            Value x3 = arith::MulFOp::create(
                nb, l, x, arith::MulFOp::create(nb, l, x, x));
            Value sum = arith::AddFOp::create(
                nb, l, x, arith::MulFOp::create(nb, l, constant(0.044715), x3));
            inner = math::TanhOp::create(
                nb, l,
                arith::MulFOp::create(nb, l, constant(0.7978845608028654),
                                      sum));
          } else {
            inner = math::ErfOp::create(
                nb, l,
                arith::MulFOp::create(nb, l, x, constant(0.7071067811865476)));
          }
          Value half = arith::MulFOp::create(nb, l, constant(0.5), x);
          r = arith::MulFOp::create(
              nb, l, half, arith::AddFOp::create(nb, l, constant(1), inner));
        }
        return fromF32(nb, l, r, outType);
      });
}

Value GraphEmitter::emitSoftMax(const GraphOp &op) {
  MLIRContext *ctx = b.getContext();
  Value input = get(op.inputs[0]);
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  unsigned rank = dims.size();
  unsigned axis = *normalizeAxis(getSoftMaxAxis(op), rank);
  bool logSoftMax = op.kind == "LogSoftmax";
  bool infAsZero =
      !logSoftMax && getStringAttr(op, "mode", "none") == "inf_as_zero";
  DType inType = getDType(op.inputs[0]), outType = getDType(op.outputs[0]);

  SmallVector<int64_t, 6> reducedDims;
  SmallVector<AffineExpr> reducedExprs;
  for (unsigned i = 0; i < rank; ++i) {
    if (i == axis)
      continue;
    reducedDims.push_back(dims[i]);
    reducedExprs.push_back(getAffineDimExpr(i, ctx));
  }
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  AffineMap reducedMap = AffineMap::get(rank, 0, reducedExprs, ctx);
  SmallVector<IteratorType> reduction(rank, IteratorType::parallel);
  reduction[axis] = IteratorType::reduction;
  SmallVector<IteratorType> parallel(rank, IteratorType::parallel);

  // max over the axis, then the sum of exp(x - max), then the quotient
  // (LogSoftmax: x - max - log(sum)).
  Value max = createGeneric(
      reducedDims, b.getF32Type(), input, identity, reducedMap, reduction,
      createFilled(reducedDims, -std::numeric_limits<double>::infinity()),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        return arith::MaximumFOp::create(nb, l, toF32(nb, l, args[0], inType),
                                         args[1])
            .getResult();
      });
  auto shifted = [&](OpBuilder &nb, Location l, Value x, Value m) {
    return math::ExpOp::create(
        nb, l, arith::SubFOp::create(nb, l, toF32(nb, l, x, inType), m));
  };
  Value sum = createGeneric(
      reducedDims, b.getF32Type(), {input, max}, {identity, reducedMap},
      reducedMap, reduction, createFilled(reducedDims, 0.0),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        return arith::AddFOp::create(nb, l, args[2],
                                     shifted(nb, l, args[0], args[1]))
            .getResult();
      });
  return createGeneric(
      dims, getElementType(outType), {input, max, sum},
      {identity, reducedMap, reducedMap}, identity, parallel, Value(),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        if (logSoftMax) {
          Value centered = arith::SubFOp::create(
              nb, l, toF32(nb, l, args[0], inType), args[1]);
          return fromF32(nb, l,
                         arith::SubFOp::create(
                             nb, l, centered,
                             math::LogOp::create(nb, l, args[2]).getResult()),
                         outType);
        }
        Value r = arith::DivFOp::create(nb, l, shifted(nb, l, args[0], args[1]),
                                        args[2]);
        if (infAsZero) {
          // A row of -inf gives 0 rather than NaN.
          Value minusInf = arith::ConstantOp::create(
              nb, l,
              nb.getF32FloatAttr(-std::numeric_limits<float>::infinity()));
          Value zero = arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(0));
          Value allInf = arith::CmpFOp::create(nb, l, arith::CmpFPredicate::OEQ,
                                               args[1], minusInf);
          r = arith::SelectOp::create(nb, l, allInf, zero, r);
        }
        return fromF32(nb, l, r, outType);
      });
}

Value GraphEmitter::emitTranspose(const GraphOp &op) {
  Value input = get(op.inputs[0]);
  auto inputType = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t, 6> order;
  for (int64_t axis : getIntsAttr(op, "order"))
    order.push_back(*normalizeAxis(axis, inputType.getRank()));
  if (llvm::equal(order, llvm::seq<int64_t>(0, order.size())))
    return input;
  // Result dim i is input dim order[i].
  SmallVector<int64_t, 6> dims;
  SmallVector<Value> dynamicSizes;
  for (int64_t axis : order) {
    dims.push_back(inputType.getDimSize(axis));
    if (inputType.isDynamicDim(axis))
      dynamicSizes.push_back(tensor::DimOp::create(b, loc, input, axis));
  }
  Value init = tensor::EmptyOp::create(b, loc, dims, inputType.getElementType(),
                                       dynamicSizes);
  return linalg::TransposeOp::create(b, loc, input, init, order).getResult()[0];
}

Value GraphEmitter::emitReorder(const GraphOp &op) {
  if (getDType(op.inputs[0]) != getDType(op.outputs[0]))
    return emitConversion(op);
  Value input = get(op.inputs[0]);
  auto type = cast<RankedTensorType>(input.getType());
  Value init = createEmpty(type.getShape(), type.getElementType(), input);
  return linalg::CopyOp::create(b, loc, ValueRange{input}, ValueRange{init})
      .getResult(0);
}

Value GraphEmitter::emitConversion(const GraphOp &op) {
  Value input = get(op.inputs[0]);
  DType from = getDType(op.inputs[0]), to = getDType(op.outputs[0]);
  return createElementwise(cast<RankedTensorType>(input.getType()).getShape(),
                           getElementType(to), input,
                           [&](OpBuilder &nb, Location l, ValueRange args) {
                             return convert(nb, l, args[0], from, to);
                           });
}

Value GraphEmitter::emitReduce(const GraphOp &op) {
  MLIRContext *ctx = b.getContext();
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  unsigned rank = dims.size();
  SmallVector<bool, 6> reduced(rank, false);
  for (int64_t axis : getIntsAttr(op, "axes"))
    reduced[*normalizeAxis(axis, rank)] = true;
  bool keepDims = getBoolAttr(op, "keep_dims");
  SmallVector<AffineExpr> outExprs;
  SmallVector<IteratorType> iterators;
  for (unsigned i = 0; i < rank; ++i) {
    iterators.push_back(reduced[i] ? IteratorType::reduction
                                   : IteratorType::parallel);
    if (!reduced[i])
      outExprs.push_back(getAffineDimExpr(i, ctx));
    else if (keepDims)
      outExprs.push_back(getAffineConstantExpr(0, ctx));
  }
  DType inType = getDType(op.inputs[0]);
  // Without axes every kind is the identity (L1 and L2 too, as the spec
  // says: no |x|, no square root), -0.0 too: a sum from +0.0 made it +0.0,
  // and a Reciprocal after it +inf for -inf (found by the graph fuzzer).
  if (!llvm::is_contained(reduced, true))
    return convertResult(
        createElementwise(out, b.getF32Type(), get(op.inputs[0]),
                          [&](OpBuilder &nb, Location l, ValueRange args) {
                            return toF32(nb, l, args[0], inType);
                          }),
        op.outputs[0]);
  StringRef kind = op.kind;
  double init = kind == "ReduceMax"   ? -std::numeric_limits<double>::infinity()
                : kind == "ReduceMin" ? std::numeric_limits<double>::infinity()
                : kind == "ReduceProd" ? 1.0
                                       : 0.0;
  Value reducedValue =
      createGeneric(out, b.getF32Type(), get(op.inputs[0]),
                    AffineMap::getMultiDimIdentityMap(rank, ctx),
                    AffineMap::get(rank, 0, outExprs, ctx), iterators,
                    createFilled(out, init),
                    [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                      Value x = toF32(nb, l, args[0], inType), acc = args[1];
                      if (kind == "ReduceMax")
                        return arith::MaximumFOp::create(nb, l, acc, x);
                      if (kind == "ReduceMin")
                        return arith::MinimumFOp::create(nb, l, acc, x);
                      if (kind == "ReduceProd")
                        return arith::MulFOp::create(nb, l, acc, x);
                      if (kind == "ReduceL1")
                        x = math::AbsFOp::create(nb, l, x);
                      else if (kind == "ReduceL2")
                        x = arith::MulFOp::create(nb, l, x, x);
                      return arith::AddFOp::create(nb, l, acc, x);
                    });
  // The mean divides the sum by the count of the reduced elements; L2 is
  // the square root of the sum of squares.
  if (kind == "ReduceMean" || kind == "ReduceL2") {
    int64_t count = 1;
    for (unsigned i = 0; i < rank; ++i)
      if (reduced[i])
        count *= dims[i];
    reducedValue = createElementwise(
        out, b.getF32Type(), reducedValue,
        [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
          if (kind == "ReduceL2")
            return math::SqrtOp::create(nb, l, args[0]);
          return arith::DivFOp::create(
              nb, l, args[0],
              arith::ConstantOp::create(
                  nb, l, nb.getF32FloatAttr(static_cast<float>(count))));
        });
  }
  return convertResult(reducedValue, op.outputs[0]);
}

Value GraphEmitter::emitQuantize(const GraphOp &op) {
  MLIRContext *ctx = b.getContext();
  bool quantize = op.kind == "Quantize" || op.kind == "DynamicQuantize";
  // The Dynamic kinds take the scales and zero points as input tensors.
  bool dynamic = StringRef(op.kind).starts_with("Dynamic");
  Value input = get(op.inputs[0]);
  auto inputType = cast<RankedTensorType>(input.getType());
  unsigned rank = inputType.getRank();
  DType inType = getDType(op.inputs[0]), outType = getDType(op.outputs[0]);
  bool perChannel = getStringAttr(op, "qtype", "per_tensor") == "per_channel";
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
  // Per channel, the scales and zero points are tensors along the axis; a
  // per-tensor one of a Dynamic kind is its element 0.
  AffineMap along =
      perChannel
          ? AffineMap::get(
                rank, 0,
                getAffineDimExpr(
                    *normalizeAxis(getIntAttr(op, "axis", 1), rank), ctx))
          : AffineMap::get(rank, 0, getAffineConstantExpr(0, ctx));
  SmallVector<Value> inputs{input};
  SmallVector<AffineMap> maps{identity};
  SmallVector<float, 4> scales, zps;
  bool hasZeroPoints = true;
  DType zpType = DType::F32;
  if (dynamic) {
    for (int64_t id : ArrayRef<int64_t>(op.inputs).drop_front())
      inputs.push_back(get(id));
    maps.append(inputs.size() - 1, along);
    hasZeroPoints = op.inputs.size() == 3;
    if (hasZeroPoints)
      zpType = getDType(op.inputs[2]);
  } else {
    ArrayRef<double> scaleAttr = getFloatsAttr(op, "scales");
    scales.assign(scaleAttr.begin(), scaleAttr.end());
    for (int64_t zp : getIntsAttr(op, "zps"))
      zps.push_back(static_cast<float>(zp));
    if (zps.empty())
      zps.assign(scales.size(), 0.0f);
    if (perChannel) {
      auto vectorType = RankedTensorType::get(
          {static_cast<int64_t>(scales.size())}, b.getF32Type());
      inputs.push_back(arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(vectorType, ArrayRef<float>(scales))));
      inputs.push_back(arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(vectorType, ArrayRef<float>(zps))));
      maps.append({along, along});
    }
  }
  bool scalesAreInputs = dynamic || perChannel;
  SmallVector<IteratorType> iterators(rank, IteratorType::parallel);
  return createGeneric(
      inputType.getShape(), getElementType(outType), inputs, maps, identity,
      iterators, Value(), [&](OpBuilder &nb, Location l, ValueRange args) {
        auto constant = [&](float value) -> Value {
          return arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(value));
        };
        Value scale = scalesAreInputs ? args[1] : constant(scales[0]);
        Value zp = !scalesAreInputs ? constant(zps[0])
                   : hasZeroPoints  ? toF32(nb, l, args[2], zpType)
                                    : constant(0.0f);
        Value x = toF32(nb, l, args[0], inType);
        if (quantize) {
          // round(x / scale + zp), saturated.
          Value q = arith::AddFOp::create(
              nb, l, arith::DivFOp::create(nb, l, x, scale), zp);
          return fromF32(nb, l, q, outType);
        }
        // (x - zp) * scale.
        Value r = arith::MulFOp::create(
            nb, l, arith::SubFOp::create(nb, l, x, zp), scale);
        return fromF32(nb, l, r, outType);
      });
}

/// Crops (negative padding) and pads (with `padValue`, an integer for
/// integer elements) the spatial dims of `input` as `window` says.
static Value padSpatial(OpBuilder &b, Location loc, Value input,
                        const Window &window, double padValue = 0.0) {
  auto type = cast<RankedTensorType>(input.getType());
  unsigned rank = type.getRank(), first = window.channelsLast ? 1 : 2;
  if (window.hasCrop()) {
    SmallVector<int64_t> offsets(rank, 0), sizes(type.getShape()),
        strides(rank, 1);
    for (unsigned i = 0; i < window.cropBegin.size(); ++i) {
      // A slice of no element starts at 0: at the input's end it would not
      // verify (its pad is all padding then).
      offsets[first + i] =
          window.inputSpatial[i] == 0 ? 0 : window.cropBegin[i];
      sizes[first + i] = window.inputSpatial[i];
    }
    input = tensor::ExtractSliceOp::create(
        b, loc, RankedTensorType::get(sizes, type.getElementType()), input,
        ValueRange(), ValueRange(), ValueRange(), offsets, sizes, strides);
    type = cast<RankedTensorType>(input.getType());
  }
  if (!window.hasPadding())
    return input;
  SmallVector<OpFoldResult> low(rank, b.getIndexAttr(0)),
      high(rank, b.getIndexAttr(0));
  SmallVector<int64_t> dims(type.getShape());
  for (unsigned i = 0; i < window.padBegin.size(); ++i) {
    int64_t end = window.padEnd[i] + window.ceilExtra[i];
    low[first + i] = b.getIndexAttr(window.padBegin[i]);
    high[first + i] = b.getIndexAttr(end);
    dims[first + i] += window.padBegin[i] + end;
  }
  Type elementType = type.getElementType();
  TypedAttr padAttr = isa<FloatType>(elementType)
                          ? TypedAttr(b.getFloatAttr(elementType, padValue))
                          : TypedAttr(b.getIntegerAttr(
                                elementType, static_cast<int64_t>(padValue)));
  Value value = arith::ConstantOp::create(b, loc, padAttr);
  return tensor::PadOp::create(b, loc, type.clone(dims), input, low, high,
                               value);
}

Value GraphEmitter::createWindowReduction(ArrayRef<int64_t> out, Value padded,
                                          const Window &w, double init,
                                          BodyFn body) {
  MLIRContext *ctx = b.getContext();
  unsigned s = w.kernel.size(), rank = out.size();
  unsigned first = w.channelsLast ? 1 : 2;
  // Loops: the output dims, then the kernel dims (reductions); a window
  // element at o * stride + k * dilation.
  unsigned loops = rank + s;
  auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  SmallVector<AffineExpr> inExprs, windowExprs, outExprs;
  for (unsigned i = 0; i < rank; ++i) {
    bool spatial = i >= first && i < first + s;
    inExprs.push_back(spatial ? d(i) * w.strides[i - first] +
                                    d(rank + i - first) * w.dilations[i - first]
                              : d(i));
    outExprs.push_back(d(i));
  }
  for (unsigned i = 0; i < s; ++i)
    windowExprs.push_back(d(rank + i));
  SmallVector<IteratorType> iterators(loops, IteratorType::parallel);
  for (unsigned i = rank; i < loops; ++i)
    iterators[i] = IteratorType::reduction;
  // The window operand only carries the kernel's extents, as in linalg's
  // pooling ops.
  Value windowShape = tensor::EmptyOp::create(b, loc, w.kernel, b.getF32Type());
  return createGeneric(out, b.getF32Type(), {padded, windowShape},
                       {AffineMap::get(loops, 0, inExprs, ctx),
                        AffineMap::get(loops, 0, windowExprs, ctx)},
                       AffineMap::get(loops, 0, outExprs, ctx), iterators,
                       createFilled(out, init), body);
}

Value GraphEmitter::emitMaxPool(const GraphOp &op) {
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  Window w = *computeWindow(op, dims, getIntsAttr(op, "kernel"), nullptr);
  // As oneDNN: the window starts at the lowest finite value of the data
  // type, and an element replaces it only when greater (a NaN never does);
  // padding is that value too.
  DType inType = getDType(op.inputs[0]);
  double lowest = inType == DType::BF16  ? -3.3895313892515355e38
                  : inType == DType::F16 ? -65504.0
                                         : -std::numeric_limits<float>::max();
  Value padded = padSpatial(b, loc, get(op.inputs[0]), w, lowest);
  Value max = createWindowReduction(
      out, padded, w, lowest, [&](OpBuilder &nb, Location l, ValueRange args) {
        Value x = toF32(nb, l, args[0], inType);
        Value greater =
            arith::CmpFOp::create(nb, l, arith::CmpFPredicate::OGT, x, args[2]);
        return arith::SelectOp::create(nb, l, greater, x, args[2]).getResult();
      });
  return convertResult(max, op.outputs[0]);
}

Value GraphEmitter::emitAvgPool(const GraphOp &op) {
  ArrayRef<int64_t> dims = getStaticDims(graph, op.inputs[0]);
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  Window w = *computeWindow(op, dims, getIntsAttr(op, "kernel"), nullptr);
  unsigned s = w.kernel.size();
  unsigned first = w.channelsLast ? 1 : 2;
  Value padded = padSpatial(b, loc, get(op.inputs[0]), w);
  DType inType = getDType(op.inputs[0]);
  Value sum = createWindowReduction(
      out, padded, w, 0.0, [&](OpBuilder &nb, Location l, ValueRange args) {
        return arith::AddFOp::create(nb, l, args[2],
                                     toF32(nb, l, args[0], inType))
            .getResult();
      });

  // The divisor: the window clipped to the input (exclude_pad) or to the
  // padded input (the ceil rounding's extra padding never counts).
  bool excludePad = getBoolAttr(op, "exclude_pad");
  DType outType = getDType(op.outputs[0]);
  return createElementwise(
      out, getElementType(outType), sum,
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value count = arith::ConstantIndexOp::create(nb, l, 1);
        for (unsigned i = 0; i < s; ++i) {
          Value o = linalg::IndexOp::create(nb, l, first + i);
          auto cst = [&](int64_t v) {
            return arith::ConstantIndexOp::create(nb, l, v).getResult();
          };
          // start = o * stride - pad_begin, end = start + kernel.
          Value start = arith::SubIOp::create(
              nb, l, arith::MulIOp::create(nb, l, o, cst(w.strides[i])),
              cst(w.padBegin[i]));
          Value end = arith::AddIOp::create(nb, l, start, cst(w.kernel[i]));
          int64_t lo = excludePad ? 0 : -w.padBegin[i];
          int64_t hi =
              excludePad ? w.inputSpatial[i] : w.inputSpatial[i] + w.padEnd[i];
          Value clippedStart = arith::MaxSIOp::create(nb, l, start, cst(lo));
          Value clippedEnd = arith::MinSIOp::create(nb, l, end, cst(hi));
          count = arith::MulIOp::create(
              nb, l, count,
              arith::SubIOp::create(nb, l, clippedEnd, clippedStart));
        }
        Value countF32 = arith::SIToFPOp::create(
            nb, l, nb.getF32Type(),
            arith::IndexCastOp::create(nb, l, nb.getI64Type(), count));
        return fromF32(nb, l, arith::DivFOp::create(nb, l, args[0], countF32),
                       outType);
      });
}

namespace {
/// The loops of a grouped convolution over `s` spatial dims: the batch,
/// the group, the output channel in the group, the output spatial dims,
/// then the reductions: the input channel in the group, the kernel dims.
struct ConvLoops {
  unsigned s;
  static constexpr unsigned batch = 0, group = 1, outChannel = 2;
  unsigned spatial(unsigned i) const { return 3 + i; }
  unsigned inChannel() const { return 3 + s; }
  unsigned kernel(unsigned i) const { return 4 + s + i; }
  unsigned count() const { return 4 + 2 * s; }
};
} // namespace

/// The reassociation that splits dim `dim` of a tensor of rank `rank` in
/// two.
static SmallVector<ReassociationIndices> getSplitReassociation(unsigned rank,
                                                               unsigned dim) {
  SmallVector<ReassociationIndices> groups;
  for (unsigned i = 0; i < rank; ++i) {
    int64_t j = i <= dim ? i : i + 1;
    groups.push_back(i == dim ? ReassociationIndices{j, j + 1}
                              : ReassociationIndices{j});
  }
  return groups;
}

/// `value` with dim `dim` split into (`groups`, the extent / `groups`).
static Value splitDim(OpBuilder &b, Location loc, Value value, unsigned dim,
                      int64_t groups) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> dims(type.getShape());
  dims[dim] /= groups;
  dims.insert(dims.begin() + dim, groups);
  return tensor::ExpandShapeOp::create(
      b, loc, type.clone(dims), value,
      getSplitReassociation(type.getRank(), dim));
}

/// `input` with `strides[i] - 1` copies of `zero` between its elements
/// along spatial dim i (from dim `first`).
static Value insertBetween(OpBuilder &b, Location loc, Value input,
                           ArrayRef<int64_t> strides, unsigned first,
                           TypedAttr zero) {
  auto type = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t> dims(type.getShape()), offsets(type.getRank(), 0),
      steps(type.getRank(), 1);
  for (auto [i, st] : llvm::enumerate(strides)) {
    dims[first + i] = (dims[first + i] - 1) * st + 1;
    steps[first + i] = st;
  }
  Value zeros = linalg::FillOp::create(
                    b, loc, ValueRange{arith::ConstantOp::create(b, loc, zero)},
                    ValueRange{tensor::EmptyOp::create(b, loc, dims,
                                                       type.getElementType())})
                    .getResult(0);
  // An input of no element is all zeros (an insert of it at offset 0
  // would not verify: MLIR takes offset 0 of an extent 0 as out of bounds).
  if (type.getNumElements() == 0)
    return zeros;
  return tensor::InsertSliceOp::create(b, loc, input, zeros, ValueRange(),
                                       ValueRange(), ValueRange(), offsets,
                                       type.getShape(), steps);
}

GraphEmitter::ConvInput GraphEmitter::createConvInput(Value input,
                                                      ArrayRef<int64_t> strides,
                                                      const Window &w) {
  bool inserts = llvm::any_of(strides, [](int64_t st) { return st != 1; });
  auto type = cast<RankedTensorType>(input.getType());
  unsigned first = w.channelsLast ? 1 : 2;
  ConvInput result;
  result.padded = input;
  if (inserts)
    result.padded = insertBetween(b, loc, input, strides, first,
                                  b.getZeroAttr(type.getElementType()));
  result.padded = padSpatial(b, loc, result.padded, w);
  if (!inserts && !w.hasPadding())
    return result;
  // oneDNN multiplies no zero it makes, and a zero times an infinite
  // weight is NaN: the mask marks the input's elements.
  SmallVector<int64_t> maskDims(type.getRank(), 1);
  for (unsigned i = 0, e = w.kernel.size(); i < e; ++i)
    maskDims[first + i] = type.getDimSize(first + i);
  auto maskType = RankedTensorType::get(maskDims, b.getI1Type());
  Value mask =
      arith::ConstantOp::create(b, loc, DenseElementsAttr::get(maskType, true));
  if (inserts)
    mask = insertBetween(b, loc, mask, strides, first, b.getBoolAttr(false));
  result.mask = padSpatial(b, loc, mask, w);
  return result;
}

Value GraphEmitter::createConvolution(const GraphOp &op, const ConvInput &input,
                                      const Window &w, unsigned weightsGroupDim,
                                      ArrayRef<AffineExpr> weightExprs,
                                      bool kernelOperand) {
  MLIRContext *ctx = b.getContext();
  ArrayRef<int64_t> out = getStaticDims(graph, op.outputs[0]);
  unsigned s = w.kernel.size();
  bool nxc = w.channelsLast;
  int64_t groups = getIntAttr(op, "groups", 1);
  unsigned c = nxc ? s + 1 : 1;
  Value x = splitDim(b, loc, input.padded, c, groups);
  Value weights = splitDim(b, loc, get(op.inputs[1]), weightsGroupDim, groups);

  ConvLoops loops{s};
  auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
  SmallVector<AffineExpr> xExprs{d(loops.batch)}, outExprs{d(loops.batch)};
  SmallVector<AffineExpr> xSpatial, outSpatial, kernelExprs;
  for (unsigned i = 0; i < s; ++i) {
    xSpatial.push_back(d(loops.spatial(i)) * w.strides[i] +
                       d(loops.kernel(i)) * w.dilations[i]);
    outSpatial.push_back(d(loops.spatial(i)));
    kernelExprs.push_back(d(loops.kernel(i)));
  }
  if (nxc) {
    llvm::append_range(xExprs, xSpatial);
    xExprs.append({d(loops.group), d(loops.inChannel())});
    llvm::append_range(outExprs, outSpatial);
    outExprs.append({d(loops.group), d(loops.outChannel)});
  } else {
    xExprs.append({d(loops.group), d(loops.inChannel())});
    llvm::append_range(xExprs, xSpatial);
    outExprs.append({d(loops.group), d(loops.outChannel)});
    llvm::append_range(outExprs, outSpatial);
  }
  unsigned n = loops.count();
  SmallVector<Value> inputs{x, weights};
  SmallVector<AffineMap> maps{AffineMap::get(n, 0, xExprs, ctx),
                              AffineMap::get(n, 0, weightExprs, ctx)};
  if (kernelOperand) {
    // Only its extents matter, as for linalg's pooling ops.
    inputs.push_back(tensor::EmptyOp::create(b, loc, w.kernel, b.getF32Type()));
    maps.push_back(AffineMap::get(n, 0, kernelExprs, ctx));
  }
  if (input.mask) {
    // The input's map without its batch and channel dims.
    SmallVector<AffineExpr> maskExprs(s + 2, getAffineConstantExpr(0, ctx));
    llvm::copy(xSpatial, maskExprs.begin() + (nxc ? 1 : 2));
    inputs.push_back(input.mask);
    maps.push_back(AffineMap::get(n, 0, maskExprs, ctx));
  }
  SmallVector<int64_t> outSplit(out);
  outSplit[c] /= groups;
  outSplit.insert(outSplit.begin() + c, groups);
  SmallVector<IteratorType> iterators(n, IteratorType::parallel);
  iterators[loops.inChannel()] = IteratorType::reduction;
  for (unsigned i = 0; i < s; ++i)
    iterators[loops.kernel(i)] = IteratorType::reduction;
  DType xType = getDType(op.inputs[0]), wType = getDType(op.inputs[1]);
  Value conv = createGeneric(
      outSplit, b.getF32Type(), inputs, maps,
      AffineMap::get(n, 0, outExprs, ctx), iterators,
      createFilled(outSplit, 0.0),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value p = arith::MulFOp::create(nb, l, toF32(nb, l, args[0], xType),
                                        toF32(nb, l, args[1], wType));
        Value acc = args.back();
        Value sum = arith::AddFOp::create(nb, l, acc, p);
        if (!input.mask)
          return sum;
        return arith::SelectOp::create(nb, l, args[args.size() - 2], sum, acc)
            .getResult();
      });
  Value result = tensor::CollapseShapeOp::create(
      b, loc, conv, getSplitReassociation(out.size(), c));
  if (op.inputs.size() == 3) {
    unsigned rank = out.size();
    AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, ctx);
    DType biasType = getDType(op.inputs[2]);
    result = createGeneric(
        out, b.getF32Type(), {result, get(op.inputs[2])},
        {identity, AffineMap::get(rank, 0, d(c))}, identity,
        SmallVector<IteratorType>(rank, IteratorType::parallel), Value(),
        [&](OpBuilder &nb, Location l, ValueRange args) {
          return arith::AddFOp::create(nb, l, args[0],
                                       toF32(nb, l, args[1], biasType))
              .getResult();
        });
  }
  return convertResult(result, op.outputs[0]);
}

/// The indexing of convolution weights: their three channel dims
/// (`channels`, the group split in two) before the kernel dims
/// (`channelsFirst`: OIX, IOX) or after them (XIO, XOI).
static SmallVector<AffineExpr> getWeightExprs(ArrayRef<AffineExpr> channels,
                                              ArrayRef<AffineExpr> kernel,
                                              bool channelsFirst) {
  SmallVector<AffineExpr> exprs;
  if (channelsFirst)
    llvm::append_range(exprs, channels);
  llvm::append_range(exprs, kernel);
  if (!channelsFirst)
    llvm::append_range(exprs, channels);
  return exprs;
}

Value GraphEmitter::emitConvolution(const GraphOp &op) {
  ArrayRef<int64_t> x = getStaticDims(graph, op.inputs[0]);
  ArrayRef<int64_t> wt = getStaticDims(graph, op.inputs[1]);
  unsigned s = x.size() - 2;
  auto [oix, kernel] = getConvWeights(op, wt);
  Window w = *computeWindow(op, x, kernel, nullptr);
  // The weights' O dim splits into (g, ocg).
  ConvLoops loops{s};
  auto d = [&](unsigned i) { return getAffineDimExpr(i, b.getContext()); };
  SmallVector<AffineExpr> wExprs = getWeightExprs(
      oix ? ArrayRef<AffineExpr>{d(loops.group), d(loops.outChannel),
                                 d(loops.inChannel())}
          : ArrayRef<AffineExpr>{d(loops.inChannel()), d(loops.group),
                                 d(loops.outChannel)},
      llvm::map_to_vector(llvm::seq(0u, s),
                          [&](unsigned i) { return d(loops.kernel(i)); }),
      oix);
  return createConvolution(op, createConvInput(get(op.inputs[0]), {}, w), w,
                           oix ? 0 : s + 1, wExprs, /*kernelOperand=*/false);
}

Value GraphEmitter::emitConvTranspose(const GraphOp &op) {
  ArrayRef<int64_t> x = getStaticDims(graph, op.inputs[0]);
  ArrayRef<int64_t> wt = getStaticDims(graph, op.inputs[1]);
  unsigned s = x.size() - 2;
  ConvWeights weights = getConvWeights(op, wt);
  bool iox = weights.channelsFirst;
  ArrayRef<int64_t> kernel = weights.kernel;
  TransposedWindow t = *computeTransposedWindow(op, x, kernel, nullptr);
  const Window &w = t.window;

  // The weights' I dim splits into (g, icg); the kernel is flipped: output
  // element o sums the inserted input at o + k x dilation times weight
  // kernel - 1 - k.
  ConvLoops loops{s};
  auto d = [&](unsigned i) { return getAffineDimExpr(i, b.getContext()); };
  SmallVector<AffineExpr> wExprs = getWeightExprs(
      iox ? ArrayRef<AffineExpr>{d(loops.group), d(loops.inChannel()),
                                 d(loops.outChannel)}
          : ArrayRef<AffineExpr>{d(loops.outChannel), d(loops.group),
                                 d(loops.inChannel())},
      llvm::map_to_vector(
          llvm::seq(0u, s),
          [&](unsigned i) { return kernel[i] - 1 - d(loops.kernel(i)); }),
      iox);
  return createConvolution(op, createConvInput(get(op.inputs[0]), t.strides, w),
                           w, iox ? 0 : s + 1, wExprs, /*kernelOperand=*/true);
}

//===----------------------------------------------------------------------===//
// The function
//===----------------------------------------------------------------------===//

LogicalResult GraphEmitter::emitOp(const GraphOp &op) {
  loc = NameLoc::get(b.getStringAttr(op.name), reporter.getLocation());
  StringRef kind = op.kind;
  if (kind == "End")
    return success();
  Value result;
  if (kind == "StaticReshape")
    result = emitStaticReshape(op);
  else if (kind == "DynamicReshape")
    result = emitDynamicReshape(op);
  else if (kind == "MatMul")
    result = emitMatMul(op);
  else if (kind == "Add" || kind == "Subtract" || kind == "Multiply" ||
           kind == "Divide" || kind == "Maximum" || kind == "Minimum" ||
           kind == "SquaredDifference")
    result = emitBinary(op);
  else if (kind == "GreaterEqual")
    result = emitGreaterEqual(op);
  else if (kind == "Select")
    result = emitSelect(op);
  else if (kind == "GenIndex")
    result = emitGenIndex(op);
  else if (isUnaryKind(kind))
    result = emitUnary(op);
  else if (kind == "Concat")
    result = emitConcat(op);
  else if (kind == "LayerNorm")
    result = emitLayerNorm(op);
  else if (kind == "GroupNorm")
    result = emitGroupNorm(op);
  else if (kind == "BatchNormInference")
    result = emitBatchNorm(op);
  else if (kind == "BiasAdd")
    result = emitBiasAdd(op);
  else if (kind == "PReLU")
    result = emitPReLU(op);
  else if (kind == "SoftMax" || kind == "LogSoftmax")
    result = emitSoftMax(op);
  else if (kind == "StaticTranspose")
    result = emitTranspose(op);
  else if (kind == "Reorder")
    result = emitReorder(op);
  else if (kind == "TypeCast")
    result = emitConversion(op);
  else if (kind.starts_with("Reduce"))
    result = emitReduce(op);
  else if (kind == "Quantize" || kind == "Dequantize" ||
           kind == "DynamicQuantize" || kind == "DynamicDequantize")
    result = emitQuantize(op);
  else if (kind == "AvgPool")
    result = emitAvgPool(op);
  else if (kind == "MaxPool")
    result = emitMaxPool(op);
  else if (kind == "Convolution")
    result = emitConvolution(op);
  else if (kind == "ConvTranspose")
    result = emitConvTranspose(op);
  if (!result) {
    reporter.error(op) << "the importer cannot emit this op";
    return failure();
  }
  values[op.outputs[0]] = result;
  return success();
}

/// A C identifier from a file name: `GQA-f32.json` gives `GQA_f32`; the
/// standard input gives `graph`; the name of a C library function gets
/// `_graph` (`expf.json` gives `expf_graph`: compiled code that calls expf
/// would call the graph).
static std::string getFunctionName(StringRef fileName) {
  if (fileName == "<stdin>" || fileName.empty())
    return "graph";
  StringRef stem = fileName.rsplit('/').second;
  if (stem.empty())
    stem = fileName;
  stem = stem.split('.').first;
  std::string name;
  for (char c : stem)
    name += llvm::isAlnum(c) ? c : '_';
  if (name.empty() || llvm::isDigit(name[0]))
    name = "graph_" + name;
  if (reshape::CLibraryFunctionNames().contains(name))
    name += "_graph";
  return name;
}

OwningOpRef<ModuleOp> GraphEmitter::emit(StringRef functionName) {
  MLIRContext *ctx = b.getContext();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());

  SmallVector<Type> argTypes;
  for (int64_t id : graph.inputs)
    argTypes.push_back(getTensorType(graph.getTensor(id).desc));
  SmallVector<Type> resultTypes;
  for (int64_t id : graph.outputs)
    resultTypes.push_back(getTensorType(graph.getTensor(id).desc));
  auto func = func::FuncOp::create(b, loc, functionName,
                                   b.getFunctionType(argTypes, resultTypes));
  func->setAttr("llvm.emit_c_interface", UnitAttr::get(ctx));
  // Each argument and result names its logical tensor. All at once: one
  // attribute at a time builds an array of every argument's attributes each
  // time, quadratic in memory (found by review: 20,000 inputs took 6.4 GB).
  auto tensorIds = [&](ArrayRef<int64_t> ids) {
    return llvm::map_to_vector(ids, [&](int64_t id) -> DictionaryAttr {
      return b.getDictionaryAttr(
          b.getNamedAttr("onednn.tensor_id", b.getI64IntegerAttr(id)));
    });
  };
  func.setAllArgAttrs(tensorIds(graph.inputs));
  func.setAllResultAttrs(tensorIds(graph.outputs));

  Block *body = func.addEntryBlock();
  b.setInsertionPointToStart(body);
  for (auto [i, id] : llvm::enumerate(graph.inputs))
    values[id] = body->getArgument(i);
  for (unsigned index : graph.order)
    if (failed(emitOp(graph.ops[index])))
      return nullptr;

  loc = reporter.getLocation();
  SmallVector<Value> results;
  for (int64_t id : graph.outputs)
    results.push_back(get(id));
  func::ReturnOp::create(b, loc, results);

  if (failed(verify(*module))) {
    reporter.error() << "internal error: the imported module does not verify";
    return nullptr;
  }
  return module;
}

OwningOpRef<ModuleOp> onednn::emitGraph(const Graph &graph,
                                        Reporter &reporter) {
  return GraphEmitter(graph, reporter).emit(getFunctionName(graph.fileName));
}
