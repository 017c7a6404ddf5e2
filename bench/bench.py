#!/usr/bin/env python3
"""`make bench`: the performance goals of reshape-mlir, measured side by side.

Usage: bench.py BUILD_DIR [LLVM_PREFIX] [--quick] [--rounds N]

The machine is shared and noisy, so every figure is a ratio of variants
measured in the same round, rounds interleave the variants (the
nanosecond-scale calls in slices that alternate between them, the copies
in an order that rotates), and each ratio is given as its median, minimum
and maximum over the rounds. Instruction counts come from callgrind (deterministic). Compile
times are CPU time (user + system, from wait4) and peak RSS; ours and
upstream's alternate within each round.

  runtime     bench/lowering.mlir compiled ahead of time (clang -O3
              -march=native) with runtime checks and without, timed by
              bench/lowering-bench.c; NumPy's reshape view in this process.
  copies      64 MiB copies: contiguous rows (typed statically and
              dynamically) against memcpy, every other column against a
              naive C loop (same compiler flags).
  clones      test/Integration/AOT/returned-views.mlir lowered: mallocs per
              entry point in the final LLVM dialect.
  compile     bench/generate-graph.py modules of 1k, 10k and 100k ops:
              reshape-opt --reshape-to-llvm against upstream mlir-opt
              lowering the equivalent tensor module completely (clones
              included); canonicalize instructions per op; one reshape by a
              shape of 1,000 and 10,000 values; the default run against
              --mlir-disable-threading.

  graphs      bench/generate-onednn-chain.py graphs (StaticReshape and ReLU
              in turn) imported by reshape-translate: the pipeline's CPU
              time at 1,000 and 4,000 ops; reshape-run's peak memory on a
              chain of 40 ops of 24 MiB tensors against one of 4 ops; and
              reshape-run end to end (LLVM's -O2 included) at 1,000 and
              2,000 ops, for information.

--quick skips the 100k-op modules and the 10,000-value target.
"""

import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
BUILD = os.path.abspath(ARGS[0] if ARGS else "build")
LLVM = ARGS[1] if len(ARGS) > 1 else "/usr/lib/llvm-22"
QUICK = "--quick" in sys.argv
ROUNDS = 15
if "--rounds" in sys.argv:
    ROUNDS = int(sys.argv[sys.argv.index("--rounds") + 1])

OURS = os.path.join(BUILD, "bin", "reshape-opt")
MLIR_OPT = os.path.join(LLVM, "bin", "mlir-opt")
TRANSLATE = os.path.join(LLVM, "bin", "mlir-translate")
CLANG = os.path.join(LLVM, "bin", "clang")
OUT = os.path.join(BUILD, "bench")

# Upstream's complete lowering of the equivalent tensor module: without
# convert-bufferization-to-memref its clones stay and the output is not
# LLVM.
UPSTREAM_LOWERING = [
    "--canonicalize",
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline", "--convert-bufferization-to-memref",
    "--expand-strided-metadata", "--lower-affine",
    "--finalize-memref-to-llvm", "--convert-scf-to-cf", "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]

GOALS = []  # (section, goal, figure, ok)


def goal(section, text, figure, ok):
    GOALS.append((section, text, figure, ok))


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, **kw)


def stats(values):
    return statistics.median(values), min(values), max(values)


def ratio_text(values, fmt="%.2fx"):
    med, lo, hi = stats(values)
    return (fmt + " (min " + fmt + ", max " + fmt + ")") % (med, lo, hi)


#===------------------------------------------------------------------===#
# Runtime
#===------------------------------------------------------------------===#

