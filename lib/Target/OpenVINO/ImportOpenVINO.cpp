//===- ImportOpenVINO.cpp - OpenVINO IR to the reshape dialect ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The second half of the importer: the layers of a read graph (see
// OpenVINOGraph.h), in topological order, become one func.func:
//   - Parameter -> a function argument, Result -> a returned value;
//   - Const -> arith.constant (inline when small, a dense_resource blob
//     otherwise) when the .bin is given and the element type is byte-sized,
//     an openvino.layer otherwise;
//   - Reshape-1 -> reshape.static_reshape when its target is a Const with
//     known values, reshape.dynamic_reshape fed by the real producer
//     otherwise; the result type is the XML's output port, and the verifier
//     (the rules of lib/ShapeRules) checks it;
//   - ShapeOf, Concat, Gather, Squeeze, Unsqueeze and Convert on small 1-D
//     integer values -> tensor and arith ops that canonicalize folds, so a
//     dynamic_reshape whose target is computed from constants becomes a
//     static_reshape;
//   - every other layer -> openvino.layer.
// Values known at import time (constants, and what upstream folders compute
// from them) are tracked with the ops' own fold hooks, so the rules also
// check a computed target against the XML.
//
//===----------------------------------------------------------------------===//

#include "reshape/Target/OpenVINO.h"

#include "OpenVINOGraph.h"

#include "reshape/IR/ReshapeOps.h"
#include "reshape/OpenVINO/OpenVINODialect.h"
#include "reshape/ShapeRules/StaticShapeInference.h"
#include "reshape/Support/LibraryFunctionNames.h"
#include "reshape/Target/ImportLimits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::reshape;
using namespace mlir::reshape::openvino;

/// Integer values of rank 0 or 1 with at most this many elements (shape
/// values: ShapeOf results, Reshape targets) get tensor and arith ops.
static constexpr int64_t kMaxShapeValueLength = 64;
/// Constants of at most this many elements print inline (integer ones up to
/// kMaxShapeValueLength); larger ones become dense_resource blobs.
static constexpr int64_t kMaxInlineElements = 16;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

namespace {
/// An OpenVINO element type in MLIR.
struct ElementInfo {
  Type type;
  /// Bits per element in the .bin; 0 when the layout has no fixed width
  /// (string, dynamic).
  unsigned bits;

  /// Whether the .bin holds whole bytes per element that MLIR's dense
  /// attributes take as they are.
  bool isByteSized() const {
    return bits != 0 && bits % 8 == 0 && !isa<ElementType>(type);
  }
};
} // namespace

/// Parses an `element_type` (`f32`, `i64`, `boolean`) or a port `precision`
/// (`FP32`, `I64`, `BOOL`).
static std::optional<ElementInfo> parseElementType(MLIRContext *context,
                                                   StringRef text) {
  std::string lower = text.trim().lower();
  StringRef name = llvm::StringSwitch<StringRef>(lower)
                       .Case("fp64", "f64")
                       .Case("fp32", "f32")
                       .Case("fp16", "f16")
                       .Case("bin", "u1")
                       .Case("bool", "boolean")
                       .Cases({"unspecified", "undefined"}, "dynamic")
                       .Default(lower);
  auto signless = [&](unsigned width) {
    return ElementInfo{IntegerType::get(context, width), width};
  };
  auto unsignedInt = [&](unsigned width) {
    return ElementInfo{IntegerType::get(context, width, IntegerType::Unsigned),
                       width};
  };
  auto opaque = [&](StringRef opaqueName, unsigned bits) {
    return ElementInfo{ElementType::get(context, opaqueName), bits};
  };
  if (name == "f64")
    return ElementInfo{Float64Type::get(context), 64};
  if (name == "f32")
    return ElementInfo{Float32Type::get(context), 32};
  if (name == "f16")
    return ElementInfo{Float16Type::get(context), 16};
  if (name == "bf16")
    return ElementInfo{BFloat16Type::get(context), 16};
  if (name == "f8e4m3")
    return ElementInfo{Float8E4M3FNType::get(context), 8};
  if (name == "f8e5m2")
    return ElementInfo{Float8E5M2Type::get(context), 8};
  if (name == "f8e8m0")
    return ElementInfo{Float8E8M0FNUType::get(context), 8};
  if (name == "f4e2m1")
    return ElementInfo{Float4E2M1FNType::get(context), 4};
  if (name == "boolean")
    return ElementInfo{IntegerType::get(context, 1), 8};
  if (name == "nf4")
    return opaque("nf4", 4);
  if (name == "string")
    return opaque("string", 0);
  if (name == "dynamic")
    return opaque("dynamic", 0);
  unsigned width;
  if (name.size() > 1 && !name.drop_front().getAsInteger(10, width) &&
      width >= 1 && width <= 64) {
    if (name.front() == 'i' && (width == 4 || width % 8 == 0))
      return signless(width);
    if (name.front() == 'u' && (width <= 6 || width % 8 == 0))
      return unsignedInt(width);
  }
  return std::nullopt;
}

/// Whether `type` has a static shape whose buffer takes 2^63 bytes or
/// more: the compiled code counts bytes in 64-bit signed integers, and
/// upstream's allocation of such a buffer wraps its size (a small buffer,
/// written far past its end). Elements of no fixed width (strings) are
/// never allocated.
static bool overflowsByteSize(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || !ranked.hasStaticShape() ||
      !ranked.getElementType().isIntOrFloat())
    return false;
  return !rules::getByteCount(
      ranked.getShape(),
      llvm::divideCeil(ranked.getElementType().getIntOrFloatBitWidth(), 8));
}

/// A signless integer type other than i1: the element types of the values
/// that get tensor and arith ops.
static bool isSignlessInteger(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.isSignless() && integer.getWidth() > 1;
}

/// A static tensor of rank 0 or 1 of a signless integer type with at most
/// kMaxShapeValueLength elements.
static bool isShapeValue(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  return ranked && ranked.hasStaticShape() && ranked.getRank() <= 1 &&
         ranked.getNumElements() <= kMaxShapeValueLength &&
         isSignlessInteger(ranked.getElementType());
}

/// `3x?x5`, `[]` for rank 0, `*` for an unknown rank.
static std::string formatDims(std::optional<ArrayRef<int64_t>> dims) {
  if (!dims)
    return "*";
  if (dims->empty())
    return "[]";
  return llvm::join(llvm::map_range(*dims,
                                    [](int64_t dim) {
                                      return ShapedType::isDynamic(dim)
                                                 ? std::string("?")
                                                 : std::to_string(dim);
                                    }),
                    "x");
}

