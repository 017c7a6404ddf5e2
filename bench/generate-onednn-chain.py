#!/usr/bin/env python3
"""Writes a oneDNN Graph JSON file (benchdnn's format) of the graph-scale
benchmarks (bench/bench.py).

Usage: generate-onednn-chain.py N SCALE

One chain of N ops: StaticReshape and ReLU in turn, through f32 tensors of
24 x SCALE^2 elements in a cycle of shapes (4S x 6S, 24S^2, 2S x 12S,
6S x 4S). What an imported model is to the pipeline: one function of
straight-line ops, each writing a new tensor.
"""

import json
import sys


def logical_tensor(tid, shape):
    strides = [1] * len(shape)
    for k in range(len(shape) - 2, -1, -1):
        strides[k] = strides[k + 1] * shape[k + 1]
    return {"id": tid, "dtype": "f32", "shape": shape, "stride": strides,
            "layout_type": "strided", "property_type": "undef"}


def main():
    n, s = int(sys.argv[1]), int(sys.argv[2])
    shapes = [[4 * s, 6 * s], [24 * s * s], [2 * s, 12 * s], [6 * s, 4 * s]]
    ops = []
    shape = shapes[0]
    for k in range(n):
        if k % 2 == 0:
            target = shapes[(k // 2 + 1) % len(shapes)]
            ops.append({"id": k, "name": "reshape%d" % k,
                        "kind": "StaticReshape",
                        "attrs": {"special_zero": {"type": "bool", "value": 0},
                                  "shape": {"type": "s64[]",
                                            "value": target}},
                        "inputs": [logical_tensor(k, shape)],
                        "outputs": [logical_tensor(k + 1, target)]})
            shape = target
        else:
            ops.append({"id": k, "name": "relu%d" % k, "kind": "ReLU",
                        "attrs": {}, "inputs": [logical_tensor(k, shape)],
                        "outputs": [logical_tensor(k + 1, shape)]})
    json.dump({"version": "3.3.0", "engine_kind": "cpu",
               "fpmath_mode": "strict", "input_ports": [0],
               "output_ports": [n], "graph": ops}, sys.stdout)


if __name__ == "__main__":
    main()
