#!/usr/bin/env python3
"""The scaling benchmark of `make bench`: canonicalize and the full lowering
to LLVM on generated modules of 1k, 10k and 100k ops, ours (reshape-opt) side
by side with upstream mlir-opt on the equivalent tensor-dialect module.
Reports seconds (median of several runs below 100k ops), microseconds per
op, ours/upstream ratios and the growth from one size to the next (linear
scaling: 10x the ops costs at most 11x the time).

Usage: run-scaling.py BUILD_DIR [LLVM_PREFIX] [--quick]
"""

import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = sys.argv[1]
LLVM = sys.argv[2] if len(sys.argv) > 2 and not sys.argv[2].startswith("--") else "/usr/lib/llvm-22"
QUICK = "--quick" in sys.argv
SIZES = [1000, 10000] if QUICK else [1000, 10000, 100000]

OURS = os.path.join(BUILD, "bin", "reshape-opt")
UPSTREAM = os.path.join(LLVM, "bin", "mlir-opt")
UPSTREAM_LOWERING = [
    "--canonicalize",
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline", "--expand-strided-metadata",
    "--lower-affine", "--finalize-memref-to-llvm", "--convert-scf-to-cf",
    "--convert-to-llvm", "--reconcile-unrealized-casts",
]
STAGES = {
    "canonicalize": (["--canonicalize"], ["--canonicalize"]),
    "to-llvm": (["--reshape-to-llvm"], UPSTREAM_LOWERING),
}
KINDS = ["independent", "chain-static", "chain-dynamic"]


def generate(kind, n, path):
    with open(path, "w") as f:
        subprocess.run([sys.executable, os.path.join(HERE, "generate-graph.py"),
                        kind, str(n)], stdout=f, check=True)


def run(tool, args, path, runs):
    """Median seconds and the largest max RSS (MB) of `runs` runs."""
    times, rss = [], 0
    for _ in range(runs):
        out = subprocess.run(
            ["/usr/bin/time", "-f", "%e %M", tool, path, *args, "-o",
             os.devnull], capture_output=True, text=True)
        if out.returncode != 0:
            raise RuntimeError("%s failed on %s:\n%s" % (tool, path, out.stderr))
        seconds, kb = out.stderr.strip().splitlines()[-1].split()
        times.append(float(seconds))
        rss = max(rss, int(kb) // 1024)
    return statistics.median(times), rss


def main():
    print("scaling benchmark: seconds (median of 3 runs below 100k ops), "
          "us per op, max RSS; ours = reshape-opt, upstream = mlir-opt on the "
          "equivalent tensor module")
    with tempfile.TemporaryDirectory() as tmp:
        for kind in KINDS:
            for stage, (ours_args, upstream_args) in STAGES.items():
                print("\n%s, %s" % (kind, stage))
                print("  %8s  %22s  %22s  %10s  %12s" % (
                    "ops", "ours s (us/op, MB)", "upstream s (us/op, MB)",
                    "ours/up", "growth ours"))
                previous = None
                for n in SIZES:
                    runs = 3 if n < 100000 else 1
                    ours_path = os.path.join(tmp, "ours.mlir")
                    up_path = os.path.join(tmp, "upstream.mlir")
                    generate(kind, n, ours_path)
                    generate("upstream-" + kind, n, up_path)
                    ours, ours_rss = run(OURS, ours_args, ours_path, runs)
                    up, up_rss = run(UPSTREAM, upstream_args, up_path, runs)
                    growth = ("%.1fx" % (ours / previous)) if previous else ""
                    print("  %8d  %7.2f (%6.1f, %5d)  %7.2f (%6.1f, %5d)  %9.2fx  %12s" % (
                        n, ours, ours / n * 1e6, ours_rss, up, up / n * 1e6,
                        up_rss, ours / max(up, 1e-3), growth))
                    previous = max(ours, 1e-3)


if __name__ == "__main__":
    main()
