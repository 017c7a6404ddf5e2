#===- onednn_graph.py - oneDNN Graph JSON evaluated with NumPy -----------===#
#
# Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
# Exceptions. See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===----------------------------------------------------------------------===#
#
# The independent reference of the oneDNN Graph tests: a graph file is
# evaluated op by op with NumPy, from the oneDNN Graph op definitions
# (doc/graph/operations/*.md), sharing nothing with the importer. Every op
# computes in float64 and rounds its outputs to their declared data type,
# as a oneDNN op stores them.
#
#===----------------------------------------------------------------------===#

import json
import math

import numpy as np

UNKNOWN = -9223372036854775808

# The NumPy type each oneDNN data type is stored as (bf16: raw uint16).
NUMPY_TYPES = {
    "f32": np.float32,
    "f16": np.float16,
    "bf16": np.uint16,
    "s32": np.int32,
    "s8": np.int8,
    "u8": np.uint8,
    "boolean": np.bool_,
    "s64": np.int64,
}

# Tolerances of the comparison, per data type: |got - want| <= atol + rtol *
# |want| + scale * max |want|. f32 allows for another summation order; f16
# and bf16 for a rounding step more or less per op (unit roundoff 2^-11 and
# 2^-8); the integers of Quantize for a tie rounded the other way after an
# f32 vs float64 difference. `scale`: a long f32 sum (a MatMul or
# convolution over 4096 terms) whose terms cancel leaves an element near 0
# with the rounding error of its terms, which is of the order of the
# output's largest values times the unit roundoff, not of the element
# (real benchdnn graphs failed with 3e-4 against values up to 60).
TOLERANCES = {
    "f32": (1e-5, 1e-4, 1e-5),
    "f16": (2e-3, 1e-2, 0),
    "bf16": (1.6e-2, 4e-2, 0),
    "s32": (1, 0, 0),
    "s8": (1, 0, 0),
    "u8": (1, 0, 0),
    "s64": (0, 0, 0),
    "boolean": (0, 0, 0),
}


# Both work on 1-D copies: NumPy makes scalars of 0-d arrays' results, and
# a uint64 scalar plus a Python int is a float.
def bf16_to_float(bits):
    bits = np.asarray(bits)
    flat = bits.reshape(-1).astype(np.uint32) << np.uint32(16)
    return flat.view(np.float32).reshape(bits.shape)


def float_to_bf16(values):
    """Rounds to nearest even; NaN stays NaN."""
    f = np.asarray(values, dtype=np.float32)
    bits = f.reshape(-1).view(np.uint32).astype(np.uint64)
    one, half = np.uint64(1), np.uint64(0x7FFF)
    rounded = (bits + half + ((bits >> np.uint64(16)) & one)) >> np.uint64(16)
    rounded[np.isnan(f.reshape(-1))] = 0x7FC0
    return rounded.astype(np.uint16).reshape(f.shape)


def to_float64(array, dtype):
    if dtype == "bf16":
        return bf16_to_float(array).astype(np.float64)
    return np.asarray(array).astype(np.float64)


def from_float64(values, dtype):
    """Stores float64 values as `dtype`, as a oneDNN op writes its output."""
    values = np.asarray(values, dtype=np.float64)
    if dtype == "bf16":
        return float_to_bf16(values.astype(np.float32))
    if dtype in ("f32", "f16"):
        return values.astype(NUMPY_TYPES[dtype])
    if dtype == "boolean":
        return values != 0
    info = np.iinfo(NUMPY_TYPES[dtype])
    # Round half to even, saturate; NaN becomes the lowest value.
    r = np.rint(values)
    r = np.where(np.isnan(r), info.min, r)
    return np.clip(r, info.min, info.max).astype(NUMPY_TYPES[dtype])


# ---------------------------------------------------------------------------
# The graph
# ---------------------------------------------------------------------------


