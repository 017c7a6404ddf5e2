#!/usr/bin/env python3
"""Prints a function with a chain of reshapes for canonicalize-chain.mlir.

Usage: generate-chain.py N SEED

The chain starts from a 2x3x4x5 tensor and goes through N reshapes, a mix of
static_reshape and dynamic_reshape with a constant shape (arith.constant),
with -1 and special_zero zeros (which copy dims of the previous result, not
of the input). The last result type is written out; every other type is
inferred.
"""

import random
import sys

SHAPES = [
    [2, 3, 4, 5], [6, 20], [120], [2, 60], [4, 30], [10, 12], [2, 3, 20],
    [6, 4, 5], [3, 40], [5, 24], [2, 2, 30], [1, 120, 1], [4, 5, 6],
]


def target_for(current, wanted, rng):
    """A target that reshapes `current` to `wanted`, with a -1 and
    special_zero copies where they fit."""
    values = list(wanted)
    special_zero = False
    for i, extent in enumerate(wanted):
        if i < len(current) and current[i] == extent and rng.random() < 0.5:
            values[i] = 0
            special_zero = True
    free = [i for i, v in enumerate(values) if v != 0]
    if free and rng.random() < 0.7:
        values[rng.choice(free)] = -1
    return values, special_zero


def main():
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    current = SHAPES[0]
    lines = []
    value = "%x"
    for k in range(n):
        wanted = rng.choice([s for s in SHAPES if s != current])
        values, special_zero = target_for(current, wanted, rng)
        sz = "true" if special_zero else "false"
        in_type = "tensor<%sxf32>" % "x".join(map(str, current))
        result = "%%r%d" % k
        if rng.random() < 0.5:
            lines.append("  %s = reshape.static_reshape %s [%s] special_zero = %s : %s"
                         % (result, value, ", ".join(map(str, values)), sz, in_type))
        else:
            shape = "%%s%d" % k
            lines.append("  %s = arith.constant dense<[%s]> : tensor<%dxi64>"
                         % (shape, ", ".join(map(str, values)), len(values)))
            lines.append("  %s = reshape.dynamic_reshape %s, %s special_zero = %s : %s, tensor<%dxi64> -> tensor<%s>"
                         % (result, value, shape, sz, in_type, len(values),
                            "x".join(["?"] * len(values)) + "xf32"))
            # Later ops read the dynamic result through a cast to its shape.
            cast = "%%c%d" % k
            lines.append("  %s = tensor.cast %s : tensor<%sxf32> to tensor<%sxf32>"
                         % (cast, result, "x".join(["?"] * len(values)),
                            "x".join(map(str, wanted))))
            result = cast
        value, current = result, wanted
    out_type = "tensor<%sxf32>" % "x".join(map(str, current))
    print("func.func @chain(%%x: tensor<2x3x4x5xf32>) -> %s {" % out_type)
    print("\n".join(lines))
    print("  return %s : %s" % (value, out_type))
    print("}")
    # The expected final shape, for FileCheck.
    print("// FINAL: %s" % "x".join(map(str, current)))


if __name__ == "__main__":
    main()
