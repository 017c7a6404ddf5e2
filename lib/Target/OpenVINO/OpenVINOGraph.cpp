//===- OpenVINOGraph.cpp - The layers and edges of an IR XML --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "OpenVINOGraph.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <map>
#include <queue>

using namespace mlir;
using namespace mlir::reshape::openvino;

//===----------------------------------------------------------------------===//
// Small parsers
//===----------------------------------------------------------------------===//

std::optional<StringRef> Layer::getData(StringRef attrName) const {
  if (!data)
    return std::nullopt;
  for (pugi::xml_attribute attr : data.attributes())
    if (attrName == attr.name())
      return StringRef(attr.value());
  return std::nullopt;
}

/// A non-negative decimal integer.
static std::optional<int64_t> parseExtent(StringRef text) {
  int64_t value;
  if (text.empty() || text.getAsInteger(10, value) || value < 0)
    return std::nullopt;
  return value;
}

std::optional<Dim> mlir::reshape::openvino::parseDim(StringRef text) {
  text = text.trim();
  if (text == "?" || text == "-1")
    return Dim{ShapedType::kDynamic, 0, -1};
  size_t dots = text.find("..");
  if (dots == StringRef::npos) {
    std::optional<int64_t> size = parseExtent(text);
    if (!size)
      return std::nullopt;
    return Dim{*size, *size, *size};
  }
  StringRef lowerText = text.take_front(dots).trim();
  StringRef upperText = text.drop_front(dots + 2).trim();
  Dim dim{ShapedType::kDynamic, 0, -1};
  if (!lowerText.empty()) {
    std::optional<int64_t> lower = parseExtent(lowerText);
    if (!lower)
      return std::nullopt;
    dim.lower = *lower;
  }
  if (!upperText.empty()) {
    std::optional<int64_t> upper = parseExtent(upperText);
    if (!upper || *upper < dim.lower)
      return std::nullopt;
    dim.upper = *upper;
  }
  // A range of one value is that value.
  if (dim.upper == dim.lower)
    dim.size = dim.lower;
  return dim;
}

FailureOr<SmallVector<Dim>>
mlir::reshape::openvino::parseShape(StringRef text, bool &unknownRank) {
  unknownRank = false;
  text = text.trim();
  if (text.consume_front("[")) {
    if (!text.consume_back("]"))
      return failure();
    text = text.trim();
  }
  if (text == "...") {
    unknownRank = true;
    return SmallVector<Dim>();
  }
  SmallVector<Dim> dims;
  if (text.empty())
    return dims;
  SmallVector<StringRef> parts;
  text.split(parts, ',');
  for (StringRef part : parts) {
    std::optional<Dim> dim = parseDim(part);
    if (!dim)
      return failure();
    dims.push_back(*dim);
  }
  return dims;
}

std::optional<bool> mlir::reshape::openvino::parseBool(StringRef text) {
  text = text.trim();
  if (text.equals_insensitive("true") || text == "1")
    return true;
  if (text.equals_insensitive("false") || text == "0")
    return false;
  return std::nullopt;
}

/// An unsigned integer attribute such as a layer or port id.
static std::optional<uint64_t> parseId(pugi::xml_attribute attr) {
  if (!attr)
    return std::nullopt;
  uint64_t value;
  if (StringRef(attr.value()).trim().getAsInteger(10, value))
    return std::nullopt;
  return value;
}

//===----------------------------------------------------------------------===//
// Locations
//===----------------------------------------------------------------------===//

XmlLocator::XmlLocator(MLIRContext *context, llvm::SourceMgr &sourceMgr,
                       StringRef buffer)
    : context(context), sourceMgr(sourceMgr), buffer(buffer) {
  const llvm::MemoryBuffer *main =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  filename = StringAttr::get(context, main->getBufferIdentifier());
}

Location XmlLocator::getAtOffset(ptrdiff_t offset) const {
  if (offset < 0 || static_cast<size_t>(offset) > buffer.size())
    return FileLineColLoc::get(filename, 0, 0);
  auto [line, column] = sourceMgr.getLineAndColumn(
      llvm::SMLoc::getFromPointer(buffer.data() + offset));
  return FileLineColLoc::get(filename, line, column);
}