class Graph:
    def __init__(self, path):
        with open(path) as f:
            self.json = json.load(f)
        self.ops = self.json["graph"]
        # Every description of a tensor, merged (the first known shape wins).
        self.tensors = {}
        for op in self.ops:
            for lt in op.get("inputs", []) + op.get("outputs", []):
                known = self.tensors.setdefault(lt["id"], dict(lt))
                if known["shape"] == [UNKNOWN]:
                    known["shape"] = lt["shape"]
        produced = {lt["id"] for op in self.ops for lt in op.get("outputs", [])}
        consumed = {lt["id"] for op in self.ops for lt in op.get("inputs", [])}
        if "input_ports" in self.json:
            # Then the consumed tensors the ports leave out, as benchdnn.
            listed = list(self.json["input_ports"])
            self.inputs = listed + sorted(consumed - produced - set(listed))
        else:
            self.inputs = sorted(consumed - produced)
        if "output_ports" in self.json:
            self.outputs = list(self.json["output_ports"])
        else:
            ends = [lt["id"] for op in self.ops if op["kind"] == "End"
                    for lt in op["inputs"]]
            dangling = sorted(
                i for i in produced
                if not any(lt["id"] == i for op in self.ops
                           if op["kind"] != "End" for lt in op["inputs"]))
            self.outputs = list(dict.fromkeys(ends + dangling))

    def apply_knobs(self, in_shapes, op_attrs):
        """benchdnn's --in-shapes=ID:SHAPE+... and --op-attrs=ID:NAME:VALUE*..."""
        for item in filter(None, (in_shapes or "").split("+")):
            tensor, shape = item.split(":", 1)
            shape = shape.split("*")[0]
            self.tensors[int(tensor)]["shape"] = (
                [int(d) for d in shape.split("x")] if shape else [])
        for item in filter(None, (op_attrs or "").split("+")):
            op_id, rest = item.split(":", 1)
            op = next(o for o in self.ops if o["id"] == int(op_id))
            for assignment in rest.split("*"):
                name, value = assignment.split(":", 1)
                attr = op.setdefault("attrs", {}).setdefault(name, {})
                kind = attr.get("type")
                if kind == "s64[]":
                    attr["value"] = [int(v) for v in value.split("x")] if value else []
                elif kind == "f32[]":
                    attr["value"] = [float(v) for v in value.split("x")] if value else []
                elif kind in ("s64", "bool"):
                    attr["value"] = int({"true": 1, "false": 0}.get(value, value))
                elif kind == "f32":
                    attr["value"] = float(value)
                else:
                    attr["value"] = value

    def dtype(self, tensor):
        return self.tensors[tensor]["dtype"]

    def shape(self, tensor):
        return self.tensors[tensor]["shape"]

    def topological_order(self):
        producer = {lt["id"]: op["id"] for op in self.ops for lt in op.get("outputs", [])}
        done, order = set(), []
        pending = list(self.ops)
        while pending:
            ready = [op for op in pending
                     if all(producer.get(lt["id"]) in done or lt["id"] not in producer
                            for lt in op.get("inputs", []))]
            if not ready:
                raise ValueError("the graph has a cycle")
            for op in ready:
                done.add(op["id"])
                order.append(op)
            pending = [op for op in pending if op["id"] not in done]
        return order

    def evaluate(self, inputs):
        """Evaluates the graph on {tensor id: array}; returns {id: array}."""
        values = dict(inputs)
        for op in self.topological_order():
            if op["kind"] == "End":
                continue
            attrs = {k: v["value"] for k, v in op.get("attrs", {}).items()}
            args = [values[lt["id"]] for lt in op.get("inputs", [])]
            in_types = [lt["dtype"] for lt in op.get("inputs", [])]
            out = op["outputs"][0]
            result = evaluate_op(op["kind"], attrs, args, in_types, out["dtype"],
                                 [lt["dtype"] for lt in op["outputs"]])
            # An op of several outputs (LayerNorm's statistics) gives a tuple.
            results = result if isinstance(result, tuple) else (result,)
            for lt, value in zip(op["outputs"], results):
                values[lt["id"]] = value
        return {i: values[i] for i in self.outputs}


# ---------------------------------------------------------------------------
# The ops
# ---------------------------------------------------------------------------


def reshape_target(input_shape, target, special_zero):
    target = list(target)
    for i, v in enumerate(target):
        if v == 0 and special_zero:
            target[i] = input_shape[i]
    return target


def binary(kind, a, b, attrs):
    if attrs.get("auto_broadcast", "numpy") == "none" and a.shape != b.shape:
        raise ValueError("auto_broadcast none with different shapes")
    return {
        "Add": np.add,
        "Subtract": np.subtract,
        "Multiply": np.multiply,
        "Divide": np.divide,
        "Maximum": np.maximum,
        "Minimum": np.minimum,
        "SquaredDifference": lambda x, y: np.square(x - y),
    }[kind](a, b)


