//===- GraphParser.cpp - oneDNN Graph JSON to the importer's model --------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Reads the JSON with llvm/Support/JSON.h and checks what the format itself
// promises: the keys and their types, attribute values of their declared
// types, logical tensors described the same way wherever they appear, each
// tensor produced by at most one op, ports that name known tensors, and no
// cycle. Op semantics (kinds, arity, attributes an op needs) are checked
// later, in OpSemantics.cpp.
//
//===----------------------------------------------------------------------===//

#include "Graph.h"
#include "OpSemantics.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/JSON.h"

#include <functional>
#include <map>
#include <queue>
#include <set>

using namespace mlir;
using namespace mlir::reshape;
using namespace mlir::reshape::onednn;
namespace json = llvm::json;

//===----------------------------------------------------------------------===//
// The model's small helpers
//===----------------------------------------------------------------------===//

StringRef onednn::getDTypeName(DType dtype) {
  switch (dtype) {
  case DType::F32:
    return "f32";
  case DType::F16:
    return "f16";
  case DType::BF16:
    return "bf16";
  case DType::S32:
    return "s32";
  case DType::S8:
    return "s8";
  case DType::U8:
    return "u8";
  case DType::Boolean:
    return "boolean";
  case DType::S64:
    return "s64";
  }
  llvm_unreachable("unknown dtype");
}

unsigned onednn::getDTypeBytes(DType dtype) {
  switch (dtype) {
  case DType::S8:
  case DType::U8:
  case DType::Boolean:
    return 1;
  case DType::F16:
  case DType::BF16:
    return 2;
  case DType::F32:
  case DType::S32:
    return 4;
  case DType::S64:
    return 8;
  }
  llvm_unreachable("unknown dtype");
}

bool onednn::isFloat(DType dtype) {
  return dtype == DType::F32 || dtype == DType::F16 || dtype == DType::BF16;
}

std::string onednn::formatShape(const Shape &shape) {
  if (!shape)
    return "unknown";
  return formatDims(*shape);
}

std::string onednn::formatDims(ArrayRef<int64_t> dims) {
  if (dims.empty())
    return "[]";
  std::string s;
  for (auto [i, dim] : llvm::enumerate(dims)) {
    if (i)
      s += "x";
    s += ShapedType::isDynamic(dim) ? std::string("?") : std::to_string(dim);
  }
  return s;
}

StringRef onednn::getAttrTypeName(Attr::Type type) {
  switch (type) {
  case Attr::Type::Bool:
    return "bool";
  case Attr::Type::S64:
    return "s64";
  case Attr::Type::S64s:
    return "s64[]";
  case Attr::Type::F32:
    return "f32";
  case Attr::Type::F32s:
    return "f32[]";
  case Attr::Type::String:
    return "string";
  }
  llvm_unreachable("unknown attribute type");
}

std::string GraphOp::describe() const {
  return "op " + std::to_string(id) + " '" + name + "' (" + kind + ")";
}

const Attr *GraphOp::getAttr(StringRef attrName) const {
  auto it = attrs.find(attrName.str());
  return it == attrs.end() ? nullptr : &it->second;
}

Reporter::Reporter(MLIRContext *context, StringRef fileName)
    : fileLoc(FileLineColLoc::get(context, fileName, 0, 0)) {}

InFlightDiagnostic Reporter::error() {
  failed = true;
  return mlir::emitError(fileLoc);
}

InFlightDiagnostic Reporter::error(const GraphOp &op) {
  InFlightDiagnostic diag = error();
  diag << op.describe() << ": ";
  return diag;
}

InFlightDiagnostic Reporter::warning() { return mlir::emitWarning(fileLoc); }

InFlightDiagnostic Reporter::warning(const GraphOp &op) {
  InFlightDiagnostic diag = warning();
  diag << op.describe() << ": ";
  return diag;
}

//===----------------------------------------------------------------------===//
// JSON values
//===----------------------------------------------------------------------===//