/// Whether a value of `type` can flow into a port with `dims`: equal ranks
/// (a port without dims may also be one of unknown rank) and equal static
/// extents.
static bool isCompatibleWithPort(Type type, ArrayRef<int64_t> dims) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked)
    return true;
  if (dims.empty())
    return true;
  if (ranked.getRank() != static_cast<int64_t>(dims.size()))
    return false;
  for (auto [ours, theirs] : llvm::zip_equal(ranked.getShape(), dims))
    if (!ShapedType::isDynamic(ours) && !ShapedType::isDynamic(theirs) &&
        ours != theirs)
      return false;
  return true;
}

/// A resource key made of the layer name: letters, digits and underscores.
static std::string getBlobName(StringRef layerName) {
  std::string name = "ov_";
  for (char c : layerName)
    name.push_back(llvm::isAlnum(c) ? c : '_');
  return name;
}

/// Verifies `op` alone. On failure, returns the verifier's message without
/// its "'op-name' op " prefix instead of reporting it.
static std::optional<std::string> verifyQuietly(Operation *op) {
  std::string message;
  ScopedDiagnosticHandler handler(op->getContext(), [&](Diagnostic &diag) {
    if (message.empty())
      message = diag.str();
    return success();
  });
  if (succeeded(verify(op, /*verifyRecursively=*/false)))
    return std::nullopt;
  StringRef text = message;
  text.consume_front(("'" + op->getName().getStringRef() + "' op ").str());
  return text.str();
}

//===----------------------------------------------------------------------===//
// Importer
//===----------------------------------------------------------------------===//

namespace {

/// Builds the function of one graph.
class Importer {
public:
  Importer(MLIRContext *context, const Graph &graph, const XmlLocator &locator,
           const llvm::MemoryBuffer *weights)
      : context(context), graph(graph), locator(locator), weights(weights),
        builder(context) {}

  OwningOpRef<ModuleOp> run();

private:
  /// A Const whose value was read from the .bin; it becomes an op where
  /// some layer uses its value (a static_reshape only reads `integers`).
  struct Constant {
    ElementsAttr value;
    /// The values of an integer constant of at most kMaxShapeValueLength
    /// elements.
    std::optional<SmallVector<int64_t>> integers;
    /// The first value of a u64 constant past INT64_MAX (no extent, no
    /// int64 shape value), with its index.
    std::optional<std::pair<int64_t, uint64_t>> pastInt64;
  };

  LogicalResult createFunction();
  /// The layers a Result or an Assign needs (through their inputs), and the
  /// Parameters: those OpenVINO's reader builds.
  SmallVector<bool> findNeededLayers();
  LogicalResult importLayer(unsigned index);
  LogicalResult importConst(unsigned index);
  LogicalResult importReshape(unsigned index);
  LogicalResult importGeneric(unsigned index,
                              std::optional<Type> resultType = std::nullopt);
  FailureOr<bool> importShapeOf(unsigned index);
  FailureOr<bool> importConcat(unsigned index);
  FailureOr<bool> importGather(unsigned index);
  FailureOr<bool> importSqueeze(unsigned index);
  FailureOr<bool> importUnsqueeze(unsigned index);
  FailureOr<bool> importConvert(unsigned index);

  /// The value input port `input` of layer `index` receives.
  FailureOr<Value> getInput(unsigned index, unsigned input);
  FailureOr<SmallVector<Value>> getInputs(unsigned index);
  /// Checks a value of `type` against the dims of input port `input`.
  LogicalResult checkInputPort(unsigned index, unsigned input, Type type);
  /// A port's precision, when it has one we know, names `element`.
  LogicalResult checkPortPrecision(const Layer &layer, const Port &port,
                                   StringRef kind, Type element);
  /// The type of an output port: its dims and precision (or `fallback`
  /// where it has none); unranked when it has no dims and `unknownRank`.
  FailureOr<TensorType> getPortType(const Layer &layer, const Port &port,
                                    Type fallback, bool unknownRank);
  /// Records `value` as output `output` of layer `index`, after checking
  /// it against the port's dims and precision.
  LogicalResult setOutput(unsigned index, unsigned output, Value value);
  /// Reads an integer data attribute.
  FailureOr<int64_t> getIntegerData(const Layer &layer, StringRef name);

  /// `tensor.extract %value[position]` of a rank-1 tensor.
  Value extract(Location loc, Value value, int64_t position);
  /// `tensor.from_elements` of `type`.
  Value fromElements(Location loc, RankedTensorType type,
                     ArrayRef<Value> elements);

  /// Records the value of each new op's results that its folder computes
  /// from known operands (without changing the IR).
  void evaluateNewOps();
  /// The known values of an integer tensor, or std::nullopt.
  std::optional<SmallVector<int64_t>> getKnownIntegers(Value value);
  /// The known values and the type of input port `input` of layer `index`;
  /// a Const read from the .bin gives them without becoming an op.
  FailureOr<std::pair<std::optional<SmallVector<int64_t>>, Type>>
  getKnownInput(unsigned index, unsigned input);

  /// Warns of the openvino.layer ops that `shape`, the target of the
  /// Reshape `layer`, is computed from: no pass lowers them.
  void warnOfLayersInTarget(const Layer &layer, Value shape);

  /// An error at `layer`, starting with its description.
  InFlightDiagnostic error(const Layer &layer) {
    return emitError(locator.get(layer)) << describe(layer) << ": ";
  }

  MLIRContext *context;
  const Graph &graph;
  const XmlLocator &locator;
  const llvm::MemoryBuffer *weights;
  OpBuilder builder;
  OwningOpRef<ModuleOp> module;
  func::FuncOp function;

  /// The values of the layer outputs imported so far.
  llvm::DenseMap<std::pair<unsigned, unsigned>, Value> outputs;
  /// The Const layers read from the .bin, by layer index.
  llvm::DenseMap<unsigned, Constant> constants;
  /// Blobs already made, by (offset, size, type): OpenVINO points equal
  /// constants at the same bytes.
  llvm::DenseMap<std::tuple<uint64_t, uint64_t, Type>, ElementsAttr> blobs;
  /// Values known at import time.
  llvm::DenseMap<Value, Attribute> known;
  /// The layer of each openvino.layer op made.
  llvm::DenseMap<Operation *, unsigned> genericLayers;
  /// Rank-0 results of openvino.layer ops whose port has no dims: OpenVINO
  /// writes an unknown rank that way too.
  llvm::DenseSet<Value> maybeUnranked;
  /// The last op `evaluateNewOps` looked at.
  Operation *lastEvaluated = nullptr;
  /// The values the Result layers return, in document order.
  SmallVector<std::pair<unsigned, Value>> results;
  /// Some layer contradicts the rules (the import goes on to report all).
  bool contradiction = false;
};

} // namespace