Location XmlLocator::get(pugi::xml_node node) const {
  // offset_debug points at the tag name; the tag starts one byte earlier.
  ptrdiff_t offset = node.offset_debug();
  return getAtOffset(offset > 0 ? offset - 1 : offset);
}

Location XmlLocator::get(const Layer &layer) const {
  return NameLoc::get(StringAttr::get(context, layer.name), get(layer.node));
}

std::string mlir::reshape::openvino::describe(const Layer &layer) {
  return ("layer " + Twine(layer.id) + " '" + layer.name + "' (" + layer.type +
          ")")
      .str();
}

//===----------------------------------------------------------------------===//
// Reading the graph
//===----------------------------------------------------------------------===//

namespace {

/// Reads one model, reporting the first structural error.
class GraphReader {
public:
  GraphReader(const XmlLocator &locator, Graph &graph)
      : locator(locator), graph(graph) {}

  LogicalResult read(const pugi::xml_document &document);

private:
  LogicalResult readNet(pugi::xml_node net);
  LogicalResult readLayer(pugi::xml_node node);
  LogicalResult readPorts(Layer &layer, pugi::xml_node group,
                          SmallVectorImpl<Port> &ports);
  LogicalResult readEdges(pugi::xml_node edges);
  LogicalResult sortTopologically();

  InFlightDiagnostic error(pugi::xml_node node) {
    return emitError(locator.get(node));
  }

  const XmlLocator &locator;
  Graph &graph;
  // Any uint64_t is a layer id: DenseMap reserves two as its markers
  // (~0 read past the layers).
  std::map<uint64_t, unsigned> layerIndex;
};

} // namespace

LogicalResult GraphReader::read(const pugi::xml_document &document) {
  pugi::xml_node net = document.document_element();
  if (StringRef(net.name()) != "net")
    return error(net) << "expected an OpenVINO IR <net> element, got <"
                      << net.name() << ">";
  return readNet(net);
}

LogicalResult GraphReader::readNet(pugi::xml_node net) {
  graph.net = net;
  graph.name = net.attribute("name").value();
  pugi::xml_attribute version = net.attribute("version");
  if (!version)
    return error(net) << "the <net> element has no IR 'version'";
  if (StringRef(version.value()).trim().getAsInteger(10, graph.irVersion) ||
      (graph.irVersion != 10 && graph.irVersion != 11))
    return error(net) << "unsupported IR version '" << version.value()
                      << "': the importer reads IR v10 and v11";

  pugi::xml_node layers = net.child("layers");
  if (!layers)
    return error(net) << "the <net> element has no <layers>";
  for (pugi::xml_node node : layers.children("layer"))
    if (failed(readLayer(node)))
      return failure();
  if (failed(readEdges(net.child("edges"))))
    return failure();
  return sortTopologically();
}

namespace {
/// A kind and the opsets in which OpenVINO changed its op: from opset
/// `first` on, the opset holds version `version` (up to the next entry).
struct KindVersions {
  StringLiteral name;
  LayerKind kind;
  ArrayRef<std::pair<unsigned, unsigned>> versions;
};
} // namespace

/// The newest opset the importer knows the ops of.
static constexpr unsigned kNewestOpset = 16;
static constexpr std::pair<unsigned, unsigned> kFromOpset1[] = {{1, 1}};
static constexpr std::pair<unsigned, unsigned> kShapeOfVersions[] = {{1, 1},
                                                                     {3, 3}};
static constexpr std::pair<unsigned, unsigned> kGatherVersions[] = {
    {1, 1}, {7, 7}, {8, 8}};
static constexpr std::pair<unsigned, unsigned> kSqueezeVersions[] = {{1, 1},
                                                                     {15, 15}};
static const KindVersions kKinds[] = {
    {"Parameter", LayerKind::Parameter, kFromOpset1},
    {"Result", LayerKind::Result, kFromOpset1},
    {"Const", LayerKind::Const, kFromOpset1},
    {"Constant", LayerKind::Const, kFromOpset1},
    {"Reshape", LayerKind::Reshape, kFromOpset1},
    {"ShapeOf", LayerKind::ShapeOf, kShapeOfVersions},
    {"Concat", LayerKind::Concat, kFromOpset1},
    {"Gather", LayerKind::Gather, kGatherVersions},
    {"Squeeze", LayerKind::Squeeze, kSqueezeVersions},
    {"Unsqueeze", LayerKind::Unsqueeze, kFromOpset1},
    {"Convert", LayerKind::Convert, kFromOpset1},
};