/// A JSON number that is an integer in the int64 range. (json::Value's own
/// getAsInteger converts a double of 2^63 to int64, which overflows.)
static std::optional<int64_t> getInteger(const json::Value &value) {
  if (std::optional<uint64_t> u = value.getAsUINT64()) {
    if (*u > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
      return std::nullopt;
    return static_cast<int64_t>(*u);
  }
  std::optional<double> d = value.getAsNumber();
  if (!d || *d >= 9223372036854775808.0)
    return std::nullopt;
  return value.getAsInteger();
}

/// An op or logical tensor id. oneDNN's ids are size_t (its own internal
/// ops take SIZE_MAX): one above INT64_MAX is the int64 of its bits, as a
/// negative id is the size_t of its bits to benchdnn.
static std::optional<int64_t> getId(const json::Value &value) {
  if (std::optional<uint64_t> u = value.getAsUINT64())
    return static_cast<int64_t>(*u);
  return getInteger(value);
}

static std::optional<SmallVector<int64_t, 6>>
getIntegers(const json::Value &value,
            std::optional<int64_t> (*get)(const json::Value &) = getInteger) {
  const json::Array *array = value.getAsArray();
  if (!array)
    return std::nullopt;
  SmallVector<int64_t, 6> ints;
  for (const json::Value &element : *array) {
    std::optional<int64_t> i = get(element);
    if (!i)
      return std::nullopt;
    ints.push_back(*i);
  }
  return ints;
}

/// How a JSON value looks, for messages.
static std::string describeValue(const json::Value &value) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << value;
  if (s.size() > 40)
    s = s.substr(0, 37) + "...";
  return s;
}

/// The keys of an object in sorted order (json::Object is a hash map).
static SmallVector<StringRef> getSortedKeys(const json::Object &object) {
  SmallVector<StringRef> keys;
  for (const auto &entry : object)
    keys.push_back(entry.first);
  llvm::sort(keys);
  return keys;
}

namespace {
/// Parses one file into a Graph, reporting every problem it finds.
class GraphParser {
public:
  GraphParser(Graph &graph, Reporter &reporter)
      : graph(graph), reporter(reporter) {}

  LogicalResult parse(StringRef text);

private:
  LogicalResult parseTopLevel(const json::Object &top);
  LogicalResult parseOp(const json::Value &value, unsigned index);
  LogicalResult parseAttr(GraphOp &op, StringRef attrName,
                          const json::Value &value);
  std::optional<TensorDesc> parseTensor(const GraphOp &op,
                                        const json::Value &value,
                                        StringRef role, unsigned port,
                                        int64_t &id);
  std::optional<SmallVector<int64_t, 8>> parsePorts(const json::Object &top,
                                                    StringRef key);
  void recordTensor(const GraphOp &op, unsigned opIndex, int64_t id,
                    const TensorDesc &desc, bool isOutput, unsigned port);
  LogicalResult
  resolvePorts(std::optional<SmallVector<int64_t, 8>> inputPorts,
               std::optional<SmallVector<int64_t, 8>> outputPorts);
  LogicalResult sortTopologically();

  Graph &graph;
  Reporter &reporter;
  /// Where each tensor was first described, for messages.
  std::map<int64_t, std::string> firstDescribedBy;
};
} // namespace

/// How deep a graph file may nest arrays and objects. llvm::json parses and
/// destroys values recursively: a file nested 50,000 deep overflowed the
/// stack (found by review); a graph nests 6 deep.
static constexpr unsigned kMaxJSONNesting = 256;

/// The deepest nesting of arrays and objects in `text`, outside strings.
static unsigned getJSONNesting(StringRef text) {
  unsigned depth = 0, deepest = 0;
  bool inString = false;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if ((c == ']' || c == '}') && depth) {
      --depth;
    }
  }
  return deepest;
}