OwningOpRef<ModuleOp> Importer::run() {
  if (llvm::endianness::native != llvm::endianness::little) {
    emitError(UnknownLoc::get(context))
        << "the OpenVINO importer reads .bin files on little-endian hosts only";
    return nullptr;
  }
  module = ModuleOp::create(UnknownLoc::get(context));
  if (failed(createFunction()))
    return nullptr;
  // As OpenVINO's reader: only the layers whose value a Result or a sink
  // (Assign) needs, and the Parameters (a dangling Relu made the model
  // fail in reshape-to-llvm, a dangling Reshape that contradicts its port
  // made it fail to import; found by review).
  SmallVector<bool> needed = findNeededLayers();
  std::optional<unsigned> firstUnneeded;
  unsigned unneeded = 0;
  for (unsigned index : graph.topologicalOrder) {
    if (!needed[index]) {
      if (!firstUnneeded)
        firstUnneeded = index;
      ++unneeded;
      continue;
    }
    if (failed(importLayer(index)))
      return nullptr;
  }
  if (firstUnneeded) {
    const Layer &layer = graph.layers[*firstUnneeded];
    emitWarning(locator.get(layer))
        << unneeded << " layer" << (unneeded == 1 ? "" : "s")
        << " whose value no Result or Assign needs, from " << describe(layer)
        << " on, not imported (OpenVINO's reader drops them too)";
  }
  if (contradiction)
    return nullptr;

  // Results in document order.
  llvm::sort(results, llvm::less_first());
  SmallVector<Value> returned =
      llvm::to_vector(llvm::make_second_range(results));
  func::ReturnOp::create(builder, function.getLoc(), returned);
  function.setFunctionType(FunctionType::get(
      context, function.getArgumentTypes(), ValueRange(returned).getTypes()));
  // All at once: one attribute at a time builds an array of every result's
  // attributes each time, quadratic in memory.
  function.setAllResultAttrs(
      llvm::map_to_vector(results, [&](const auto &result) -> DictionaryAttr {
        return builder.getDictionaryAttr(builder.getNamedAttr(
            "openvino.name",
            builder.getStringAttr(graph.layers[result.first].name)));
      }));
  return std::move(module);
}

SmallVector<bool> Importer::findNeededLayers() {
  SmallVector<bool> needed(graph.layers.size(), false);
  SmallVector<unsigned> worklist;
  for (auto [index, layer] : llvm::enumerate(graph.layers)) {
    if (layer.kind == LayerKind::Parameter)
      needed[index] = true;
    else if (layer.kind == LayerKind::Result ||
             layer.type.equals_insensitive("Assign"))
      worklist.push_back(index);
  }
  while (!worklist.empty()) {
    unsigned index = worklist.pop_back_val();
    if (needed[index])
      continue;
    needed[index] = true;
    for (const Source &source : graph.layers[index].sources)
      if (!needed[source.layer])
        worklist.push_back(source.layer);
  }
  return needed;
}

LogicalResult Importer::createFunction() {
  // Parameters in document order, the order of the model's inputs.
  SmallVector<unsigned> parameters;
  SmallVector<Type> argumentTypes;
  SmallVector<DictionaryAttr> argumentAttrs;
  for (auto [index, layer] : llvm::enumerate(graph.layers)) {
    if (layer.kind != LayerKind::Parameter)
      continue;
    if (layer.outputs.size() != 1 || !layer.inputs.empty())
      return error(layer) << "a Parameter has no input and one output port, "
                             "this one has "
                          << layer.inputs.size() << " and "
                          << layer.outputs.size();
    const Port &port = layer.outputs.front();
    std::optional<StringRef> elementText = layer.getData("element_type");
    std::optional<ElementInfo> element =
        parseElementType(context, elementText ? *elementText : port.precision);
    if (!element)
      return error(layer) << "unknown element type '"
                          << (elementText ? *elementText : port.precision)
                          << "'";
    if (failed(checkPortPrecision(layer, port, "output", element->type)))
      return failure();
    NamedAttrList attrs;
    attrs.append("openvino.name", builder.getStringAttr(layer.name));
    Type type;
    if (std::optional<StringRef> shapeText = layer.getData("shape")) {
      bool unknownRank;
      FailureOr<SmallVector<Dim>> dims = parseShape(*shapeText, unknownRank);
      if (failed(dims))
        return error(layer) << "bad shape '" << *shapeText << "'";
      if (unknownRank) {
        type = UnrankedTensorType::get(element->type);
      } else {
        SmallVector<int64_t> sizes, lower, upper;
        bool hasRange = false;
        for (const Dim &dim : *dims) {
          sizes.push_back(dim.size);
          lower.push_back(dim.lower);
          upper.push_back(dim.upper);
          hasRange |= ShapedType::isDynamic(dim.size) &&
                      (dim.lower != 0 || dim.upper != -1);
        }
        type = RankedTensorType::get(sizes, element->type);
        if (hasRange) {
          attrs.append("openvino.lower_bounds",
                       builder.getDenseI64ArrayAttr(lower));
          attrs.append("openvino.upper_bounds",
                       builder.getDenseI64ArrayAttr(upper));
        }
      }
    } else {
      type = RankedTensorType::get(port.dims, element->type);
    }
    if (!isCompatibleWithPort(type, port.dims))
      return error(layer) << "the shape " << type
                          << " does not match the output port dims "
                          << formatDims(ArrayRef(port.dims));
    if (auto ranked = dyn_cast<RankedTensorType>(type);
        ranked && reshape::exceedsImportedRank(ranked.getRank()))
      return error(layer) << "the value "
                          << reshape::describeImportedRankLimit(
                                 ranked.getRank());
    if (overflowsByteSize(type))
      return error(layer) << "the value of " << type
                          << " has a size in bytes that overflows 64 bits";
    parameters.push_back(index);
    argumentTypes.push_back(type);
    argumentAttrs.push_back(attrs.getDictionary(context));
  }

  builder.setInsertionPointToEnd(module->getBody());
  // The name of a C library function gets `_graph`: compiled code that
  // calls the library function would call the graph. LLVM reserves the
  // prefix `llvm.` for its intrinsics: `llvm.model` becomes `llvm_model`.
  std::string name = graph.name.empty() ? "main" : graph.name.str();
  if (reshape::CLibraryFunctionNames().contains(name))
    name += "_graph";
  if (StringRef(name).starts_with("llvm."))
    name[4] = '_';
  function = func::FuncOp::create(builder, locator.get(graph.net), name,
                                  builder.getFunctionType(argumentTypes, {}));
  function->setAttr("openvino.ir_version",
                    builder.getI64IntegerAttr(graph.irVersion));
  function.setAllArgAttrs(argumentAttrs);
  Block *body = function.addEntryBlock();
  for (auto [position, index] : llvm::enumerate(parameters)) {
    BlockArgument argument = body->getArgument(position);
    argument.setLoc(locator.get(graph.layers[index]));
    outputs[{index, 0}] = argument;
  }
  builder.setInsertionPointToEnd(body);
  return success();
}