def softmax(x, axis, mode):
    if x.size == 0:
        return x.copy()  # NumPy's max has no identity for an empty axis
    m = np.max(x, axis=axis, keepdims=True)
    with np.errstate(invalid="ignore"):
        e = np.exp(x - m)
        r = e / np.sum(e, axis=axis, keepdims=True)
    if mode == "inf_as_zero":
        r = np.where(np.isneginf(m), 0.0, r)
    return r


def log_softmax(x, axis):
    """log(softmax(x)) along axis, as x - max - log(sum(exp(x - max)))."""
    if x.size == 0:
        return x.copy()
    m = np.max(x, axis=axis, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return x - m - np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True))


def window_params(attrs, spatial, kernel):
    """Output extents and begin/end paddings of a pooling or convolution."""
    strides = attrs["strides"]
    dilations = attrs.get("dilations", [1] * len(spatial))
    auto_pad = attrs.get("auto_pad", "None").lower()
    rounding = attrs.get("rounding_type", "floor")
    outs, begins, ends = [], [], []
    for i, n in enumerate(spatial):
        span = (kernel[i] - 1) * dilations[i] + 1
        s = strides[i]
        if auto_pad in ("same_upper", "same_lower"):
            out = -(-n // s)
            # oneDNN's infer_auto_pad: C's division (toward zero); a
            # negative pad (a kernel below the stride) crops.
            needed = (out - 1) * s + span - n
            pb = int((needed + 1 if auto_pad == "same_lower" else needed) / 2)
            pe = needed - pb
        else:
            pb, pe = (0, 0) if auto_pad == "valid" else (attrs["pads_begin"][i],
                                                        attrs["pads_end"][i])
            room = n + pb + pe - span
            out = (-(-room // s) if rounding == "ceil" else room // s) + 1
        outs.append(out)
        begins.append(pb)
        ends.append(pe)
    return outs, begins, ends, strides, dilations


def windowed_input(x, attrs, kernel):
    """The prologue of a pooling or convolution: x as N, C, spatial dims
    (from NXC, the default data_format), its window parameters, and the
    input cropped where a pad is negative (oneDNN), the pads then >= 0.
    Returns channels_last, x, outs, begins, ends, strides, dilations."""
    channels_last = attrs.get("data_format", "NXC") == "NXC"
    if channels_last:
        x = np.moveaxis(x, -1, 1)
    outs, begins, ends, strides, dilations = window_params(attrs, x.shape[2:], kernel)
    index = (slice(None), slice(None)) + tuple(
        slice(max(-b, 0), n - max(-e, 0)) for b, e, n in zip(begins, ends, x.shape[2:]))
    return (channels_last, x[index], outs, [max(b, 0) for b in begins],
            [max(e, 0) for e in ends], strides, dilations)


def avg_pool(x, attrs):
    kernel = attrs["kernel"]
    channels_last, x, outs, begins, ends, strides, _ = windowed_input(x, attrs, kernel)
    spatial = x.shape[2:]
    result = np.zeros(x.shape[:2] + tuple(outs))
    for position in np.ndindex(*outs):
        lo = [position[i] * strides[i] - begins[i] for i in range(len(outs))]
        hi = [lo[i] + kernel[i] for i in range(len(outs))]
        inside = tuple(slice(max(l, 0), min(h, n)) for l, h, n in zip(lo, hi, spatial))
        total = x[(slice(None), slice(None)) + inside].sum(axis=tuple(range(2, x.ndim)))
        if attrs["exclude_pad"]:
            count = math.prod(s.stop - s.start for s in inside)
        else:
            count = math.prod(min(h, n + e) - l
                              for l, h, n, e in zip(lo, hi, spatial, ends))
        result[(slice(None), slice(None)) + position] = total / count
    return np.moveaxis(result, 1, -1) if channels_last else result


def max_pool(x, attrs, dtype):
    kernel = attrs["kernel"]
    channels_last, x, outs, begins, ends, strides, dilations = windowed_input(
        x, attrs, kernel)
    spatial = x.shape[2:]
    # As oneDNN: windows start at the lowest finite value of the data type,
    # an element replaces it only when greater (never a NaN); padding (and
    # the ceil rounding's extra) is that value.
    lowest = {"bf16": -3.3895313892515355e38, "f16": -65504.0}.get(
        dtype, float(-np.finfo(np.float32).max))
    extra = [max((o - 1) * s + (k - 1) * d + 1 - n - b - e, 0) for o, s, k, d, n, b, e
             in zip(outs, strides, kernel, dilations, spatial, begins, ends)]
    padded = np.pad(x, [(0, 0), (0, 0)] + [(b, e + c) for b, e, c in zip(begins, ends, extra)],
                    constant_values=lowest)
    result = np.full(x.shape[:2] + tuple(outs), lowest)
    for window in np.ndindex(*kernel):
        index = tuple(slice(k * d, k * d + (o - 1) * s + 1, s)
                      for k, d, o, s in zip(window, dilations, outs, strides))
        window = padded[(slice(None), slice(None)) + index]
        result = np.where(window > result, window, result)
    return np.moveaxis(result, 1, -1) if channels_last else result


def convolution(x, w, bias, attrs):
    # filter_format: the older name of weights_format.
    if attrs.get("weights_format", attrs.get("filter_format", "XIO")) == "XIO":
        w = np.moveaxis(np.moveaxis(w, -1, 0), -1, 1)  # to OIX
    groups = attrs.get("groups", 1)
    kernel = w.shape[2:]
    channels_last, x, outs, begins, ends, strides, dilations = windowed_input(
        x, attrs, kernel)
    pad = [(0, 0), (0, 0)] + [(b, e + s * o) for b, e, s, o in
                              zip(begins, ends, strides, outs)]
    xp = np.pad(x, pad)
    # oneDNN multiplies no padding (0 times an infinite weight is NaN).
    inside = np.pad(np.ones(x.shape[2:], dtype=bool), pad[2:])
    oc, icg = w.shape[0], w.shape[1]
    ocg = oc // groups
    result = np.zeros((x.shape[0], oc) + tuple(outs))
    for g in range(groups):
        xs = xp[:, g * icg:(g + 1) * icg]
        ws = w[g * ocg:(g + 1) * ocg]
        for k in np.ndindex(*kernel):
            index = tuple(slice(k[i] * dilations[i],
                                k[i] * dilations[i] + strides[i] * (outs[i] - 1) + 1,
                                strides[i]) for i in range(len(outs)))
            patch = xs[(slice(None), slice(None)) + index]
            with np.errstate(invalid="ignore"):
                products = np.einsum("nc...,oc->no...", patch,
                                     ws[(slice(None), slice(None)) + k])
            result[:, g * ocg:(g + 1) * ocg] += np.where(inside[index], products, 0)
    if bias is not None:
        result += bias.reshape((1, -1) + (1,) * len(outs))
    return np.moveaxis(result, 1, -1) if channels_last else result


def conv_transpose(x, w, bias, attrs):
    """oneDNN's ConvTranspose as a scatter: input element p times weight k
    adds to the output at p * stride + k * dilation - pads_begin (the
    gradient of a Convolution with respect to its input). Weights IOX (or
    XOI) hold every input channel and the output channels of one group."""
    if attrs.get("weights_format", "XOI") == "XOI":
        w = np.moveaxis(np.moveaxis(w, -1, 0), -1, 1)  # to IOX
    channels_last = attrs.get("data_format", "NXC") == "NXC"
    if channels_last:
        x = np.moveaxis(x, -1, 1)
    groups = attrs.get("groups", 1)
    strides, dilations = attrs["strides"], attrs["dilations"]
    kernel, spatial = w.shape[2:], x.shape[2:]
    s = len(spatial)
    output_padding = attrs.get("output_padding", [0] * s)[:s]
    begins, ends = list(attrs["pads_begin"]), list(attrs["pads_end"])
    auto_pad = attrs.get("auto_pad", "None").lower()
    for i in range(s):
        if auto_pad == "valid":
            begins[i] = ends[i] = 0
        elif auto_pad in ("same_upper", "same_lower"):
            needed = kernel[i] - strides[i]
            # C's division, which truncates towards zero.
            half = needed + 1 if auto_pad == "same_lower" else needed
            begins[i] = int(half / 2)
            ends[i] = needed - begins[i]
    outs = [strides[i] * (spatial[i] - 1) + dilations[i] * (kernel[i] - 1) + 1
            + output_padding[i] - begins[i] - ends[i] for i in range(s)]
    icg, ocg = x.shape[1] // groups, w.shape[1]
    result = np.zeros((x.shape[0], ocg * groups) + tuple(outs))
    for g in range(groups):
        xs = x[:, g * icg:(g + 1) * icg]
        ws = w[g * icg:(g + 1) * icg]
        for p in np.ndindex(*spatial):
            for k in np.ndindex(*kernel):
                y = tuple(p[i] * strides[i] + k[i] * dilations[i] - begins[i]
                          for i in range(s))
                if all(0 <= y[i] < outs[i] for i in range(s)):
                    result[(slice(None), slice(g * ocg, (g + 1) * ocg)) + y] += (
                        xs[(slice(None), slice(None)) + p] @
                        ws[(slice(None), slice(None)) + k])
    if bias is not None:
        result += bias.reshape((1, -1) + (1,) * s)
    return np.moveaxis(result, 1, -1) if channels_last else result


def quantization_params(attrs, rank, scales=None, zps=None):
    """The scales and zero points: the attributes, or (the Dynamic kinds)
    the input tensors (no zero points: zeros)."""
    if scales is None:
        scales = np.array(attrs["scales"], dtype=np.float64)
        zps = np.array(attrs.get("zps", [0] * len(scales)) or [0] * len(scales),
                       dtype=np.float64)
    elif zps is None:
        zps = np.zeros_like(scales)
    if attrs.get("qtype", "per_tensor") == "per_channel":
        shape = [1] * rank
        shape[attrs.get("axis", 1) % rank] = -1
        return scales.reshape(shape), zps.reshape(shape)
    return scales[0], zps[0]


def evaluate_op(kind, attrs, args, in_types, out_type, out_types=()):
    # Data as float64 (integers keep their values).
    xs = [to_float64(a, t) for a, t in zip(args, in_types)]
    if kind == "StaticReshape":
        target = reshape_target(args[0].shape, attrs["shape"], attrs["special_zero"])
        return args[0].reshape(target)
    if kind == "DynamicReshape":
        target = reshape_target(args[0].shape, [int(v) for v in args[1]],
                                attrs["special_zero"])
        return args[0].reshape(target)
    if kind == "StaticTranspose":
        order = [a % args[0].ndim for a in attrs["order"]]
        # np.array, not np.ascontiguousarray: that makes a 0-d array 1-d.
        return np.array(np.transpose(args[0], order), order="C")
    if kind == "Reorder" and in_types[0] == out_type:
        return args[0].copy()
    if kind in ("Reorder", "TypeCast"):
        return from_float64(xs[0], out_type)
    if kind == "MatMul":
        a, b = xs[0], xs[1]
        if attrs.get("transpose_a", 0) and a.ndim >= 2:
            a = np.swapaxes(a, -1, -2)
        if attrs.get("transpose_b", 0) and b.ndim >= 2:
            b = np.swapaxes(b, -1, -2)
        r = np.matmul(a, b)
        if len(xs) == 3:
            r = r + xs[2]
        return from_float64(r, out_type)
    if kind in ("Add", "Subtract", "Multiply", "Divide", "Maximum", "Minimum",
                "SquaredDifference"):
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            return from_float64(binary(kind, xs[0], xs[1], attrs), out_type)
    if kind == "GenIndex":
        shape = args[0].shape
        axis = attrs["axis"] % len(shape)
        return np.indices(shape, dtype=np.int32)[axis]
    if kind == "GreaterEqual":
        if attrs.get("auto_broadcast", "numpy") == "none" and xs[0].shape != xs[1].shape:
            raise ValueError("auto_broadcast none with different shapes")
        with np.errstate(invalid="ignore"):
            return np.greater_equal(xs[0], xs[1])
    if kind == "Select":
        shapes = {x.shape for x in xs}
        if attrs.get("auto_broadcast", "numpy") == "none" and len(shapes) != 1:
            raise ValueError("auto_broadcast none with different shapes")
        # The condition broadcasts one way, to the values' shape.
        values = np.broadcast_shapes(xs[1].shape, xs[2].shape)
        if np.broadcast_shapes(xs[0].shape, values) != values:
            raise ValueError("the condition does not broadcast to the values")
        # The values as they are (bf16 bits too): Select copies them.
        return np.where(args[0].astype(bool), args[1], args[2])
    if kind == "ReLU":
        return from_float64(np.maximum(xs[0], 0.0), out_type)
    if kind == "Tanh":
        return from_float64(np.tanh(xs[0]), out_type)
    unary = {
        "Abs": np.abs, "Exp": np.exp, "Log": np.log, "Sqrt": np.sqrt,
        "Square": np.square, "Reciprocal": lambda x: 1.0 / x,
        # Half to even, as oneDNN's eltwise_round.
        "Round": np.rint,
        # NaN gives min, as oneDNN's clip (maxnum, then minnum).
        "Clamp": lambda x: np.minimum(np.maximum(np.where(np.isnan(x), attrs["min"], x),
                                                 attrs["min"]), attrs["max"]),
        "LeakyReLU": lambda x: np.where(x >= 0, x, attrs["alpha"] * x),
        "Elu": lambda x: np.where(x > 0, x, attrs["alpha"] * np.expm1(x)),
        "HardSigmoid": lambda x: np.clip(attrs["alpha"] * x + attrs["beta"], 0, 1),
        "HardSwish": lambda x: x * np.clip(x / 6 + 0.5, 0, 1),
        "SoftPlus": lambda x: np.logaddexp(0, attrs.get("beta", 1.0) * x)
                              / attrs.get("beta", 1.0),
        "Mish": lambda x: x * np.tanh(np.logaddexp(0, x)),
        # x^beta in C's pow: NaN for a negative x and a beta not an integer.
        "Pow": lambda x: np.power(x, attrs["beta"]),
    }
    if kind in unary:
        with np.errstate(all="ignore"):
            return from_float64(unary[kind](xs[0]), out_type)
    if kind.startswith("Reduce") and kind != "ReduceSum":
        axes = tuple(a % xs[0].ndim for a in attrs["axes"])
        if not axes:
            # The identity (the spec of ReduceL1, ReduceL2, ...).
            return from_float64(xs[0], out_type)
        keep = bool(attrs.get("keep_dims", 0))
        reduce = {
            "ReduceMean": np.mean, "ReduceMax": np.max, "ReduceMin": np.min,
            "ReduceProd": np.prod,
            "ReduceL1": lambda x, **kw: np.sum(np.abs(x), **kw),
            "ReduceL2": lambda x, **kw: np.sqrt(np.sum(np.square(x), **kw)),
        }[kind]
        with np.errstate(all="ignore"):
            return from_float64(reduce(xs[0], axis=axes, keepdims=keep), out_type)
    if kind == "Sigmoid":
        with np.errstate(over="ignore"):
            return from_float64(1.0 / (1.0 + np.exp(-xs[0])), out_type)
    if kind == "GELU":
        x = xs[0]
        if attrs.get("mode", "gelu_erf") == "gelu_tanh":
            inner = np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3))
        else:
            inner = np.vectorize(math.erf)(x / math.sqrt(2.0)) if x.size else x
        return from_float64(0.5 * x * (1.0 + inner), out_type)
    if kind == "LayerNorm":
        x = xs[0]
        axes = tuple(range(attrs.get("begin_norm_axis", -1) % x.ndim, x.ndim))
        mean = x.mean(axis=axes, keepdims=True)
        variance = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
        y = (x - mean) / np.sqrt(variance + attrs.get("epsilon", 1e-5))
        if attrs.get("use_affine", 1):
            y = y * xs[1] + xs[2]
        y = from_float64(y, out_type)
        if not attrs.get("keep_stats", 1):
            return y
        stats = [from_float64(v.reshape(x.shape[:len(x.shape) - len(axes)]), t)
                 for v, t in zip((mean, variance), out_types[1:])]
        return (y, stats[0], stats[1])
    if kind == "BiasAdd":
        x, bias = xs
        if attrs.get("data_format", "NXC") == "NCX":
            bias = bias.reshape([-1] + [1] * (x.ndim - 2))
        return from_float64(x + bias, out_type)
    if kind == "GroupNorm":
        x, groups = xs[0], attrs["groups"]
        channel = x.ndim - 1 if attrs.get("data_format", "NXC") == "NXC" else 1
        xc = np.moveaxis(x, channel, 1)  # N, C, spatial dims
        # Explicit extents: a -1 cannot be inferred when the batch is 0.
        grouped = xc.reshape(xc.shape[0], groups, math.prod(xc.shape[1:]) // groups)
        mean = grouped.mean(axis=2, keepdims=True)
        variance = ((grouped - mean) ** 2).mean(axis=2, keepdims=True)
        y = ((grouped - mean) / np.sqrt(variance + attrs.get("epsilon", 1e-5))).reshape(xc.shape)
        if attrs.get("use_affine", 1):
            per_channel = [-1] + [1] * (xc.ndim - 2)
            y = y * xs[1].reshape(per_channel) + xs[2].reshape(per_channel)
        y = from_float64(np.moveaxis(y, 1, channel), out_type)
        if not attrs.get("keep_stats", 1):
            return y
        stats = [from_float64(v.reshape(xc.shape[0], groups), t)
                 for v, t in zip((mean, variance), out_types[1:])]
        return (y, stats[0], stats[1])
    if kind == "PReLU":
        x, slope = xs
        if (attrs.get("per_channel_broadcast", 1) and slope.ndim == 1 and x.ndim >= 2
                and attrs.get("data_format", "NXC") == "NCX"):
            slope = slope.reshape([-1] + [1] * (x.ndim - 2))
        if np.broadcast_shapes(slope.shape, x.shape) != x.shape:
            raise ValueError("the slope does not broadcast to the input")
        return from_float64(np.where(x >= 0, x, slope * x), out_type)
    if kind == "BatchNormInference":
        x, gamma, beta, mean, variance = xs
        channel = x.ndim - 1 if attrs.get("data_format", "NXC") == "NXC" else 1
        shape = [1] * x.ndim
        shape[channel] = -1
        gamma, beta, mean, variance = (v.reshape(shape) for v in (gamma, beta, mean, variance))
        with np.errstate(invalid="ignore"):
            y = (x - mean) / np.sqrt(variance + attrs["epsilon"]) * gamma + beta
        return from_float64(y, out_type)
    if kind == "Concat":
        return np.concatenate(args, axis=attrs["axis"] % args[0].ndim)
    if kind == "SoftMax":
        return from_float64(softmax(xs[0], attrs.get("axis", 1),
                                    attrs.get("mode", "none")), out_type)
    if kind == "LogSoftmax":
        return from_float64(log_softmax(xs[0], attrs.get("axis", -1)), out_type)
    if kind == "ReduceSum":
        axes = tuple(a % xs[0].ndim for a in attrs["axes"])
        return from_float64(np.sum(xs[0], axis=axes,
                                   keepdims=bool(attrs.get("keep_dims", 0))), out_type)
    if kind in ("Quantize", "DynamicQuantize"):
        scale, zp = quantization_params(attrs, xs[0].ndim, *xs[1:])
        return from_float64(xs[0] / scale + zp, out_type)
    if kind in ("Dequantize", "DynamicDequantize"):
        scale, zp = quantization_params(attrs, xs[0].ndim, *xs[1:])
        return from_float64((xs[0] - zp) * scale, out_type)
    if kind == "AvgPool":
        return from_float64(avg_pool(xs[0], attrs), out_type)
    if kind == "MaxPool":
        return from_float64(max_pool(xs[0], attrs, in_types[0]), out_type)
    if kind == "Convolution":
        return from_float64(convolution(xs[0], xs[1], xs[2] if len(xs) == 3 else None,
                                        attrs), out_type)
    if kind == "ConvTranspose":
        return from_float64(conv_transpose(xs[0], xs[1], xs[2] if len(xs) == 3 else None,
                                           attrs), out_type)
    raise NotImplementedError(kind)


def compare(got, want, dtype):
    """(max abs error, whether every element is within the tolerance)."""
    g, w = to_float64(got, dtype), to_float64(want, dtype)
    if g.shape != w.shape:
        return math.inf, False
    same = (g == w) | (np.isnan(g) & np.isnan(w))
    finite = np.isfinite(g) & np.isfinite(w)
    with np.errstate(invalid="ignore"):  # inf - inf where not finite
        error = np.where(finite, np.abs(g - w), np.where(same, 0.0, np.inf))
    atol, rtol, scale = TOLERANCES[dtype]
    largest = float(np.abs(w[np.isfinite(w)]).max()) if np.isfinite(w).any() else 0.0
    ok = np.all(same | (finite & (error <= atol + rtol * np.abs(w) + scale * largest)))
    return (float(error.max()) if error.size else 0.0), bool(ok)
