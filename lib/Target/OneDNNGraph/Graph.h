//===- Graph.h - A oneDNN Graph as read from JSON ---------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The importer's model of a graph: ops with typed attributes, logical tensors
// (one entry per tensor id, merged from every place the file describes it),
// the graph's inputs and outputs, and the ops in a topological order. Also
// the diagnostics every stage reports through, each naming the file and the
// op or tensor concerned.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_LIB_TARGET_ONEDNNGRAPH_GRAPH_H
#define RESHAPE_LIB_TARGET_ONEDNNGRAPH_GRAPH_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir::reshape::onednn {

/// The data types the importer maps onto MLIR element types.
enum class DType : uint8_t { F32, F16, BF16, S32, S8, U8, Boolean, S64 };

/// The format's spelling: "f32", "s8", "boolean", ...
StringRef getDTypeName(DType dtype);
bool isFloat(DType dtype);
/// The bytes an element of `dtype` takes in a buffer (boolean: 1).
unsigned getDTypeBytes(DType dtype);

/// A shape: std::nullopt when the rank is unknown; ShapedType::kDynamic
/// (INT64_MIN, the format's unknown dim) where an extent is unknown.
using Shape = std::optional<SmallVector<int64_t, 6>>;

/// "2x3x4", "?x64", "[]" (rank 0), "unknown" (unknown rank).
std::string formatShape(const Shape &shape);
std::string formatDims(ArrayRef<int64_t> dims);

/// What a file says about a logical tensor.
struct TensorDesc {
  DType dtype = DType::F32;
  Shape shape;
};

/// An op attribute: `{"type": T, "value": V}`.
struct Attr {
  enum class Type : uint8_t { Bool, S64, S64s, F32, F32s, String };
  Type type = Type::S64;
  /// Bool (0 or 1) and S64.
  int64_t i = 0;
  double f = 0;
  SmallVector<int64_t, 6> ints;
  SmallVector<double, 4> floats;
  std::string str;
};

/// "bool", "s64", "s64[]", "f32", "f32[]", "string".
StringRef getAttrTypeName(Attr::Type type);

/// One op of the graph.
struct GraphOp {
  int64_t id = 0;
  std::string name;
  std::string kind;
  /// Sorted by name, so that every diagnostic comes out in the same order.
  std::map<std::string, Attr> attrs;
  /// Logical tensor ids, in port order.
  SmallVector<int64_t, 4> inputs, outputs;

  /// "op 5 'reshape1' (StaticReshape)".
  std::string describe() const;
  const Attr *getAttr(StringRef attrName) const;
};

/// A logical tensor: its description (merged from all places the file gives
/// one) and where it comes from and goes.
struct Tensor {
  int64_t id = 0;
  TensorDesc desc;
  /// Index into Graph::ops of the op that produces it, if any.
  std::optional<unsigned> producer;
  /// Indices of the ops that consume it (an op that takes it twice appears
  /// twice).
  SmallVector<unsigned, 2> consumers;
  /// An `End` op consumes it: a graph output in older dumps.
  bool endsGraph = false;
};

/// A graph, checked: every tensor is produced once or is a graph input, no
/// cycle, ports name known tensors.
struct Graph {
  std::string fileName;
  /// In file order; `order` lists the topological order.
  std::vector<GraphOp> ops;
  SmallVector<unsigned> order;
  /// By id, in the order of first appearance. (Any int64 is an id: a
  /// DenseMap would reserve two of them.)
  llvm::MapVector<int64_t, Tensor, std::map<int64_t, unsigned>> tensors;
  /// Function arguments and results.
  SmallVector<int64_t, 8> inputs, outputs;

  Tensor &getTensor(int64_t id) { return tensors.find(id)->second; }
  const Tensor &getTensor(int64_t id) const { return tensors.find(id)->second; }
};

/// Emits the importer's diagnostics at the file's location. Errors do not
/// stop a stage at once: each stage reports all it finds, then fails.
class Reporter {
public:
  Reporter(MLIRContext *context, StringRef fileName);

  /// An error about the graph as a whole.
  InFlightDiagnostic error();
  /// An error about an op; the message starts with `op.describe()`.
  InFlightDiagnostic error(const GraphOp &op);
  InFlightDiagnostic warning();
  InFlightDiagnostic warning(const GraphOp &op);

  bool hasFailed() const { return failed; }
  Location getLocation() const { return fileLoc; }
  MLIRContext *getContext() const { return fileLoc->getContext(); }

private:
  Location fileLoc;
  bool failed = false;
};

/// Parses and checks the JSON text of a graph: the format (keys, types,
/// attributes), the tensors (each produced once, described consistently),
/// the ports, and a topological order. Every problem is reported; fails when
/// there was any error.
FailureOr<Graph> parseGraph(StringRef text, StringRef fileName,
                            Reporter &reporter);

/// Applies benchdnn's `--in-shapes` and `--op-attrs` (see
/// OneDNNGraphImportOptions) to `graph`. Returns whether anything changed
/// (then every tensor downstream must be inferred again).
FailureOr<bool> applyKnobs(Graph &graph, StringRef inShapes, StringRef opAttrs,
                           Reporter &reporter);

/// Checks every op (kind, arity, attributes, data types) and infers the
/// shape of every tensor an op produces, in topological order. With
/// `reinfer`, the inferred shapes replace those written in the file (they
/// are stale after a knob rewrote an input or attribute); otherwise a
/// written shape that contradicts the inferred one is an error, and a
/// written shape refines an unknown inferred one only where the op checks
/// it at run time (the reshapes).
LogicalResult inferShapes(Graph &graph, bool reinfer, Reporter &reporter);

} // namespace mlir::reshape::onednn

#endif // RESHAPE_LIB_TARGET_ONEDNNGRAPH_GRAPH_H