def build_runtime():
    os.makedirs(OUT, exist_ok=True)
    source = open(os.path.join(HERE, "lowering.mlir")).read()
    names = re.findall(r"func\.func @(\w+)", source)
    for suffix, options in (("", "runtime-checks=true"),
                            ("_nochecks", "runtime-checks=false")):
        lowered = run([OURS, os.path.join(HERE, "lowering.mlir"),
                       "--reshape-to-llvm=" + options],
                      capture_output=True, text=True).stdout
        if suffix:
            # Rename the entry points so that both objects link together.
            lowered = re.sub(r"@(_mlir_ciface_)?(%s)\b" % "|".join(names),
                             r"@\1\2" + suffix, lowered)
        mlir = os.path.join(OUT, "lowering%s.mlir" % suffix)
        open(mlir, "w").write(lowered)
        ll = os.path.join(OUT, "lowering%s.ll" % suffix)
        run([TRANSLATE, "--mlir-to-llvmir", mlir, "-o", ll])
        run([CLANG, "-O3", "-march=native", "-Wno-override-module", "-c", ll,
             "-o", os.path.join(OUT, "lowering%s.o" % suffix)])
    objects = [os.path.join(OUT, "lowering.o"),
               os.path.join(OUT, "lowering_nochecks.o")]
    exe = os.path.join(OUT, "lowering-bench")
    run([CLANG, "-O3", "-march=native", os.path.join(HERE, "lowering-bench.c")]
        + objects + ["-o", exe])
    # For callgrind, which knows no AVX-512: the harness for any x86-64 (the
    # entry points it counts are the same objects).
    run([CLANG, "-O2", os.path.join(HERE, "lowering-bench.c")] + objects +
        ["-o", exe + "-count"])
    return exe


def numpy_round(calls=200000):
    """Nanoseconds per NumPy reshape view of a 16x16 float32 array by a
    runtime shape with a -1 (what [-1, 0] with special_zero asks)."""
    import numpy
    a = numpy.zeros((16, 16), dtype=numpy.float32)
    shape = (-1, 16)
    reshape = a.reshape
    start = time.perf_counter_ns()
    for _ in range(calls):
        reshape(shape)
    return (time.perf_counter_ns() - start) / calls


def runtime(exe):
    print("== runtime: %d interleaved rounds (ns per call; GB/s for copies)"
          % ROUNDS)
    # One process per round, NumPy right after it: the ratios of a round
    # come from the same minute of the machine's load.
    rounds = []
    for r in range(ROUNDS):
        out = run([exe, "rounds", "1"], capture_output=True, text=True).stdout
        values = {}
        for line in out.splitlines():
            _, name, value = line.split()
            values[name] = float(value)
        values["numpy_view"] = numpy_round()
        rounds.append(values)

    def col(name):
        return [r[name] for r in rounds]

    def rat(a, b):
        return [r[a] / r[b] for r in rounds]

    for name in ["noop", "static_1k", "static_256m", "dynamic",
                 "dynamic_nochecks", "numpy_view"]:
        med, lo, hi = stats(col(name))
        print("  %-22s %8.2f ns  (min %.2f, max %.2f)" % (name, med, lo, hi))
    for name in ["copy_rows_static", "copy_rows_dynamic", "memcpy_rows",
                 "copy_stride2_static", "copy_stride2_dynamic",
                 "naive_stride2"]:
        med, lo, hi = stats(col(name))
        print("  %-22s %8.2f GB/s (min %.2f, max %.2f)" % (name, med, lo, hi))

    checked = rat("dynamic", "dynamic_nochecks")
    goal("runtime", "dynamic_reshape [-1, 0] with checks <= 1.5x the unchecked "
         "call (time)", ratio_text(checked), statistics.median(checked) <= 1.5)
    noop = rat("dynamic", "noop")
    goal("runtime", "dynamic_reshape with checks <= 2x a no-op call (time)",
         ratio_text(noop), statistics.median(noop) <= 2.0)
    faster = rat("numpy_view", "dynamic")
    goal("runtime", "dynamic_reshape with checks >= 30x faster than NumPy's "
         "reshape view", ratio_text(faster), statistics.median(faster) >= 30)
    for name, what in (("static_1k", "1 KiB"), ("static_256m", "256 MiB")):
        views = rat(name, "noop")
        goal("runtime", "static_reshape view of %s <= 1.2x a no-op call "
             "(time)" % what, ratio_text(views),
             statistics.median(views) <= 1.2)
    for name, what in (("copy_rows_static", "static type"),
                       ("copy_rows_dynamic", "tensor<?x?xf32>")):
        speed = rat(name, "memcpy_rows")
        goal("copies", "contiguous copy (%s) >= 0.8x memcpy" % what,
             ratio_text(speed), statistics.median(speed) >= 0.8)
    for name, what in (("copy_stride2_static", "static type"),
                       ("copy_stride2_dynamic", "dynamic stride")):
        speed = rat(name, "naive_stride2")
        goal("copies", "stride-2 copy (%s) >= 1.0x a naive C loop" % what,
             ratio_text(speed), statistics.median(speed) >= 1.0)


