#!/usr/bin/env python3
#===- generate_onednn_graph.py - Random valid oneDNN Graph JSON ----------===#
#
# Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
# Exceptions. See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===----------------------------------------------------------------------===#
"""Random valid oneDNN Graph JSON files, for differential fuzzing of the
importer and the compiler against test/Reference (fuzz_onednn_graphs.py).

Usage: generate_onednn_graph.py SEED [KIND,KIND...] > graph.json
  KIND: the keys of Gen.GENS (StaticReshape, DynamicReshape, Binary, Unary,
  Reduce, MatMul, SoftMax, LayerNorm, Concat, Select, TypeCast, ...,
  LogSoftmax, Pow, GroupNorm, BiasAdd, AvgPool, MaxPool, Convolution,
  ConvTranspose, Concat0); default all.

A graph is a chain or DAG of 2 to 8 ops over f32, bf16 or f16 data (casts
to s32, s8, u8, boolean), small shapes of rank 0 to 5, sometimes dims of 0
or up to 33; valid by the oneDNN op definitions (the reference's): reshape
targets with -1 and 0 under both special_zero values (as an attribute, or
as the data of a graph input for DynamicReshape), numpy broadcasting,
MatMul transposes and batch broadcasting, pooling and convolution windows
with negative (cropping) and positive pads, strides, dilations, ceil
rounding, groups; input_ports and output_ports in any order, or none. The
same seed gives the same graph.
"""
import json
import math
import random

FLOATS = ["f32", "bf16", "f16"]
UNARY = ["ReLU", "Tanh", "Sigmoid", "GELU", "Abs", "Exp", "Log", "Sqrt",
         "Square", "Reciprocal", "Round", "HardSwish", "Mish", "Clamp",
         "LeakyReLU", "Elu", "HardSigmoid", "SoftPlus"]
BINARY = ["Add", "Subtract", "Multiply", "Divide", "Maximum", "Minimum",
          "SquaredDifference"]
REDUCE = ["ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd",
          "ReduceL1", "ReduceL2"]
MAXVOL = 5000
# The graph key of the data of the shape inputs of DynamicReshape ops: an
# object from tensor ids to values (the importer warns of the unknown key
# and ignores it; fuzz_onednn_graphs.py passes them to the runner as
# --input-values).
INPUT_VALUES_KEY = "reshape_fuzz_input_values"


def vol(s):
    return math.prod(s)