LogicalResult GraphParser::parse(StringRef text) {
  // A byte-order mark, as editors on Windows write one: RFC 8259 lets a
  // parser ignore it (the OpenVINO importer's XML reader does).
  text.consume_front("\xEF\xBB\xBF");
  if (getJSONNesting(text) > kMaxJSONNesting) {
    reporter.error() << "malformed JSON: arrays and objects nested more than "
                     << kMaxJSONNesting << " deep";
    return failure();
  }
  llvm::Expected<json::Value> parsed = json::parse(text);
  if (!parsed) {
    reporter.error() << "malformed JSON: "
                     << llvm::toString(parsed.takeError());
    return failure();
  }
  const json::Object *top = parsed->getAsObject();
  if (!top) {
    reporter.error() << "the top level must be a JSON object, got "
                     << describeValue(*parsed);
    return failure();
  }
  return parseTopLevel(*top);
}

/// Checks that `key`, when present, holds a string among `allowed`.
static void checkEnumString(const json::Object &object, StringRef key,
                            ArrayRef<StringRef> allowed, Reporter &reporter) {
  const json::Value *value = object.get(key);
  if (!value)
    return;
  std::optional<StringRef> s = value->getAsString();
  if (!s) {
    reporter.error() << "'" << key << "' must be a string, got "
                     << describeValue(*value);
    return;
  }
  if (!allowed.empty() && !llvm::is_contained(allowed, *s)) {
    InFlightDiagnostic diag = reporter.error();
    diag << "'" << key << "' is '" << *s << "', expected one of ";
    llvm::interleave(
        allowed, [&](StringRef a) { diag << "'" << a << "'"; },
        [&] { diag << ", "; });
  }
}

LogicalResult GraphParser::parseTopLevel(const json::Object &top) {
  static constexpr StringRef knownKeys[] = {
      "version",     "engine_kind",  "fpmath_mode", "fpmath_mode_apply_to_int",
      "input_ports", "output_ports", "graph"};
  for (StringRef key : getSortedKeys(top))
    if (!llvm::is_contained(knownKeys, key))
      reporter.warning() << "unknown key '" << key << "' ignored";

  checkEnumString(top, "version", {}, reporter);
  checkEnumString(top, "engine_kind", {"cpu", "gpu", "any"}, reporter);
  checkEnumString(top, "fpmath_mode", {"strict", "bf16", "f16", "tf32", "any"},
                  reporter);
  checkEnumString(top, "fpmath_mode_apply_to_int", {"true", "false"}, reporter);
  std::optional<SmallVector<int64_t, 8>> inputPorts =
      parsePorts(top, "input_ports");
  std::optional<SmallVector<int64_t, 8>> outputPorts =
      parsePorts(top, "output_ports");

  const json::Value *ops = top.get("graph");
  if (!ops) {
    reporter.error() << "missing key 'graph' (the array of ops)";
    return failure();
  }
  const json::Array *array = ops->getAsArray();
  if (!array) {
    reporter.error() << "'graph' must be an array of ops, got "
                     << describeValue(*ops);
    return failure();
  }
  if (array->empty()) {
    reporter.error() << "the graph has no ops";
    return failure();
  }
  bool opsParsed = true;
  for (auto [index, value] : llvm::enumerate(*array))
    opsParsed &= succeeded(parseOp(value, index));
  if (!opsParsed)
    return failure();

  // Op ids are a namespace of their own.
  std::map<int64_t, unsigned> opIds;
  bool uniqueIds = true;
  for (auto [index, op] : llvm::enumerate(graph.ops)) {
    auto [it, inserted] = opIds.try_emplace(op.id, index);
    if (inserted)
      continue;
    reporter.error() << "op id " << op.id << " is used by both "
                     << graph.ops[it->second].describe() << " and "
                     << op.describe();
    uniqueIds = false;
  }
  if (!uniqueIds)
    return failure();
  // Tensors described two ways and the ports are independent problems:
  // report both.
  if (failed(resolvePorts(std::move(inputPorts), std::move(outputPorts))) ||
      reporter.hasFailed() || failed(sortTopologically()))
    return failure();
  // After the sort: in a cycle every tensor is consumed.
  if (graph.outputs.empty()) {
    reporter.error() << "the graph has no outputs";
    return failure();
  }
  return success();
}