LogicalResult Importer::importLayer(unsigned index) {
  const Layer &layer = graph.layers[index];
  if (layer.kind == LayerKind::Parameter)
    return success();
  if (layer.kind == LayerKind::Result) {
    if (layer.inputs.size() != 1)
      return error(layer) << "a Result has one input port, this one has "
                          << layer.inputs.size();
    FailureOr<Value> value = getInput(index, 0);
    if (failed(value))
      return failure();
    results.emplace_back(index, *value);
    return success();
  }
  if (layer.kind == LayerKind::Const)
    return importConst(index);
  if (layer.kind == LayerKind::Reshape) {
    if (layer.opVersion == 1)
      return importReshape(index);
    emitWarning(locator.get(layer))
        << describe(layer) << ": a Reshape of version '" << layer.version
        << "', which is not an opset the importer knows (opset1 to opset16 "
           "hold Reshape-1): imported as openvino.layer";
    return importGeneric(index);
  }

  using Special = FailureOr<bool> (Importer::*)(unsigned);
  Special special = nullptr;
  switch (layer.kind) {
  case LayerKind::ShapeOf:
    special = &Importer::importShapeOf;
    break;
  case LayerKind::Concat:
    special = &Importer::importConcat;
    break;
  case LayerKind::Gather:
    special = &Importer::importGather;
    break;
  case LayerKind::Squeeze:
    special = &Importer::importSqueeze;
    break;
  case LayerKind::Unsqueeze:
    special = &Importer::importUnsqueeze;
    break;
  case LayerKind::Convert:
    special = &Importer::importConvert;
    break;
  default:
    break;
  }
  if (special) {
    FailureOr<bool> handled = (this->*special)(index);
    if (failed(handled))
      return failure();
    if (*handled) {
      evaluateNewOps();
      return success();
    }
  }
  return importGeneric(index);
}

//===----------------------------------------------------------------------===//
// Values and ports
//===----------------------------------------------------------------------===//

FailureOr<Value> Importer::getInput(unsigned index, unsigned input) {
  const Layer &layer = graph.layers[index];
  Source source = layer.sources[input];
  Value value = outputs.lookup({source.layer, source.output});
  if (!value) {
    // A Const read from the .bin becomes an op where it is first used.
    auto constant = constants.find(source.layer);
    if (constant == constants.end())
      return error(layer) << "input port " << layer.inputs[input].id
                          << " has no value";
    value = arith::ConstantOp::create(builder,
                                      locator.get(graph.layers[source.layer]),
                                      cast<TypedAttr>(constant->second.value));
    outputs[{source.layer, source.output}] = value;
    evaluateNewOps();
  }
  if (failed(checkInputPort(index, input, value.getType())))
    return failure();
  return value;
}

LogicalResult Importer::checkInputPort(unsigned index, unsigned input,
                                       Type type) {
  const Layer &layer = graph.layers[index];
  const Port &port = layer.inputs[input];
  if (!isCompatibleWithPort(type, port.dims))
    return error(layer) << "input port " << port.id << " has dims "
                        << formatDims(ArrayRef(port.dims)) << " but receives "
                        << type << " from "
                        << describe(graph.layers[layer.sources[input].layer]);
  if (failed(checkPortPrecision(layer, port, "input",
                                cast<ShapedType>(type).getElementType())))
    return failure();
  return success();
}

LogicalResult Importer::checkPortPrecision(const Layer &layer, const Port &port,
                                           StringRef kind, Type element) {
  if (port.precision.empty())
    return success();
  std::optional<ElementInfo> info = parseElementType(context, port.precision);
  if (!info || info->type == element)
    return success();
  return error(layer) << kind << " port " << port.id << " has precision "
                      << port.precision << " but the value is of " << element;
}

FailureOr<SmallVector<Value>> Importer::getInputs(unsigned index) {
  SmallVector<Value> values;
  for (unsigned input = 0, e = graph.layers[index].inputs.size(); input < e;
       ++input) {
    FailureOr<Value> value = getInput(index, input);
    if (failed(value))
      return failure();
    values.push_back(*value);
  }
  return values;
}

FailureOr<TensorType> Importer::getPortType(const Layer &layer,
                                            const Port &port, Type fallback,
                                            bool unknownRank) {
  Type element = fallback;
  if (!port.precision.empty()) {
    std::optional<ElementInfo> info = parseElementType(context, port.precision);
    if (!info)
      return error(layer) << "output port " << port.id
                          << " has an unknown precision '" << port.precision
                          << "'";
    element = info->type;
  }
  if (!element)
    return error(layer) << "output port " << port.id
                        << " has no precision and the layer no input to "
                           "take an element type from";
  if (port.dims.empty() && unknownRank)
    return cast<TensorType>(UnrankedTensorType::get(element));
  if (reshape::exceedsImportedRank(port.dims.size()))
    return error(layer) << "output port " << port.id << " "
                        << reshape::describeImportedRankLimit(port.dims.size());
  auto type = RankedTensorType::get(port.dims, element);
  if (overflowsByteSize(type))
    return error(layer) << "output port " << port.id << " is of " << type
                        << ", whose size in bytes overflows 64 bits";
  return cast<TensorType>(type);
}

LogicalResult Importer::setOutput(unsigned index, unsigned output,
                                  Value value) {
  const Layer &layer = graph.layers[index];
  const Port &port = layer.outputs[output];
  auto type = cast<RankedTensorType>(value.getType());
  bool compatible = type.getRank() == static_cast<int64_t>(port.dims.size()) &&
                    isCompatibleWithPort(type, port.dims);
  if (compatible && !port.precision.empty()) {
    std::optional<ElementInfo> info = parseElementType(context, port.precision);
    compatible = info && info->type == type.getElementType();
  }
  if (!compatible)
    return error(layer) << "output port " << port.id << " says "
                        << formatDims(ArrayRef(port.dims)) << " ("
                        << (port.precision.empty() ? StringRef("no precision")
                                                   : port.precision)
                        << ") but the " << layer.type << " gives " << type;
  outputs[{index, output}] = value;
  return success();
}

