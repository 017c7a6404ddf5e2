#!/usr/bin/env python3
"""Differential test of the compiled code.

Generates random (input shape, target, special_zero) cases, valid and
invalid, for both ops: static_reshape on static inputs and on inputs whose
dims arrive at run time, dynamic_reshape with i8/i32/i64/index shapes whose
values arrive at run time. Every case is checked against a reference written
here from docs/Rules.md (Python integers: no overflow of its own):

  - a case the verifier rejects must be invalid by the reference, and the
    diagnostic must name a rule the reference finds violated;
  - every case that verifies is compiled with reshape-to-llvm, mlir-translate
    and clang into one native program, and run on its own (a process per
    case, the runtime values on the command line): a valid case must print
    the reference's shape and the input's data (0, 1, 2, ... in row-major
    order); an invalid one must exit with status 1, print nothing on stdout
    and name, on stderr, a rule the reference finds violated;
  - a case the pipeline refuses with its documented refusal (a result type
    whose row-major strides overflow 64 bits has no memref) ends there.

Usage:
  differential.py --build BUILD_DIR [--llvm LLVM_PREFIX] [--cc CC]
                  [--cases N] [--batch N] [--seed S] [--workdir DIR] [--jobs J]
                  [--classes]

--cases N cases in batches of --batch (one program per batch). Prints a
summary per rule and exits non-zero on the first batch with a mismatch,
after listing every mismatch of that batch.

--classes runs, instead of random cases, every dynamic_reshape target of 1
to 3 values from CLASS_VALUES (below -1, -1, 0, 1 and more, 2^32 whose
products overflow) on inputs of CLASS_INPUTS, with and without
special_zero: each branch of the shape resolution function, which splits
on the classes of the values.
"""

import argparse
import collections
import concurrent.futures
import itertools
import math
import os
import random
import re
import subprocess
import sys
import tempfile

MAX = 2**63 - 1
MAX_VOLUME = 4096

# ---------------------------------------------------------------------------
# The reference (docs/Rules.md R2-R5, R8, R9 for concrete input dims)
# ---------------------------------------------------------------------------


def overflows(factors):
    """An exact product past INT64_MAX; a zero factor makes it 0."""
    if 0 in factors:
        return False
    return math.prod(factors) > MAX


def reference(dims, target, sz):
    """("ok", result dims) or ("error", violated rules of the first stage)."""
    n, rank = len(target), len(dims)
    violated = set()
    minus_ones = [i for i, v in enumerate(target) if v == -1]
    for i, v in enumerate(target):
        if v < -1:
            violated.add("R2")
        if v == 0 and sz and i >= rank:
            violated.add("R3")
    if len(minus_ones) > 1:
        violated.add("R2")
    if len(minus_ones) == 1 and not sz and 0 in target:
        violated.add("R4")
    if violated:
        return "error", violated

    def copies(i):
        return sz and i < n and target[i] == 0

    out = [dims[i] if copies(i) else v for i, v in enumerate(target)]
    if minus_ones:
        positive = [v for v in target if v > 0]
        if overflows(positive):
            return "error", {"R8"}
        kept = [d for j, d in enumerate(dims) if not copies(j)]
        if overflows(kept):
            return "error", {"R8"}
        p_out, p_in = math.prod(positive), math.prod(kept)
        if p_in % p_out:
            return "error", {"R4"}
        out[minus_ones[0]] = p_in // p_out
        return "ok", out
    if overflows(dims) or overflows(out):
        return "error", {"R8"}
    if math.prod(out) != math.prod(dims):
        return "error", {"R9" if n == 0 else "R5"}
    return "ok", out


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------

HUGE = [2**31, 2**32, 2**62, MAX, 3037000500, 4294967295]
SHAPE_TYPES = {"i8": (-128, 127), "i32": (-2**31, 2**31 - 1),
               "i64": (-2**63, MAX), "index": (-2**63, MAX)}


# --classes: the values of the targets, and the input dims (all passed at
# run time).
CLASS_VALUES = [-2, -1, 0, 1, 2, 6, 2**32]
CLASS_INPUTS = [[2, 3], [0, 3], [2, 2, 3]]