std::optional<SmallVector<int64_t, 8>>
GraphParser::parsePorts(const json::Object &top, StringRef key) {
  const json::Value *value = top.get(key);
  if (!value)
    return std::nullopt;
  std::optional<SmallVector<int64_t, 6>> ids = getIntegers(*value, getId);
  if (!ids) {
    reporter.error() << "'" << key
                     << "' must be an array of logical tensor ids, got "
                     << describeValue(*value);
    return std::nullopt;
  }
  // oneDNN's own benchdnn inputs name a port twice (gated-mlp-f32.json);
  // benchdnn takes the graph's inputs from its ops.
  std::set<int64_t> seen;
  SmallVector<int64_t, 8> ports;
  for (int64_t id : *ids) {
    if (!seen.insert(id).second) {
      reporter.warning() << "'" << key << "' names tensor " << id
                         << " twice: it is one port";
      continue;
    }
    ports.push_back(id);
  }
  return ports;
}

LogicalResult GraphParser::parseOp(const json::Value &value, unsigned index) {
  const json::Object *object = value.getAsObject();
  if (!object) {
    reporter.error() << "graph[" << index << "] must be an op object, got "
                     << describeValue(value);
    return failure();
  }
  GraphOp op;
  // Name the op as well as we can before checking the rest.
  const json::Value *id = object->get("id");
  std::optional<int64_t> idValue = id ? getId(*id) : std::nullopt;
  const json::Value *name = object->get("name");
  std::optional<StringRef> nameValue =
      name ? name->getAsString() : std::nullopt;
  const json::Value *kind = object->get("kind");
  std::optional<StringRef> kindValue =
      kind ? kind->getAsString() : std::nullopt;
  if (!idValue || !nameValue || !kindValue) {
    InFlightDiagnostic diag = reporter.error();
    diag << "graph[" << index << "]";
    if (idValue)
      diag << " (op " << *idValue << ")";
    if (!id)
      diag << ": missing key 'id'";
    else if (!idValue)
      diag << ": 'id' must be an integer (a size_t, or a negative int64), "
              "got "
           << describeValue(*id);
    else if (!name)
      diag << ": missing key 'name'";
    else if (!nameValue)
      diag << ": 'name' must be a string, got " << describeValue(*name);
    else if (!kind)
      diag << ": missing key 'kind'";
    else
      diag << ": 'kind' must be a string, got " << describeValue(*kind);
    return failure();
  }
  op.id = *idValue;
  op.name = nameValue->str();
  op.kind = kindValue->str();

  static constexpr StringRef knownKeys[] = {"id",    "name",   "kind",
                                            "attrs", "inputs", "outputs"};
  for (StringRef key : getSortedKeys(*object))
    if (!llvm::is_contained(knownKeys, key))
      reporter.warning(op) << "unknown key '" << key << "' ignored";

  bool ok = true;
  if (const json::Value *attrs = object->get("attrs")) {
    const json::Object *attrObject = attrs->getAsObject();
    if (!attrObject) {
      reporter.error(op) << "'attrs' must be an object, got "
                         << describeValue(*attrs);
      ok = false;
    } else {
      for (StringRef attrName : getSortedKeys(*attrObject))
        ok &= succeeded(parseAttr(op, attrName, *attrObject->get(attrName)));
    }
  }
  // Attributes under an older name (getCanonicalAttrName) are read under
  // the current one: they were ignored, and a filter_format's OIX weights
  // read as the default XIO.
  SmallVector<std::string> olderNames;
  for (const auto &entry : op.attrs)
    if (getCanonicalAttrName(op.kind, entry.first) != entry.first)
      olderNames.push_back(entry.first);
  for (const std::string &name : olderNames) {
    std::string canonical = getCanonicalAttrName(op.kind, name).str();
    if (op.attrs.count(canonical))
      reporter.warning(op) << "attribute '" << name << "' (the older name of '"
                           << canonical << "') ignored: '" << canonical
                           << "' is given too";
    else
      op.attrs[canonical] = op.attrs[name];
    op.attrs.erase(name);
  }

  // Tensors: checked here, recorded once the op is in the graph.
  SmallVector<std::pair<int64_t, TensorDesc>, 4> inputs, outputs;
  for (auto [role, list] : {std::make_pair(StringRef("inputs"), &inputs),
                            std::make_pair(StringRef("outputs"), &outputs)}) {
    const json::Value *tensors = object->get(role);
    if (!tensors)
      continue;
    const json::Array *array = tensors->getAsArray();
    if (!array) {
      reporter.error(op) << "'" << role
                         << "' must be an array of logical tensors, got "
                         << describeValue(*tensors);
      ok = false;
      continue;
    }
    for (auto [port, tensor] : llvm::enumerate(*array)) {
      int64_t tensorId = 0;
      std::optional<TensorDesc> desc =
          parseTensor(op, tensor, role.drop_back(), port, tensorId);
      if (!desc) {
        ok = false;
        continue;
      }
      list->push_back({tensorId, *desc});
    }
  }
  if (!ok)
    return failure();

  // In the graph first: a tensor may name this op as its producer.
  for (const auto &entry : inputs)
    op.inputs.push_back(entry.first);
  for (const auto &entry : outputs)
    op.outputs.push_back(entry.first);
  unsigned opIndex = graph.ops.size();
  graph.ops.push_back(std::move(op));
  for (auto [port, entry] : llvm::enumerate(inputs))
    recordTensor(graph.ops[opIndex], opIndex, entry.first, entry.second,
                 /*isOutput=*/false, port);
  for (auto [port, entry] : llvm::enumerate(outputs))
    recordTensor(graph.ops[opIndex], opIndex, entry.first, entry.second,
                 /*isOutput=*/true, port);
  return success();
}

