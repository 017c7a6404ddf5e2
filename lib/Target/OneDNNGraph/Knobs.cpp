//===- Knobs.cpp - benchdnn's --in-shapes and --op-attrs ------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rewrite knobs of `benchdnn --graph`, in its spelling:
//   --in-shapes=ID:SHAPE[*TAG][+ID:SHAPE...]    SHAPE is `2x16x8x64`
//   --op-attrs=ID:NAME:VALUE[*NAME:VALUE][+ID:...]
// An array value separates its items with `x` (`5:shape:2x-1x64`), a bool is
// 0/1 or true/false. The attribute's type is the one the op already has, or
// the one its kind defines.
//
//===----------------------------------------------------------------------===//

#include "Graph.h"
#include "OpSemantics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace mlir;
using namespace mlir::reshape;
using namespace mlir::reshape::onednn;

/// `2x16x8x64` (also `2x-1` for attribute values); std::nullopt when an item
/// is not an integer. An empty string is an empty list.
static std::optional<SmallVector<int64_t, 6>> parseIntList(StringRef text) {
  SmallVector<int64_t, 6> values;
  if (text.empty())
    return values;
  SmallVector<StringRef> items;
  text.split(items, 'x');
  for (StringRef item : items) {
    int64_t value;
    if (item.trim().getAsInteger(10, value))
      return std::nullopt;
    values.push_back(value);
  }
  return values;
}

static std::optional<SmallVector<double, 4>> parseFloatList(StringRef text) {
  SmallVector<double, 4> values;
  if (text.empty())
    return values;
  SmallVector<StringRef> items;
  text.split(items, 'x');
  for (StringRef item : items) {
    double value;
    if (item.trim().getAsDouble(value))
      return std::nullopt;
    values.push_back(value);
  }
  return values;
}

/// An op or tensor id of a knob: a size_t, as in the JSON, one above
/// INT64_MAX the int64 of its bits; or a negative int64.
static LogicalResult parseId(StringRef text, int64_t &id) {
  uint64_t unsignedId;
  if (!text.trim().getAsInteger(10, unsignedId)) {
    id = static_cast<int64_t>(unsignedId);
    return success();
  }
  return failure(text.trim().getAsInteger(10, id));
}

