#!/usr/bin/env python3
"""Generates the modules of the scaling benchmark (bench/run-scaling.sh).

Usage: generate-graph.py KIND N

KIND is one of
  chain-static     one function, a chain of N static_reshape (foldable)
  chain-dynamic    one function, a chain of N dynamic_reshape, each with its
                   own runtime shape (its input's dims swapped: cannot fold)
  independent      N/10 functions of 10 independent reshapes each, half
                   static_reshape, half dynamic_reshape
and the same with the prefix upstream- for the equivalent module of upstream
ops (tensor.collapse_shape / expand_shape for static reshapes,
tensor.reshape with an index shape for dynamic ones).
"""

import sys

# A cycle of static shapes of 120 elements, and the reassociation that goes
# from each to the next with one upstream op.
CYCLE = [
    ([2, 3, 4, 5], "collapse", [[0, 1], [2, 3]], [6, 20]),
    ([6, 20], "expand", [[0], [1, 2]], [6, 4, 5]),
    ([6, 4, 5], "collapse", [[0, 1, 2]], [120]),
    ([120], "expand", [[0, 1, 2, 3]], [2, 3, 4, 5]),
]


def ty(dims):
    return "tensor<%sxf32>" % "x".join(map(str, dims))


def static_op(value, result, k, upstream):
    src, kind, reassoc, dst = CYCLE[k % len(CYCLE)]
    if not upstream:
        target = ", ".join(map(str, dst))
        return "  %s = reshape.static_reshape %s [%s] special_zero = false : %s" % (
            result, value, target, ty(src))
    r = str(reassoc).replace(" ", "")
    if kind == "collapse":
        return "  %s = tensor.collapse_shape %s %s : %s into %s" % (
            result, value, r, ty(src), ty(dst))
    return "  %s = tensor.expand_shape %s %s output_shape [%s] : %s into %s" % (
        result, value, r, ", ".join(map(str, dst)), ty(src), ty(dst))


def dynamic_op(value, shape, result, upstream):
    if not upstream:
        return ("  %s = reshape.dynamic_reshape %s, %s special_zero = true"
                " : tensor<?x?xf32>, tensor<2xi32>" % (result, value, shape))
    return ("  %s = tensor.reshape %s(%s) : (tensor<?x?xf32>, tensor<2xindex>)"
            " -> tensor<?x?xf32>" % (result, value, shape))


def chain_static(n, upstream):
    print("func.func @chain(%%x: %s) -> %s {" % (ty(CYCLE[0][0]), ty(CYCLE[n % 4][0])))
    value = "%x"
    for k in range(n):
        print(static_op(value, "%%r%d" % k, k, upstream))
        value = "%%r%d" % k
    print("  return %s : %s" % (value, ty(CYCLE[n % 4][0])))
    print("}")


def chain_dynamic(n, upstream):
    # Step k reshapes to its input's dims swapped, a shape computed at run
    # time. Shapes read from arguments would measure two quadratic stages
    # of upstream MLIR instead of ours: func-to-llvm is quadratic in the
    # number of memref arguments (10k take 4.5 s), One-Shot Bufferize in the
    # number of reads of one tensor (10k tensor.extract take 9 s).
    elem = "index" if upstream else "i32"
    print("func.func @chain(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {")
    print("  %c0 = arith.constant 0 : index")
    print("  %c1 = arith.constant 1 : index")
    value = "%x"
    for k in range(n):
        dims = []
        for j in range(2):
            print("  %%d%d_%d = tensor.dim %s, %%c%d : tensor<?x?xf32>" % (k, j, value, j))
            dims.append("%%d%d_%d" % (k, j))
            if not upstream:
                print("  %%i%d_%d = arith.index_cast %%d%d_%d : index to i32" % (k, j, k, j))
                dims[-1] = "%%i%d_%d" % (k, j)
        print("  %%s%d = tensor.from_elements %s, %s : tensor<2x%s>"
              % (k, dims[1], dims[0], elem))
        print(dynamic_op(value, "%%s%d" % k, "%%r%d" % k, upstream))
        value = "%%r%d" % k
    print("  return %s : tensor<?x?xf32>" % value)
    print("}")


def independent(n, upstream):
    shape_type = "tensor<2xindex>" if upstream else "tensor<2xi32>"
    for f in range(max(1, n // 10)):
        print("func.func @f%d(%%x: %s, %%d: tensor<?x?xf32>, %%s: %s) -> (%s) {" % (
            f, ty(CYCLE[0][0]), shape_type,
            ", ".join([ty(CYCLE[1][0])] * 5 + ["tensor<?x?xf32>"] * 5)))
        results = []
        for k in range(5):
            print(static_op("%x", "%%a%d" % k, 0, upstream))
            results.append("%%a%d" % k)
        for k in range(5):
            print(dynamic_op("%d", "%s", "%%b%d" % k, upstream))
            results.append("%%b%d" % k)
        print("  return %s : %s" % (", ".join(results), ", ".join(
            [ty(CYCLE[1][0])] * 5 + ["tensor<?x?xf32>"] * 5)))
        print("}")


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    upstream = kind.startswith("upstream-")
    kind = kind.removeprefix("upstream-")
    {"chain-static": chain_static, "chain-dynamic": chain_dynamic,
     "independent": independent}[kind](n, upstream)


if __name__ == "__main__":
    main()