LogicalResult GraphParser::parseAttr(GraphOp &op, StringRef attrName,
                                     const json::Value &value) {
  const json::Object *object = value.getAsObject();
  const json::Value *type = object ? object->get("type") : nullptr;
  const json::Value *payload = object ? object->get("value") : nullptr;
  std::optional<StringRef> typeName = type ? type->getAsString() : std::nullopt;
  if (!typeName || !payload) {
    reporter.error(op) << "attribute '" << attrName
                       << "' must be an object {\"type\": T, \"value\": V}, "
                          "got "
                       << describeValue(value);
    return failure();
  }
  std::optional<Attr::Type> attrType =
      llvm::StringSwitch<std::optional<Attr::Type>>(*typeName)
          .Case("bool", Attr::Type::Bool)
          .Case("s64", Attr::Type::S64)
          .Case("s64[]", Attr::Type::S64s)
          .Case("f32", Attr::Type::F32)
          .Case("f32[]", Attr::Type::F32s)
          .Case("string", Attr::Type::String)
          .Default(std::nullopt);
  if (!attrType) {
    reporter.error(op) << "attribute '" << attrName << "' has type '"
                       << *typeName
                       << "', expected bool, s64, s64[], f32, f32[] or string";
    return failure();
  }
  Attr attr;
  attr.type = *attrType;
  bool ok = true;
  switch (*attrType) {
  case Attr::Type::Bool: {
    // Written as 0 or 1; JSON true/false are accepted too.
    std::optional<int64_t> i = getInteger(*payload);
    if (std::optional<bool> b = payload->getAsBoolean())
      i = *b ? 1 : 0;
    ok = i && (*i == 0 || *i == 1);
    attr.i = i.value_or(0);
    break;
  }
  case Attr::Type::S64: {
    std::optional<int64_t> i = getInteger(*payload);
    ok = i.has_value();
    attr.i = i.value_or(0);
    break;
  }
  case Attr::Type::S64s: {
    std::optional<SmallVector<int64_t, 6>> ints = getIntegers(*payload);
    ok = ints.has_value();
    if (ints)
      attr.ints = *ints;
    break;
  }
  case Attr::Type::F32: {
    std::optional<double> f = payload->getAsNumber();
    ok = f.has_value();
    attr.f = f.value_or(0);
    break;
  }
  case Attr::Type::F32s: {
    const json::Array *array = payload->getAsArray();
    ok = array != nullptr;
    for (const json::Value &element : array ? *array : json::Array()) {
      std::optional<double> f = element.getAsNumber();
      ok &= f.has_value();
      attr.floats.push_back(f.value_or(0));
    }
    break;
  }
  case Attr::Type::String: {
    std::optional<StringRef> s = payload->getAsString();
    ok = s.has_value();
    attr.str = s.value_or("").str();
    break;
  }
  }
  if (!ok) {
    reporter.error(op) << "attribute '" << attrName << "' of type "
                       << getAttrTypeName(*attrType)
                       << " has a value that is not one: "
                       << describeValue(*payload)
                       << (*attrType == Attr::Type::Bool ? " (expected 0 or 1)"
                                                         : "");
    return failure();
  }
  op.attrs[attrName.str()] = std::move(attr);
  return success();
}