def instruction_counts(exe):
    print("\n== instructions per call (callgrind, inside the entry point, "
          "1000 calls)")
    counts = {}
    for name in ["noop", "static_1k", "static_256m", "dynamic",
                 "dynamic_nochecks"]:
        out = os.path.join(OUT, "callgrind." + name)
        run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
             "--toggle-collect=_mlir_ciface_" + name, exe + "-count", "count",
             name,
             "1000"], capture_output=True)
        total = callgrind_total(out)
        counts[name] = total / 1000
        print("  %-18s %6.1f" % (name, counts[name]))
    goal("runtime", "dynamic_reshape with checks <= 50 instructions per call",
         "%.0f (without checks %.0f)" % (counts["dynamic"],
                                          counts["dynamic_nochecks"]),
         counts["dynamic"] <= 50)
    goal("runtime", "static_reshape view <= 10 instructions per call",
         "%.0f" % counts["static_1k"], counts["static_1k"] <= 10)


def callgrind_total(path):
    for line in open(path):
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise RuntimeError("no totals in " + path)


#===------------------------------------------------------------------===#
# Clones
#===------------------------------------------------------------------===#

def clones():
    print("\n== returned views (test/Integration/AOT/returned-views.mlir)")
    test = os.path.join(ROOT, "test", "Integration", "AOT",
                        "returned-views.mlir")
    lowered = run([OURS, test, "--reshape-to-llvm"], capture_output=True,
                  text=True).stdout
    expected = {"flatten": 0, "split_entry": 0, "columns": 1, "rows": 1,
                "rows_twice": 2}
    found = {}
    for name in expected:
        body = re.search(r"llvm\.func @%s\(.*?\n  \}" % name, lowered, re.S)
        found[name] = body.group(0).count("llvm.call @malloc") if body else -1
        print("  %-12s %d malloc (copies: %d needed)" % (name, found[name],
                                                         expected[name]))
    goal("clones", "no clone of a returned view (public function called in "
         "the module, private callee's view, strided dynamic_reshape)",
         ", ".join("%s %d" % kv for kv in found.items()), found == expected)


#===------------------------------------------------------------------===#
# Compile time
#===------------------------------------------------------------------===#