FailureOr<int64_t> Importer::getIntegerData(const Layer &layer,
                                            StringRef name) {
  std::optional<StringRef> text = layer.getData(name);
  int64_t value;
  if (!text)
    return error(layer) << "missing data attribute '" << name << "'";
  if (text->trim().getAsInteger(10, value))
    return error(layer) << "data attribute " << name << "=\"" << *text
                        << "\" is not an integer";
  return value;
}

Value Importer::extract(Location loc, Value value, int64_t position) {
  Value index = arith::ConstantIndexOp::create(builder, loc, position);
  return tensor::ExtractOp::create(builder, loc, value, ValueRange{index});
}

Value Importer::fromElements(Location loc, RankedTensorType type,
                             ArrayRef<Value> elements) {
  return tensor::FromElementsOp::create(builder, loc, type, elements);
}

void Importer::evaluateNewOps() {
  Block *body = builder.getInsertionBlock();
  auto it =
      lastEvaluated ? std::next(lastEvaluated->getIterator()) : body->begin();
  for (Operation &op : llvm::make_range(it, body->end())) {
    lastEvaluated = &op;
    // Only ops whose folders compute values and never rewrite the IR.
    if (!isa<arith::ConstantOp, arith::IndexCastOp, arith::ExtSIOp,
             arith::TruncIOp, tensor::DimOp, tensor::ExtractOp,
             tensor::FromElementsOp>(op))
      continue;
    SmallVector<Attribute> operands = llvm::map_to_vector(
        op.getOperands(), [&](Value v) { return known.lookup(v); });
    SmallVector<OpFoldResult> folded;
    if (failed(op.fold(operands, folded)) ||
        folded.size() != op.getNumResults())
      continue;
    for (auto [result, fold] : llvm::zip_equal(op.getResults(), folded)) {
      Attribute value = dyn_cast<Attribute>(fold);
      if (!value)
        value = known.lookup(cast<Value>(fold));
      if (value)
        known[result] = value;
    }
  }
}

std::optional<SmallVector<int64_t>> Importer::getKnownIntegers(Value value) {
  auto attr = dyn_cast_if_present<DenseIntElementsAttr>(known.lookup(value));
  if (!attr || !isSignlessInteger(attr.getElementType()))
    return std::nullopt;
  return llvm::map_to_vector(attr.getValues<APInt>(),
                             [](const APInt &v) { return v.getSExtValue(); });
}

FailureOr<std::pair<std::optional<SmallVector<int64_t>>, Type>>
Importer::getKnownInput(unsigned index, unsigned input) {
  const Source &source = graph.layers[index].sources[input];
  auto constant = constants.find(source.layer);
  if (constant != constants.end()) {
    Type type = constant->second.value.getType();
    if (failed(checkInputPort(index, input, type)))
      return failure();
    return std::make_pair(constant->second.integers, type);
  }
  FailureOr<Value> value = getInput(index, input);
  if (failed(value))
    return failure();
  return std::make_pair(getKnownIntegers(*value), value->getType());
}

//===----------------------------------------------------------------------===//
// Const
//===----------------------------------------------------------------------===//

LogicalResult Importer::importConst(unsigned index) {
  const Layer &layer = graph.layers[index];
  if (layer.outputs.size() != 1 || !layer.inputs.empty())
    return error(layer) << "a Const has no input and one output port, this "
                           "one has "
                        << layer.inputs.size() << " and "
                        << layer.outputs.size();
  const Port &port = layer.outputs.front();
  std::optional<StringRef> elementText = layer.getData("element_type");
  if (!elementText)
    return error(layer) << "missing data attribute 'element_type'";
  std::optional<ElementInfo> element = parseElementType(context, *elementText);
  if (!element)
    return error(layer) << "unknown element type '" << *elementText << "'";
  std::optional<StringRef> shapeText = layer.getData("shape");
  if (!shapeText)
    return error(layer) << "missing data attribute 'shape'";
  bool unknownRank;
  FailureOr<SmallVector<Dim>> dims = parseShape(*shapeText, unknownRank);
  SmallVector<int64_t> shape;
  if (succeeded(dims) && !unknownRank)
    for (const Dim &dim : *dims)
      shape.push_back(dim.size);
  if (failed(dims) || unknownRank || llvm::any_of(shape, ShapedType::isDynamic))
    return error(layer) << "bad shape '" << *shapeText
                        << "': a Const has a static shape";
  if (ArrayRef(shape) != ArrayRef(port.dims))
    return error(layer) << "the shape " << formatDims(ArrayRef(shape))
                        << " does not match the output port dims "
                        << formatDims(ArrayRef(port.dims));
  if (failed(checkPortPrecision(layer, port, "output", element->type)))
    return failure();
  if (reshape::exceedsImportedRank(shape.size()))
    return error(layer) << "the Const "
                        << reshape::describeImportedRankLimit(shape.size());
  auto type = RankedTensorType::get(shape, element->type);
  if (!weights)
    return importGeneric(index, type);

  FailureOr<int64_t> offset = getIntegerData(layer, "offset");
  FailureOr<int64_t> size = getIntegerData(layer, "size");
  if (failed(offset) || failed(size))
    return failure();
  StringRef binName = weights->getBufferIdentifier();
  uint64_t fileSize = weights->getBufferSize();
  if (*offset < 0 || *size < 0 || static_cast<uint64_t>(*offset) > fileSize ||
      static_cast<uint64_t>(*size) > fileSize - *offset)
    return error(layer) << "offset " << *offset << " and size " << *size
                        << " reach past the end of " << binName << " ("
                        << fileSize << " bytes)";
  // Strings and element types of unknown width have no fixed size to check.
  if (element->bits == 0)
    return importGeneric(index, type);
  std::optional<int64_t> count = rules::getElementCount(shape);
  int64_t expected;
  if (!count || __builtin_mul_overflow(*count, element->bits, &expected))
    return error(layer) << "the element count of " << type
                        << " overflows 64 bits";
  expected = llvm::divideCeil(expected, 8);
  if (*size != expected)
    return error(layer) << "size " << *size << " does not match " << type
                        << ": " << *count << " elements of " << element->bits
                        << " bits take " << expected << " bytes";
  // Packed sub-byte elements have no dense attribute to go to.
  if (!element->isByteSized())
    return importGeneric(index, type);

  ArrayRef<char> bytes(weights->getBufferStart() + *offset, *size);
  Constant constant;
  auto integer = dyn_cast<IntegerType>(element->type);
  bool isInteger = integer && integer.getWidth() > 1;
  if (isInteger && *count <= kMaxShapeValueLength) {
    SmallVector<int64_t> values;
    unsigned width = element->bits / 8;
    for (int64_t i = 0; i < *count; ++i) {
      uint64_t raw = 0;
      std::memcpy(&raw, bytes.data() + i * width, width);
      APInt value(element->bits, raw);
      if (integer.isUnsigned() && value.isSignBitSet() && width == 8) {
        // Above INT64_MAX: no int64_t value.
        constant.pastInt64 = {i, value.getZExtValue()};
        break;
      }
      values.push_back(integer.isUnsigned() ? value.getZExtValue()
                                            : value.getSExtValue());
    }
    if (static_cast<int64_t>(values.size()) == *count)
      constant.integers = std::move(values);
  }
  // A boolean blob is inline at any size: upstream's translation to LLVM IR
  // reads no dense_resource of i1 ("no known conversion for innermost
  // element type"), and a bool DenseElementsAttr packs bits.
  if (*count <= kMaxInlineElements || element->type.isInteger(1) ||
      (isInteger && *count <= kMaxShapeValueLength)) {
    if (element->type.isInteger(1)) {
      SmallVector<bool> values =
          llvm::map_to_vector(bytes, [](char c) { return c != 0; });
      constant.value = DenseElementsAttr::get(type, values);
    } else {
      constant.value = DenseElementsAttr::getFromRawBuffer(type, bytes);
    }
  } else {
    ElementsAttr &blob = blobs[{*offset, *size, element->type}];
    if (!blob || blob.getShapedType() != type)
      blob = DenseResourceElementsAttr::get(
          type, getBlobName(layer.name),
          HeapAsmResourceBlob::allocateAndCopyWithAlign(bytes,
                                                        alignof(uint64_t)));
    constant.value = blob;
  }
  constants[index] = std::move(constant);
  return success();
}