std::optional<TensorDesc> GraphParser::parseTensor(const GraphOp &op,
                                                   const json::Value &value,
                                                   StringRef role,
                                                   unsigned port, int64_t &id) {
  const json::Object *object = value.getAsObject();
  if (!object) {
    reporter.error(op) << role << " " << port
                       << " must be a logical tensor object, got "
                       << describeValue(value);
    return std::nullopt;
  }
  const json::Value *idValue = object->get("id");
  std::optional<int64_t> idInt = idValue ? getId(*idValue) : std::nullopt;
  if (!idInt) {
    reporter.error(op) << role << " " << port
                       << (idValue ? " has an 'id' that is not an integer "
                                     "(a size_t, or a negative int64)"
                                   : " has no 'id'");
    return std::nullopt;
  }
  id = *idInt;
  auto where = [&]() {
    return (Twine(role) + " " + Twine(port) + " (tensor " + Twine(id) + ")")
        .str();
  };
  static constexpr StringRef knownKeys[] = {
      "id", "dtype", "shape", "stride", "layout_type", "property_type"};
  for (StringRef key : getSortedKeys(*object))
    if (!llvm::is_contained(knownKeys, key))
      reporter.warning(op) << where() << ": unknown key '" << key
                           << "' ignored";

  TensorDesc desc;
  const json::Value *dtype = object->get("dtype");
  std::optional<StringRef> dtypeName =
      dtype ? dtype->getAsString() : std::nullopt;
  if (!dtypeName) {
    reporter.error(op) << where()
                       << (dtype ? ": 'dtype' must be a string"
                                 : ": missing key 'dtype'");
    return std::nullopt;
  }
  std::optional<DType> parsedType =
      llvm::StringSwitch<std::optional<DType>>(*dtypeName)
          .Case("f32", DType::F32)
          .Case("f16", DType::F16)
          .Case("bf16", DType::BF16)
          .Case("s32", DType::S32)
          .Case("s8", DType::S8)
          .Case("u8", DType::U8)
          .Case("boolean", DType::Boolean)
          .Case("s64", DType::S64)
          .Default(std::nullopt);
  if (!parsedType) {
    bool known = llvm::is_contained({StringRef("f8_e5m2"), StringRef("f8_e4m3"),
                                     StringRef("s4"), StringRef("u4"),
                                     StringRef("undef")},
                                    *dtypeName);
    reporter.error(op) << where() << ": data type '" << *dtypeName << "' "
                       << (known ? "is not supported by the importer "
                                   "(supported: f32, f16, bf16, s32, s8, u8, "
                                   "boolean, s64)"
                                 : "is not a oneDNN Graph data type");
    return std::nullopt;
  }
  desc.dtype = *parsedType;

  const json::Value *shape = object->get("shape");
  std::optional<SmallVector<int64_t, 6>> dims =
      shape ? getIntegers(*shape) : std::nullopt;
  if (!dims) {
    reporter.error(op) << where()
                       << (shape ? ": 'shape' must be an array of integers, "
                                   "got " +
                                       describeValue(*shape)
                                 : std::string(": missing key 'shape'"));
    return std::nullopt;
  }
  // [INT64_MIN] is an unknown shape; INT64_MIN in a dim an unknown dim.
  if (dims->size() == 1 && (*dims)[0] == ShapedType::kDynamic) {
    desc.shape = std::nullopt;
  } else {
    for (int64_t dim : *dims) {
      if (dim < 0 && !ShapedType::isDynamic(dim)) {
        reporter.error(op) << where() << ": shape [" << formatDims(*dims)
                           << "] has the negative extent " << dim;
        return std::nullopt;
      }
    }
    desc.shape = std::move(*dims);
  }

  bool ok = true;
  if (const json::Value *stride = object->get("stride");
      stride && !getIntegers(*stride)) {
    reporter.error(op) << where() << ": 'stride' must be an array of "
                       << "integers, got " << describeValue(*stride);
    ok = false;
  }
  for (auto [key, allowed] :
       {std::make_pair(
            StringRef("layout_type"),
            SmallVector<StringRef>{"undef", "any", "strided", "opaque"}),
        std::make_pair(StringRef("property_type"),
                       SmallVector<StringRef>{"undef", "variable", "constant",
                                              "host_scalar"})}) {
    const json::Value *field = object->get(key);
    if (!field)
      continue;
    std::optional<StringRef> s = field->getAsString();
    if (s && llvm::is_contained(allowed, *s))
      continue;
    reporter.error(op) << where() << ": '" << key << "' is "
                       << describeValue(*field) << ", expected one of "
                       << llvm::join(allowed, ", ");
    ok = false;
  }
  if (!ok)
    return std::nullopt;
  return desc;
}