/// The kind of a layer of `type` and the version of its op in the opset
/// `version` names: OpenVINO's reader looks the type up in that opset, in
/// any case (and takes `Const` for `Constant`).
static std::pair<LayerKind, unsigned> classifyLayer(StringRef type,
                                                    StringRef version) {
  for (const KindVersions &entry : kKinds) {
    if (!type.equals_insensitive(entry.name))
      continue;
    unsigned opset;
    if (!version.consume_front("opset") || version.getAsInteger(10, opset) ||
        opset < 1 || opset > kNewestOpset)
      return {entry.kind, 0};
    unsigned opVersion = 0;
    for (auto [first, v] : entry.versions)
      if (first <= opset)
        opVersion = v;
    return {entry.kind, opVersion};
  }
  return {LayerKind::Other, 0};
}

LogicalResult GraphReader::readLayer(pugi::xml_node node) {
  Layer layer;
  layer.node = node;
  std::optional<uint64_t> id = parseId(node.attribute("id"));
  if (!id)
    return error(node) << "a <layer> needs an unsigned integer 'id', got '"
                       << node.attribute("id").value() << "'";
  layer.id = *id;
  layer.name = node.attribute("name").value();
  layer.type = node.attribute("type").value();
  layer.version = node.attribute("version").value();
  if (layer.type.empty())
    return error(node) << "layer " << layer.id << " has no 'type'";
  std::tie(layer.kind, layer.opVersion) =
      classifyLayer(layer.type, layer.version);
  layer.data = node.child("data");
  auto [it, inserted] = layerIndex.try_emplace(layer.id, graph.layers.size());
  if (!inserted)
    return error(node) << "duplicate layer id " << layer.id << ": "
                       << describe(graph.layers[it->second]) << " has it too";
  if (failed(readPorts(layer, node.child("input"), layer.inputs)) ||
      failed(readPorts(layer, node.child("output"), layer.outputs)))
    return failure();
  // Port ids are unique across a layer's inputs and outputs: edges name
  // them without saying which group they are in.
  std::map<uint64_t, pugi::xml_node> ports;
  for (const Port &port :
       llvm::concat<const Port>(layer.inputs, layer.outputs)) {
    if (!ports.try_emplace(port.id, port.node).second)
      return error(port.node)
             << describe(layer) << ": duplicate port id " << port.id;
  }
  layer.sources.assign(layer.inputs.size(), Source{~0u, ~0u});
  graph.layers.push_back(std::move(layer));
  return success();
}

LogicalResult GraphReader::readPorts(Layer &layer, pugi::xml_node group,
                                     SmallVectorImpl<Port> &ports) {
  if (!group)
    return success();
  for (pugi::xml_node node : group.children("port")) {
    Port port;
    port.node = node;
    std::optional<uint64_t> id = parseId(node.attribute("id"));
    if (!id)
      return error(node) << describe(layer)
                         << ": a <port> needs an unsigned integer 'id', got '"
                         << node.attribute("id").value() << "'";
    port.id = *id;
    port.precision = StringRef(node.attribute("precision").value()).trim();
    for (pugi::xml_node dimNode : node.children("dim")) {
      std::optional<Dim> dim = parseDim(dimNode.child_value());
      if (!dim)
        return error(dimNode)
               << describe(layer) << ": port " << port.id
               << " has a bad <dim> '" << dimNode.child_value() << "'";
      port.dims.push_back(dim->size);
    }
    ports.push_back(std::move(port));
  }
  return success();
}

/// The index of the port with `id` in `ports`.
static std::optional<unsigned> findPort(ArrayRef<Port> ports, uint64_t id) {
  for (auto [index, port] : llvm::enumerate(ports))
    if (port.id == id)
      return index;
  return std::nullopt;
}