//===----------------------------------------------------------------------===//
// Reshape
//===----------------------------------------------------------------------===//

void Importer::warnOfLayersInTarget(const Layer &layer, Value shape) {
  SmallVector<Value> worklist{shape};
  llvm::SmallPtrSet<Operation *, 8> visited;
  // The layers the target is computed through; the first of them in the
  // function is where the computation left the shape layers the importer
  // computes (a layer after it fails because of it).
  Operation *first = nullptr;
  while (!worklist.empty()) {
    Operation *producer = worklist.pop_back_val().getDefiningOp();
    if (!producer || !visited.insert(producer).second)
      continue;
    // A ShapeOf reads the extents of a layer's output, not its values.
    if (!isa<tensor::DimOp>(producer))
      llvm::append_range(worklist, producer->getOperands());
    auto it = genericLayers.find(producer);
    // Without --weights a Const is a layer too, as the user guide says.
    if (it == genericLayers.end() ||
        graph.layers[it->second].kind == LayerKind::Const)
      continue;
    if (!first || producer->isBeforeInBlock(first))
      first = producer;
  }
  if (!first)
    return;
  // A shape layer the importer did not compute (an index out of range, an
  // element type it does not take, ...) or another layer: the model
  // imports, but reshape-to-llvm stops at "op was not bufferized".
  const Layer &source = graph.layers[genericLayers.lookup(first)];
  InFlightDiagnostic diag =
      emitWarning(locator.get(layer))
      << describe(layer) << ": its target is computed by " << describe(source)
      << ", which stays an openvino.layer: no pass lowers it (the importer "
         "computes ShapeOf, Concat, Gather, Squeeze, Unsqueeze and Convert "
         "in the forms the user guide lists)";
  diag.attachNote(locator.get(source)) << describe(source);
}

LogicalResult Importer::importReshape(unsigned index) {
  const Layer &layer = graph.layers[index];
  if (layer.inputs.size() != 2)
    return error(layer) << "Reshape-1 takes 2 inputs (the data and the target "
                           "shape), this layer has "
                        << layer.inputs.size();
  if (layer.outputs.size() != 1)
    return error(layer) << "Reshape-1 has 1 output, this layer has "
                        << layer.outputs.size();
  std::optional<StringRef> specialZeroText = layer.getData("special_zero");
  if (!specialZeroText)
    return error(layer) << "missing data attribute 'special_zero'";
  std::optional<bool> specialZero = parseBool(*specialZeroText);
  if (!specialZero)
    return error(layer) << "data attribute special_zero=\"" << *specialZeroText
                        << "\" is not a boolean";
  FailureOr<Value> input = getInput(index, 0);
  if (failed(input))
    return failure();
  Location loc = locator.get(layer);
  // A layer output without dims may be of unknown rank rather than a
  // scalar: the rules get an unranked input.
  if (maybeUnranked.contains(*input))
    input = Value(tensor::CastOp::create(
        builder, loc,
        UnrankedTensorType::get(
            cast<TensorType>(input->getType()).getElementType()),
        *input));
  auto inputType = cast<TensorType>(input->getType());
  const Port &port = layer.outputs.front();

  // The target: a Const whose values are known gives a static_reshape.
  auto targetInput = getKnownInput(index, 1);
  if (failed(targetInput))
    return failure();
  std::optional<SmallVector<int64_t>> target;
  // Only a 1-D Const is a target: the values of any other rank go to a
  // dynamic_reshape whose verifier refuses them under R1, as it does when
  // the values are not known (no --weights).
  auto targetType = dyn_cast<RankedTensorType>(targetInput->second);
  auto it = constants.find(layer.sources[1].layer);
  if (it != constants.end() && targetType && targetType.getRank() == 1) {
    if (std::optional<std::pair<int64_t, uint64_t>> past = it->second.pastInt64)
      return error(layer) << "target value " << past->second << " at index "
                          << past->first
                          << " is past INT64_MAX: no extent is that large";
    target = targetInput->first;
  }
  Value shape;
  if (!target) {
    FailureOr<Value> value = getInput(index, 1);
    if (failed(value))
      return failure();
    shape = *value;
  }
  auto shapeType =
      shape ? dyn_cast<RankedTensorType>(shape.getType()) : RankedTensorType();
  bool unknownLength =
      shapeType && shapeType.getRank() == 1 && shapeType.isDynamicDim(0);
  FailureOr<TensorType> resultType = getPortType(
      layer, port, inputType.getElementType(), /*unknownRank=*/unknownLength);
  if (failed(resultType))
    return failure();

  if (shape)
    warnOfLayersInTarget(layer, shape);

  Operation *op;
  if (target) {
    op = StaticReshapeOp::create(builder, loc, *resultType, *input,
                                 builder.getDenseI64ArrayAttr(*target),
                                 builder.getBoolAttr(*specialZero));
  } else {
    op = DynamicReshapeOp::create(builder, loc, *resultType, *input, shape,
                                  builder.getBoolAttr(*specialZero));
    // A target computed from constants: the rules check it too.
    target = getKnownIntegers(shape);
  }
  outputs[{index, 0}] = op->getResult(0);

  // The verifier runs the rules on the input type, the target and the
  // declared result type, which is OpenVINO's answer.
  std::optional<std::string> violation = verifyQuietly(op);
  if (!violation && target && isa<DynamicReshapeOp>(op) &&
      isa<RankedTensorType>(*resultType)) {
    OpBuilder detached(context);
    Operation *probe =
        StaticReshapeOp::create(detached, loc, *resultType, *input,
                                builder.getDenseI64ArrayAttr(*target),
                                builder.getBoolAttr(*specialZero));
    violation = verifyQuietly(probe);
    probe->erase();
  }
  if (!violation)
    return success();
  contradiction = true;
  InFlightDiagnostic diag = error(layer) << *violation;
  Diagnostic &note = diag.attachNote(locator.get(port.node));
  note << "OpenVINO's output port " << port.id << " says " << *resultType
       << "; the rules were given the input " << inputType;
  if (target) {
    note << ", the target [";
    llvm::interleaveComma(*target, note);
    note << "]";
  } else {
    note << ", a target of type " << shape.getType();
  }
  note << " and special_zero = " << (*specialZero ? "true" : "false");
  return success();
}

