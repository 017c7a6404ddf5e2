#!/usr/bin/env python3
"""Generates the modules of the compile-time benchmarks (bench/bench.py).

Usage: generate-graph.py KIND N

KIND is one of
  static           N/10 functions of 10 distinct static_reshape each
  dynamic          N/10 functions of 10 dynamic_reshape each, every one with
                   its own shape operand
  chain-static     one function, a chain of N static_reshape (foldable)
  chain-dynamic    one function, a chain of N dynamic_reshape, each with its
                   own runtime shape (its input's dims swapped: cannot fold)
  wide-target      one dynamic_reshape of an unranked input by a shape of N
                   values (ours only)
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


def reshape_op(value, result, src, kind, reassoc, dst, upstream):
    """One reshape of src to dst: ours, or upstream's op for the group
    reassociation `reassoc`."""
    if not upstream:
        return "  %s = reshape.static_reshape %s [%s] special_zero = false : %s" % (
            result, value, ", ".join(map(str, dst)), ty(src))
    r = str(reassoc).replace(" ", "")
    if kind == "collapse":
        return "  %s = tensor.collapse_shape %s %s : %s into %s" % (
            result, value, r, ty(src), ty(dst))
    return "  %s = tensor.expand_shape %s %s output_shape [%s] : %s into %s" % (
        result, value, r, ", ".join(map(str, dst)), ty(src), ty(dst))


def static_op(value, result, k, upstream):
    src, kind, reassoc, dst = CYCLE[k % len(CYCLE)]
    return reshape_op(value, result, src, kind, reassoc, dst, upstream)


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


# Ten distinct static reshapes of a 2x3x4x5 input, each one upstream
# collapse_shape or expand_shape: (target, kind, reassociation).
STATIC_TARGETS = [
    ([6, 20], "collapse", [[0, 1], [2, 3]]),
    ([120], "collapse", [[0, 1, 2, 3]]),
    ([2, 60], "collapse", [[0], [1, 2, 3]]),
    ([24, 5], "collapse", [[0, 1, 2], [3]]),
    ([6, 4, 5], "collapse", [[0, 1], [2], [3]]),
    ([2, 12, 5], "collapse", [[0], [1, 2], [3]]),
    ([2, 3, 20], "collapse", [[0], [1], [2, 3]]),
    ([2, 3, 2, 2, 5], "expand", [[0], [1], [2, 3], [4]]),
    ([2, 3, 4, 1, 5], "expand", [[0], [1], [2, 3], [4]]),
    ([1, 2, 3, 4, 5], "expand", [[0, 1], [2], [3], [4]]),
]


def static_target_op(value, result, k, upstream):
    dst, kind, reassoc = STATIC_TARGETS[k]
    return reshape_op(value, result, [2, 3, 4, 5], kind, reassoc, dst,
                      upstream)


def independent_static(n, upstream):
    for f in range(max(1, n // 10)):
        types = [ty(t) for t, _, _ in STATIC_TARGETS]
        print("func.func @f%d(%%x: %s) -> (%s) {" % (
            f, ty([2, 3, 4, 5]), ", ".join(types)))
        for k in range(10):
            print(static_target_op("%x", "%%a%d" % k, k, upstream))
        print("  return %s : %s" % (
            ", ".join("%%a%d" % k for k in range(10)), ", ".join(types)))
        print("}")


def independent_dynamic(n, upstream):
    # Each op has its own shape operand: the ops are distinct (equal
    # upstream tensor.reshape ops would fold into one by CSE).
    shape_type = "tensor<2xindex>" if upstream else "tensor<2xi32>"
    for f in range(max(1, n // 10)):
        print("func.func @f%d(%%d: tensor<?x?xf32>, %s) -> (%s) {" % (
            f, ", ".join("%%s%d: %s" % (k, shape_type) for k in range(10)),
            ", ".join(["tensor<?x?xf32>"] * 10)))
        for k in range(10):
            print(dynamic_op("%d", "%%s%d" % k, "%%b%d" % k, upstream))
        print("  return %s : %s" % (
            ", ".join("%%b%d" % k for k in range(10)),
            ", ".join(["tensor<?x?xf32>"] * 10)))
        print("}")


def wide_target(n, upstream):
    # One dynamic_reshape whose shape has n values: the lowering must be
    # linear in n. (No upstream equivalent: upstream resolves nothing.)
    print("func.func @wide(%%x: tensor<*xf32>, %%s: tensor<%dxi64>) -> tensor<*xf32> {" % n)
    print("  %%0 = reshape.dynamic_reshape %%x, %%s special_zero = true"
          " : tensor<*xf32>, tensor<%dxi64>" % n)
    print("  %%1 = tensor.cast %%0 : tensor<%s> to tensor<*xf32>" % "x".join(["?"] * n + ["f32"]))
    print("  return %1 : tensor<*xf32>")
    print("}")


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    upstream = kind.startswith("upstream-")
    kind = kind.removeprefix("upstream-")
    {"chain-static": chain_static, "chain-dynamic": chain_dynamic,
     "static": independent_static, "dynamic": independent_dynamic,
     "wide-target": wide_target}[kind](n, upstream)


if __name__ == "__main__":
    main()