/// Merges two descriptions of one tensor; std::nullopt when they disagree.
static std::optional<Shape> mergeShapes(const Shape &a, const Shape &b) {
  if (!a)
    return b;
  if (!b)
    return a;
  if (a->size() != b->size())
    return std::nullopt;
  SmallVector<int64_t, 6> merged;
  for (auto [x, y] : llvm::zip_equal(*a, *b)) {
    if (ShapedType::isDynamic(x)) {
      merged.push_back(y);
      continue;
    }
    if (!ShapedType::isDynamic(y) && x != y)
      return std::nullopt;
    merged.push_back(x);
  }
  return Shape(std::move(merged));
}

void GraphParser::recordTensor(const GraphOp &op, unsigned opIndex, int64_t id,
                               const TensorDesc &desc, bool isOutput,
                               unsigned port) {
  std::string where = (isOutput ? "output " : "input ") + std::to_string(port) +
                      " of " + op.describe();
  auto [it, inserted] = graph.tensors.insert({id, Tensor()});
  Tensor &tensor = it->second;
  if (inserted) {
    tensor.id = id;
    tensor.desc = desc;
    firstDescribedBy[id] = where;
  } else {
    std::optional<Shape> merged = mergeShapes(tensor.desc.shape, desc.shape);
    if (tensor.desc.dtype != desc.dtype || !merged) {
      reporter.error() << "tensor " << id << " is described two ways: "
                       << getDTypeName(tensor.desc.dtype) << " "
                       << formatShape(tensor.desc.shape) << " ("
                       << firstDescribedBy[id] << ") and "
                       << getDTypeName(desc.dtype) << " "
                       << formatShape(desc.shape) << " (" << where << ")";
    } else {
      tensor.desc.shape = std::move(*merged);
    }
  }
  if (!isOutput) {
    tensor.consumers.push_back(opIndex);
    if (op.kind == "End")
      tensor.endsGraph = true;
    return;
  }
  if (tensor.producer) {
    reporter.error() << "tensor " << id << " is produced twice: by "
                     << graph.ops[*tensor.producer].describe() << " and by "
                     << op.describe();
    return;
  }
  tensor.producer = opIndex;
}