//===----------------------------------------------------------------------===//
// Shape values: ShapeOf, Concat, Gather, Squeeze, Unsqueeze, Convert
//===----------------------------------------------------------------------===//

FailureOr<bool> Importer::importShapeOf(unsigned index) {
  const Layer &layer = graph.layers[index];
  if (layer.opVersion == 0 || layer.inputs.size() != 1 ||
      layer.outputs.size() != 1)
    return false;
  Type element = builder.getI64Type();
  if (layer.opVersion == 3) {
    std::optional<StringRef> outputType = layer.getData("output_type");
    if (outputType && *outputType == "i32")
      element = builder.getI32Type();
    else if (outputType && *outputType != "i64")
      return false;
  }
  FailureOr<Value> input = getInput(index, 0);
  if (failed(input))
    return failure();
  auto inputType = dyn_cast<RankedTensorType>(input->getType());
  if (!inputType || inputType.getRank() > kMaxShapeValueLength ||
      maybeUnranked.contains(*input))
    return false;
  Location loc = locator.get(layer);
  SmallVector<Value> dims;
  for (auto [position, size] : llvm::enumerate(inputType.getShape())) {
    if (!ShapedType::isDynamic(size)) {
      dims.push_back(arith::ConstantOp::create(
          builder, loc, builder.getIntegerAttr(element, size)));
      continue;
    }
    Value dim = tensor::DimOp::create(builder, loc, *input, position);
    dims.push_back(arith::IndexCastOp::create(builder, loc, element, dim));
  }
  auto type = RankedTensorType::get({inputType.getRank()}, element);
  if (failed(setOutput(index, 0, fromElements(loc, type, dims))))
    return failure();
  return true;
}

FailureOr<bool> Importer::importConcat(unsigned index) {
  const Layer &layer = graph.layers[index];
  if (layer.opVersion != 1 || layer.inputs.empty() || layer.outputs.size() != 1)
    return false;
  std::optional<StringRef> axisText = layer.getData("axis");
  int64_t axis;
  if (!axisText || axisText->trim().getAsInteger(10, axis) ||
      (axis != 0 && axis != -1))
    return false;
  FailureOr<SmallVector<Value>> inputs = getInputs(index);
  if (failed(inputs))
    return failure();
  Type element = cast<TensorType>(inputs->front().getType()).getElementType();
  int64_t length = 0;
  for (Value input : *inputs) {
    auto type = cast<TensorType>(input.getType());
    if (!isShapeValue(type) || type.getRank() != 1 ||
        type.getElementType() != element)
      return false;
    length += type.getDimSize(0);
  }
  if (length > kMaxShapeValueLength)
    return false;
  Location loc = locator.get(layer);
  SmallVector<Value> elements;
  for (Value input : *inputs)
    for (int64_t i = 0, e = cast<TensorType>(input.getType()).getDimSize(0);
         i < e; ++i)
      elements.push_back(extract(loc, input, i));
  auto type = RankedTensorType::get({length}, element);
  if (failed(setOutput(index, 0, fromElements(loc, type, elements))))
    return failure();
  return true;
}

FailureOr<bool> Importer::importGather(unsigned index) {
  const Layer &layer = graph.layers[index];
  if (layer.opVersion == 0 || layer.inputs.size() != 3 ||
      layer.outputs.size() != 1)
    return false;
  std::optional<StringRef> batchDims = layer.getData("batch_dims");
  if (batchDims && batchDims->trim() != "0")
    return false;
  FailureOr<Value> data = getInput(index, 0);
  auto indices = getKnownInput(index, 1);
  auto axis = getKnownInput(index, 2);
  if (failed(data) || failed(indices) || failed(axis))
    return failure();
  auto dataType = cast<TensorType>(data->getType());
  auto indicesType = dyn_cast<RankedTensorType>(indices->second);
  if (!isShapeValue(dataType) || dataType.getRank() != 1 || !indices->first ||
      !indicesType || indicesType.getRank() > 1 || !axis->first ||
      axis->first->size() != 1 ||
      (axis->first->front() != 0 && axis->first->front() != -1))
    return false;
  int64_t length = dataType.getDimSize(0);
  Location loc = locator.get(layer);
  SmallVector<Value> elements;
  // Negative indices count from the end (Gather-8); others are left to the
  // generic op.
  if (llvm::any_of(*indices->first, [&](int64_t position) {
        return position < -length || position >= length;
      }))
    return false;
  for (int64_t position : *indices->first)
    elements.push_back(
        extract(loc, *data, position < 0 ? position + length : position));
  auto type =
      RankedTensorType::get(indicesType.getShape(), dataType.getElementType());
  if (failed(setOutput(index, 0, fromElements(loc, type, elements))))
    return failure();
  return true;
}