class Case:
    @classmethod
    def explicit(cls, index, dims, sz, target):
        """A dynamic_reshape of `dims` (all at run time) by i64 values."""
        case = cls.__new__(cls)
        case.index = index
        case.dynamic_op = True
        case.dims = dims
        case.runtime_dims = [True] * len(dims)
        case.unranked = False
        case.sz = sz
        case.target = target
        case.shape_type = "i64"
        case.expected = reference(dims, target, sz)
        return case

    def __init__(self, rng, index):
        self.index = index
        self.dynamic_op = rng.random() < 0.5
        self.dims = self.input_dims(rng)
        # Input dims passed at run time (`?` in the type).
        self.runtime_dims = [rng.random() < 0.4 for _ in self.dims]
        if not self.dynamic_op and rng.random() < 0.4:
            self.runtime_dims = [False] * len(self.dims)
        # The input reaches the op as an unranked tensor.
        self.unranked = rng.random() < 0.1
        self.sz = rng.random() < 0.5
        self.target = self.make_target(rng)
        self.shape_type = None
        if self.dynamic_op:
            fitting = [t for t, (lo, hi) in SHAPE_TYPES.items()
                       if all(lo <= v <= hi for v in self.target)]
            self.shape_type = rng.choice(fitting)
        self.expected = reference(self.dims, self.target, self.sz)

    @staticmethod
    def input_dims(rng):
        while True:
            dims = [rng.choice([0, 1, 1, 2, 2, 3, 3, 4, 5, 6])
                    if rng.random() < 0.95 else 0
                    for _ in range(rng.randint(0, 4))]
            if math.prod(dims) <= MAX_VOLUME:
                return dims

    def make_target(self, rng):
        def value():
            r = rng.random()
            if r < 0.03:
                return rng.choice(HUGE)
            if r < 0.20:
                return rng.randint(-3, 0)
            return rng.randint(1, 6)

        if rng.random() < 0.35:
            return [value() for _ in range(rng.randint(0, 4))]
        # Regroup the input dims, then sprinkle -1, 0 and off-by-ones.
        target = []
        for d in self.dims:
            if target and rng.random() < 0.4:
                target[-1] *= d
            else:
                target.append(d)
        if rng.random() < 0.2:
            target.insert(rng.randint(0, len(target)), 1)
        if target and rng.random() < 0.5:
            target[rng.randrange(len(target))] = -1
        if target and rng.random() < 0.35:
            target[rng.randrange(len(target))] = 0
        if target and rng.random() < 0.08:
            target[rng.randrange(len(target))] = -1
        if target and rng.random() < 0.08:
            target[rng.randrange(len(target))] += rng.choice([-1, 1])
        if rng.random() < 0.03:
            target.append(rng.choice(HUGE))
        return target

    @property
    def op_name(self):
        return ("reshape.dynamic_reshape" if self.dynamic_op
                else "reshape.static_reshape")

    def describe(self):
        dims = "x".join("%s%d" % ("?" if r else "", d)
                        for d, r in zip(self.dims, self.runtime_dims))
        return "%s input %s%s target %s special_zero=%s%s" % (
            self.op_name, dims or "(rank 0)",
            " (as unranked)" if self.unranked else "", self.target, self.sz,
            " shape %s" % self.shape_type if self.shape_type else "")

    # The function of this case: its arguments are the runtime input dims,
    # then (dynamic_reshape) the target values, all i64.
    def runtime_args(self):
        args = [d for d, r in zip(self.dims, self.runtime_dims) if r]
        if self.dynamic_op:
            args += self.target
        return args

    def mlir(self):
        name = "case_%d" % self.index
        in_type = "tensor<%sf32>" % "".join(
            ("?" if r else str(d)) + "x" for d, r in zip(self.dims,
                                                          self.runtime_dims))
        out_type = "tensor<%sf32>" % ("?x" * len(self.target))
        params = []
        lines = []
        dyn_dims = []
        for j, (d, r) in enumerate(zip(self.dims, self.runtime_dims)):
            if r:
                params.append("%%d%d: i64" % j)
                lines.append("  %%dim%d = arith.index_cast %%d%d : i64 to index"
                             % (j, j))
                dyn_dims.append("%%dim%d" % j)
        if self.dynamic_op:
            for i in range(len(self.target)):
                params.append("%%v%d: i64" % i)
        lines.append("  %x = tensor.generate " + ", ".join(dyn_dims) + " {")
        ivs = ["%%i%d" % j for j in range(len(self.dims))]
        if ivs:
            lines.append("  ^bb0(%s):" % ", ".join(iv + ": index" for iv in ivs))
        # The row-major linear index, as f32.
        lines.append("    %lin0 = arith.constant 0 : index")
        for j, iv in enumerate(ivs):
            extent = ("%%dim%d" % j if self.runtime_dims[j]
                      else "%%ext%d" % j)
            if not self.runtime_dims[j]:
                lines.append("    %%ext%d = arith.constant %d : index"
                             % (j, self.dims[j]))
            lines.append("    %%mul%d = arith.muli %%lin%d, %s : index"
                         % (j, j, extent))
            lines.append("    %%lin%d = arith.addi %%mul%d, %s : index"
                         % (j + 1, j, iv))
        last = "%%lin%d" % len(ivs)
        lines.append("    %%int = arith.index_cast %s : index to i64" % last)
        lines.append("    %f = arith.sitofp %int : i64 to f32")
        lines.append("    tensor.yield %f : f32")
        lines.append("  } : %s" % in_type)
        sz = "true" if self.sz else "false"
        x = "%x"
        if self.unranked:
            lines.append("  %%xu = tensor.cast %%x : %s to tensor<*xf32>"
                         % in_type)
            x, in_type = "%xu", "tensor<*xf32>"
        if self.dynamic_op:
            elements = []
            for i in range(len(self.target)):
                if self.shape_type == "index":
                    lines.append("  %%e%d = arith.index_cast %%v%d : i64 to index"
                                 % (i, i))
                elif self.shape_type == "i64":
                    elements.append("%%v%d" % i)
                    continue
                else:
                    lines.append("  %%e%d = arith.trunci %%v%d : i64 to %s"
                                 % (i, i, self.shape_type))
                elements.append("%%e%d" % i)
            shape_type = "tensor<%dx%s>" % (len(self.target), self.shape_type)
            lines.append("  %%s = tensor.from_elements %s : %s"
                         % (", ".join(elements), shape_type))
            lines.append("  %%r = reshape.dynamic_reshape %s, %%s special_zero = "
                         "%s : %s, %s -> %s" % (x, sz, in_type, shape_type,
                                                out_type))
        else:
            lines.append("  %%r = reshape.static_reshape %s [%s] special_zero = "
                         "%s : %s -> %s" % (x, ", ".join(map(str, self.target)),
                                            sz, in_type, out_type))
        # The result goes to an external function, so that it is used even
        # when empty (an unused reshape is dead code, its checks with it).
        # Then the result dims on one line, and the data unless it is empty
        # (printMemrefF32 reads past an empty memref).
        lines.append("  %%kept = tensor.cast %%r : %s to tensor<*xf32>" % out_type)
        lines.append("  call @keep(%kept) : (tensor<*xf32>) -> ()")
        lines.append("  %vol0 = arith.constant 1 : index")
        for i in range(len(self.target)):
            lines.append("  %%c%d = arith.constant %d : index" % (i, i))
            lines.append("  %%rd%d = tensor.dim %%r, %%c%d : %s" % (i, i, out_type))
            lines.append("  %%rd%d_i64 = arith.index_cast %%rd%d : index to i64"
                         % (i, i))
            lines.append("  call @printI64(%%rd%d_i64) : (i64) -> ()" % i)
            lines.append("  call @printComma() : () -> ()")
            lines.append("  %%vol%d = arith.muli %%vol%d, %%rd%d : index"
                         % (i + 1, i, i))
        lines.append("  call @printNewline() : () -> ()")
        lines.append("  %zero = arith.constant 0 : index")
        lines.append("  %%nonempty = arith.cmpi ne, %%vol%d, %%zero : index"
                     % len(self.target))
        lines.append("  scf.if %nonempty {")
        lines.append("    %%u = tensor.cast %%r : %s to tensor<*xf32>" % out_type)
        lines.append("    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()")
        lines.append("  }")
        lines.append("  return")
        return ("func.func @%s(%s) {\n" % (name, ", ".join(params)) +
                "\n".join(lines) + "\n}\n")


