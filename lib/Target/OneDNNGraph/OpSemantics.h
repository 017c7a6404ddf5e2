//===- OpSemantics.h - The oneDNN Graph ops the importer knows --*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// For each supported op kind: its arity, its attributes (type, default), the
// data types it accepts, and its shape function (numpy broadcasting, MatMul
// with transposes and batch broadcasting, pooling and convolution windows,
// ...). The two reshapes take their shape rules from lib/ShapeRules. The
// parameters derived here (normalized axes, windows, broadcast shapes) are
// what the emitter builds IR from, so both stages agree.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_LIB_TARGET_ONEDNNGRAPH_OPSEMANTICS_H
#define RESHAPE_LIB_TARGET_ONEDNNGRAPH_OPSEMANTICS_H

#include "Graph.h"

namespace mlir::reshape::onednn {

/// The name the importer reads an attribute of an op kind under: a
/// Convolution's filter_format is the older name of weights_format
/// (earlier oneDNN Graph dumps, such as benchdnn's int8_conv_bias_fusion).
StringRef getCanonicalAttrName(StringRef kind, StringRef attrName);

/// The type an attribute of an op kind must have; std::nullopt for an
/// attribute the importer does not know.
std::optional<Attr::Type> getExpectedAttrType(StringRef kind,
                                              StringRef attrName);

/// Attribute accessors with the defaults of the op definitions. They assume
/// the attribute was checked (inferShapes does it before anything else).
bool getBoolAttr(const GraphOp &op, StringRef name, bool defaultValue = false);
int64_t getIntAttr(const GraphOp &op, StringRef name, int64_t defaultValue = 0);
ArrayRef<int64_t> getIntsAttr(const GraphOp &op, StringRef name);
double getFloatAttr(const GraphOp &op, StringRef name, double defaultValue);
ArrayRef<double> getFloatsAttr(const GraphOp &op, StringRef name);
StringRef getStringAttr(const GraphOp &op, StringRef name,
                        StringRef defaultValue = "");

/// A sliding window over the spatial dims of a pooling or convolution
/// input, with the padding resolved (auto_pad, rounding_type ceil).
struct Window {
  bool channelsLast = true; // data_format NXC (the default) or NCX
  SmallVector<int64_t, 3> kernel, strides, dilations;
  /// The padding the op defines (explicit or auto_pad), and the extra
  /// padding at the end that rounding_type ceil adds for the last window.
  SmallVector<int64_t, 3> padBegin, padEnd, ceilExtra;
  /// Negative padding: the elements cut off the input at either end
  /// (oneDNN crops the input there); padBegin and padEnd are then 0.
  SmallVector<int64_t, 3> cropBegin, cropEnd;
  /// The spatial extents of the input after the crop, and of the output.
  SmallVector<int64_t, 3> inputSpatial, outputSpatial;

  bool hasPadding() const;
  bool hasCrop() const;
};

/// The window of an AvgPool or Convolution `op` (whose kernel extents are
/// `kernel`) over `inputDims`; reports and fails on a bad window.
FailureOr<Window> computeWindow(const GraphOp &op, ArrayRef<int64_t> inputDims,
                                ArrayRef<int64_t> kernel, Reporter *reporter);

/// The weights of a Convolution (XIO, the default, or OIX) or a
/// ConvTranspose (XOI, the default, or IOX) `op`: whether their channel dims
/// come before the kernel dims, and the kernel extents of `weightsDims`.
/// Assumes weights_format was checked.
struct ConvWeights {
  bool channelsFirst;
  ArrayRef<int64_t> kernel;
};
ConvWeights getConvWeights(const GraphOp &op, ArrayRef<int64_t> weightsDims);

/// A ConvTranspose as a convolution of stride 1 with the flipped kernel:
/// over its input with stride - 1 zeros between neighbours (spatial extents
/// (n - 1) x stride + 1), which `window` crops and pads.
struct TransposedWindow {
  Window window;
  /// The ConvTranspose's strides: the zeros between input elements.
  SmallVector<int64_t, 3> strides;
};

/// The window of a ConvTranspose `op` (whose kernel extents are `kernel`)
/// over `inputDims`; reports and fails on a bad window.
FailureOr<TransposedWindow> computeTransposedWindow(const GraphOp &op,
                                                    ArrayRef<int64_t> inputDims,
                                                    ArrayRef<int64_t> kernel,
                                                    Reporter *reporter);

/// Whether a PReLU's slope of rank `slopeRank` goes along the channel dim 1
/// of its input (per_channel_broadcast, data_format NCX, a 1-D slope)
/// rather than aligned right.
bool isPReLUChannelSlope(const GraphOp &op, unsigned srcRank,
                         unsigned slopeRank);

/// The axis of a SoftMax or LogSoftmax `op`: its `axis`, by default 1 for
/// SoftMax and -1 for LogSoftmax (oneDNN's defaults).
int64_t getSoftMaxAxis(const GraphOp &op);

/// The channel dim of a BatchNormInference or GroupNorm input of rank
/// `rank` (at least 2): the last for data_format NXC (the default), 1 for
/// NCX.
unsigned getChannelAxis(const GraphOp &op, unsigned rank);

/// An axis in [-rank, rank) as an index in [0, rank).
std::optional<unsigned> normalizeAxis(int64_t axis, int64_t rank);

/// The static dims of the logical tensor `id`, which inferShapes has
/// checked to be static for every op but the reshapes.
ArrayRef<int64_t> getStaticDims(const Graph &graph, int64_t id);

} // namespace mlir::reshape::onednn

#endif // RESHAPE_LIB_TARGET_ONEDNNGRAPH_OPSEMANTICS_H