FailureOr<bool> Importer::importSqueeze(unsigned index) {
  const Layer &layer = graph.layers[index];
  // Squeeze-15 adds allow_axis_skip, which changes nothing for the one
  // form imported (a dim of 1 always goes).
  if (layer.opVersion == 0 || layer.inputs.empty() || layer.inputs.size() > 2 ||
      layer.outputs.size() != 1)
    return false;
  // [n] of one element -> a scalar, with no axes or axes 0 / -1.
  FailureOr<Value> data = getInput(index, 0);
  if (failed(data))
    return failure();
  auto dataType = cast<TensorType>(data->getType());
  if (!isShapeValue(dataType) || dataType.getRank() != 1 ||
      dataType.getDimSize(0) != 1)
    return false;
  if (layer.inputs.size() == 2) {
    auto axes = getKnownInput(index, 1);
    if (failed(axes))
      return failure();
    if (!axes->first || llvm::any_of(*axes->first, [](int64_t axis) {
          return axis != 0 && axis != -1;
        }))
      return false;
  }
  Location loc = locator.get(layer);
  auto type = RankedTensorType::get({}, dataType.getElementType());
  if (failed(setOutput(index, 0,
                       fromElements(loc, type, {extract(loc, *data, 0)}))))
    return failure();
  return true;
}

FailureOr<bool> Importer::importUnsqueeze(unsigned index) {
  const Layer &layer = graph.layers[index];
  if (layer.opVersion != 1 || layer.inputs.size() != 2 ||
      layer.outputs.size() != 1)
    return false;
  // A scalar -> [1], with the axis 0 / -1.
  FailureOr<Value> data = getInput(index, 0);
  auto axes = getKnownInput(index, 1);
  if (failed(data) || failed(axes))
    return failure();
  auto dataType = cast<TensorType>(data->getType());
  if (!isShapeValue(dataType) || dataType.getRank() != 0 ||
      maybeUnranked.contains(*data) || !axes->first ||
      axes->first->size() != 1 ||
      (axes->first->front() != 0 && axes->first->front() != -1))
    return false;
  Location loc = locator.get(layer);
  Value element = tensor::ExtractOp::create(builder, loc, *data, ValueRange{});
  auto type = RankedTensorType::get({1}, dataType.getElementType());
  if (failed(setOutput(index, 0, fromElements(loc, type, {element}))))
    return failure();
  return true;
}

FailureOr<bool> Importer::importConvert(unsigned index) {
  const Layer &layer = graph.layers[index];
  if (layer.opVersion != 1 || layer.inputs.size() != 1 ||
      layer.outputs.size() != 1)
    return false;
  std::optional<StringRef> destination = layer.getData("destination_type");
  if (!destination)
    return false;
  std::optional<ElementInfo> element = parseElementType(context, *destination);
  if (!element || !isSignlessInteger(element->type))
    return false;
  FailureOr<Value> input = getInput(index, 0);
  if (failed(input))
    return failure();
  auto inputType = cast<TensorType>(input->getType());
  if (!isShapeValue(inputType) || maybeUnranked.contains(*input))
    return false;
  auto type = cast<RankedTensorType>(inputType.clone(element->type));
  unsigned from = inputType.getElementType().getIntOrFloatBitWidth();
  unsigned to = element->bits;
  Location loc = locator.get(layer);
  Value result = *input;
  // Integer conversions wrap, as OpenVINO's do.
  if (to > from)
    result = arith::ExtSIOp::create(builder, loc, type, *input);
  else if (to < from)
    result = arith::TruncIOp::create(builder, loc, type, *input);
  if (failed(setOutput(index, 0, result)))
    return failure();
  return true;
}

//===----------------------------------------------------------------------===//
// Every other layer
//===----------------------------------------------------------------------===//

LogicalResult Importer::importGeneric(unsigned index,
                                      std::optional<Type> resultType) {
  const Layer &layer = graph.layers[index];
  FailureOr<SmallVector<Value>> inputs = getInputs(index);
  if (failed(inputs))
    return failure();
  // Without a precision, an output takes the element type of the first
  // input (IR v10 often omits it); a port without dims is of unknown rank
  // when some input is.
  Type fallback =
      inputs->empty()
          ? Type()
          : cast<TensorType>(inputs->front().getType()).getElementType();
  bool unknownRank = llvm::any_of(
      *inputs, [](Value v) { return isa<UnrankedTensorType>(v.getType()); });
  SmallVector<Type> resultTypes;
  if (resultType) {
    resultTypes.push_back(*resultType);
  } else {
    for (const Port &port : layer.outputs) {
      FailureOr<TensorType> type =
          getPortType(layer, port, fallback, unknownRank);
      if (failed(type))
        return failure();
      resultTypes.push_back(*type);
    }
  }
  NamedAttrList data;
  if (layer.data) {
    for (pugi::xml_attribute attr : layer.data.attributes())
      data.append(attr.name(), builder.getStringAttr(attr.value()));
    if (std::optional<NamedAttribute> duplicate = data.findDuplicate())
      return error(layer) << "duplicate data attribute '"
                          << duplicate->getName().getValue() << "'";
  }
  for (StringRef body : {"body", "then_body", "else_body"})
    if (layer.node.child(body.data()))
      emitWarning(locator.get(layer))
          << describe(layer) << ": its <" << body
          << "> sub-graph is not imported (openvino.layer has no regions)";
  auto op = LayerOp::create(
      builder, locator.get(layer), resultTypes, *inputs,
      builder.getStringAttr(layer.type), builder.getStringAttr(layer.version),
      layer.data ? data.getDictionary(context) : DictionaryAttr());
  genericLayers[op] = index;
  for (auto [output, result] : llvm::enumerate(op->getResults())) {
    outputs[{index, static_cast<unsigned>(output)}] = result;
    auto type = dyn_cast<RankedTensorType>(result.getType());
    if (!resultType && type && type.getRank() == 0)
      maybeUnranked.insert(result);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

void mlir::reshape::registerOpenVINOImportDialects(DialectRegistry &registry) {
  registry.insert<arith::ArithDialect, func::FuncDialect, tensor::TensorDialect,
                  reshape::ReshapeDialect, openvino::OpenVINODialect>();
}

OwningOpRef<ModuleOp>
mlir::reshape::importOpenVINOIR(llvm::SourceMgr &sourceMgr,
                                MLIRContext *context,
                                const llvm::MemoryBuffer *weights) {
  context->loadDialect<arith::ArithDialect, func::FuncDialect,
                       tensor::TensorDialect, reshape::ReshapeDialect,
                       openvino::OpenVINODialect>();

  const llvm::MemoryBuffer *xml =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  StringRef buffer = xml->getBuffer();
  XmlLocator locator(context, sourceMgr, buffer);
  pugi::xml_document document;
  pugi::xml_parse_result parsed =
      document.load_buffer(buffer.data(), buffer.size());
  if (!parsed) {
    emitError(locator.getAtOffset(parsed.offset))
        << "malformed XML: " << parsed.description();
    return nullptr;
  }
  Graph graph;
  if (failed(readGraph(document, locator, graph)))
    return nullptr;
  return Importer(context, graph, locator, weights).run();
}