PRINT_DECL = ('func.func private @printMemrefF32(tensor<*xf32> '
              '{bufferization.access = "read"})\n'
              'func.func private @keep(tensor<*xf32> '
              '{bufferization.access = "read"})\n'
              'func.func private @printI64(i64)\n'
              'func.func private @printComma()\n'
              'func.func private @printNewline()\n')

# The driver prints with functions of its own, in the format of upstream's
# runner utilities (which would load libLLVM into every process: 20 ms a
# case).
DRIVER = r"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
%(decls)s
/* Uses a result (an unranked memref: rank and descriptor). */
void keep(int64_t rank, void *descriptor) {
  (void)rank;
  (void)descriptor;
}

void printI64(int64_t v) { printf("%%lld", (long long)v); }
void printComma(void) { printf(", "); }
void printNewline(void) { printf("\n"); }

/* A strided memref of f32: sizes, then its data in row-major order. */
void printMemrefF32(int64_t rank, void *descriptor) {
  struct {
    float *allocated, *aligned;
    int64_t offset, sizesAndStrides[];
  } *d = descriptor;
  const int64_t *sizes = d->sizesAndStrides, *strides = sizes + rank;
  int64_t count = 1;
  printf("sizes = [");
  for (int64_t i = 0; i < rank; ++i) {
    printf("%%s%%lld", i ? ", " : "", (long long)sizes[i]);
    count *= sizes[i];
  }
  printf("] data =");
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t rest = linear, at = d->offset;
    for (int64_t i = rank - 1; i >= 0; --i) {
      at += (rest %% sizes[i]) * strides[i];
      rest /= sizes[i];
    }
    printf(" %%.9g", d->aligned[at]);
  }
  printf("\n");
}

