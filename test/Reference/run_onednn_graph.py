#!/usr/bin/env python3
#===- run_onednn_graph.py - Import, compile, run, compare ----------------===#
#
# Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
# Exceptions. See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===----------------------------------------------------------------------===#
#
# Runs one oneDNN Graph file end to end and checks it against the NumPy
# reference of onednn_graph.py:
#   1. random inputs (fixed seed) written as .npy files,
#   2. reshape-translate --import-onednn-graph (with the knobs),
#   3. reshape-run on the inputs, writing the outputs as .npy files,
#   4. the reference evaluates the same graph on the same inputs; every
#      output must agree within the tolerance of its data type.
# Prints the imported reshape ops and one line per output; exits 1 on a
# mismatch.
#
#===----------------------------------------------------------------------===#

import argparse
import os
import re
import subprocess
import sys

import numpy as np

# No __pycache__ in the source tree.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import onednn_graph  # noqa: E402


def random_input(rng, dtype, shape):
    if dtype in ("f32", "f16", "bf16"):
        # Magnitudes in [0.25, 1) with a random sign: no near-zero divisor.
        values = rng.uniform(0.25, 1.0, shape) * rng.choice([-1.0, 1.0], shape)
        return onednn_graph.from_float64(values, dtype)
    if dtype == "boolean":
        return rng.integers(0, 2, shape).astype(np.bool_)
    info = np.iinfo(onednn_graph.NUMPY_TYPES[dtype])
    low, high = max(info.min, -1000), min(info.max, 1000)
    return rng.integers(low, high + 1, shape).astype(onednn_graph.NUMPY_TYPES[dtype])


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("graph")
    parser.add_argument("--build", required=True, help="the build directory")
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--in-shapes", default="")
    parser.add_argument("--op-attrs", default="")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-shape", action="append", default=[],
                        help="ID:SHAPE, the shape of the data of an input "
                             "whose declared shape has unknown dims")
    parser.add_argument("--input-values", action="append", default=[],
                        help="ID:V,V,..., the data of a 1-D integer input "
                             "(the target of a DynamicReshape, with -1 and "
                             "0s): by default a DynamicReshape's target is "
                             "its declared output shape")
    parser.add_argument("--neg-inf", type=int, action="append", default=[],
                        help="an input whose first row along dim 0 is all "
                             "-inf (and a tenth of the rest): exercises "
                             "SoftMax's inf_as_zero")
    args = parser.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    tools = os.path.join(args.build, "bin")

    graph = onednn_graph.Graph(args.graph)
    graph.apply_knobs(args.in_shapes, args.op_attrs)

    # Import.
    mlir = os.path.join(args.workdir, "graph.mlir")
    command = [os.path.join(tools, "reshape-translate"), "--import-onednn-graph",
               args.graph, "-o", mlir]
    if args.in_shapes:
        command.append("--in-shapes=" + args.in_shapes)
    if args.op_attrs:
        command.append("--op-attrs=" + args.op_attrs)
    if subprocess.run(command).returncode != 0:
        # reshape-translate printed why.
        print("run_onednn_graph: the import of %s failed" % args.graph,
              file=sys.stderr)
        return 1
    with open(mlir) as f:
        text = f.read()
    for line in text.splitlines():
        match = re.search(r"reshape\.(static|dynamic)_reshape .*", line)
        if match:
            print("imported:", match.group(0))

    # The function's arguments and results name their logical tensors.
    signature = re.search(r"func\.func @\w+\((.*)\) -> \(?(.*?)\)? attributes", text)
    arg_ids = [int(i) for i in re.findall(r"onednn\.tensor_id = (\d+)", signature.group(1))]
    result_ids = [int(i) for i in re.findall(r"onednn\.tensor_id = (\d+)", signature.group(2))]

    # Inputs: random data of the declared (or rewritten) shapes; the shape
    # operand of a DynamicReshape gets its declared output shape.
    data_shapes = {}
    for item in args.data_shape:
        tensor, shape = item.split(":")
        data_shapes[int(tensor)] = [int(d) for d in shape.split("x")]
    rng = np.random.default_rng(args.seed)
    targets = {op["inputs"][1]["id"]: op["outputs"][0]["shape"]
               for op in graph.ops if op["kind"] == "DynamicReshape"}
    for item in args.input_values:
        tensor, values = item.split(":")
        targets[int(tensor)] = [int(v) for v in values.split(",") if v]
    inputs, run = {}, [os.path.join(tools, "reshape-run"), mlir]
    for tensor in arg_ids:
        dtype = graph.dtype(tensor)
        shape = data_shapes.get(tensor, graph.shape(tensor))
        if tensor in targets:
            data = np.array(targets[tensor], dtype=onednn_graph.NUMPY_TYPES[dtype])
        else:
            data = random_input(rng, dtype, shape)
        if tensor in args.neg_inf:
            # bf16 data are raw bits: -inf is 0xFF80.
            neg_inf = (onednn_graph.float_to_bf16(np.float32(-np.inf))
                       if dtype == "bf16" else -np.inf)
            flat = data.reshape(-1)
            flat[rng.random(flat.size) < 0.1] = neg_inf
            if data.ndim:
                data[0] = neg_inf
        inputs[tensor] = data
        path = os.path.join(args.workdir, "input-%d.npy" % tensor)
        np.save(path, data)
        run.append("--input=@" + path)
    for tensor in result_ids:
        run.append("--output=@" + os.path.join(args.workdir, "output-%d.npy" % tensor))
    result = subprocess.run(run, capture_output=True, text=True)
    sys.stderr.write(result.stderr)
    if result.returncode != 0:
        print("reshape-run failed with status %d" % result.returncode)
        return 1

    want = graph.evaluate(inputs)
    status = 0
    for tensor in result_ids:
        got = np.load(os.path.join(args.workdir, "output-%d.npy" % tensor))
        dtype = graph.dtype(tensor)
        error, ok = onednn_graph.compare(got, want[tensor], dtype)
        shape = "x".join(map(str, got.shape)) or "[]"
        print("output tensor %d: %s %s, max error %.3g vs the NumPy reference: %s"
              % (tensor, shape, dtype, error, "ok" if ok else "MISMATCH"))
        status |= not ok
    return status


if __name__ == "__main__":
    sys.exit(main())