class Gen:
    def __init__(self, seed, kinds=None, zero_prob=None):
        self.r = random.Random(seed)
        self.ops = []
        self.tid = 0
        self.tensors = {}
        self.inputs = []
        self.input_values = {}  # graph input -> its data (shape targets)
        self.avail = []  # float tensors
        self.kinds = kinds
        self.zeros = (self.r.random() < 0.12) if zero_prob is None else zero_prob
        self.dt = self.r.choice(["f32"] * 4 + ["bf16", "f16"])
        self.big = self.r.random() < 0.12

    # ---- helpers
    def dim(self):
        if self.zeros and self.r.random() < 0.12:
            return 0
        if self.big and self.r.random() < 0.4:
            return self.r.choice([6, 7, 8, 9, 16, 17, 31, 33])
        return self.r.choice([1, 1, 2, 2, 3, 3, 4, 5])

    def shape(self, rank=None):
        if rank is None:
            rank = self.r.choice([0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5])
        while True:
            s = [self.dim() for _ in range(rank)]
            if vol(s) <= (3000 if self.big else 300):
                return s

    def new(self, dtype, shape):
        t = self.tid
        self.tid += 1
        self.tensors[t] = (dtype, list(shape))
        return t

    def inp(self, dtype, shape):
        t = self.new(dtype, shape)
        self.inputs.append(t)
        if dtype in FLOATS:
            self.avail.append(t)
        return t

    def lt(self, t):
        d, s = self.tensors[t]
        return {"id": t, "dtype": d, "shape": s, "stride": [],
                "layout_type": "strided", "property_type": "undef"}

    def op(self, kind, attrs, ins, outs):
        a = {}
        for k, (ty, v) in attrs.items():
            a[k] = {"type": ty, "value": v}
        o = {"id": len(self.ops), "name": "%s_%d" % (kind.lower(), len(self.ops)),
             "kind": kind, "attrs": a, "inputs": [self.lt(t) for t in ins],
             "outputs": [self.lt(t) for t in outs]}
        self.ops.append(o)
        for t in outs:
            if self.tensors[t][0] in FLOATS:
                self.avail.append(t)
        return outs[0]

    def pick(self, pred=lambda t: True):
        c = [t for t in self.avail if pred(t)]
        if not c:
            return None
        # prefer recent tensors (chains), sometimes any (DAG)
        if self.r.random() < 0.6:
            return c[-1]
        return self.r.choice(c)

    def dtype(self, t):
        return self.tensors[t][0]

    def shp(self, t):
        return self.tensors[t][1]

    def find_or_new(self, dtype, shape, p=0.3):
        c = [t for t in self.avail if self.tensors[t] == (dtype, list(shape))]
        if c and self.r.random() < p:
            return self.r.choice(c)
        return self.inp(dtype, shape)

    def bshape(self, s):
        """A shape that numpy-broadcasts with s (either direction)."""
        r = self.r
        mode = r.random()
        if mode < 0.25:
            return list(s)
        out = list(s)
        # drop some leading dims
        if out and r.random() < 0.4:
            out = out[r.randint(0, len(out)):]
        # set some dims to 1
        out = [1 if r.random() < 0.3 else d for d in out]
        # expand dims of size 1 in s
        off = len(s) - len(out)
        for i in range(len(out)):
            if s[off + i] == 1 and r.random() < 0.5:
                out[i] = r.choice([2, 3, 4] + ([0] if self.zeros else []))
        # extra leading dims
        if r.random() < 0.25 and len(out) < 4:
            out = [r.choice([1, 2, 3])] + out
        return out

    # ---- ops
    def reshape_target(self, x):
        """A reshape of x: its output shape, a target that says it (with a
        -1 and, with special_zero, 0s that copy input dims) and
        special_zero."""
        s = self.shp(x)
        V = vol(s)
        r = self.r
        for _ in range(20):
            if V == 0:
                rank = r.randint(1, 4)
                out = [r.choice([0, 1, 2, 3]) for _ in range(rank)]
                if 0 not in out:
                    out[r.randrange(rank)] = 0
            else:
                rem = V
                out = []
                while rem > 1:
                    ds = [d for d in range(2, rem + 1) if rem % d == 0]
                    d = r.choice(ds[:6]) if r.random() < 0.7 else rem
                    out.append(d)
                    rem //= d
                for _ in range(r.choice([0, 0, 0, 1, 1, 2])):
                    out.insert(r.randint(0, len(out)), 1)
                r.shuffle(out) if r.random() < 0.3 else None
            if len(out) <= 5 and (out or V == 1):
                break
        sz = r.random() < 0.5
        target = list(out)
        copied = set()
        if sz:
            for i, d in enumerate(out):
                if d == 0 and not (i < len(s) and s[i] == 0):
                    sz = False
            if sz:
                for i, d in enumerate(out):
                    if i < len(s) and s[i] == d and (d == 0 or r.random() < 0.5):
                        target[i] = 0
                        copied.add(i)
        if target and r.random() < 0.5:
            cands = [j for j in range(len(out)) if j not in copied and
                     not (not sz and target[j] == 0)]
            if V == 0:
                # only the zero dim itself, when every other dim is nonzero
                cands = [j for j in cands if out[j] == 0 and
                         all(out[k] != 0 for k in range(len(out)) if k != j)]
            if cands:
                target[r.choice(cands)] = -1
        return out, target, sz

    def g_reshape(self):
        x = self.pick()
        out, target, sz = self.reshape_target(x)
        y = self.new(self.dtype(x), out)
        return self.op("StaticReshape", {"shape": ("s64[]", target),
                                         "special_zero": ("bool", int(sz))}, [x], [y])

    def g_dynreshape(self):
        """The target as the data of an s32 or s64 graph input (its values
        go in the graph's INPUT_VALUES_KEY, for the runner)."""
        x = self.pick()
        out, target, sz = self.reshape_target(x)
        shape = self.inp(self.r.choice(["s32", "s64"]), [len(target)])
        self.input_values[shape] = target
        y = self.new(self.dtype(x), out)
        return self.op("DynamicReshape", {"special_zero": ("bool", int(sz))},
                       [x, shape], [y])

    def g_transpose(self):
        x = self.pick(lambda t: len(self.shp(t)) >= 1) or self.pick()
        s = self.shp(x)
        perm = list(range(len(s)))
        self.r.shuffle(perm)
        order = [p - len(s) if self.r.random() < 0.3 else p for p in perm]
        y = self.new(self.dtype(x), [s[p] for p in perm])
        return self.op("StaticTranspose", {"order": ("s64[]", order)}, [x], [y])

    def broadcast_pair(self, reuse):
        """Two operands that numpy-broadcast: a tensor picked, another of a
        shape that broadcasts with it (reused with probability `reuse`), and
        their result shape; None past MAXVOL."""
        a = self.pick()
        sa = self.shp(a)
        dt = self.dtype(a)
        sb = self.bshape(sa)
        import numpy as np
        try:
            so = list(np.broadcast_shapes(tuple(sa), tuple(sb)))
        except ValueError:
            return None
        if vol(so) > MAXVOL:
            return None
        return a, self.find_or_new(dt, sb, reuse), sa, sb, so, dt

    def g_binary(self):
        kind = self.r.choice(BINARY)
        pair = self.broadcast_pair(0.5)
        if pair is None:
            return None
        a, b, sa, sb, so, dt = pair
        ins = [a, b] if self.r.random() < 0.6 else [b, a]
        attrs = {}
        if sa == sb and self.r.random() < 0.3:
            attrs["auto_broadcast"] = ("string", "none")
        elif self.r.random() < 0.2:
            attrs["auto_broadcast"] = ("string", "numpy")
        y = self.new(dt, so)
        return self.op(kind, attrs, ins, [y])

    def g_unary(self):
        kind = self.r.choice(UNARY)
        x = self.pick()
        r = self.r
        attrs = {}
        if kind == "Clamp":
            lo = r.choice([-1.0, -0.5, 0.0, 0.25])
            attrs = {"min": ("f32", lo), "max": ("f32", lo + r.choice([0.25, 0.5, 1.0]))}
        elif kind in ("LeakyReLU", "Elu"):
            attrs = {"alpha": ("f32", r.choice([0.01, 0.1, 0.5, 1.0, 2.0]))}
        elif kind == "HardSigmoid":
            attrs = {"alpha": ("f32", r.choice([0.2, 1 / 6, 0.5])),
                     "beta": ("f32", r.choice([0.5, 0.25]))}
        elif kind == "SoftPlus" and r.random() < 0.7:
            attrs = {"beta": ("f32", r.choice([0.5, 1.0, 2.0, -1.0]))}
        elif kind == "GELU" and r.random() < 0.7:
            attrs = {"mode": ("string", r.choice(["gelu_erf", "gelu_tanh"]))}
        y = self.new(self.dtype(x), self.shp(x))
        return self.op(kind, attrs, [x], [y])

    def g_reduce(self):
        kind = self.r.choice(REDUCE)
        x = self.pick(lambda t: len(self.shp(t)) >= 1)
        if x is None:
            return None
        s = self.shp(x)
        n = len(s)
        k = self.r.randint(1, n) if self.r.random() < 0.95 else 0
        axes = self.r.sample(range(n), k)
        if kind in ("ReduceMax", "ReduceMin") and any(s[a] == 0 for a in axes):
            return None
        attrs_axes = [a - n if self.r.random() < 0.4 else a for a in axes]
        keep = self.r.random() < 0.5
        out = []
        for i, d in enumerate(s):
            if i in axes:
                if keep:
                    out.append(1)
            else:
                out.append(d)
        attrs = {"axes": ("s64[]", attrs_axes)}
        if keep or self.r.random() < 0.5:
            attrs["keep_dims"] = ("bool", int(keep))
        y = self.new(self.dtype(x), out)
        return self.op(kind, attrs, [x], [y])

    def g_matmul(self):
        r = self.r
        a = self.pick(lambda t: len(self.shp(t)) >= 1)
        if a is None:
            return None
        sa = self.shp(a)
        dt = self.dtype(a)
        ta = len(sa) >= 2 and r.random() < 0.4
        tb = r.random() < 0.4
        if len(sa) == 1:
            K = sa[0]
            batch_a = []
        else:
            K = sa[-2] if ta else sa[-1]
            batch_a = sa[:-2]
        N = r.choice([1, 2, 3, 4])
        if r.random() < 0.2:
            sb = [K]
            tb = False
            batch_b = []
        else:
            batch_b = self.bshape(batch_a) if batch_a or r.random() < 0.3 else []
            if len(batch_b) > 3:
                batch_b = batch_b[-3:]
            sb = batch_b + ([N, K] if tb else [K, N])
        import numpy as np
        try:
            batch = list(np.broadcast_shapes(tuple(batch_a), tuple(batch_b)))
        except ValueError:
            return None
        out = batch + ([] if len(sa) == 1 else [sa[-1] if ta else sa[-2]]) + \
            ([] if len(sb) == 1 else [N])
        if vol(out) > MAXVOL or vol(out) * max(K, 1) > 20000:
            return None
        b = self.find_or_new(dt, sb, 0.3)
        ins = [a, b]
        if r.random() < 0.3 and out:
            bias = list(out)
            if r.random() < 0.5:
                bias = bias[r.randint(0, len(bias) - 1):]
            bias = [1 if r.random() < 0.3 else d for d in bias]
            ins.append(self.inp(dt, bias))
        attrs = {}
        if ta or r.random() < 0.3:
            attrs["transpose_a"] = ("bool", int(ta))
        if tb or r.random() < 0.3:
            attrs["transpose_b"] = ("bool", int(tb))
        y = self.new(dt, out)
        return self.op("MatMul", attrs, ins, [y])

    def g_softmax(self):
        x = self.pick(lambda t: len(self.shp(t)) >= 1)
        if x is None:
            return None
        n = len(self.shp(x))
        ax = self.r.randrange(-n, n)
        attrs = {}
        if ax != 1 or self.r.random() < 0.5:
            attrs["axis"] = ("s64", ax)
        if self.r.random() < 0.3:
            attrs["mode"] = ("string", self.r.choice(["none", "inf_as_zero"]))
        y = self.new(self.dtype(x), self.shp(x))
        return self.op("SoftMax", attrs, [x], [y])

    def g_layernorm(self):
        r = self.r
        x = self.pick(lambda t: len(self.shp(t)) >= 1)
        if x is None:
            return None
        s = self.shp(x)
        n = len(s)
        ax = r.randrange(-n, n)
        axn = ax % n
        affine = r.random() < 0.6
        stats = r.random() < 0.4
        dt = self.dtype(x)
        attrs = {}
        if ax != -1 or r.random() < 0.5:
            attrs["begin_norm_axis"] = ("s64", ax)
        if not affine or r.random() < 0.5:
            attrs["use_affine"] = ("bool", int(affine))
        if not stats or r.random() < 0.5:
            attrs["keep_stats"] = ("bool", int(stats))
        if r.random() < 0.7:
            attrs["epsilon"] = ("f32", r.choice([1e-5, 1e-3, 0.1, 1e-6]))
        ins = [x]
        if affine:
            gdt = r.choice([dt, "f32"])
            ins += [self.inp(gdt, s[axn:]), self.inp(gdt, s[axn:])]
        outs = [self.new(dt, s)]
        if stats:
            sdt = "f32" if dt != "bf16" or r.random() < 0.5 else "bf16"
            outs += [self.new(sdt, s[:axn]), self.new(sdt, s[:axn])]
        return self.op("LayerNorm", attrs, ins, outs)

    def g_concat(self):
        r = self.r
        x = self.pick(lambda t: len(self.shp(t)) >= 1)
        if x is None:
            return None
        s = self.shp(x)
        if 0 in s:
            return None
        n = len(s)
        ax = r.randrange(-n, n)
        axn = ax % n
        dt = self.dtype(x)
        ins = [x]
        for _ in range(r.choice([1, 1, 2])):
            s2 = list(s)
            s2[axn] = r.choice([1, 2, 3])
            ins.append(self.find_or_new(dt, s2, 0.4))
        if r.random() < 0.4:
            r.shuffle(ins)
        out = list(s)
        out[axn] = sum(self.shp(t)[axn] for t in ins)
        if vol(out) > MAXVOL:
            return None
        y = self.new(dt, out)
        return self.op("Concat", {"axis": ("s64", ax)}, ins, [y])

    def g_select(self):
        r = self.r
        pair = self.broadcast_pair(0.4)
        if pair is None:
            return None
        a, b, sa, sb, so, dt = pair
        # condition: one-way broadcast to so
        sc = list(so)
        if sc and r.random() < 0.5:
            sc = sc[r.randint(0, len(sc)):]
        sc = [1 if r.random() < 0.3 else d for d in sc]
        if r.random() < 0.5:
            # from GreaterEqual of a float tensor and a new input
            p = self.pick(lambda t: self.shp(t) == sc) if r.random() < 0.5 else None
            if p is None:
                p = self.inp(dt, sc)
            q = self.inp(self.dtype(p), sc if r.random() < 0.7 else [1] * len(sc))
            c = self.new("boolean", sc)
            self.op("GreaterEqual", {}, [p, q] if r.random() < 0.5 else [q, p], [c])
        else:
            c = self.inp("boolean", sc)
        attrs = {}
        if sc == sa == sb and r.random() < 0.3:
            attrs["auto_broadcast"] = ("string", "none")
        ins = [c, a, b] if r.random() < 0.5 else [c, b, a]
        y = self.new(dt, so)
        return self.op("Select", attrs, ins, [y])

    def g_typecast(self):
        x = self.pick()
        d = self.dtype(x)
        if d == "f32":
            to = self.r.choice(["bf16", "f16"])
        elif self.r.random() < 0.85:
            to = "f32"
        else:
            to = "f16" if d == "bf16" else "bf16"
        y = self.new(to, self.shp(x))
        return self.op("TypeCast", {}, [x], [y])

    def g_reorder(self):
        x = self.pick()
        y = self.new(self.dtype(x), self.shp(x))
        return self.op("Reorder", {}, [x], [y])

    def g_intcast(self):
        x = self.pick()
        to = self.r.choice(["s32", "s8", "u8", "boolean"])
        y = self.new(to, self.shp(x))
        self.op("TypeCast", {}, [x], [y])
        if to != "boolean" and self.r.random() < 0.3:
            z = self.new(self.r.choice(["s32", "s8", "u8"]), self.shp(x))
            self.op("TypeCast", {}, [y], [z])
            y = z
        w = self.new(self.r.choice(FLOATS), self.shp(x))
        return self.op("TypeCast", {}, [y], [w])

    def g_genindex(self):
        x = self.pick(lambda t: len(self.shp(t)) >= 1)
        if x is None:
            return None
        s = self.shp(x)
        n = len(s)
        ax = self.r.randrange(-n, n)
        y = self.new("s32", s)
        self.op("GenIndex", {"axis": ("s64", ax)}, [x], [y])
        if self.r.random() < 0.5:
            w = self.new(self.r.choice(FLOATS), s)
            return self.op("TypeCast", {}, [y], [w])
        z = self.inp("s32", self.bshape(s)[-n:] if self.r.random() < 0.5 else [1] * n)
        try:
            import numpy as np
            so = list(np.broadcast_shapes(tuple(s), tuple(self.shp(z))))
        except ValueError:
            return None
        c = self.new("boolean", so)
        self.op("GreaterEqual", {}, [y, z] if self.r.random() < 0.5 else [z, y], [c])
        if so != s:
            return c
        a = x
        b = self.find_or_new(self.dtype(x), s, 0.3)
        out = self.new(self.dtype(x), s)
        return self.op("Select", {}, [c, a, b], [out])

    def g_prelu(self):
        r = self.r
        x = self.pick()
        s = self.shp(x)
        attrs = {}
        fmt = r.choice(["NXC", "NCX", None])
        if fmt:
            attrs["data_format"] = ("string", fmt)
        pcb = r.choice([True, False, None])
        if pcb is not None:
            attrs["per_channel_broadcast"] = ("bool", int(pcb))
        if (pcb is None or pcb) and fmt == "NCX" and len(s) >= 2 and r.random() < 0.6:
            sl = [r.choice([1, s[1]])]
        else:
            sl = list(s[r.randint(0, len(s)):]) if s else []
            sl = [1 if r.random() < 0.3 else d for d in sl]
            if fmt == "NCX" and (pcb is None or pcb) and len(sl) == 1 and len(s) >= 2:
                sl = [1]
        sp = self.inp(self.dtype(x), sl)
        y = self.new(self.dtype(x), s)
        return self.op("PReLU", attrs, [x, sp], [y])

    def g_batchnorm(self):
        r = self.r
        x = self.pick(lambda t: len(self.shp(t)) >= 2)
        if x is None:
            return None
        s = self.shp(x)
        fmt = r.choice(["NXC", "NCX", None])
        c = s[1] if fmt == "NCX" else s[-1]
        attrs = {"epsilon": ("f32", r.choice([1e-5, 0.1]))}
        if fmt:
            attrs["data_format"] = ("string", fmt)
        pdt = r.choice([self.dtype(x), "f32"])
        ins = [x] + [self.inp(pdt, [c]) for _ in range(4)]
        # variance: make it positive by squaring an input through Abs
        v = self.new(pdt, [c])
        self.op("Abs", {}, [ins[4]], [v])
        ins[4] = v
        y = self.new(self.dtype(x), s)
        return self.op("BatchNormInference", attrs, ins, [y])

    # ---- normalizations, pooling, convolution, empty concat operands
    def g_logsoftmax(self):
        x = self.pick(lambda t: len(self.shp(t)) >= 1)
        if x is None:
            return None
        n = len(self.shp(x))
        ax = self.r.randrange(-n, n)
        attrs = {}
        if ax != -1 or self.r.random() < 0.5:
            attrs["axis"] = ("s64", ax)
        y = self.new(self.dtype(x), self.shp(x))
        return self.op("LogSoftmax", attrs, [x], [y])

    def g_pow(self):
        r = self.r
        x = self.pick()
        beta = r.choice([2.0, 3.0, -1.0, 0.5, -0.5, 1.5, 0.0, -2.0, 2.5,
                         1.0 / 3, 4.0, -3.0, 1.0, 0.25, -1.5])
        y = self.new(self.dtype(x), self.shp(x))
        return self.op("Pow", {"beta": ("f32", beta)}, [x], [y])

    def chan_input(self, minrank=2, maxrank=5):
        """A float tensor of rank minrank..maxrank with no 0 extent in the
        channel dims, picked or new."""
        r = self.r
        x = self.pick(lambda t: minrank <= len(self.shp(t)) <= maxrank)
        if x is None or r.random() < 0.3:
            rank = r.randint(minrank, maxrank)
            s = self.shape(rank)
            x = self.inp(self.dt, s)
        return x

    def g_groupnorm(self):
        r = self.r
        x = self.chan_input(2, 5)
        s = self.shp(x)
        n = len(s)
        fmt = r.choice(["NXC", "NCX", None])
        ch = 1 if fmt == "NCX" else n - 1
        C = s[ch]
        if C == 0:
            return None
        groups = r.choice([g for g in range(1, C + 1) if C % g == 0])
        affine = r.random() < 0.6
        stats = r.random() < 0.4
        dt = self.dtype(x)
        attrs = {"groups": ("s64", groups)}
        if fmt:
            attrs["data_format"] = ("string", fmt)
        if not affine or r.random() < 0.5:
            attrs["use_affine"] = ("bool", int(affine))
        if not stats or r.random() < 0.5:
            attrs["keep_stats"] = ("bool", int(stats))
        if r.random() < 0.7:
            attrs["epsilon"] = ("f32", r.choice([1e-5, 1e-3, 0.1, 1e-2]))
        ins = [x]
        if affine:
            gdt = r.choice([dt, dt, "f32"])
            ins += [self.inp(gdt, [C]), self.inp(gdt, [C])]
        outs = [self.new(dt, s)]
        if stats:
            sdt = "f32" if dt != "bf16" or r.random() < 0.5 else "bf16"
            outs += [self.new(sdt, [s[0], groups]), self.new(sdt, [s[0], groups])]
        return self.op("GroupNorm", attrs, ins, outs)

    def g_biasadd(self):
        r = self.r
        x = self.chan_input(2, 5)
        s = self.shp(x)
        fmt = r.choice(["NXC", "NCX", None])
        ch = 1 if fmt == "NCX" else len(s) - 1
        attrs = {}
        if fmt:
            attrs["data_format"] = ("string", fmt)
        dt = self.dtype(x)
        b = self.find_or_new(dt, [s[ch]], 0.3)
        y = self.new(dt, s)
        return self.op("BiasAdd", attrs, [x, b], [y])

    def window(self, n, kind):
        """Kernel, stride, dilation, pads for one spatial dim of extent n;
        None when nothing fits."""
        r = self.r
        for _ in range(30):
            k = r.choice([1, 1, 2, 2, 3, 3, 4]) if kind != "Convolution" else r.choice([1, 1, 2, 3])
            d = r.choice([1, 1, 1, 2, 3]) if kind != "AvgPool" else 1
            st = r.choice([1, 1, 2, 2, 3])
            span = (k - 1) * d + 1

            def pad():
                v = r.random()
                if v < 0.35:
                    return 0
                if v < 0.7:  # negative: a crop
                    return -r.randint(1, 3)
                if kind == "Convolution":
                    return r.randint(1, span + 1)
                # pools: a pad under the window's span (no window wholly
                # in padding, as oneDNN asks of avg exclude_pad)
                return r.randint(1, span - 1) if span > 1 else 0
            pb, pe = pad(), pad()
            kept = n - max(-pb, 0) - max(-pe, 0)
            if kept < 0 or (kept == 0 and (kind != "Convolution" or r.random() < 0.8)):
                continue
            padded = n + pb + pe
            if padded < span:
                continue
            return k, st, d, pb, pe
        return None

    def g_pool_conv(self, kind):
        r = self.r
        dt0 = self.dt
        x = self.pick(lambda t: 3 <= len(self.shp(t)) <= 5 and 0 not in self.shp(t)
                      and vol(self.shp(t)) <= 600)
        if x is None or r.random() < 0.4:
            rank = r.choice([3, 3, 4, 4, 5])
            while True:
                s = [r.choice([1, 2, 3])] + [r.choice([1, 2, 3, 4, 5, 6, 7, 8]) for _ in range(rank - 1)]
                if vol(s) <= 600:
                    break
            x = self.inp(dt0, s)
        s = self.shp(x)
        n = len(s)
        fmt = r.choice(["NXC", "NCX", None])
        cl = fmt != "NCX"
        sp = s[1:-1] if cl else s[2:]
        C = s[-1] if cl else s[1]
        ks, sts, ds, pbs, pes = [], [], [], [], []
        for e in sp:
            w = self.window(e, kind)
            if w is None:
                return None
            k, st, d, pb, pe = w
            ks.append(k); sts.append(st); ds.append(d); pbs.append(pb); pes.append(pe)
        auto = None
        if r.random() < 0.1:
            auto = r.choice(["SAME_UPPER", "SAME_LOWER", "VALID", "None"])
            if auto in ("SAME_UPPER", "SAME_LOWER") and r.random() < 0.5:
                pbs = [0] * len(sp); pes = [0] * len(sp)
        attrs = {"strides": ("s64[]", sts), "pads_begin": ("s64[]", pbs),
                 "pads_end": ("s64[]", pes)}
        if kind != "Convolution":
            attrs["kernel"] = ("s64[]", ks)
        if kind == "MaxPool" and (any(d != 1 for d in ds) or r.random() < 0.3):
            attrs["dilations"] = ("s64[]", ds)
        if kind == "Convolution":
            attrs["dilations"] = ("s64[]", ds)
        ceil = kind != "Convolution" and r.random() < 0.35
        if ceil:
            attrs["rounding_type"] = ("string", "ceil")
        elif kind != "Convolution" and r.random() < 0.2:
            attrs["rounding_type"] = ("string", "floor")
        if auto:
            attrs["auto_pad"] = ("string", auto)
        if fmt:
            attrs["data_format"] = ("string", fmt)
        # output extents (the reference's rule)
        outs = []
        for i, e in enumerate(sp):
            span = (ks[i] - 1) * ds[i] + 1
            if auto in ("SAME_UPPER", "SAME_LOWER"):
                o = -(-e // sts[i])
                # oneDNN's split (C's division; negative pads crop).
                needed = (o - 1) * sts[i] + span - e
                same_pb = int((needed + 1 if auto == "SAME_LOWER" else needed) / 2)
                same_pe = needed - same_pb
                if needed >= span and kind == "AvgPool":
                    return None
            else:
                pb, pe = (0, 0) if auto == "VALID" else (pbs[i], pes[i])
                room = e + pb + pe - span
                if room < 0:
                    return None
                o = (-(-room // sts[i]) if ceil else room // sts[i]) + 1
                # oneDNN: no avg exclude_pad window wholly in padding
                extra = max((o - 1) * sts[i] + span - (e + pb + pe), 0)
                if kind != "Convolution" and (max(pb, 0) >= span or max(pe, 0) + extra >= span):
                    return None
                if kind == "AvgPool" and e - max(-pb, 0) - max(-pe, 0) == 0:
                    return None
            # no pool window wholly in padding (a dilated window can skip
            # the input): its -FLT_MAX then overflows f32 sums downstream
            if kind != "Convolution":
                if auto in ("SAME_UPPER", "SAME_LOWER"):
                    kept = e - max(-same_pb, 0) - max(-same_pe, 0)
                    b0 = max(same_pb, 0)
                else:
                    pb, pe = (0, 0) if auto == "VALID" else (pbs[i], pes[i])
                    kept = e - max(-pb, 0) - max(-pe, 0)
                    b0 = max(pb, 0)
                for oo in range(o):
                    st0 = oo * sts[i] - b0
                    if not any(0 <= st0 + j * ds[i] < kept for j in range(ks[i])):
                        return None
            outs.append(o)
        dt = self.dtype(x)
        ins = [x]
        if kind == "AvgPool":
            attrs["exclude_pad"] = ("bool", int(r.random() < 0.5))
            oc = C
        elif kind == "MaxPool":
            oc = C
        else:
            if C == 0:
                return None
            g = r.choice([d for d in range(1, C + 1) if C % d == 0]) if r.random() < 0.4 else 1
            ocg = r.choice([1, 2, 3])
            oc = g * ocg
            icg = C // g
            if g != 1 or r.random() < 0.3:
                attrs["groups"] = ("s64", g)
            wf = r.choice(["XIO", "OIX", None])
            if wf:
                attrs["weights_format" if r.random() < 0.8 else "filter_format"] = ("string", wf)
            wshape = ([oc, icg] + ks) if wf == "OIX" else (ks + [icg, oc])
            wdt = dt if r.random() < 0.8 else r.choice(FLOATS)
            ins.append(self.find_or_new(wdt, wshape, 0.2))
            if r.random() < 0.4:
                ins.append(self.inp(r.choice([dt, wdt, "f32"]), [oc]))
            work = vol(outs) * oc * vol(ks) * max(icg, 1) * s[0]
            if work > 200000:
                return None
        out = [s[0]] + ([] if cl else [oc]) + outs + ([oc] if cl else [])
        if vol(out) > MAXVOL:
            return None
        y = self.new(dt, out)
        return self.op(kind, attrs, ins, [y])

    def g_avgpool(self):
        return self.g_pool_conv("AvgPool")

    def g_maxpool(self):
        return self.g_pool_conv("MaxPool")

    def g_conv(self):
        return self.g_pool_conv("Convolution")

    def g_convtranspose(self):
        """ConvTranspose: explicit pads (which crop its output), output
        padding (a list of one value per spatial dim, or oneDNN's 12),
        auto_pad, groups, both weights formats, a bias."""
        r = self.r
        x = self.pick(lambda t: 3 <= len(self.shp(t)) <= 5 and 0 not in self.shp(t)
                      and vol(self.shp(t)) <= 300)
        if x is None or r.random() < 0.4:
            rank = r.choice([3, 3, 4, 4, 5])
            while True:
                s = [r.choice([1, 2])] + [r.choice([1, 2, 3, 4, 5]) for _ in range(rank - 1)]
                if vol(s) <= 300:
                    break
            x = self.inp(self.dt, s)
        s = self.shp(x)
        fmt = r.choice(["NXC", "NCX", None])
        cl = fmt != "NCX"
        sp = s[1:-1] if cl else s[2:]
        C = s[-1] if cl else s[1]
        auto = r.choice(["SAME_UPPER", "SAME_LOWER", "VALID", "None"]) if r.random() < 0.2 else None
        same = auto in ("SAME_UPPER", "SAME_LOWER")
        ks, sts, ds, pbs, pes, opad, outs = [], [], [], [], [], [], []
        for e in sp:
            k = r.choice([1, 2, 2, 3, 4])
            st = r.choice([1, 1, 2, 3])
            d = 1 if same else r.choice([1, 1, 2])
            reach = (k - 1) * d
            op = r.randint(0, max(st, d) - 1) if r.random() < 0.4 else 0
            pb = r.randint(0, reach + 2) if r.random() < 0.5 else 0
            pe = r.randint(0, reach + 2) if r.random() < 0.5 else 0
            ks.append(k); sts.append(st); ds.append(d); pbs.append(pb); pes.append(pe)
            opad.append(op)
            if auto == "VALID":
                pb = pe = 0
            elif same:
                needed = k - st
                pb = int((needed + 1 if auto == "SAME_LOWER" else needed) / 2)
                pe = needed - pb
            inserted = (e - 1) * st + 1
            out = inserted + reach + op - pb - pe
            front, back = reach - pb, reach + op - pe
            if out < 1 or inserted - max(-front, 0) - max(-back, 0) < 0:
                return None
            outs.append(out)
        attrs = {"strides": ("s64[]", sts), "pads_begin": ("s64[]", pbs),
                 "pads_end": ("s64[]", pes), "dilations": ("s64[]", ds)}
        if any(opad) or r.random() < 0.3:
            attrs["output_padding"] = ("s64[]", opad + ([0] * (12 - len(opad)) if r.random() < 0.5 else []))
        if auto:
            attrs["auto_pad"] = ("string", auto)
        if fmt:
            attrs["data_format"] = ("string", fmt)
        g = r.choice([d for d in range(1, C + 1) if C % d == 0]) if r.random() < 0.4 else 1
        ocg = r.choice([1, 2, 3])
        oc = g * ocg
        if g != 1 or r.random() < 0.3:
            attrs["groups"] = ("s64", g)
        wf = r.choice(["XOI", "IOX", None])
        if wf:
            attrs["weights_format"] = ("string", wf)
        dt = self.dtype(x)
        wshape = ([C, ocg] + ks) if wf == "IOX" else (ks + [ocg, C])
        ins = [x, self.find_or_new(dt, wshape, 0.2)]
        if r.random() < 0.4:
            ins.append(self.inp(dt, [oc]))
        if vol(outs) * oc * vol(ks) * (C // g) * s[0] > 200000:
            return None
        out = [s[0]] + ([] if cl else [oc]) + outs + ([oc] if cl else [])
        if vol(out) > MAXVOL:
            return None
        return self.op("ConvTranspose", attrs, ins, [self.new(dt, out)])

    def g_concat0(self):
        """Concat with 0-size operands: empty along the axis, or all
        operands empty in another dim."""
        r = self.r
        x = self.pick(lambda t: len(self.shp(t)) >= 1)
        if x is None or r.random() < 0.3:
            x = self.inp(self.dt, self.shape(r.randint(1, 4)))
        s = list(self.shp(x))
        n = len(s)
        ax = r.randrange(-n, n)
        axn = ax % n
        dt = self.dtype(x)
        mode = r.random()
        if mode < 0.5 or n == 1:
            # some operands empty along the axis
            ins = [x]
            for _ in range(r.choice([1, 1, 2, 3])):
                s2 = list(s)
                s2[axn] = r.choice([0, 0, 1, 2])
                ins.append(self.find_or_new(dt, s2, 0.3))
        else:
            # every operand has a 0 in another dim
            others = [i for i in range(n) if i != axn]
            z = r.choice(others)
            base = list(s)
            base[z] = 0
            ins = []
            for _ in range(r.choice([2, 2, 3])):
                s2 = list(base)
                s2[axn] = r.choice([0, 1, 2, 3])
                ins.append(self.find_or_new(dt, s2, 0.3))
            if 0 in s and all(self.shp(x)[i] == base[i] for i in range(n) if i != axn):
                ins.append(x)
        if r.random() < 0.5:
            r.shuffle(ins)
        out = list(self.shp(ins[0]))
        out[axn] = sum(self.shp(t)[axn] for t in ins)
        if vol(out) > MAXVOL:
            return None
        y = self.new(dt, out)
        return self.op("Concat", {"axis": ("s64", ax)}, ins, [y])

    GENS = {"StaticReshape": (g_reshape, 5), "DynamicReshape": (g_dynreshape, 3),
            "StaticTranspose": (g_transpose, 3),
            "Binary": (g_binary, 5), "Unary": (g_unary, 4), "Reduce": (g_reduce, 3),
            "MatMul": (g_matmul, 3), "SoftMax": (g_softmax, 2),
            "LayerNorm": (g_layernorm, 2), "Concat": (g_concat, 2),
            "Select": (g_select, 2), "TypeCast": (g_typecast, 2),
            "Reorder": (g_reorder, 1), "IntCast": (g_intcast, 1),
            "GenIndex": (g_genindex, 1), "PReLU": (g_prelu, 1),
            "BatchNorm": (g_batchnorm, 1),
            "LogSoftmax": (g_logsoftmax, 3), "Pow": (g_pow, 4),
            "GroupNorm": (g_groupnorm, 4), "BiasAdd": (g_biasadd, 3),
            "AvgPool": (g_avgpool, 5), "MaxPool": (g_maxpool, 5),
            "Convolution": (g_conv, 5), "ConvTranspose": (g_convtranspose, 4),
            "Concat0": (g_concat0, 3)}

    def build(self, nops=None):
        r = self.r
        for _ in range(r.choice([1, 1, 2])):
            self.inp(self.dt, self.shape())
        nops = nops or r.randint(2, 8)
        names = list(self.GENS) if not self.kinds else self.kinds
        weights = [self.GENS[k][1] for k in names]
        made = 0
        tries = 0
        while made < nops and tries < 200:
            tries += 1
            k = r.choices(names, weights)[0]
            if self.GENS[k][0](self) is not None:
                made += 1
        produced = {lt["id"] for o in self.ops for lt in o["outputs"]}
        consumed = {lt["id"] for o in self.ops for lt in o["inputs"]}
        dangling = sorted(produced - consumed)
        g = {"version": "3.8.0", "engine_kind": "cpu", "fpmath_mode": "strict"}
        if r.random() < 0.3:
            ins = sorted(consumed - produced)
            r.shuffle(ins)
            g["input_ports"] = ins
        extra = [t for t in sorted(produced & consumed) if r.random() < 0.2]
        if extra or r.random() < 0.7:
            outs = dangling + extra
            r.shuffle(outs)
            g["output_ports"] = outs
        g["graph"] = self.ops
        if self.input_values:
            g[INPUT_VALUES_KEY] = {str(t): v for t, v in self.input_values.items()}
        return g


def generate(seed, **kw):
    return Gen(seed, **kw).build()


if __name__ == "__main__":
    import sys
    kinds = sys.argv[2].split(",") if len(sys.argv) > 2 else None
    print(json.dumps(generate(int(sys.argv[1]), kinds=kinds), indent=1))
