//===- OpSemantics.cpp - Checks and shape functions of the op kinds -------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One table row per supported op kind (arity, attributes, shape function),
// written from the oneDNN Graph op definitions (doc/graph/operations/*.md),
// and inferShapes, which walks the graph in topological order: checks each
// op, infers its outputs, and compares them with what the file declares.
//
//===----------------------------------------------------------------------===//

#include "OpSemantics.h"

#include "reshape/ShapeRules/StaticShapeInference.h"
#include "reshape/Target/ImportLimits.h"

#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InterleavedRange.h"

#include <limits>

using namespace mlir;
using namespace mlir::reshape;
using namespace mlir::reshape::onednn;

//===----------------------------------------------------------------------===//
// The op table
//===----------------------------------------------------------------------===//

namespace {
struct AttrSpec {
  StringLiteral name;
  Attr::Type type;
  bool required;
};

/// What a shape function sees and fills.
struct InferState {
  const Graph &graph;
  const GraphOp &op;
  Reporter &reporter;
  /// The current descriptions of the op's inputs and (declared) outputs.
  SmallVector<TensorDesc, 4> inputs, outputs;
  /// The inferred output shapes.
  SmallVector<Shape, 2> results;
};

struct OpSpec {
  StringLiteral kind;
  unsigned minInputs, maxInputs, minOutputs, maxOutputs;
  ArrayRef<AttrSpec> attrs;
  LogicalResult (*infer)(InferState &state);
  /// Whether the op checks at run time what a declared result type says
  /// (the reshapes): only then may a written shape be more static than the
  /// inferred one.
  bool checksDeclaredShape = false;
};
} // namespace

using T = Attr::Type;

static constexpr AttrSpec kStaticReshapeAttrs[] = {
    {"shape", T::S64s, true}, {"special_zero", T::Bool, true}};
static constexpr AttrSpec kDynamicReshapeAttrs[] = {
    {"special_zero", T::Bool, true}};
static constexpr AttrSpec kMatMulAttrs[] = {
    {"transpose_a", T::Bool, false},
    {"transpose_b", T::Bool, false},
    {"accumulation_mode", T::String, false}};
static constexpr AttrSpec kBinaryAttrs[] = {
    {"auto_broadcast", T::String, false}};
static constexpr AttrSpec kSoftMaxAttrs[] = {{"axis", T::S64, false},
                                             {"mode", T::String, false}};
static constexpr AttrSpec kLogSoftmaxAttrs[] = {{"axis", T::S64, false}};
static constexpr AttrSpec kGenIndexAttrs[] = {{"axis", T::S64, true}};
static constexpr AttrSpec kConcatAttrs[] = {{"axis", T::S64, true}};
static constexpr AttrSpec kLayerNormAttrs[] = {
    {"keep_stats", T::Bool, false},
    {"begin_norm_axis", T::S64, false},
    {"use_affine", T::Bool, false},
    {"epsilon", T::F32, false}};
static constexpr AttrSpec kGroupNormAttrs[] = {
    {"groups", T::S64, true},
    {"keep_stats", T::Bool, false},
    {"use_affine", T::Bool, false},
    {"epsilon", T::F32, false},
    {"data_format", T::String, false}};
static constexpr AttrSpec kGELUAttrs[] = {{"mode", T::String, false}};
static constexpr AttrSpec kClampAttrs[] = {{"min", T::F32, true},
                                           {"max", T::F32, true}};
static constexpr AttrSpec kAlphaAttrs[] = {{"alpha", T::F32, true}};
static constexpr AttrSpec kHardSigmoidAttrs[] = {{"alpha", T::F32, true},
                                                 {"beta", T::F32, true}};
static constexpr AttrSpec kSoftPlusAttrs[] = {{"beta", T::F32, false}};
static constexpr AttrSpec kPowAttrs[] = {{"beta", T::F32, true}};
static constexpr AttrSpec kTransposeAttrs[] = {{"order", T::S64s, true}};
static constexpr AttrSpec kReduceAttrs[] = {{"axes", T::S64s, true},
                                            {"keep_dims", T::Bool, false}};
static constexpr AttrSpec kQuantizeAttrs[] = {{"qtype", T::String, false},
                                              {"axis", T::S64, false},
                                              {"scales", T::F32s, true},
                                              {"zps", T::S64s, false}};
static constexpr AttrSpec kDynamicQuantizeAttrs[] = {
    {"qtype", T::String, false}, {"axis", T::S64, false}};
static constexpr AttrSpec kAvgPoolAttrs[] = {
    {"strides", T::S64s, true},     {"kernel", T::S64s, true},
    {"pads_begin", T::S64s, true},  {"pads_end", T::S64s, true},
    {"exclude_pad", T::Bool, true}, {"rounding_type", T::String, false},
    {"auto_pad", T::String, false}, {"data_format", T::String, false}};
static constexpr AttrSpec kPReLUAttrs[] = {
    {"data_format", T::String, false},
    {"per_channel_broadcast", T::Bool, false}};
static constexpr AttrSpec kBiasAddAttrs[] = {{"data_format", T::String, false}};
static constexpr AttrSpec kBatchNormAttrs[] = {
    {"epsilon", T::F32, true}, {"data_format", T::String, false}};
static constexpr AttrSpec kMaxPoolAttrs[] = {
    {"strides", T::S64s, true},     {"kernel", T::S64s, true},
    {"pads_begin", T::S64s, true},  {"pads_end", T::S64s, true},
    {"dilations", T::S64s, false},  {"rounding_type", T::String, false},
    {"auto_pad", T::String, false}, {"data_format", T::String, false}};
static constexpr AttrSpec kConvolutionAttrs[] = {
    {"strides", T::S64s, true},        {"pads_begin", T::S64s, true},
    {"pads_end", T::S64s, true},       {"dilations", T::S64s, true},
    {"auto_pad", T::String, false},    {"groups", T::S64, false},
    {"data_format", T::String, false}, {"weights_format", T::String, false}};
static constexpr AttrSpec kConvTransposeAttrs[] = {
    {"strides", T::S64s, true},          {"pads_begin", T::S64s, true},
    {"pads_end", T::S64s, true},         {"dilations", T::S64s, true},
    {"auto_pad", T::String, false},      {"output_padding", T::S64s, false},
    {"groups", T::S64, false},           {"data_format", T::String, false},
    {"weights_format", T::String, false}};

static LogicalResult inferStaticReshape(InferState &state);
static LogicalResult inferDynamicReshape(InferState &state);
static LogicalResult inferMatMul(InferState &state);
static LogicalResult inferBinary(InferState &state);
static LogicalResult inferGreaterEqual(InferState &state);
static LogicalResult inferSelect(InferState &state);
static LogicalResult inferGenIndex(InferState &state);
static LogicalResult inferConcat(InferState &state);
static LogicalResult inferGELU(InferState &state);
static LogicalResult inferLayerNorm(InferState &state);
static LogicalResult inferBatchNorm(InferState &state);
static LogicalResult inferBiasAdd(InferState &state);
static LogicalResult inferGroupNorm(InferState &state);
static LogicalResult inferPReLU(InferState &state);
static LogicalResult inferFloatUnary(InferState &state);
static LogicalResult inferConversion(InferState &state);
static LogicalResult inferSoftMax(InferState &state);
static LogicalResult inferTranspose(InferState &state);
static LogicalResult inferReduceSum(InferState &state);
static LogicalResult inferEnd(InferState &state);
static LogicalResult inferQuantize(InferState &state);
static LogicalResult inferDynamicQuantize(InferState &state);
static LogicalResult inferAvgPool(InferState &state);
static LogicalResult inferConvolution(InferState &state);
static LogicalResult inferConvTranspose(InferState &state);