LogicalResult
GraphParser::resolvePorts(std::optional<SmallVector<int64_t, 8>> inputPorts,
                          std::optional<SmallVector<int64_t, 8>> outputPorts) {
  std::set<int64_t> inputSet;
  if (inputPorts) {
    for (int64_t id : *inputPorts) {
      auto it = graph.tensors.find(id);
      if (it == graph.tensors.end()) {
        // As in oneDNN's sdpa-compressed-k-int8-gs32.json: not an input.
        reporter.warning() << "input_ports names tensor " << id
                           << ", which no op uses: it is left out";
        continue;
      }
      if (it->second.producer) {
        reporter.error() << "tensor " << id
                         << " is in input_ports but is produced by "
                         << graph.ops[*it->second.producer].describe();
        continue;
      }
      inputSet.insert(id);
      graph.inputs.push_back(id);
    }
  }
  // Every consumed tensor comes from an op or from outside the graph. One
  // that input_ports leaves out is an input all the same, after those it
  // lists, as benchdnn takes it (its int8_softmax_add.json lists only the
  // first of Add's inputs).
  SmallVector<int64_t> unlisted;
  for (auto &[id, tensor] : graph.tensors)
    if (!tensor.producer && !inputSet.count(id) &&
        (!inputPorts || !tensor.consumers.empty()))
      unlisted.push_back(id);
  llvm::sort(unlisted);
  for (int64_t id : unlisted) {
    const Tensor &tensor = graph.getTensor(id);
    if (inputPorts)
      reporter.warning() << "tensor " << id << " is consumed by "
                         << graph.ops[tensor.consumers.front()].describe()
                         << " but no op produces it and it is not in "
                            "input_ports: it is an input after those "
                            "input_ports lists";
    graph.inputs.push_back(id);
  }

  if (outputPorts) {
    for (int64_t id : *outputPorts) {
      auto it = graph.tensors.find(id);
      if (it == graph.tensors.end()) {
        reporter.error() << "output_ports names tensor " << id
                         << ", which no op uses";
        continue;
      }
      graph.outputs.push_back(id);
    }
  } else {
    // Older dumps mark outputs with End ops, in that order; then the
    // tensors nothing consumes, by id.
    for (const GraphOp &op : graph.ops)
      if (op.kind == "End")
        for (int64_t id : op.inputs)
          if (!llvm::is_contained(graph.outputs, id))
            graph.outputs.push_back(id);
    SmallVector<int64_t> dangling;
    for (auto &[id, tensor] : graph.tensors)
      if (tensor.producer && tensor.consumers.empty())
        dangling.push_back(id);
    llvm::sort(dangling);
    llvm::append_range(graph.outputs, dangling);
  }
  return failure(reporter.hasFailed());
}

LogicalResult GraphParser::sortTopologically() {
  // Kahn's algorithm; among the ready ops, file order first, so a file in
  // order keeps its order.
  unsigned n = graph.ops.size();
  SmallVector<unsigned> pending(n, 0);
  for (auto [index, op] : llvm::enumerate(graph.ops))
    for (int64_t id : op.inputs)
      if (graph.getTensor(id).producer)
        ++pending[index];
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>>
      ready;
  for (unsigned index = 0; index < n; ++index)
    if (pending[index] == 0)
      ready.push(index);
  while (!ready.empty()) {
    unsigned index = ready.top();
    ready.pop();
    graph.order.push_back(index);
    for (int64_t id : graph.ops[index].outputs)
      for (unsigned consumer : graph.getTensor(id).consumers)
        if (--pending[consumer] == 0)
          ready.push(consumer);
  }
  if (graph.order.size() == n)
    return success();
  InFlightDiagnostic diag = reporter.error();
  diag << "the graph has a cycle: " << (n - graph.order.size())
       << " ops depend on their own outputs, among them ";
  unsigned shown = 0;
  for (unsigned index = 0; index < n && shown < 4; ++index) {
    if (pending[index] == 0)
      continue;
    diag << (shown ? ", " : "") << graph.ops[index].describe();
    ++shown;
  }
  return failure();
}

FailureOr<Graph> onednn::parseGraph(StringRef text, StringRef fileName,
                                    Reporter &reporter) {
  Graph graph;
  graph.fileName = fileName.str();
  GraphParser parser(graph, reporter);
  if (failed(parser.parse(text)) || reporter.hasFailed())
    return failure();
  return graph;
}