LogicalResult GraphReader::readEdges(pugi::xml_node edges) {
  // Where each input port's edge was, to report a second one.
  llvm::DenseMap<std::pair<unsigned, unsigned>, pugi::xml_node> seen;
  for (pugi::xml_node edge : edges.children("edge")) {
    std::optional<uint64_t> fromLayer = parseId(edge.attribute("from-layer"));
    std::optional<uint64_t> fromPort = parseId(edge.attribute("from-port"));
    std::optional<uint64_t> toLayer = parseId(edge.attribute("to-layer"));
    std::optional<uint64_t> toPort = parseId(edge.attribute("to-port"));
    if (!fromLayer || !fromPort || !toLayer || !toPort)
      return error(edge) << "an <edge> needs unsigned integer 'from-layer', "
                            "'from-port', 'to-layer' and 'to-port'";
    auto from = layerIndex.find(*fromLayer);
    if (from == layerIndex.end())
      return error(edge) << "the edge comes from layer " << *fromLayer
                         << ", which does not exist";
    auto to = layerIndex.find(*toLayer);
    if (to == layerIndex.end())
      return error(edge) << "the edge goes to layer " << *toLayer
                         << ", which does not exist";
    const Layer &producer = graph.layers[from->second];
    Layer &consumer = graph.layers[to->second];
    std::optional<unsigned> output = findPort(producer.outputs, *fromPort);
    if (!output)
      return error(edge) << "the edge comes from port " << *fromPort << " of "
                         << describe(producer)
                         << ", which has no such output port";
    std::optional<unsigned> input = findPort(consumer.inputs, *toPort);
    if (!input)
      return error(edge) << "the edge goes to port " << *toPort << " of "
                         << describe(consumer)
                         << ", which has no such input port";
    auto [it, inserted] = seen.try_emplace({to->second, *input}, edge);
    if (!inserted) {
      InFlightDiagnostic diag = error(edge) << "input port " << *toPort
                                            << " of " << describe(consumer)
                                            << " has a second incoming edge";
      diag.attachNote(locator.get(it->second)) << "the first one";
      return diag;
    }
    consumer.sources[*input] = Source{from->second, *output};
  }
  for (const Layer &layer : graph.layers) {
    for (auto [port, source] : llvm::zip_equal(layer.inputs, layer.sources)) {
      if (source.layer == ~0u)
        return error(port.node) << "input port " << port.id << " of "
                                << describe(layer) << " has no incoming edge";
    }
  }
  return success();
}

LogicalResult GraphReader::sortTopologically() {
  // Kahn's algorithm, taking the ready layer that comes first in the
  // document, so that the output follows the file where it can.
  unsigned count = graph.layers.size();
  SmallVector<unsigned> pending(count);
  SmallVector<SmallVector<unsigned, 2>> consumers(count);
  for (auto [index, layer] : llvm::enumerate(graph.layers)) {
    pending[index] = layer.sources.size();
    for (const Source &source : layer.sources)
      consumers[source.layer].push_back(index);
  }
  std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>>
      ready;
  for (unsigned index = 0; index < count; ++index)
    if (pending[index] == 0)
      ready.push(index);
  while (!ready.empty()) {
    unsigned index = ready.top();
    ready.pop();
    graph.topologicalOrder.push_back(index);
    for (unsigned consumer : consumers[index])
      if (--pending[consumer] == 0)
        ready.push(consumer);
  }
  if (graph.topologicalOrder.size() == count)
    return success();

  // Every layer left waits for another one left: walk back along those
  // producers until one repeats, which closes a cycle.
  unsigned start = 0;
  while (pending[start] == 0)
    ++start;
  SmallVector<unsigned> path;
  llvm::DenseMap<unsigned, unsigned> position;
  unsigned current = start;
  while (position.try_emplace(current, path.size()).second) {
    path.push_back(current);
    for (const Source &source : graph.layers[current].sources) {
      if (pending[source.layer] != 0) {
        current = source.layer;
        break;
      }
    }
  }
  // path[position[current]..] is the cycle, each layer fed by the next
  // one, the last one fed by `current`.
  InFlightDiagnostic diag = error(graph.layers[current].node)
                            << "the edges form a cycle: "
                            << describe(graph.layers[current]);
  ArrayRef<unsigned> cycle = ArrayRef(path).drop_front(position[current]);
  for (unsigned index : llvm::reverse(cycle))
    diag << " feeds " << describe(graph.layers[index]);
  return diag;
}

LogicalResult
mlir::reshape::openvino::readGraph(const pugi::xml_document &document,
                                   const XmlLocator &locator, Graph &graph) {
  return GraphReader(locator, graph).read(document);
}