static LogicalResult applyInShapes(Graph &graph, StringRef text,
                                   Reporter &reporter) {
  SmallVector<StringRef> items;
  text.split(items, '+', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  // Any int64_t is a tensor id: DenseSet reserves two as its markers.
  std::set<int64_t> given;
  for (StringRef item : items) {
    auto [idText, rest] = item.split(':');
    int64_t id;
    // `0:*TAG` is no shape either (it read as rank 0; red-team review).
    if (failed(parseId(idText, id)) || rest.empty() || rest.starts_with("*")) {
      reporter.error() << "--in-shapes: '" << item
                       << "' is not ID:SHAPE (e.g. 0:2x16x8x64)";
      continue;
    }
    auto [shapeText, tag] = rest.split('*');
    if (!tag.empty())
      reporter.warning() << "--in-shapes: the memory tag '" << tag
                         << "' of tensor " << id
                         << " is ignored: the importer's data is row-major";
    std::optional<SmallVector<int64_t, 6>> dims = parseIntList(shapeText);
    if (!dims || llvm::any_of(*dims, [](int64_t d) { return d < 0; })) {
      reporter.error() << "--in-shapes: '" << shapeText << "' of tensor " << id
                       << " is not a shape of non-negative extents (e.g. "
                          "2x16x8x64)";
      continue;
    }
    if (!llvm::is_contained(graph.inputs, id)) {
      reporter.error() << "--in-shapes: tensor " << id
                       << " is not an input of the graph (inputs: "
                       << llvm::join(llvm::map_range(graph.inputs,
                                                     [](int64_t i) {
                                                       return std::to_string(i);
                                                     }),
                                     ", ")
                       << ")";
      continue;
    }
    if (!given.insert(id).second) {
      reporter.error() << "--in-shapes: tensor " << id
                       << " is given more than once";
      continue;
    }
    graph.getTensor(id).desc.shape = Shape(std::move(*dims));
  }
  return failure(reporter.hasFailed());
}

/// Parses `value` as an attribute of type `type`.
static std::optional<Attr> parseAttrValue(Attr::Type type, StringRef value) {
  Attr attr;
  attr.type = type;
  switch (type) {
  case Attr::Type::Bool:
    if (value == "1" || value == "true")
      attr.i = 1;
    else if (value == "0" || value == "false")
      attr.i = 0;
    else
      return std::nullopt;
    return attr;
  case Attr::Type::S64:
    if (value.getAsInteger(10, attr.i))
      return std::nullopt;
    return attr;
  case Attr::Type::S64s: {
    std::optional<SmallVector<int64_t, 6>> ints = parseIntList(value);
    if (!ints)
      return std::nullopt;
    attr.ints = std::move(*ints);
    return attr;
  }
  case Attr::Type::F32:
    if (value.getAsDouble(attr.f))
      return std::nullopt;
    return attr;
  case Attr::Type::F32s: {
    std::optional<SmallVector<double, 4>> floats = parseFloatList(value);
    if (!floats)
      return std::nullopt;
    attr.floats = std::move(*floats);
    return attr;
  }
  case Attr::Type::String:
    attr.str = value.str();
    return attr;
  }
  return std::nullopt;
}

static LogicalResult applyOpAttrs(Graph &graph, StringRef text,
                                  Reporter &reporter) {
  SmallVector<StringRef> items;
  text.split(items, '+', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  std::set<std::pair<int64_t, std::string>> given;
  for (StringRef item : items) {
    auto [idText, rest] = item.split(':');
    int64_t id;
    if (failed(parseId(idText, id)) || rest.empty()) {
      reporter.error() << "--op-attrs: '" << item
                       << "' is not ID:NAME:VALUE[*NAME:VALUE...] (e.g. "
                          "5:shape:2x2x8x8x64)";
      continue;
    }
    auto opIt =
        llvm::find_if(graph.ops, [&](const GraphOp &o) { return o.id == id; });
    if (opIt == graph.ops.end()) {
      reporter.error() << "--op-attrs: the graph has no op with id " << id;
      continue;
    }
    GraphOp *op = &*opIt;
    SmallVector<StringRef> assignments;
    rest.split(assignments, '*', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
    for (StringRef assignment : assignments) {
      auto [name, value] = assignment.split(':');
      if (name.empty() || !assignment.contains(':')) {
        reporter.error(*op)
            << "--op-attrs: '" << assignment << "' is not NAME:VALUE";
        continue;
      }
      // An older name, as the parser reads it.
      name = getCanonicalAttrName(op->kind, name);
      std::optional<Attr::Type> type;
      if (const Attr *existing = op->getAttr(name))
        type = existing->type;
      else
        type = getExpectedAttrType(op->kind, name);
      if (!type) {
        reporter.error(*op) << "--op-attrs: " << op->kind
                            << " has no attribute '" << name << "'";
        continue;
      }
      std::optional<Attr> attr = parseAttrValue(*type, value);
      if (!attr) {
        reporter.error(*op)
            << "--op-attrs: '" << value << "' is not a value of type "
            << getAttrTypeName(*type) << " for attribute '" << name << "'";
        continue;
      }
      if (!given.insert({id, name.str()}).second) {
        reporter.error(*op)
            << "--op-attrs: attribute '" << name << "' is given more than once";
        continue;
      }
      op->attrs[name.str()] = std::move(*attr);
    }
  }
  return failure(reporter.hasFailed());
}

FailureOr<bool> onednn::applyKnobs(Graph &graph, StringRef inShapes,
                                   StringRef opAttrs, Reporter &reporter) {
  if (!inShapes.empty() && failed(applyInShapes(graph, inShapes, reporter)))
    return failure();
  if (!opAttrs.empty() && failed(applyOpAttrs(graph, opAttrs, reporter)))
    return failure();
  return !inShapes.empty() || !opAttrs.empty();
}