def cpu_run(cmd):
    """CPU seconds (user + system) and peak RSS (MB) of one run."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode()
    proc.stderr.close()
    if status != 0:
        raise RuntimeError("%s failed:\n%s" % (" ".join(cmd), err[-2000:]))
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, wall


def generate(kind, n, path):
    with open(path, "w") as f:
        run([sys.executable, os.path.join(HERE, "generate-graph.py"), kind,
             str(n)], stdout=f)


def scaling(tmp):
    sizes = [1000, 10000] if QUICK else [1000, 10000, 100000]
    print("\n== compile time: CPU s (median over rounds), peak MB; ours = "
          "reshape-opt --reshape-to-llvm, upstream = mlir-opt on the "
          "equivalent tensor module")
    results = {}
    for kind in ["static", "dynamic", "chain-static", "chain-dynamic"]:
        print("  %s" % kind)
        print("    %7s %16s %16s %12s %12s %8s" % (
            "ops", "ours s (MB)", "upstream s (MB)", "time ratio",
            "memory", "growth"))
        previous = None
        for n in sizes:
            if n == 100000 and kind.startswith("chain"):
                continue
            ours_path = os.path.join(tmp, "ours.mlir")
            up_path = os.path.join(tmp, "upstream.mlir")
            generate(kind, n, ours_path)
            generate("upstream-" + kind, n, up_path)
            rounds = 3 if n < 100000 else 2
            times, mem_ours, mem_up = [], [], []
            ours_t, up_t = [], []
            for r in range(rounds):
                pair = [("ours", [OURS, ours_path, "--reshape-to-llvm", "-o",
                                  os.devnull]),
                        ("up", [MLIR_OPT, up_path] + UPSTREAM_LOWERING +
                         ["-o", os.devnull])]
                if r % 2:
                    pair.reverse()
                got = {}
                for who, cmd in pair:
                    got[who] = cpu_run(cmd)
                ours_t.append(got["ours"][0])
                up_t.append(got["up"][0])
                mem_ours.append(got["ours"][1])
                mem_up.append(got["up"][1])
                times.append(got["ours"][0] / got["up"][0])
            ours_s = statistics.median(ours_t)
            growth = ("%.1fx" % (ours_s / previous)) if previous else ""
            previous = ours_s
            memory = max(mem_ours) / max(mem_up)
            print("    %7d %8.2f (%5.0f) %8.2f (%5.0f) %12s %11.2fx %8s" % (
                n, ours_s, max(mem_ours), statistics.median(up_t),
                max(mem_up), "%.2fx" % statistics.median(times), memory,
                growth))
            results[(kind, n)] = (times, memory)
    top = sizes[-1]
    times, memory = results[("dynamic", top)]
    goal("compile", "dynamic ops: <= 1.5x upstream's CPU time at %dk ops"
         % (top // 1000), ratio_text(times), statistics.median(times) <= 1.5)
    goal("compile", "dynamic ops: <= 1.0x upstream's peak memory at %dk ops"
         % (top // 1000), "%.2fx" % memory, memory <= 1.0)
    times, memory = results[("static", top)]
    goal("compile", "static ops: <= 1.0x upstream's CPU time at %dk ops"
         % (top // 1000), ratio_text(times), statistics.median(times) <= 1.0)


def canonicalize_cost(tmp):
    # The counts of one run move by some 10^5 instructions with the layout
    # of the heap (the file's path changes them): 3000 ops apart keep that
    # within 2% of a figure per op.
    print("\n== canonicalize: instructions per op (callgrind, the pass "
          "alone: (I(4000 ops) - I(1000 ops)) / 3000)")
    for kind in ["static", "dynamic"]:
        per_op = {}
        for who, tool, prefix in (("ours", OURS, ""),
                                  ("upstream", MLIR_OPT, "upstream-")):
            counts = []
            for n in (1000, 4000):
                path = os.path.join(tmp, "canon-%s-%d.mlir" % (who, n))
                generate(prefix + kind, n, path)
                out = os.path.join(OUT, "callgrind.canon")
                run(["valgrind", "--tool=callgrind",
                     "--callgrind-out-file=" + out,
                     "--toggle-collect=mlir::detail::OpToOpPassAdaptor::run(*",
                     tool, path, "--canonicalize", "-o", os.devnull],
                    capture_output=True)
                counts.append(callgrind_total(out))
            per_op[who] = (counts[1] - counts[0]) / 3000
        ratio = per_op["ours"] / per_op["upstream"]
        print("  %-8s ours %7.0f  upstream %7.0f  %.2fx" % (
            kind, per_op["ours"], per_op["upstream"], ratio))
        goal("compile", "canonicalize <= 1.0x upstream's instructions per op "
             "(%s ops)" % kind, "%.2fx (%.0f vs %.0f)" % (
                 ratio, per_op["ours"], per_op["upstream"]), ratio <= 1.0)


def wide_target(tmp):
    sizes = [1000, 10000] if not QUICK else [1000, 3000]
    print("\n== one dynamic_reshape by a shape of n values (CPU s, median "
          "of 3)")
    times = {}
    for n in sizes:
        path = os.path.join(tmp, "wide.mlir")
        generate("wide-target", n, path)
        runs = [cpu_run([OURS, path, "--reshape-to-llvm", "-o",
                         os.devnull])[0] for _ in range(3)]
        times[n] = statistics.median(runs)
        print("  n = %6d  %6.2f s" % (n, times[n]))
    # How much of the largest is upstream's finalize-memref-to-llvm, which
    # is quadratic in the rank of a memref type (the result has n dims).
    timing = subprocess.run(
        [OURS, path, "--reshape-to-llvm", "-o", os.devnull, "--mlir-timing",
         "--mlir-disable-threading"], capture_output=True, text=True).stderr
    total = re.search(r"([0-9.]+) \([ 0-9.]+%\)\s+Total", timing)
    finalize = re.search(r"([0-9.]+) \([ 0-9.]+%\)\s+FinalizeMemRefToLLVM",
                         timing)
    if total and finalize:
        print("  n = %6d: finalize-memref-to-llvm (upstream) takes %.0f%% of "
              "the pipeline" % (sizes[-1], 100 * float(finalize.group(1)) /
                                float(total.group(1))))
    small, big = sizes
    growth = times[big] / times[small]
    linear = growth <= 1.1 * big / small
    goal("compile", "lowering linear in the target length n (%dx n: <= %.0fx "
         "time)" % (big // small, 1.1 * big / small), "%.1fx" % growth, linear)
    if not QUICK:
        goal("compile", "a target of 10,000 values lowers in under 2 s",
             "%.2f s" % times[10000], times[10000] < 2.0)


def threading(tmp):
    n = 10000 if QUICK else 100000
    path = os.path.join(tmp, "threads.mlir")
    generate("dynamic", n, path)
    ratios, cores = [], []
    rounds = 3
    for r in range(rounds):
        pair = [("default", []), ("single", ["--mlir-disable-threading"])]
        if r % 2:
            pair.reverse()
        runs = {}
        for who, extra in pair:
            runs[who] = cpu_run([OURS, path, "--reshape-to-llvm", "-o",
                                 os.devnull] + extra)
        ratios.append(runs["default"][2] / runs["single"][2])
        # CPU time over wall time: above 1 when passes ran on several cores
        # at once (the wall ratio also depends on whether the other cores
        # are free).
        cores.append(runs["default"][0] / runs["default"][2])
    # The share of the pipeline in passes nested on func.func (those the
    # pass manager runs on several functions at once).
    timing = subprocess.run(
        [OURS, path, "--reshape-to-llvm", "-o", os.devnull, "--mlir-timing",
         "--mlir-disable-threading"], capture_output=True, text=True).stderr
    nested = sum(float(m.group(1)) for m in re.finditer(
        r"^\s+([0-9.]+) \([ 0-9.]+%\)  'func.func' Pipeline$", timing,
        re.M))
    total = float(re.search(r"([0-9.]+) \([ 0-9.]+%\)\s+Total",
                            timing).group(1))
    print("\n== threads, %dk dynamic ops, %d rounds: wall time of the default "
          "run / --mlir-disable-threading %s; cores busy in the default run "
          "(CPU / wall) %s; load average now %.2f; passes nested on "
          "func.func: %.0f%% of the pipeline"
          % (n // 1000, rounds, ratio_text(ratios), ratio_text(cores, "%.2f"),
             os.getloadavg()[0], 100 * nested / total))
    # Parallel when the default run kept more than one core busy or beat
    # the single-threaded one: on a loaded machine neither may show.
    goal("compile", "function passes run in parallel (cores busy in the "
         "default run; wall time / --mlir-disable-threading)",
         "%.2f cores; %.2fx; %.0f%% per function" % (
             statistics.median(cores), statistics.median(ratios),
             100 * nested / total),
         statistics.median(cores) > 1.05 or statistics.median(ratios) < 0.95)


#===------------------------------------------------------------------===#

#===------------------------------------------------------------------===#
# Imported graphs
#===------------------------------------------------------------------===#

def graphs(tmp):
    translate = os.path.join(BUILD, "bin", "reshape-translate")
    runner = os.path.join(BUILD, "bin", "reshape-run")

    def imported(n, scale):
        graph = os.path.join(tmp, "chain-%d-%d.json" % (n, scale))
        with open(graph, "w") as f:
            run([sys.executable, os.path.join(HERE, "generate-onednn-chain.py"),
                 str(n), str(scale)], stdout=f)
        module = os.path.join(tmp, "chain-%d-%d.mlir" % (n, scale))
        run([translate, "--import-onednn-graph", graph, "-o", module])
        return module

    def run_chain(module, scale):
        return cpu_run([runner, module, "--input=%dx%dxf32=random:1"
                        % (4 * scale, 6 * scale), "--print-max=1"])

    print("\n== imported graphs (oneDNN JSON chains of StaticReshape and "
          "ReLU, 64x96 tensors unless said)")
    small, large = 1000, 4000
    modules = {n: imported(n, 16) for n in (small, large)}
    growth, seconds = [], {small: [], large: []}
    for r in range(3):
        order = [small, large] if r % 2 == 0 else [large, small]
        got = {}
        for n in order:
            got[n] = cpu_run([OURS, modules[n], "--reshape-to-llvm", "-o",
                              os.devnull])[0]
            seconds[n].append(got[n])
        growth.append(got[large] / got[small])
    print("  reshape-opt --reshape-to-llvm: %.2f s at %d ops, %.2f s at %d "
          "ops" % (statistics.median(seconds[small]), small,
                   statistics.median(seconds[large]), large))
    # Not quite linear: upstream's conversions to LLVM grow 6-12x for 4x
    # the ops of one function (convert-func-to-llvm, reconcile-unrealized-
    # casts). A pass quadratic in the ops gives up to 16x (One-Shot
    # Bufferize of a CSE'd tensor.empty, the deallocation simplification).
    goal("graphs", "pipeline CPU time near linear in a graph's ops (4x the "
         "ops: <= 6x the time; quadratic: 16x)", ratio_text(growth),
         statistics.median(growth) <= 6)

    # 2048x3072 f32: 24 MiB a tensor. Freed as they die, the chain's
    # intermediates take the same memory at 40 ops as at 4.
    short, longer = imported(4, 512), imported(40, 512)
    memory = []
    for r in range(3):
        order = [short, longer] if r % 2 == 0 else [longer, short]
        got = {m: run_chain(m, 512)[1] for m in order}
        memory.append(got[longer] / got[short])
    print("  reshape-run peak memory, 24 MiB tensors: 40 ops / 4 ops %s"
          % ratio_text(memory))
    goal("graphs", "reshape-run peak memory of a chain of 40 ops of 24 MiB "
         "<= 1.25x that of 4 ops", ratio_text(memory),
         statistics.median(memory) <= 1.25)

    # End to end, once each: LLVM's -O2 of one function of thousands of
    # loops grows faster than linearly (IndVarSimplify walks the chain of
    # blocks before each loop).
    modules[2 * small] = imported(2 * small, 16)
    end_to_end = {n: run_chain(modules[n], 16)[0] for n in (small, 2 * small)}
    print("  reshape-run end to end (compile, -O2, run): %.2f s at %d ops, "
          "%.2f s at %d ops" % (end_to_end[small], small,
                                end_to_end[2 * small], 2 * small))


def main():
    print("reshape-mlir benchmarks (%s): medians over interleaved rounds, "
          "min and max in parentheses" % time.strftime("%Y-%m-%d %H:%M"))
    print("load average at start: %.2f %.2f %.2f" % os.getloadavg())
    exe = build_runtime()
    runtime(exe)
    instruction_counts(exe)
    clones()
    with tempfile.TemporaryDirectory() as tmp:
        canonicalize_cost(tmp)
        wide_target(tmp)
        scaling(tmp)
        threading(tmp)
        graphs(tmp)

    print("\n== goals")
    width = max(len(g[1]) for g in GOALS)
    for section, text, figure, ok in GOALS:
        print("  %-8s %-*s  %-34s %s" % (section, width, text, figure,
                                         "PASS" if ok else "FAIL"))
    passed = sum(1 for g in GOALS if g[3])
    print("  %d of %d goals met" % (passed, len(GOALS)))


if __name__ == "__main__":
    main()