static const OpSpec kOpSpecs[] = {
    {"StaticReshape", 1, 1, 1, 1, kStaticReshapeAttrs, inferStaticReshape,
     true},
    {"DynamicReshape", 2, 2, 1, 1, kDynamicReshapeAttrs, inferDynamicReshape,
     true},
    {"MatMul", 2, 3, 1, 1, kMatMulAttrs, inferMatMul},
    {"Add", 2, 2, 1, 1, kBinaryAttrs, inferBinary},
    {"Subtract", 2, 2, 1, 1, kBinaryAttrs, inferBinary},
    {"Multiply", 2, 2, 1, 1, kBinaryAttrs, inferBinary},
    {"Divide", 2, 2, 1, 1, kBinaryAttrs, inferBinary},
    {"Maximum", 2, 2, 1, 1, kBinaryAttrs, inferBinary},
    {"Minimum", 2, 2, 1, 1, kBinaryAttrs, inferBinary},
    {"SquaredDifference", 2, 2, 1, 1, kBinaryAttrs, inferBinary},
    {"GreaterEqual", 2, 2, 1, 1, kBinaryAttrs, inferGreaterEqual},
    {"Select", 3, 3, 1, 1, kBinaryAttrs, inferSelect},
    {"GenIndex", 1, 1, 1, 1, kGenIndexAttrs, inferGenIndex},
    {"LayerNorm", 1, 3, 1, 3, kLayerNormAttrs, inferLayerNorm},
    {"GroupNorm", 1, 3, 1, 3, kGroupNormAttrs, inferGroupNorm},
    {"BatchNormInference", 5, 5, 1, 1, kBatchNormAttrs, inferBatchNorm},
    {"BiasAdd", 2, 2, 1, 1, kBiasAddAttrs, inferBiasAdd},
    {"PReLU", 2, 2, 1, 1, kPReLUAttrs, inferPReLU},
    {"SoftMax", 1, 1, 1, 1, kSoftMaxAttrs, inferSoftMax},
    {"LogSoftmax", 1, 1, 1, 1, kLogSoftmaxAttrs, inferSoftMax},
    {"ReLU", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Tanh", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Sigmoid", 1, 1, 1, 1, {}, inferFloatUnary},
    {"GELU", 1, 1, 1, 1, kGELUAttrs, inferGELU},
    {"Abs", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Exp", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Log", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Sqrt", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Square", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Reciprocal", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Round", 1, 1, 1, 1, {}, inferFloatUnary},
    {"HardSwish", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Mish", 1, 1, 1, 1, {}, inferFloatUnary},
    {"Clamp", 1, 1, 1, 1, kClampAttrs, inferFloatUnary},
    {"LeakyReLU", 1, 1, 1, 1, kAlphaAttrs, inferFloatUnary},
    {"Elu", 1, 1, 1, 1, kAlphaAttrs, inferFloatUnary},
    {"HardSigmoid", 1, 1, 1, 1, kHardSigmoidAttrs, inferFloatUnary},
    {"SoftPlus", 1, 1, 1, 1, kSoftPlusAttrs, inferFloatUnary},
    {"Pow", 1, 1, 1, 1, kPowAttrs, inferFloatUnary},
    {"Concat", 1, 64, 1, 1, kConcatAttrs, inferConcat},
    {"StaticTranspose", 1, 1, 1, 1, kTransposeAttrs, inferTranspose},
    {"Reorder", 1, 1, 1, 1, {}, inferConversion},
    {"TypeCast", 1, 1, 1, 1, {}, inferConversion},
    {"ReduceSum", 1, 1, 1, 1, kReduceAttrs, inferReduceSum},
    {"ReduceMean", 1, 1, 1, 1, kReduceAttrs, inferReduceSum},
    {"ReduceMax", 1, 1, 1, 1, kReduceAttrs, inferReduceSum},
    {"ReduceMin", 1, 1, 1, 1, kReduceAttrs, inferReduceSum},
    {"ReduceProd", 1, 1, 1, 1, kReduceAttrs, inferReduceSum},
    {"ReduceL1", 1, 1, 1, 1, kReduceAttrs, inferReduceSum},
    {"ReduceL2", 1, 1, 1, 1, kReduceAttrs, inferReduceSum},
    {"End", 1, 1, 0, 0, {}, inferEnd},
    {"Quantize", 1, 1, 1, 1, kQuantizeAttrs, inferQuantize},
    {"Dequantize", 1, 1, 1, 1, kQuantizeAttrs, inferQuantize},
    {"DynamicQuantize", 2, 3, 1, 1, kDynamicQuantizeAttrs,
     inferDynamicQuantize},
    {"DynamicDequantize", 2, 3, 1, 1, kDynamicQuantizeAttrs,
     inferDynamicQuantize},
    {"AvgPool", 1, 1, 1, 1, kAvgPoolAttrs, inferAvgPool},
    {"MaxPool", 1, 1, 1, 1, kMaxPoolAttrs, inferAvgPool},
    {"Convolution", 2, 3, 1, 1, kConvolutionAttrs, inferConvolution},
    {"ConvTranspose", 2, 3, 1, 1, kConvTransposeAttrs, inferConvTranspose},
};

static const OpSpec *lookupOpSpec(StringRef kind) {
  for (const OpSpec &spec : kOpSpecs)
    if (spec.kind == kind)
      return &spec;
  return nullptr;
}

StringRef onednn::getCanonicalAttrName(StringRef kind, StringRef attrName) {
  return kind == "Convolution" && attrName == "filter_format"
             ? StringRef("weights_format")
             : attrName;
}

std::optional<Attr::Type> onednn::getExpectedAttrType(StringRef kind,
                                                      StringRef attrName) {
  const OpSpec *spec = lookupOpSpec(kind);
  if (!spec)
    return std::nullopt;
  for (const AttrSpec &attr : spec->attrs)
    if (attr.name == attrName)
      return attr.type;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Attribute accessors
//===----------------------------------------------------------------------===//

bool onednn::getBoolAttr(const GraphOp &op, StringRef name, bool defaultValue) {
  const Attr *attr = op.getAttr(name);
  return attr ? attr->i != 0 : defaultValue;
}

int64_t onednn::getIntAttr(const GraphOp &op, StringRef name,
                           int64_t defaultValue) {
  const Attr *attr = op.getAttr(name);
  return attr ? attr->i : defaultValue;
}

ArrayRef<int64_t> onednn::getIntsAttr(const GraphOp &op, StringRef name) {
  const Attr *attr = op.getAttr(name);
  return attr ? ArrayRef<int64_t>(attr->ints) : ArrayRef<int64_t>();
}

double onednn::getFloatAttr(const GraphOp &op, StringRef name,
                            double defaultValue) {
  const Attr *attr = op.getAttr(name);
  return attr ? attr->f : defaultValue;
}

ArrayRef<double> onednn::getFloatsAttr(const GraphOp &op, StringRef name) {
  const Attr *attr = op.getAttr(name);
  return attr ? ArrayRef<double>(attr->floats) : ArrayRef<double>();
}

StringRef onednn::getStringAttr(const GraphOp &op, StringRef name,
                                StringRef defaultValue) {
  const Attr *attr = op.getAttr(name);
  return attr ? StringRef(attr->str) : defaultValue;
}

//===----------------------------------------------------------------------===//
// Shape helpers
//===----------------------------------------------------------------------===//

std::optional<unsigned> onednn::normalizeAxis(int64_t axis, int64_t rank) {
  if (axis < -rank || axis >= rank)
    return std::nullopt;
  return static_cast<unsigned>(axis < 0 ? axis + rank : axis);
}

ArrayRef<int64_t> onednn::getStaticDims(const Graph &graph, int64_t id) {
  return *graph.getTensor(id).desc.shape;
}

bool Window::hasCrop() const {
  return llvm::any_of(cropBegin, [](int64_t c) { return c != 0; }) ||
         llvm::any_of(cropEnd, [](int64_t c) { return c != 0; });
}

bool Window::hasPadding() const {
  return llvm::any_of(padBegin, [](int64_t p) { return p != 0; }) ||
         llvm::any_of(padEnd, [](int64_t p) { return p != 0; }) ||
         llvm::any_of(ceilExtra, [](int64_t p) { return p != 0; });
}

/// Window arithmetic in checked 64-bit integers.
namespace {
struct Checked {
  bool overflow = false;
  int64_t add(int64_t a, int64_t b) {
    int64_t r;
    overflow |= __builtin_add_overflow(a, b, &r);
    return r;
  }
  int64_t sub(int64_t a, int64_t b) {
    int64_t r;
    overflow |= __builtin_sub_overflow(a, b, &r);
    return r;
  }
  int64_t mul(int64_t a, int64_t b) {
    int64_t r;
    overflow |= __builtin_mul_overflow(a, b, &r);
    return r;
  }
};
} // namespace

namespace {
/// What every windowed op reads the same way: data_format, the spatial
/// extents of the input, the checked lists of one value per spatial dim, and
/// auto_pad (in lower case).
struct WindowAttrs {
  bool channelsLast;
  SmallVector<int64_t, 3> inputSpatial;
  std::string autoPad;
};
using FailFn = function_ref<void(const Twine &)>;
} // namespace

/// Checks that `values` has one value per spatial dim (`s`), each at least
/// `minimum`.
static LogicalResult checkSpatialList(StringRef name, ArrayRef<int64_t> values,
                                      size_t s, int64_t minimum, FailFn fail) {
  if (values.size() != s) {
    fail(name + " has " + Twine(values.size()) +
         " values, expected one per spatial dim (" + Twine(s) + ")");
    return failure();
  }
  for (int64_t v : values)
    if (v < minimum) {
      fail(name + " has the value " + Twine(v) +
           ", expected >= " + Twine(minimum));
      return failure();
    }
  return success();
}

static FailureOr<WindowAttrs>
readWindowAttrs(const GraphOp &op, ArrayRef<int64_t> inputDims, FailFn fail) {
  WindowAttrs attrs;
  StringRef format = getStringAttr(op, "data_format", "NXC");
  if (format != "NXC" && format != "NCX") {
    fail("data_format is '" + format + "', expected 'NXC' or 'NCX'");
    return failure();
  }
  attrs.channelsLast = format == "NXC";
  if (inputDims.size() < 3) {
    fail("the input has rank " + Twine(inputDims.size()) +
         ", expected at least 3 (batch, channels, spatial dims)");
    return failure();
  }
  size_t s = inputDims.size() - 2;
  attrs.inputSpatial.assign(attrs.channelsLast ? inputDims.slice(1, s)
                                               : inputDims.slice(2, s));
  attrs.autoPad = getStringAttr(op, "auto_pad", "None").lower();
  if (attrs.autoPad != "none" && attrs.autoPad != "same_upper" &&
      attrs.autoPad != "same_lower" && attrs.autoPad != "valid") {
    fail("auto_pad is '" + getStringAttr(op, "auto_pad") +
         "', expected 'None', 'SAME_UPPER', 'SAME_LOWER' or 'VALID'");
    return failure();
  }
  return attrs;
}

/// oneDNN's split of the padding `needed` for auto_pad SAME_UPPER and
/// SAME_LOWER (infer_auto_pad): the odd element at the end, or at the
/// beginning for SAME_LOWER, with C's division (toward zero) when it is
/// negative: -2 is -1 and -1 (SAME_UPPER), 0 and -2 (SAME_LOWER).
static std::pair<int64_t, int64_t> splitSamePadding(int64_t needed,
                                                    bool lower) {
  int64_t begin = lower ? (needed + 1) / 2 : needed / 2;
  return {begin, needed - begin};
}

FailureOr<Window> onednn::computeWindow(const GraphOp &op,
                                        ArrayRef<int64_t> inputDims,
                                        ArrayRef<int64_t> kernel,
                                        Reporter *reporter) {
  auto report = [&](const Twine &message) {
    if (reporter)
      reporter->error(op) << message;
  };
  auto fail = [&](const Twine &message) -> FailureOr<Window> {
    report(message);
    return failure();
  };
  FailureOr<WindowAttrs> attrs = readWindowAttrs(op, inputDims, report);
  if (failed(attrs))
    return failure();
  Window w;
  w.channelsLast = attrs->channelsLast;
  w.inputSpatial = attrs->inputSpatial;
  w.kernel.assign(kernel.begin(), kernel.end());
  size_t s = w.inputSpatial.size();
  ArrayRef<int64_t> strides = getIntsAttr(op, "strides");
  ArrayRef<int64_t> padBegin = getIntsAttr(op, "pads_begin");
  ArrayRef<int64_t> padEnd = getIntsAttr(op, "pads_end");
  SmallVector<int64_t, 3> ones(s, 1);
  // Convolution has dilations; MaxPool may (default 1); AvgPool has none.
  ArrayRef<int64_t> dilations = op.kind != "AvgPool" && op.getAttr("dilations")
                                    ? getIntsAttr(op, "dilations")
                                    : ones;
  int64_t anyValue = std::numeric_limits<int64_t>::min();
  if (failed(checkSpatialList("kernel", kernel, s, 1, report)) ||
      failed(checkSpatialList("strides", strides, s, 1, report)) ||
      failed(checkSpatialList("dilations", dilations, s, 1, report)) ||
      failed(checkSpatialList("pads_begin", padBegin, s, anyValue, report)) ||
      failed(checkSpatialList("pads_end", padEnd, s, anyValue, report)))
    return failure();
  w.strides.assign(strides.begin(), strides.end());
  w.dilations.assign(dilations.begin(), dilations.end());

  StringRef autoPad = attrs->autoPad;
  StringRef rounding = getStringAttr(op, "rounding_type", "floor");
  if (rounding != "floor" && rounding != "ceil")
    return fail("rounding_type is '" + rounding +
                "', expected 'floor' or 'ceil'");

  Checked c;
  for (size_t i = 0; i < s; ++i) {
    int64_t in = w.inputSpatial[i], st = w.strides[i];
    // The extent the dilated kernel covers.
    int64_t span = c.add(c.mul(w.kernel[i] - 1, w.dilations[i]), 1);
    int64_t pb = padBegin[i], pe = padEnd[i], out;
    if (autoPad == "same_upper" || autoPad == "same_lower") {
      // The padding may be negative (windows that skip input elements at
      // the ends: a kernel smaller than the stride), as oneDNN's
      // infer_auto_pad gives it; it then crops.
      out = in / st + (in % st != 0);
      int64_t needed = c.sub(c.add(c.mul(out - 1, st), span), in);
      std::tie(pb, pe) = splitSamePadding(needed, autoPad == "same_lower");
    } else {
      if (autoPad == "valid")
        pb = pe = 0;
      int64_t padded = c.add(c.add(in, pb), pe);
      if (c.overflow)
        break;
      if (padded < span)
        return fail("the window (" + Twine(span) +
                    " elements with dilation) is larger than the padded "
                    "input (" +
                    Twine(padded) + ") in spatial dim " + Twine(i));
      int64_t room = padded - span;
      out = room / st + 1;
      if (rounding == "ceil" && room % st != 0)
        ++out;
    }
    int64_t covered = c.add(c.mul(out - 1, st), span);
    int64_t padded = c.add(c.add(in, pb), pe);
    // A negative pad crops the input; what is left of it must not be
    // negative (a crop at one end is not padding at the other).
    int64_t cropBegin = pb < 0 ? c.sub(0, pb) : 0;
    int64_t cropEnd = pe < 0 ? c.sub(0, pe) : 0;
    int64_t kept = c.sub(c.sub(in, cropBegin), cropEnd);
    if (c.overflow)
      break;
    if (kept < 0)
      return fail("pads_begin " + Twine(pb) + " and pads_end " + Twine(pe) +
                  " crop more than the " + Twine(in) +
                  " input elements in spatial dim " + Twine(i));
    w.inputSpatial[i] = kept;
    w.cropBegin.push_back(cropBegin);
    w.cropEnd.push_back(cropEnd);
    w.padBegin.push_back(std::max<int64_t>(pb, 0));
    w.padEnd.push_back(std::max<int64_t>(pe, 0));
    w.ceilExtra.push_back(std::max<int64_t>(c.sub(covered, padded), 0));
    w.outputSpatial.push_back(out);
  }
  if (c.overflow)
    return fail("the window arithmetic overflows 64 bits");
  return w;
}

FailureOr<TransposedWindow>
onednn::computeTransposedWindow(const GraphOp &op, ArrayRef<int64_t> inputDims,
                                ArrayRef<int64_t> kernel, Reporter *reporter) {
  auto report = [&](const Twine &message) {
    if (reporter)
      reporter->error(op) << message;
  };
  auto fail = [&](const Twine &message) -> FailureOr<TransposedWindow> {
    report(message);
    return failure();
  };
  FailureOr<WindowAttrs> attrs = readWindowAttrs(op, inputDims, report);
  if (failed(attrs))
    return failure();
  size_t s = attrs->inputSpatial.size();
  ArrayRef<int64_t> strides = getIntsAttr(op, "strides");
  ArrayRef<int64_t> dilations = getIntsAttr(op, "dilations");
  ArrayRef<int64_t> padBegin = getIntsAttr(op, "pads_begin");
  ArrayRef<int64_t> padEnd = getIntsAttr(op, "pads_end");
  // oneDNN's default is a list of 12 zeros, of which it reads one per
  // spatial dim.
  SmallVector<int64_t, 3> outputPadding(s, 0);
  if (op.getAttr("output_padding")) {
    ArrayRef<int64_t> given = getIntsAttr(op, "output_padding");
    if (given.size() < s)
      return fail("output_padding has " + Twine(given.size()) +
                  " values, expected at least one per spatial dim (" +
                  Twine(s) + ")");
    outputPadding.assign(given.begin(), given.begin() + s);
  }
  if (failed(checkSpatialList("kernel", kernel, s, 1, report)) ||
      failed(checkSpatialList("strides", strides, s, 1, report)) ||
      failed(checkSpatialList("dilations", dilations, s, 1, report)) ||
      failed(checkSpatialList("pads_begin", padBegin, s, 0, report)) ||
      failed(checkSpatialList("pads_end", padEnd, s, 0, report)) ||
      failed(checkSpatialList("output_padding", outputPadding, s, 0, report)))
    return failure();

  TransposedWindow t;
  t.strides.assign(strides.begin(), strides.end());
  Window &w = t.window;
  w.channelsLast = attrs->channelsLast;
  w.kernel.assign(kernel.begin(), kernel.end());
  w.strides.assign(s, 1);
  w.dilations.assign(dilations.begin(), dilations.end());
  StringRef autoPad = attrs->autoPad;
  Checked c;
  for (size_t i = 0; i < s; ++i) {
    int64_t in = attrs->inputSpatial[i], st = strides[i];
    int64_t pb = padBegin[i], pe = padEnd[i];
    if (autoPad == "valid") {
      pb = pe = 0;
    } else if (autoPad == "same_upper" || autoPad == "same_lower") {
      // oneDNN: the output is the input times the stride; the padding may
      // be negative (a kernel smaller than the stride).
      if (dilations[i] != 1)
        return fail("auto_pad '" + getStringAttr(op, "auto_pad") +
                    "' with dilations other than 1 is not supported "
                    "(oneDNN refuses it)");
      std::tie(pb, pe) =
          splitSamePadding(c.sub(kernel[i], st), autoPad == "same_lower");
    }
    if (in == 0)
      return fail("spatial dim " + Twine(i) +
                  " of the input is 0: a ConvTranspose needs an element");
    // The input with stride - 1 zeros between neighbours, and the extent
    // the dilated kernel covers.
    int64_t inserted = c.add(c.mul(in - 1, st), 1);
    int64_t reach = c.mul(kernel[i] - 1, dilations[i]);
    int64_t out =
        c.sub(c.sub(c.add(c.add(inserted, reach), outputPadding[i]), pb), pe);
    // A stride-1 convolution of the flipped kernel over the inserted input
    // padded by reach - pads_begin in front and reach + output_padding -
    // pads_end behind (a negative one crops).
    int64_t front = c.sub(reach, pb);
    int64_t back = c.sub(c.add(reach, outputPadding[i]), pe);
    if (c.overflow)
      break;
    if (out < 1)
      return fail("the output extent of spatial dim " + Twine(i) + " is " +
                  Twine(out) + ": pads_begin " + Twine(pb) + " and pads_end " +
                  Twine(pe) + " crop all of it");
    int64_t cropBegin = std::max<int64_t>(-front, 0);
    int64_t cropEnd = std::max<int64_t>(-back, 0);
    int64_t kept = inserted - cropBegin - cropEnd;
    int64_t padBeginI = std::max<int64_t>(front, 0);
    int64_t padEndI = std::max<int64_t>(back, 0);
    if (kept < 0) {
      // The pads crop past every input element (output_padding alone
      // makes the output): all of it is padding.
      cropBegin = inserted;
      cropEnd = 0;
      kept = 0;
      padBeginI = 0;
      padEndI = c.add(out, reach);
    }
    w.inputSpatial.push_back(kept);
    w.cropBegin.push_back(cropBegin);
    w.cropEnd.push_back(cropEnd);
    w.padBegin.push_back(padBeginI);
    w.padEnd.push_back(padEndI);
    w.ceilExtra.push_back(0);
    w.outputSpatial.push_back(out);
  }
  if (c.overflow)
    return fail("the window arithmetic overflows 64 bits");
  return t;
}

//===----------------------------------------------------------------------===//
// Shape functions
//===----------------------------------------------------------------------===//

/// Numpy broadcasting of two static shapes; std::nullopt when they do not
/// broadcast.
static std::optional<SmallVector<int64_t, 6>>
broadcastShapes(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  size_t rank = std::max(a.size(), b.size());
  SmallVector<int64_t, 6> result(rank);
  for (size_t i = 0; i < rank; ++i) {
    int64_t x = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t y = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (x != y && x != 1 && y != 1)
      return std::nullopt;
    result[i] = x == 1 ? y : x;
  }
  return result;
}

namespace {
/// A MatMul, its inputs promoted to matrices the numpy way (a 1-D `a` is
/// 1xK, a 1-D `b` is Kx1, and those dims are dropped from the result).
struct MatMulShape {
  SmallVector<int64_t, 4> batch; // broadcast batch dims of the result
  int64_t m = 1, n = 1, k = 1;
  bool aIsVector = false, bIsVector = false;
  /// The result dims: batch, then m unless `a` is a vector, then n unless
  /// `b` is a vector.
  SmallVector<int64_t, 6> getResultDims() const;
};
} // namespace

SmallVector<int64_t, 6> MatMulShape::getResultDims() const {
  SmallVector<int64_t, 6> dims(batch.begin(), batch.end());
  if (!aIsVector)
    dims.push_back(m);
  if (!bIsVector)
    dims.push_back(n);
  return dims;
}

/// Input `i` must have a known shape without `?`: every op but the
/// reshapes, transposes and the elementwise unary ones needs that.
static FailureOr<ArrayRef<int64_t>> requireStatic(InferState &state,
                                                  unsigned i) {
  const Shape &shape = state.inputs[i].shape;
  if (shape && !llvm::any_of(*shape, ShapedType::isDynamic))
    return ArrayRef<int64_t>(*shape);
  InFlightDiagnostic diag = state.reporter.error(state.op);
  diag << "input " << i << " (tensor " << state.op.inputs[i] << ") has shape "
       << formatShape(shape) << ": " << state.op.kind << " needs static shapes";
  // Only a graph input's shape can be given; another op's output is what
  // that op infers (a DynamicReshape's extents, once a knob changed what
  // its declaration said, are known only at run time).
  const Tensor &tensor = state.graph.getTensor(state.op.inputs[i]);
  if (!tensor.producer)
    diag << " (give them with --in-shapes)";
  else
    diag << " (it is the output of "
         << state.graph.ops[*tensor.producer].describe() << ")";
  return failure();
}

/// Input `i` must have a known rank.
static FailureOr<ArrayRef<int64_t>> requireRanked(InferState &state,
                                                  unsigned i) {
  const Shape &shape = state.inputs[i].shape;
  if (shape)
    return ArrayRef<int64_t>(*shape);
  state.reporter.error(state.op)
      << "input " << i << " (tensor " << state.op.inputs[i]
      << ") has an unknown shape: " << state.op.kind << " needs its rank";
  return failure();
}

/// Every input and output is f32, f16 or bf16.
static LogicalResult requireFloat(InferState &state) {
  for (auto [i, desc] : llvm::enumerate(state.inputs)) {
    if (isFloat(desc.dtype))
      continue;
    state.reporter.error(state.op)
        << "input " << i << " (tensor " << state.op.inputs[i] << ") is "
        << getDTypeName(desc.dtype) << ": " << state.op.kind
        << " is supported on f32, f16 and bf16 data";
    return failure();
  }
  for (auto [i, desc] : llvm::enumerate(state.outputs)) {
    if (isFloat(desc.dtype))
      continue;
    state.reporter.error(state.op)
        << "output " << i << " (tensor " << state.op.outputs[i] << ") is "
        << getDTypeName(desc.dtype) << ": " << state.op.kind
        << " is supported on f32, f16 and bf16 data";
    return failure();
  }
  return success();
}

/// The output keeps the input's data type (R1 for the reshapes).
static LogicalResult requireSameDType(InferState &state, StringRef rule) {
  if (state.inputs[0].dtype == state.outputs[0].dtype)
    return success();
  state.reporter.error(state.op)
      << rule << "the output (tensor " << state.op.outputs[0] << ") is "
      << getDTypeName(state.outputs[0].dtype) << " but the input (tensor "
      << state.op.inputs[0] << ") is " << getDTypeName(state.inputs[0].dtype);
  return failure();
}

static LogicalResult inferStaticReshape(InferState &state) {
  if (failed(requireSameDType(state, "R1: ")))
    return failure();
  ArrayRef<int64_t> target = getIntsAttr(state.op, "shape");
  std::optional<ArrayRef<int64_t>> inputDims;
  if (state.inputs[0].shape)
    inputDims = ArrayRef<int64_t>(*state.inputs[0].shape);
  rules::ShapeInference inference = rules::inferReshape(
      inputDims, target, getBoolAttr(state.op, "special_zero"));
  if (inference.violation) {
    state.reporter.error(state.op)
        << inference.violation->str() << " (input tensor " << state.op.inputs[0]
        << " is " << formatShape(state.inputs[0].shape) << ", shape ["
        << llvm::interleaved(target) << "])";
    return failure();
  }
  state.results.push_back(Shape(inference.dims));
  return success();
}

static LogicalResult inferDynamicReshape(InferState &state) {
  if (failed(requireSameDType(state, "R1: ")))
    return failure();
  const TensorDesc &shape = state.inputs[1];
  if (shape.dtype != DType::S32 && shape.dtype != DType::S64) {
    state.reporter.error(state.op)
        << "R1: the shape input (tensor " << state.op.inputs[1] << ") is "
        << getDTypeName(shape.dtype) << ", expected s32 or s64";
    return failure();
  }
  if (shape.shape && shape.shape->size() != 1) {
    state.reporter.error(state.op)
        << "R1: the shape input (tensor " << state.op.inputs[1]
        << ") has shape " << formatShape(shape.shape) << ", expected 1-D";
    return failure();
  }
  // A graph input of unknown shape is 1-D by now (inferShapes); the output
  // of another op is not.
  if (!shape.shape) {
    state.reporter.error(state.op)
        << "R1: the shape input (tensor " << state.op.inputs[1]
        << ") has an unknown rank, expected 1-D";
    return failure();
  }
  // R7: the values are known only at run time.
  if (ShapedType::isDynamic((*shape.shape)[0])) {
    // R6: then so is the rank of the result.
    if (const Shape &declared = state.outputs[0].shape) {
      state.reporter.error(state.op)
          << "R6: the declared output (tensor " << state.op.outputs[0]
          << ") is " << formatShape(declared)
          << ", but the rank of the result is unknown: the length of the "
             "shape input (tensor "
          << state.op.inputs[1] << ") is known only at run time";
      return failure();
    }
    state.results.push_back(std::nullopt);
    return success();
  }
  // Refused before a shape of that many extents is made.
  if (reshape::exceedsImportedRank((*shape.shape)[0])) {
    state.reporter.error(state.op)
        << "the shape input (tensor " << state.op.inputs[1] << ") has "
        << (*shape.shape)[0] << " values; results of rank up to "
        << reshape::kMaxImportedRank << " are supported";
    return failure();
  }
  // A shape of no values is the empty target, known here (R9), as the
  // verifier of the op knows it.
  if ((*shape.shape)[0] == 0) {
    std::optional<ArrayRef<int64_t>> inputDims;
    if (state.inputs[0].shape)
      inputDims = ArrayRef<int64_t>(*state.inputs[0].shape);
    rules::ShapeInference inference = rules::inferReshape(
        inputDims, {}, getBoolAttr(state.op, "special_zero"));
    if (inference.violation) {
      state.reporter.error(state.op)
          << inference.violation->str() << " (input tensor "
          << state.op.inputs[0] << " is " << formatShape(state.inputs[0].shape)
          << ", the shape input (tensor " << state.op.inputs[1]
          << ") has no values)";
      return failure();
    }
    state.results.push_back(Shape(inference.dims));
    return success();
  }
  state.results.push_back(
      Shape(SmallVector<int64_t, 6>((*shape.shape)[0], ShapedType::kDynamic)));
  return success();
}

static LogicalResult inferMatMul(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireStatic(state, 0);
  FailureOr<ArrayRef<int64_t>> b = failed(a) ? a : requireStatic(state, 1);
  if (failed(b))
    return failure();
  if (a->empty() || b->empty()) {
    state.reporter.error(state.op)
        << "input " << (a->empty() ? 0 : 1) << " is 0-D, expected rank >= 1";
    return failure();
  }
  bool ta = getBoolAttr(state.op, "transpose_a");
  bool tb = getBoolAttr(state.op, "transpose_b");
  MatMulShape mm;
  mm.aIsVector = a->size() == 1;
  mm.bIsVector = b->size() == 1;
  int64_t ka, kb;
  if (mm.aIsVector) {
    ka = (*a)[0];
  } else {
    size_t r = a->size();
    mm.m = ta ? (*a)[r - 1] : (*a)[r - 2];
    ka = ta ? (*a)[r - 2] : (*a)[r - 1];
  }
  if (mm.bIsVector) {
    kb = (*b)[0];
  } else {
    size_t r = b->size();
    kb = tb ? (*b)[r - 1] : (*b)[r - 2];
    mm.n = tb ? (*b)[r - 2] : (*b)[r - 1];
  }
  if (ka != kb) {
    state.reporter.error(state.op)
        << "the contraction dims differ: input 0 is " << formatDims(*a)
        << " (transpose_a = " << ta << ") with K = " << ka << ", input 1 is "
        << formatDims(*b) << " (transpose_b = " << tb << ") with K = " << kb;
    return failure();
  }
  mm.k = ka;
  ArrayRef<int64_t> batchA = a->drop_back(mm.aIsVector ? 1 : 2);
  ArrayRef<int64_t> batchB = b->drop_back(mm.bIsVector ? 1 : 2);
  std::optional<SmallVector<int64_t, 6>> batch =
      broadcastShapes(batchA, batchB);
  if (!batch) {
    state.reporter.error(state.op)
        << "the batch dims of input 0 (" << formatDims(*a) << ") and input 1 ("
        << formatDims(*b) << ") do not broadcast";
    return failure();
  }
  mm.batch.assign(batch->begin(), batch->end());
  SmallVector<int64_t, 6> result = mm.getResultDims();
  if (state.inputs.size() == 3) {
    FailureOr<ArrayRef<int64_t>> bias = requireStatic(state, 2);
    if (failed(bias))
      return failure();
    std::optional<SmallVector<int64_t, 6>> withBias =
        broadcastShapes(result, *bias);
    if (!withBias || ArrayRef<int64_t>(*withBias) != ArrayRef(result)) {
      state.reporter.error(state.op) << "the bias (" << formatDims(*bias)
                                     << ") does not broadcast to the result ("
                                     << formatDims(result) << ")";
      return failure();
    }
  }
  state.results.push_back(Shape(result));
  return success();
}

/// The shape the static `inputs` broadcast to under the op's
/// auto_broadcast: numpy's rules, or "none" (equal shapes).
static FailureOr<SmallVector<int64_t, 6>>
getBroadcastShape(InferState &state, ArrayRef<unsigned> inputs) {
  SmallVector<ArrayRef<int64_t>, 3> shapes;
  for (unsigned i : inputs) {
    FailureOr<ArrayRef<int64_t>> shape = requireStatic(state, i);
    if (failed(shape))
      return failure();
    shapes.push_back(*shape);
  }
  StringRef mode = getStringAttr(state.op, "auto_broadcast", "numpy");
  if (mode != "numpy" && mode != "none") {
    state.reporter.error(state.op)
        << "auto_broadcast is '" << mode << "', expected 'numpy' or 'none'";
    return failure();
  }
  SmallVector<int64_t, 6> result(shapes.front());
  for (ArrayRef<int64_t> shape : ArrayRef(shapes).drop_front()) {
    if (mode == "none" && shape != ArrayRef<int64_t>(result)) {
      state.reporter.error(state.op)
          << "auto_broadcast is 'none' but the inputs differ: "
          << formatDims(result) << " and " << formatDims(shape);
      return failure();
    }
    std::optional<SmallVector<int64_t, 6>> broadcast =
        broadcastShapes(result, shape);
    if (!broadcast) {
      state.reporter.error(state.op)
          << "the inputs " << formatDims(result) << " and " << formatDims(shape)
          << " do not broadcast (numpy rules)";
      return failure();
    }
    result = std::move(*broadcast);
  }
  return result;
}

/// The result of elementwise inputs: the shape they all broadcast to.
static LogicalResult inferBroadcast(InferState &state) {
  SmallVector<unsigned, 3> inputs;
  for (unsigned i = 0, e = state.inputs.size(); i < e; ++i)
    inputs.push_back(i);
  FailureOr<SmallVector<int64_t, 6>> result = getBroadcastShape(state, inputs);
  if (failed(result))
    return failure();
  state.results.push_back(Shape(*result));
  return success();
}

static LogicalResult inferBinary(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  return inferBroadcast(state);
}

/// GreaterEqual compares two inputs of one data type (f32, f16, bf16 or
/// s32, as GenIndex makes) into a boolean output.
static LogicalResult inferGreaterEqual(InferState &state) {
  DType a = state.inputs[0].dtype, b = state.inputs[1].dtype;
  if (a != b || (!isFloat(a) && a != DType::S32)) {
    state.reporter.error(state.op)
        << "the inputs are " << getDTypeName(a) << " and " << getDTypeName(b)
        << ": GreaterEqual compares two inputs of one type, f32, f16, bf16 "
           "or s32";
    return failure();
  }
  if (state.outputs[0].dtype != DType::Boolean) {
    state.reporter.error(state.op)
        << "the output (tensor " << state.op.outputs[0] << ") is "
        << getDTypeName(state.outputs[0].dtype) << ", expected boolean";
    return failure();
  }
  return inferBroadcast(state);
}

/// Select takes a boolean condition and two values of the output's data
/// type (f32, f16 or bf16).
static LogicalResult inferSelect(InferState &state) {
  if (state.inputs[0].dtype != DType::Boolean) {
    state.reporter.error(state.op)
        << "the condition (input 0, tensor " << state.op.inputs[0] << ") is "
        << getDTypeName(state.inputs[0].dtype) << ", expected boolean";
    return failure();
  }
  DType out = state.outputs[0].dtype;
  if (!isFloat(out) || state.inputs[1].dtype != out ||
      state.inputs[2].dtype != out) {
    state.reporter.error(state.op)
        << "the values (inputs 1 and 2) are "
        << getDTypeName(state.inputs[1].dtype) << " and "
        << getDTypeName(state.inputs[2].dtype) << " and the output "
        << getDTypeName(out)
        << ": Select is supported on f32, f16 and bf16 data of one type";
    return failure();
  }
  // The values broadcast to the result; the condition only to it (oneDNN:
  // each of its dims 1 or the result's).
  FailureOr<SmallVector<int64_t, 6>> result = getBroadcastShape(state, {1, 2});
  if (failed(result))
    return failure();
  FailureOr<ArrayRef<int64_t>> cond = requireStatic(state, 0);
  if (failed(cond))
    return failure();
  size_t offset = result->size() - std::min(result->size(), cond->size());
  bool fits = cond->size() <= result->size() &&
              llvm::all_of(llvm::enumerate(*cond), [&](auto dim) {
                return dim.value() == 1 ||
                       dim.value() == (*result)[offset + dim.index()];
              });
  bool none = getStringAttr(state.op, "auto_broadcast", "numpy") == "none";
  if (none ? *cond != ArrayRef<int64_t>(*result) : !fits) {
    state.reporter.error(state.op)
        << "the condition " << formatDims(*cond)
        << " does not broadcast to the values' shape " << formatDims(*result)
        << (none ? " (auto_broadcast is 'none')"
                 : " (each of its dims must be 1 or the values')");
    return failure();
  }
  state.results.push_back(Shape(*result));
  return success();
}

/// GenIndex: the s32 index along `axis` of each element of a float input
/// (the rows and columns of a causal mask).
static LogicalResult inferGenIndex(InferState &state) {
  if (!isFloat(state.inputs[0].dtype)) {
    state.reporter.error(state.op)
        << "input 0 (tensor " << state.op.inputs[0] << ") is "
        << getDTypeName(state.inputs[0].dtype)
        << ": GenIndex is supported on f32, f16 and bf16 data";
    return failure();
  }
  if (state.outputs[0].dtype != DType::S32) {
    state.reporter.error(state.op)
        << "the output (tensor " << state.op.outputs[0] << ") is "
        << getDTypeName(state.outputs[0].dtype) << ", expected s32";
    return failure();
  }
  FailureOr<ArrayRef<int64_t>> a = requireStatic(state, 0);
  if (failed(a))
    return failure();
  int64_t axis = getIntAttr(state.op, "axis", 0);
  if (!normalizeAxis(axis, a->size())) {
    state.reporter.error(state.op)
        << "axis " << axis << " is out of range for the input "
        << formatDims(*a);
    return failure();
  }
  state.results.push_back(Shape(*a));
  return success();
}

/// Concat: inputs of the output's data type and rank, equal but along
/// `axis`, where the output's extent is their sum.
static LogicalResult inferConcat(InferState &state) {
  DType type = state.outputs[0].dtype;
  for (auto [i, desc] : llvm::enumerate(state.inputs)) {
    if (desc.dtype == type)
      continue;
    state.reporter.error(state.op)
        << "input " << i << " (tensor " << state.op.inputs[i] << ") is "
        << getDTypeName(desc.dtype) << " but the output is "
        << getDTypeName(type);
    return failure();
  }
  FailureOr<ArrayRef<int64_t>> first = requireStatic(state, 0);
  if (failed(first))
    return failure();
  int64_t axisAttr = getIntAttr(state.op, "axis", 0);
  std::optional<unsigned> axis = normalizeAxis(axisAttr, first->size());
  if (!axis) {
    state.reporter.error(state.op)
        << "axis " << axisAttr << " is out of range for the input "
        << formatDims(*first);
    return failure();
  }
  SmallVector<int64_t, 6> result(*first);
  for (unsigned i = 1, e = state.inputs.size(); i < e; ++i) {
    FailureOr<ArrayRef<int64_t>> dims = requireStatic(state, i);
    if (failed(dims))
      return failure();
    bool fits = dims->size() == result.size();
    for (size_t d = 0; fits && d < result.size(); ++d)
      fits = d == *axis || (*dims)[d] == result[d];
    if (!fits) {
      state.reporter.error(state.op)
          << "input " << i << " " << formatDims(*dims)
          << " does not match input 0 " << formatDims(*first)
          << " but along axis " << axisAttr;
      return failure();
    }
    if (__builtin_add_overflow(result[*axis], (*dims)[*axis], &result[*axis])) {
      state.reporter.error(state.op)
          << "the extent along axis " << axisAttr << " overflows 64 bits";
      return failure();
    }
  }
  state.results.push_back(Shape(result));
  return success();
}

/// GELU: its `mode`, gelu_erf (the default) or gelu_tanh.
static LogicalResult inferGELU(InferState &state) {
  StringRef mode = getStringAttr(state.op, "mode", "gelu_erf");
  if (mode != "gelu_erf" && mode != "gelu_tanh") {
    state.reporter.error(state.op)
        << "mode is '" << mode << "', expected 'gelu_erf' or 'gelu_tanh'";
    return failure();
  }
  return inferFloatUnary(state);
}

/// The inputs and outputs of a LayerNorm or GroupNorm: with use_affine
/// (default true) gamma and beta after the input, with keep_stats (default
/// true) the mean and variance after the result.
static LogicalResult requireNormalizationArity(InferState &state) {
  bool affine = getBoolAttr(state.op, "use_affine", true);
  bool stats = getBoolAttr(state.op, "keep_stats", true);
  if (state.inputs.size() == (affine ? 3u : 1u) &&
      state.outputs.size() == (stats ? 3u : 1u))
    return success();
  state.reporter.error(state.op)
      << "use_affine = " << affine << " and keep_stats = " << stats
      << " ask for " << (affine ? 3 : 1) << " inputs and " << (stats ? 3 : 1)
      << " outputs, the op has " << state.inputs.size() << " and "
      << state.outputs.size();
  return failure();
}

/// The statistics of a LayerNorm or GroupNorm are f32, or bf16 for bf16
/// data (oneDNN).
static LogicalResult requireStatisticsTypes(InferState &state) {
  for (unsigned i = 1; i < state.outputs.size(); ++i) {
    DType type = state.outputs[i].dtype;
    if (type == DType::F32 ||
        (type == DType::BF16 && state.inputs[0].dtype == DType::BF16))
      continue;
    state.reporter.error(state.op)
        << "the " << (i == 1 ? "mean" : "variance") << " (tensor "
        << state.op.outputs[i] << ") is " << getDTypeName(type)
        << ", expected f32"
        << (state.inputs[0].dtype == DType::BF16 ? " or bf16" : "");
    return failure();
  }
  return success();
}

unsigned onednn::getChannelAxis(const GraphOp &op, unsigned rank) {
  return getStringAttr(op, "data_format", "NXC") == "NXC" ? rank - 1 : 1;
}

/// The input of a BatchNormInference or GroupNorm: static, with a batch and
/// a channel dim, and data_format NXC or NCX.
static FailureOr<ArrayRef<int64_t>> requireChannelInput(InferState &state) {
  FailureOr<ArrayRef<int64_t>> a = requireStatic(state, 0);
  if (failed(a))
    return failure();
  if (a->size() < 2) {
    state.reporter.error(state.op)
        << "the input " << formatDims(*a) << " has no channel dim";
    return failure();
  }
  StringRef format = getStringAttr(state.op, "data_format", "NXC");
  if (format != "NXC" && format != "NCX") {
    state.reporter.error(state.op)
        << "data_format is '" << format << "', expected 'NXC' or 'NCX'";
    return failure();
  }
  return a;
}

/// LayerNorm: the input normalized over its dims from begin_norm_axis
/// (default -1); with use_affine (default true) scaled by gamma and shifted
/// by beta, of those dims' shape; with keep_stats (default true) also the
/// mean and the variance, of the dims before.
static LogicalResult inferLayerNorm(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireStatic(state, 0);
  if (failed(a))
    return failure();
  int64_t axisAttr = getIntAttr(state.op, "begin_norm_axis", -1);
  std::optional<unsigned> axis = normalizeAxis(axisAttr, a->size());
  if (!axis) {
    state.reporter.error(state.op)
        << "begin_norm_axis " << axisAttr << " is out of range for the input "
        << formatDims(*a);
    return failure();
  }
  if (failed(requireNormalizationArity(state)))
    return failure();
  ArrayRef<int64_t> normalized = a->drop_front(*axis);
  for (unsigned i = 1; i < state.inputs.size(); ++i) {
    FailureOr<ArrayRef<int64_t>> shape = requireStatic(state, i);
    if (failed(shape))
      return failure();
    if (*shape != normalized) {
      state.reporter.error(state.op)
          << (i == 1 ? "gamma " : "beta ") << formatDims(*shape)
          << " is not the normalized dims " << formatDims(normalized);
      return failure();
    }
  }
  if (failed(requireStatisticsTypes(state)))
    return failure();
  state.results.push_back(Shape(*a));
  for (unsigned i = 1; i < state.outputs.size(); ++i)
    state.results.push_back(
        Shape(SmallVector<int64_t, 6>(a->take_front(*axis))));
  return success();
}

/// Inputs 1 to names.size() of a per-channel op (those it has) are 1-D
/// tensors of the `channels` extent; the error names the input.
static LogicalResult requireChannelVectors(InferState &state, int64_t channels,
                                           ArrayRef<StringLiteral> names) {
  for (unsigned i = 1; i < state.inputs.size() && i <= names.size(); ++i) {
    FailureOr<ArrayRef<int64_t>> shape = requireStatic(state, i);
    if (failed(shape))
      return failure();
    if (*shape != ArrayRef<int64_t>(channels)) {
      state.reporter.error(state.op)
          << names[i - 1] << " " << formatDims(*shape)
          << " is not the channels' extent " << channels;
      return failure();
    }
  }
  return success();
}

/// BatchNormInference: the input normalized per channel (the last dim for
/// data_format NXC, the default; dim 1 for NCX) by the given mean and
/// variance, then scaled and shifted: gamma, beta, mean and variance are of
/// the channels' extent.
static LogicalResult inferBatchNorm(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireChannelInput(state);
  if (failed(a))
    return failure();
  int64_t channels = (*a)[getChannelAxis(state.op, a->size())];
  static constexpr StringLiteral kNames[] = {"gamma", "beta", "mean",
                                             "variance"};
  if (failed(requireChannelVectors(state, channels, kNames)))
    return failure();
  state.results.push_back(Shape(*a));
  return success();
}

/// GroupNorm: the input normalized per batch index and group of channels
/// (`groups` groups of C / groups channels); with use_affine (default true)
/// scaled and shifted per channel by gamma and beta of [C]; with keep_stats
/// (default true) also the mean and the variance, of [N, groups].
static LogicalResult inferGroupNorm(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireChannelInput(state);
  if (failed(a))
    return failure();
  int64_t channels = (*a)[getChannelAxis(state.op, a->size())];
  int64_t groups = getIntAttr(state.op, "groups", 0);
  if (groups < 1 || groups > channels || channels % groups != 0) {
    state.reporter.error(state.op)
        << "groups " << groups << " does not divide the " << channels
        << " channels of the input " << formatDims(*a);
    return failure();
  }
  if (failed(requireNormalizationArity(state)))
    return failure();
  static constexpr StringLiteral kNames[] = {"gamma", "beta"};
  if (failed(requireChannelVectors(state, channels, kNames)) ||
      failed(requireStatisticsTypes(state)))
    return failure();
  state.results.push_back(Shape(*a));
  for (unsigned i = 1; i < state.outputs.size(); ++i)
    state.results.push_back(Shape(SmallVector<int64_t, 6>{a->front(), groups}));
  return success();
}

/// BiasAdd: the input plus a bias of the channels' extent, along the
/// channel dim.
static LogicalResult inferBiasAdd(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireChannelInput(state);
  if (failed(a))
    return failure();
  int64_t channels = (*a)[getChannelAxis(state.op, a->size())];
  static constexpr StringLiteral kNames[] = {"bias"};
  if (failed(requireChannelVectors(state, channels, kNames)))
    return failure();
  state.results.push_back(Shape(*a));
  return success();
}

bool onednn::isPReLUChannelSlope(const GraphOp &op, unsigned srcRank,
                                 unsigned slopeRank) {
  return getBoolAttr(op, "per_channel_broadcast", true) && slopeRank == 1 &&
         srcRank >= 2 && getStringAttr(op, "data_format", "NXC") == "NCX";
}

/// PReLU: the slope broadcasts one way to the input, along its channel dim
/// for a 1-D slope with per_channel_broadcast (the default) and data_format
/// NCX, numpy's way (aligned right) otherwise.
static LogicalResult inferPReLU(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> src = requireStatic(state, 0);
  if (failed(src))
    return failure();
  FailureOr<ArrayRef<int64_t>> slope = requireStatic(state, 1);
  if (failed(slope))
    return failure();
  bool channel = isPReLUChannelSlope(state.op, src->size(), slope->size());
  bool fits = slope->size() <= src->size();
  for (size_t i = 0; fits && i < slope->size(); ++i) {
    int64_t target =
        channel ? (*src)[1] : (*src)[src->size() - slope->size() + i];
    fits = (*slope)[i] == 1 || (*slope)[i] == target;
  }
  if (!fits) {
    state.reporter.error(state.op)
        << "the slope " << formatDims(*slope) << " does not broadcast to the "
        << "input " << formatDims(*src)
        << (channel ? " along its channel dim 1" : " (numpy rules, one way)");
    return failure();
  }
  state.results.push_back(Shape(*src));
  return success();
}

static LogicalResult inferFloatUnary(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireRanked(state, 0);
  if (failed(a))
    return failure();
  state.results.push_back(Shape(*a));
  return success();
}

static LogicalResult inferConversion(InferState &state) {
  FailureOr<ArrayRef<int64_t>> a = requireRanked(state, 0);
  if (failed(a))
    return failure();
  state.results.push_back(Shape(*a));
  return success();
}

int64_t onednn::getSoftMaxAxis(const GraphOp &op) {
  return getIntAttr(op, "axis", op.kind == "LogSoftmax" ? -1 : 1);
}

static LogicalResult inferSoftMax(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireStatic(state, 0);
  if (failed(a))
    return failure();
  int64_t axis = getSoftMaxAxis(state.op);
  if (!normalizeAxis(axis, a->size())) {
    state.reporter.error(state.op)
        << "axis " << axis << " is out of range for the input "
        << formatDims(*a);
    return failure();
  }
  StringRef mode = getStringAttr(state.op, "mode", "none");
  if (mode != "none" && mode != "inf_as_zero") {
    state.reporter.error(state.op)
        << "mode is '" << mode << "', expected 'none' or 'inf_as_zero'";
    return failure();
  }
  state.results.push_back(Shape(*a));
  return success();
}

static LogicalResult inferTranspose(InferState &state) {
  if (failed(requireSameDType(state, "")))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireRanked(state, 0);
  if (failed(a))
    return failure();
  ArrayRef<int64_t> order = getIntsAttr(state.op, "order");
  auto fail = [&]() {
    state.reporter.error(state.op)
        << "order [" << llvm::interleaved(order)
        << "] is not a permutation of the " << a->size()
        << " dims of the input " << formatDims(*a);
    return failure();
  };
  if (order.size() != a->size())
    return fail();
  SmallVector<bool, 6> seen(a->size(), false);
  SmallVector<int64_t, 6> result;
  for (int64_t axis : order) {
    std::optional<unsigned> index = normalizeAxis(axis, a->size());
    if (!index || seen[*index])
      return fail();
    seen[*index] = true;
    result.push_back((*a)[*index]);
  }
  state.results.push_back(Shape(result));
  return success();
}

static LogicalResult inferReduceSum(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireStatic(state, 0);
  if (failed(a))
    return failure();
  SmallVector<bool, 6> reduced(a->size(), false);
  for (int64_t axis : getIntsAttr(state.op, "axes")) {
    std::optional<unsigned> index = normalizeAxis(axis, a->size());
    if (!index || reduced[*index]) {
      state.reporter.error(state.op)
          << "axes [" << llvm::interleaved(getIntsAttr(state.op, "axes"))
          << "] must be distinct dims of the input " << formatDims(*a);
      return failure();
    }
    reduced[*index] = true;
  }
  bool keepDims = getBoolAttr(state.op, "keep_dims");
  SmallVector<int64_t, 6> result;
  for (auto [dim, isReduced] : llvm::zip_equal(*a, reduced)) {
    if (!isReduced)
      result.push_back(dim);
    else if (keepDims)
      result.push_back(1);
  }
  state.results.push_back(Shape(result));
  return success();
}

static LogicalResult inferEnd(InferState &) { return success(); }

/// The input of a (Dynamic)Quantize or (Dynamic)Dequantize, ranked, with
/// the data types the op converts between; how many scales and zero points
/// its qtype and axis ask for (1 per tensor, the axis's extent per
/// channel).
static FailureOr<int64_t> requireQuantization(InferState &state) {
  bool quantize =
      state.op.kind == "Quantize" || state.op.kind == "DynamicQuantize";
  DType in = state.inputs[0].dtype, out = state.outputs[0].dtype;
  bool ok = quantize ? isFloat(in) && (out == DType::S8 || out == DType::U8)
                     : (in == DType::S8 || in == DType::U8) && isFloat(out);
  if (!ok) {
    state.reporter.error(state.op)
        << "converts " << getDTypeName(in) << " to " << getDTypeName(out)
        << (quantize ? ", expected f32, f16 or bf16 to s8 or u8"
                     : ", expected s8 or u8 to f32, f16 or bf16");
    return failure();
  }
  FailureOr<ArrayRef<int64_t>> a = requireRanked(state, 0);
  if (failed(a))
    return failure();
  StringRef qtype = getStringAttr(state.op, "qtype", "per_tensor");
  if (qtype == "per_tensor")
    return 1;
  if (qtype != "per_channel") {
    state.reporter.error(state.op) << "qtype is '" << qtype
                                   << "', expected 'per_tensor' or "
                                      "'per_channel'";
    return failure();
  }
  int64_t axis = getIntAttr(state.op, "axis", 1);
  std::optional<unsigned> index = normalizeAxis(axis, a->size());
  if (!index || ShapedType::isDynamic((*a)[*index])) {
    state.reporter.error(state.op)
        << "axis " << axis << " is not a static dim of the input "
        << formatDims(*a);
    return failure();
  }
  return (*a)[*index];
}

/// DynamicQuantize and DynamicDequantize: as Quantize and Dequantize, with
/// the scales (f32) and the optional zero points (s8, u8 or s32) as 1-D
/// input tensors of as many values as the qtype asks for.
static LogicalResult inferDynamicQuantize(InferState &state) {
  FailureOr<int64_t> count = requireQuantization(state);
  if (failed(count))
    return failure();
  static constexpr StringLiteral kNames[] = {"scales", "zero points"};
  for (unsigned i = 1; i < state.inputs.size(); ++i) {
    FailureOr<ArrayRef<int64_t>> shape = requireStatic(state, i);
    if (failed(shape))
      return failure();
    DType type = state.inputs[i].dtype;
    bool typeOk =
        i == 1 ? type == DType::F32
               : type == DType::S8 || type == DType::U8 || type == DType::S32;
    if (*shape != ArrayRef<int64_t>(*count) || !typeOk) {
      state.reporter.error(state.op)
          << "the " << kNames[i - 1] << " (tensor " << state.op.inputs[i]
          << ") are " << getDTypeName(type) << " of shape "
          << formatDims(*shape) << ", expected a 1-D "
          << (i == 1 ? "f32" : "s8, u8 or s32") << " tensor of " << *count
          << (*count == 1 ? " value" : " values");
      return failure();
    }
  }
  state.results.push_back(Shape(*requireRanked(state, 0)));
  return success();
}

static LogicalResult inferQuantize(InferState &state) {
  FailureOr<int64_t> quantizationCount = requireQuantization(state);
  if (failed(quantizationCount))
    return failure();
  int64_t count = *quantizationCount;
  FailureOr<ArrayRef<int64_t>> a = requireRanked(state, 0);
  StringRef qtype = getStringAttr(state.op, "qtype", "per_tensor");
  ArrayRef<double> scales = getFloatsAttr(state.op, "scales");
  ArrayRef<int64_t> zps = getIntsAttr(state.op, "zps");
  if (static_cast<int64_t>(scales.size()) != count ||
      (!zps.empty() && static_cast<int64_t>(zps.size()) != count)) {
    state.reporter.error(state.op)
        << qtype << " needs " << count << " scale(s) and as many zero points "
        << "(or none), got " << scales.size() << " and " << zps.size();
    return failure();
  }
  for (double scale : scales) {
    // As the f32 the attribute holds: 1e-46 rounds to 0, 1e39 to inf (a
    // conversion APFloat defines; a cast of an out-of-range double does not).
    llvm::APFloat asF32(scale);
    bool lost;
    asF32.convert(llvm::APFloat::IEEEsingle(),
                  llvm::APFloat::rmNearestTiesToEven, &lost);
    if (!asF32.isZero() && asF32.isFinite())
      continue;
    std::string text;
    llvm::raw_string_ostream(text) << llvm::format("%g", scale);
    state.reporter.error(state.op)
        << "the scale " << text << " is not a finite non-zero number"
        << (scale != 0 && std::isfinite(scale) ? " as f32" : "");
    return failure();
  }
  for (int64_t zp : zps) {
    if (zp >= -2147483648LL && zp <= 2147483647LL)
      continue;
    state.reporter.error(state.op)
        << "the zero point " << zp << " is out of the 32-bit range";
    return failure();
  }
  state.results.push_back(Shape(*a));
  return success();
}

static LogicalResult inferAvgPool(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> a = requireStatic(state, 0);
  if (failed(a))
    return failure();
  FailureOr<Window> w = computeWindow(
      state.op, *a, getIntsAttr(state.op, "kernel"), &state.reporter);
  if (failed(w))
    return failure();
  SmallVector<int64_t, 6> result;
  result.push_back((*a)[0]);
  if (!w->channelsLast)
    result.push_back((*a)[1]);
  llvm::append_range(result, w->outputSpatial);
  if (w->channelsLast)
    result.push_back(a->back());
  state.results.push_back(Shape(result));
  return success();
}

/// The input and weights of a Convolution or ConvTranspose: static, of the
/// same rank, at least 3.
static FailureOr<std::pair<ArrayRef<int64_t>, ArrayRef<int64_t>>>
requireConvOperands(InferState &state) {
  if (failed(requireFloat(state)))
    return failure();
  FailureOr<ArrayRef<int64_t>> x = requireStatic(state, 0);
  FailureOr<ArrayRef<int64_t>> wt = failed(x) ? x : requireStatic(state, 1);
  if (failed(wt))
    return failure();
  if (x->size() < 3 || wt->size() != x->size()) {
    state.reporter.error(state.op)
        << "the input " << formatDims(*x) << " and the weights "
        << formatDims(*wt) << " must have the same rank, at least 3";
    return failure();
  }
  return std::make_pair(*x, *wt);
}

/// The optional bias of a Convolution or ConvTranspose: `oc` values.
static LogicalResult checkConvBias(InferState &state, int64_t oc) {
  if (state.inputs.size() != 3)
    return success();
  FailureOr<ArrayRef<int64_t>> bias = requireStatic(state, 2);
  if (failed(bias))
    return failure();
  if (bias->size() != 1 || (*bias)[0] != oc) {
    state.reporter.error(state.op)
        << "the bias is " << formatDims(*bias) << ", expected " << oc;
    return failure();
  }
  return success();
}

/// The output of a Convolution or ConvTranspose: the batch, `oc` channels
/// and the window's output extents, in the order of data_format.
static LogicalResult pushConvResult(InferState &state, int64_t batch,
                                    int64_t oc, const Window &w) {
  SmallVector<int64_t, 6> result;
  result.push_back(batch);
  if (!w.channelsLast)
    result.push_back(oc);
  llvm::append_range(result, w.outputSpatial);
  if (w.channelsLast)
    result.push_back(oc);
  state.results.push_back(Shape(result));
  return success();
}

/// A Convolution's and a ConvTranspose's weights_format: the default
/// (channels last), then the other.
static std::pair<StringRef, StringRef> getWeightsFormats(const GraphOp &op) {
  return op.kind == "ConvTranspose" ? std::make_pair("XOI", "IOX")
                                    : std::make_pair("XIO", "OIX");
}

ConvWeights onednn::getConvWeights(const GraphOp &op,
                                   ArrayRef<int64_t> weightsDims) {
  auto [channelsLast, channelsFirst] = getWeightsFormats(op);
  bool first =
      getStringAttr(op, "weights_format", channelsLast) == channelsFirst;
  size_t s = weightsDims.size() - 2;
  return {first, first ? weightsDims.drop_front(2) : weightsDims.take_front(s)};
}

/// Checks the weights_format of a Convolution or ConvTranspose.
static LogicalResult checkWeightsFormat(InferState &state) {
  auto [channelsLast, channelsFirst] = getWeightsFormats(state.op);
  StringRef format = getStringAttr(state.op, "weights_format", channelsLast);
  if (format == channelsLast || format == channelsFirst)
    return success();
  state.reporter.error(state.op)
      << "weights_format is '" << format << "', expected '" << channelsLast
      << "' or '" << channelsFirst << "'";
  return failure();
}

static LogicalResult inferConvolution(InferState &state) {
  auto operands = requireConvOperands(state);
  if (failed(operands))
    return failure();
  auto [x, wt] = *operands;
  if (failed(checkWeightsFormat(state)))
    return failure();
  size_t s = x.size() - 2;
  auto [oix, kernel] = getConvWeights(state.op, wt);
  int64_t oc = oix ? wt[0] : wt[s + 1];
  int64_t icPerGroup = oix ? wt[1] : wt[s];
  FailureOr<Window> w = computeWindow(state.op, x, kernel, &state.reporter);
  if (failed(w))
    return failure();
  int64_t channels = w->channelsLast ? x.back() : x[1];
  int64_t groups = getIntAttr(state.op, "groups", 1);
  if (groups < 1 || channels % groups != 0 || oc % groups != 0 ||
      channels / groups != icPerGroup) {
    state.reporter.error(state.op)
        << "groups = " << groups << " does not fit " << channels
        << " input channels, " << oc << " output channels and weights with "
        << icPerGroup << " input channels per group";
    return failure();
  }
  if (failed(checkConvBias(state, oc)))
    return failure();
  return pushConvResult(state, x[0], oc, *w);
}

static LogicalResult inferConvTranspose(InferState &state) {
  auto operands = requireConvOperands(state);
  if (failed(operands))
    return failure();
  auto [x, wt] = *operands;
  if (failed(checkWeightsFormat(state)))
    return failure();
  size_t s = x.size() - 2;
  auto [iox, kernel] = getConvWeights(state.op, wt);
  // oneDNN: the output has O x groups channels; I is every input channel.
  int64_t ocPerGroup = iox ? wt[1] : wt[s];
  int64_t ic = iox ? wt[0] : wt[s + 1];
  FailureOr<TransposedWindow> t =
      computeTransposedWindow(state.op, x, kernel, &state.reporter);
  if (failed(t))
    return failure();
  int64_t channels = t->window.channelsLast ? x.back() : x[1];
  int64_t groups = getIntAttr(state.op, "groups", 1);
  int64_t oc;
  if (groups < 1 || channels != ic || channels % groups != 0 ||
      __builtin_mul_overflow(ocPerGroup, groups, &oc)) {
    state.reporter.error(state.op)
        << "groups = " << groups << " does not fit " << channels
        << " input channels and weights with " << ic << " input channels and "
        << ocPerGroup << " output channels per group";
    return failure();
  }
  if (failed(checkConvBias(state, oc)))
    return failure();
  return pushConvResult(state, x[0], oc, t->window);
}

//===----------------------------------------------------------------------===//
// The walk
//===----------------------------------------------------------------------===//

/// Checks the op's kind, arity and attribute types.
static const OpSpec *checkOp(const GraphOp &op, Reporter &reporter) {
  const OpSpec *spec = lookupOpSpec(op.kind);
  if (!spec) {
    InFlightDiagnostic diag = reporter.error(op);
    diag << "op kind '" << op.kind << "' is not supported; supported: ";
    llvm::interleave(
        kOpSpecs, [&](const OpSpec &s) { diag << s.kind; },
        [&] { diag << ", "; });
    return nullptr;
  }
  bool ok = true;
  if (op.inputs.size() < spec->minInputs ||
      op.inputs.size() > spec->maxInputs) {
    InFlightDiagnostic diag = reporter.error(op);
    diag << "has " << op.inputs.size() << " inputs, expected ";
    if (spec->minInputs == spec->maxInputs)
      diag << spec->minInputs;
    else
      diag << spec->minInputs << " to " << spec->maxInputs;
    if (op.kind == "ReduceSum")
      diag << " (axes given as an input tensor are not supported)";
    ok = false;
  }
  if (op.outputs.size() < spec->minOutputs ||
      op.outputs.size() > spec->maxOutputs) {
    InFlightDiagnostic diag = reporter.error(op);
    diag << "has " << op.outputs.size() << " outputs, expected ";
    if (spec->minOutputs == spec->maxOutputs)
      diag << spec->minOutputs;
    else
      diag << spec->minOutputs << " to " << spec->maxOutputs;
    ok = false;
  }
  for (const auto &entry : op.attrs) {
    const std::string &name = entry.first;
    const Attr &attr = entry.second;
    const AttrSpec *attrSpec = llvm::find_if(
        spec->attrs, [&](const AttrSpec &a) { return a.name == name; });
    if (attrSpec == spec->attrs.end()) {
      reporter.warning(op) << "attribute '" << name
                           << "' is not one the importer knows; ignored";
      continue;
    }
    if (attr.type != attrSpec->type) {
      reporter.error(op) << "attribute '" << name << "' has type "
                         << getAttrTypeName(attr.type) << ", expected "
                         << getAttrTypeName(attrSpec->type);
      ok = false;
    }
  }
  for (const AttrSpec &attrSpec : spec->attrs) {
    if (!attrSpec.required || op.getAttr(attrSpec.name))
      continue;
    reporter.error(op) << "missing attribute '" << attrSpec.name << "' ("
                       << getAttrTypeName(attrSpec.type) << ")";
    ok = false;
  }
  return ok ? spec : nullptr;
}

/// Whether a declared shape agrees with an inferred one: the same rank, the
/// same extent wherever both are static.
static bool areCompatible(const Shape &inferred, const Shape &declared) {
  if (!inferred || !declared)
    return true;
  return rules::areCompatibleDims(*inferred, *declared);
}

/// The inferred shape, with the static extents of the declared one where
/// the inference has `?`.
static Shape refine(const Shape &inferred, const Shape &declared) {
  if (!inferred)
    return declared;
  if (!declared)
    return inferred;
  SmallVector<int64_t, 6> dims(*inferred);
  for (auto [dim, other] : llvm::zip_equal(dims, *declared))
    if (ShapedType::isDynamic(dim))
      dim = other;
  return Shape(std::move(dims));
}

/// Whether a static shape's buffer takes 2^63 bytes or more: the compiled
/// code counts bytes in 64-bit signed integers, and upstream's allocation
/// of such a buffer wraps its size (a small buffer, written far past its
/// end).
static bool overflowsByteSize(const TensorDesc &desc) {
  if (!desc.shape || llvm::any_of(*desc.shape, ShapedType::isDynamic))
    return false;
  return !rules::getByteCount(*desc.shape, getDTypeBytes(desc.dtype));
}

static bool exceedsMaxRank(const TensorDesc &desc) {
  return desc.shape && reshape::exceedsImportedRank(desc.shape->size());
}

LogicalResult onednn::inferShapes(Graph &graph, bool reinfer,
                                  Reporter &reporter) {
  // The shape input of a DynamicReshape is 1-D: a graph input there whose
  // shape the file leaves unknown ([INT64_MIN]) has a length unknown until
  // run time, not an unknown rank; or the rank of the declared output, when
  // the file gives it (R6: the result is ranked exactly when the length is
  // known).
  for (const GraphOp &op : graph.ops) {
    if (op.kind != "DynamicReshape" || op.inputs.size() != 2 ||
        op.outputs.size() != 1 ||
        !llvm::is_contained(graph.inputs, op.inputs[1]))
      continue;
    Shape &shape = graph.getTensor(op.inputs[1]).desc.shape;
    if (shape)
      continue;
    const Shape &declared = graph.getTensor(op.outputs[0]).desc.shape;
    int64_t length = declared && !reshape::exceedsImportedRank(declared->size())
                         ? static_cast<int64_t>(declared->size())
                         : ShapedType::kDynamic;
    shape = Shape(SmallVector<int64_t, 6>{length});
  }
  // Graph inputs first: their ranks must be supported and their sizes in
  // bytes fit in 64 bits.
  for (int64_t id : graph.inputs) {
    const TensorDesc &desc = graph.getTensor(id).desc;
    if (exceedsMaxRank(desc))
      reporter.error() << "input tensor " << id << " "
                       << reshape::describeImportedRankLimit(
                              desc.shape->size());
    else if (overflowsByteSize(desc))
      reporter.error() << "input tensor " << id << " has shape "
                       << formatShape(desc.shape) << " of "
                       << getDTypeName(desc.dtype)
                       << ", whose size in bytes overflows 64 bits";
  }
  // Kinds, arity and attribute types of every op, then the shapes in
  // topological order; an op after a failed one would see unchecked shapes,
  // so the walk stops at the first.
  SmallVector<const OpSpec *> specs;
  for (const GraphOp &op : graph.ops)
    specs.push_back(checkOp(op, reporter));
  if (reporter.hasFailed())
    return failure();
  for (unsigned index : graph.order) {
    const GraphOp &op = graph.ops[index];
    const OpSpec *spec = specs[index];
    InferState state{graph, op, reporter, {}, {}, {}};
    for (int64_t id : op.inputs)
      state.inputs.push_back(graph.getTensor(id).desc);
    for (int64_t id : op.outputs)
      state.outputs.push_back(graph.getTensor(id).desc);
    if (failed(spec->infer(state)))
      return failure();
    for (auto [id, inferred] : llvm::zip_equal(op.outputs, state.results)) {
      Tensor &tensor = graph.getTensor(id);
      const Shape &declared = tensor.desc.shape;
      if (reinfer) {
        tensor.desc.shape = inferred;
      } else if (!areCompatible(inferred, declared)) {
        reporter.error(op) << (spec->checksDeclaredShape ? "R6: " : "")
                           << "the declared output (tensor " << id << ") is "
                           << formatShape(declared) << " but the "
                           << (spec->checksDeclaredShape
                                   ? std::string("rules give ")
                                   : op.kind + " shape function gives ")
                           << formatShape(inferred);
        return failure();
      } else if (spec->checksDeclaredShape) {
        tensor.desc.shape = refine(inferred, declared);
        // R10 for the extents the declaration adds (a DynamicReshape's
        // inferred extents are all `?`).
        const Shape &input = state.inputs[0].shape;
        if (input && tensor.desc.shape) {
          if (std::optional<rules::Violation> violation =
                  rules::checkStaticVolumes(*input, *tensor.desc.shape)) {
            reporter.error(op)
                << violation->str() << " (input tensor " << op.inputs[0]
                << " is " << formatShape(input) << ", output tensor " << id
                << " is " << formatShape(tensor.desc.shape) << ")";
            return failure();
          }
        }
      } else {
        tensor.desc.shape = inferred;
      }
      // Stops the walk: the ops after it would compute with such shapes.
      if (exceedsMaxRank(tensor.desc)) {
        reporter.error(op) << "the output (tensor " << id << ") "
                           << reshape::describeImportedRankLimit(
                                  tensor.desc.shape->size());
        return failure();
      }
      if (overflowsByteSize(tensor.desc))
        reporter.error(op) << "the output (tensor " << id << ") has shape "
                           << formatShape(tensor.desc.shape) << " of "
                           << getDTypeName(tensor.desc.dtype)
                           << ", whose size in bytes overflows 64 bits";
    }
  }
  return failure(reporter.hasFailed());
}
