//===- OpenVINOGraph.h - The layers and edges of an IR XML ------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The first half of the importer: the XML of an OpenVINO IR v10/v11 model
// read into layers, ports and resolved edges, checked for structure (ids,
// ports, edges, cycles) and put in a topological order. No MLIR ops yet;
// errors are emitted at the XML line they concern.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_LIB_TARGET_OPENVINO_OPENVINOGRAPH_H
#define RESHAPE_LIB_TARGET_OPENVINO_OPENVINOGRAPH_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <pugixml.hpp>

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::reshape::openvino {

/// An extent of a port or a Parameter shape: a number, or kDynamicDim
/// (`-1`, `?` or a range), with the bounds of a range when it has them.
struct Dim {
  int64_t size;
  /// For a range `lower..upper`: lower (0 when absent) and upper (-1 when
  /// absent). Equal to `size` for a static dim.
  int64_t lower, upper;
};

/// One `<port>` of a layer.
struct Port {
  uint64_t id;
  pugi::xml_node node;
  /// The `precision` attribute; empty when absent (IR v10 input ports).
  StringRef precision;
  /// The `<dim>` values, `ShapedType::kDynamic` for `-1`. No dims: rank 0
  /// (or, indistinguishably in the format, an unknown rank).
  SmallVector<int64_t> dims;
};

/// Where an input port takes its value from.
struct Source {
  unsigned layer;  // index into Graph::layers
  unsigned output; // index into that layer's outputs
};

/// The layer types the importer gives a meaning to; Other for the rest.
enum class LayerKind {
  Other,
  Parameter,
  Result,
  Const,
  Reshape,
  ShapeOf,
  Concat,
  Gather,
  Squeeze,
  Unsqueeze,
  Convert
};

/// One `<layer>`.
struct Layer {
  pugi::xml_node node;
  uint64_t id;
  StringRef name, type, version;
  /// What `type` names as OpenVINO's reader finds it: in any case, `Const`
  /// or `Constant`.
  LayerKind kind = LayerKind::Other;
  /// The version of the op that the opset `version` names holds, as
  /// OpenVINO numbers them (1 for Reshape-1 in opset1 to opset16, 3 for
  /// ShapeOf-3 from opset3, 8 for Gather-8 from opset8, ...); 0 for a kind
  /// of Other or a version that is no opset the importer knows.
  unsigned opVersion = 0;
  /// The `<data>` element; empty when the layer has none.
  pugi::xml_node data;
  SmallVector<Port> inputs, outputs;
  /// One per input port, in port order.
  SmallVector<Source> sources;

  /// A data attribute, or std::nullopt.
  std::optional<StringRef> getData(StringRef name) const;
};

/// A model: its layers in document order, and an order in which every layer
/// comes after the producers of its inputs.
struct Graph {
  pugi::xml_node net;
  StringRef name;
  int64_t irVersion = 0;
  std::vector<Layer> layers;
  SmallVector<unsigned> topologicalOrder;
};

/// Maps XML nodes to locations in the file the SourceMgr holds.
class XmlLocator {
public:
  XmlLocator(MLIRContext *context, llvm::SourceMgr &sourceMgr,
             StringRef buffer);

  /// The file:line:col of `node`'s start tag.
  Location get(pugi::xml_node node) const;
  /// The file:line:col of a byte offset into the XML.
  Location getAtOffset(ptrdiff_t offset) const;
  /// `layer`'s location, named after the layer.
  Location get(const Layer &layer) const;

private:
  MLIRContext *context;
  llvm::SourceMgr &sourceMgr;
  StringRef buffer;
  StringAttr filename;
};

/// "layer 4 'Reshape_5' (Reshape)".
std::string describe(const Layer &layer);

/// Parses a port `<dim>` value or one dim of a Parameter `shape`: a
/// non-negative integer, `-1`, `?`, or a range `a..b` / `a..` / `..b`.
std::optional<Dim> parseDim(StringRef text);

/// Parses a comma-separated shape (`1,3,1,1`, `1, 3, 1, 1`, `?,32..48`, `""`
/// for rank 0, optionally in brackets). std::nullopt for `...` (an unknown
/// rank) is told apart from an error by `unknownRank`.
FailureOr<SmallVector<Dim>> parseShape(StringRef text, bool &unknownRank);

/// `true`, `True`, `TRUE`, `1`; `false`, `False`, `FALSE`, `0`.
std::optional<bool> parseBool(StringRef text);

/// Reads the XML into `graph`: parses it, checks layer and port ids, resolves
/// every edge and orders the layers topologically. Emits an error at the
/// offending line and fails on malformed input: bad XML, an unsupported IR
/// version, a duplicate id, an edge to a missing layer or port, an input
/// port with no edge or two, a cycle.
LogicalResult readGraph(const pugi::xml_document &document,
                        const XmlLocator &locator, Graph &graph);

} // namespace mlir::reshape::openvino

#endif // RESHAPE_LIB_TARGET_OPENVINO_OPENVINOGRAPH_H