int main(int argc, char **argv) {
  int64_t a[64] = {0};
  if (argc < 2 || argc > 66)
    return 2;
  for (int i = 2; i < argc; ++i)
    a[i - 2] = strtoll(argv[i], NULL, 10);
  switch (atoi(argv[1])) {
%(cases)s
  default:
    return 2;
  }
  return 0;
}
"""

# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------


class Tools:
    def __init__(self, args):
        self.reshape_opt = os.path.join(args.build, "bin", "reshape-opt")
        self.translate = os.path.join(args.llvm, "bin", "mlir-translate")
        self.cc = args.cc


def run(cmd, **kwargs):
    return subprocess.run(cmd, capture_output=True, text=True, **kwargs)


def verify(tools, cases, workdir):
    """Runs the verifier on every case; returns {case index: diagnostic}."""
    path = os.path.join(workdir, "verify.mlir")
    starts = []
    with open(path, "w") as f:
        line = 1
        for k, case in enumerate(cases):
            if k:
                f.write("// -----\n")
                line += 1
            text = PRINT_DECL + case.mlir()
            starts.append(line)
            f.write(text)
            line += text.count("\n")
    out = run([tools.reshape_opt, path, "--split-input-file", "-o", os.devnull])
    rejected = {}
    for m in re.finditer(r"verify\.mlir:(\d+):\d+: error: (.*)", out.stderr):
        line = int(m.group(1))
        k = max(i for i, s in enumerate(starts) if s <= line)
        rejected.setdefault(cases[k].index, m.group(2))
    if out.returncode and not rejected:
        raise RuntimeError("reshape-opt failed:\n" + out.stderr)
    return rejected


# The pipeline's documented refusal: a result type whose row-major strides
# overflow 64 bits has no memref (the user guide says so); nothing runs.
REFUSAL = re.compile(r"cases\.mlir:(\d+):\d+: error: 'reshape\.(?:static|dynamic)"
                     r"_reshape' op cannot be lowered: the row-major strides "
                     r"of '[^']*' overflow 64 bits")


class Refused(Exception):
    """The pipeline refused some cases with its documented refusal."""

    def __init__(self, indices):
        super().__init__("refused cases %s" % sorted(indices))
        self.indices = indices


def compile_batch(tools, cases, workdir):
    mlir = os.path.join(workdir, "cases.mlir")
    starts = []
    with open(mlir, "w") as f:
        f.write(PRINT_DECL)
        line = 1 + PRINT_DECL.count("\n")
        for case in cases:
            text = case.mlir()
            starts.append((line, case.index))
            f.write(text)
            line += text.count("\n")
    steps = [
        [tools.reshape_opt, mlir, "--reshape-to-llvm", "-o",
         os.path.join(workdir, "cases.llvm.mlir")],
        [tools.translate, "--mlir-to-llvmir",
         os.path.join(workdir, "cases.llvm.mlir"), "-o",
         os.path.join(workdir, "cases.ll")],
        [tools.cc, "-O1", "-c", os.path.join(workdir, "cases.ll"), "-o",
         os.path.join(workdir, "cases.o")],
    ]
    decls, switch = [], []
    for case in cases:
        n = len(case.runtime_args())
        decls.append("void case_%d(%s);" % (
            case.index, ", ".join(["int64_t"] * n) or "void"))
        switch.append("  case %d:\n    case_%d(%s);\n    break;" % (
            case.index, case.index, ", ".join("a[%d]" % i for i in range(n))))
    driver = os.path.join(workdir, "driver.c")
    with open(driver, "w") as f:
        f.write(DRIVER % {"decls": "\n".join(decls),
                          "cases": "\n".join(switch)})
    steps.append([tools.cc, "-O1", driver, os.path.join(workdir, "cases.o"),
                  "-o", os.path.join(workdir, "driver")])
    for step in steps:
        out = run(step)
        if out.returncode:
            errors = re.findall(r"^.*: error: .*$", out.stderr, re.M)
            refused = [REFUSAL.search(e) for e in errors]
            if step is steps[0] and errors and all(refused):
                raise Refused({max(i for s, i in starts
                                   if s <= int(m.group(1)))
                               for m in refused})
            raise RuntimeError("%s failed:\n%s" % (" ".join(step),
                                                   out.stderr[-4000:]))
    return os.path.join(workdir, "driver")


RULE = re.compile(r"'reshape\.(static|dynamic)_reshape' op (R\d+)[: ]")
# A runtime message starts with the location of the op that failed.
RUNTIME_RULE = re.compile(
    r"^[^ ]+\.mlir:\d+:\d+: reshape\.(static|dynamic)_reshape: (R\d+): ")


def check_rejection(case, diagnostic):
    m = RULE.search(diagnostic)
    kind, expected = case.expected
    # R10: a static input and a fully static declared result (rank 0 here)
    # of a dynamic_reshape must have equal volumes.
    if (case.dynamic_op and not case.target and not any(case.runtime_dims)
            and not case.unranked and kind == "error"):
        expected = expected | {"R10"}
    if kind == "ok":
        return "the verifier rejects a valid case: %s" % diagnostic
    if not m or m.group(2) not in expected:
        return ("the verifier reports %r, the reference expects %s"
                % (diagnostic, sorted(expected)))
    return None


def check_run(case, proc):
    kind, expected = case.expected
    if kind == "error":
        m = RUNTIME_RULE.match(proc.stderr)
        if proc.returncode != 1 or not m:
            return ("expected a runtime error %s, got status %d, stderr %r"
                    % (sorted(expected), proc.returncode, proc.stderr[:300]))
        if m.group(2) not in expected:
            return ("the program reports %r, the reference expects %s"
                    % (proc.stderr.strip(), sorted(expected)))
        # canonicalize turns a dynamic_reshape whose shape is a constant (the
        # empty target: a tensor.from_elements of nothing) into the
        # static_reshape that then fails.
        ops = {case.op_name.split("_")[0].split(".")[1]}
        if case.dynamic_op and not case.target:
            ops.add("static")
        if m.group(1) not in ops:
            return "the message names the wrong op: %r" % proc.stderr.strip()
        if proc.stdout:
            return "an invalid case printed %r" % proc.stdout[:200]
        return None
    if proc.returncode:
        return "a valid case failed: status %d, stderr %r" % (
            proc.returncode, proc.stderr[:300])
    first, _, rest = proc.stdout.partition("\n")
    try:
        sizes = [int(x) for x in first.split(",") if x.strip()]
    except ValueError:
        return "unexpected output %r" % proc.stdout[:300]
    if sizes != expected:
        return "result shape %s, the reference says %s" % (sizes, expected)
    if math.prod(expected) == 0:
        return None if not rest.strip() else "an empty result printed data"
    m = re.search(r"sizes = \[([^\]]*)\].*?data =(.*)", rest, re.S)
    if not m or [int(x) for x in m.group(1).split(",") if x.strip()] != sizes:
        return "unexpected output %r" % proc.stdout[:300]
    data = [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?(?:e[+-]?\d+)?",
                                          m.group(2))]
    if data != [float(i) for i in range(math.prod(expected))]:
        return "the data is not the input in row-major order: %s..." % (
            data[:16],)
    return None


def run_batch(tools, cases, workdir, jobs):
    """Returns (mismatches, counts)."""
    mismatches = []
    counts = collections.Counter()
    rejected = verify(tools, cases, workdir)
    for case in cases:
        if case.index in rejected:
            counts["compile-time " + "/".join(sorted(case.expected[1]))
                   if case.expected[0] == "error" else "compile-time ok?"] += 1
            problem = check_rejection(case, rejected[case.index])
            if problem:
                mismatches.append((case, problem))
    compiled = [c for c in cases if c.index not in rejected]
    while True:
        if not compiled:
            return mismatches, counts
        try:
            driver = compile_batch(tools, compiled, workdir)
            break
        except Refused as refusal:
            # A documented refusal (nothing runs) is the end of those cases.
            counts["refused (strides overflow)"] += len(refusal.indices)
            compiled = [c for c in compiled if c.index not in refusal.indices]

    def execute(case):
        args = [driver, str(case.index)] + [str(v) for v in case.runtime_args()]
        return case, run(args, timeout=60)

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for case, proc in pool.map(execute, compiled):
            kind, expected = case.expected
            counts["run valid" if kind == "ok" else
                   "run " + "/".join(sorted(expected))] += 1
            problem = check_run(case, proc)
            if problem:
                mismatches.append((case, problem))
    return mismatches, counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", required=True)
    parser.add_argument("--llvm", default="/usr/lib/llvm-22")
    parser.add_argument("--cc", default="clang-22")
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--batch", type=int, default=300)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--workdir", default=None)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--classes", action="store_true")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    rng = random.Random(seed)
    tools = Tools(args)
    workdir = args.workdir or tempfile.mkdtemp(prefix="reshape-differential-")
    os.makedirs(workdir, exist_ok=True)
    explicit = []
    if args.classes:
        for dims in CLASS_INPUTS:
            for sz in (False, True):
                for n in (1, 2, 3):
                    for target in itertools.product(CLASS_VALUES, repeat=n):
                        explicit.append(Case.explicit(len(explicit), dims, sz,
                                                      list(target)))
        args.cases = len(explicit)
        print("differential test: %d cases, every class of 1 to 3 values, "
              "in %s" % (args.cases, workdir))
    else:
        print("differential test: %d cases, seed %d, in %s"
              % (args.cases, seed, workdir))
    total = collections.Counter()
    done = 0
    while done < args.cases:
        size = min(args.batch, args.cases - done)
        cases = (explicit[done:done + size] if explicit else
                 [Case(rng, done + k) for k in range(size)])
        mismatches, counts = run_batch(tools, cases, workdir, args.jobs)
        total.update(counts)
        done += len(cases)
        if mismatches:
            for case, problem in mismatches:
                print("MISMATCH case %d: %s\n  %s" % (case.index,
                                                       case.describe(), problem))
            print("%d mismatches (seed %d, batch ending at case %d)"
                  % (len(mismatches), seed, done))
            return 1
    for key in sorted(total):
        print("  %-30s %6d" % (key, total[key]))
    print("all %d cases agree with the reference" % done)
    return 0


if __name__ == "__main__":
    sys.exit(main())
