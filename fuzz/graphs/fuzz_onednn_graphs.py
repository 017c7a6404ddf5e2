#!/usr/bin/env python3
#===- fuzz_onednn_graphs.py - Differential fuzzing of the oneDNN importer -===#
#
# Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
# Exceptions. See https://llvm.org/LICENSE.txt for license information.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===----------------------------------------------------------------------===#
"""Random oneDNN graphs (generate_onednn_graph.py), each imported, compiled
and run on random data by test/Reference/run_onednn_graph.py and compared
with the NumPy reference.

Usage: fuzz_onednn_graphs.py --build BUILD --out DIR [--start-seed N]
           [--count N | --seconds S] [--mode all|new|zero|reshape]

Each graph is classified: ok, mismatch (an output off the reference),
refused (the importer's error), runfail (reshape-run failed: a compile
error or a runtime error), refcrash (the reference failed), hang (60 s).
DIR/results.jsonl gets one line per graph; every graph not ok is kept as
DIR/fails/sSEED.json with the runner's output in the log line (rerun it
with the line's "extra" arguments). A summary goes to stdout; the exit
status is 1 when a graph was not ok. Known false positives are mismatches
of ill-conditioned f32 math (a LayerNorm or GroupNorm with a tiny epsilon
over a constant row, f32 sums that overflow where float64 does not) and f16
values halfway between two f16 numbers: read a mismatch before calling it
a bug.
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RUNNER = os.path.join(ROOT, "test", "Reference", "run_onednn_graph.py")
sys.path.insert(0, HERE)
import generate_onednn_graph  # noqa: E402

MODES = {
    "all": None,
    "reshape": ["StaticReshape", "DynamicReshape", "StaticTranspose",
                "Binary", "Unary", "Reduce", "MatMul", "Concat", "Reorder"],
    "new": ["LogSoftmax", "Pow", "GroupNorm", "BiasAdd", "AvgPool", "MaxPool",
            "Convolution", "ConvTranspose", "Concat0", "Concat", "Binary", "Unary",
            "StaticReshape", "StaticTranspose", "TypeCast", "SoftMax",
            "LayerNorm"],
}


def run_case(build, path, workdir, extra, timeout=60):
    cmd = [sys.executable, RUNNER, path, "--build", build, "--workdir",
           workdir] + extra
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return "hang", ""
    out = p.stdout + p.stderr
    if p.returncode == 0:
        return "ok", out
    if "MISMATCH" in out:
        return "mismatch", out
    if "reshape-translate" in out and "CalledProcessError" in out:
        return "refused", out
    if "reshape-run failed" in out:
        return "runfail", out
    if "Traceback" in out:
        return "refcrash", out
    return "other", out


def extra_arguments(graph, seed):
    """The data of the DynamicReshape targets, other random data (--seed)
    for some graphs, -inf in some f32 or f16 input for others."""
    r = random.Random(seed * 7919 + 1)
    extra = ["--input-values=%s:%s" % (t, ",".join(map(str, values)))
             for t, values in graph.get(
                 generate_onednn_graph.INPUT_VALUES_KEY, {}).items()]
    if r.random() < 0.3:
        extra += ["--seed", str(r.randint(2, 1000))]
    if r.random() < 0.2:
        produced = {t["id"] for op in graph["graph"] for t in op["outputs"]}
        inputs = [t["id"] for op in graph["graph"] for t in op["inputs"]
                  if t["dtype"] in ("f32", "f16") and t["shape"]
                  and t["shape"][0] > 0 and t["id"] not in produced]
        if inputs:
            extra += ["--neg-inf", str(r.choice(inputs))]
    return extra


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--start-seed", type=int, default=0)
    parser.add_argument("--count", type=int)
    parser.add_argument("--seconds", type=float)
    parser.add_argument("--mode", choices=["all", "new", "zero", "reshape"],
                        default="all")
    args = parser.parse_args()
    if (args.count is None) == (args.seconds is None):
        parser.error("give one of --count and --seconds")
    os.makedirs(os.path.join(args.out, "fails"), exist_ok=True)
    log = open(os.path.join(args.out, "results.jsonl"), "a")
    end = time.time() + (args.seconds or 0)
    stats, kinds = collections.Counter(), collections.Counter()
    seed = args.start_seed
    while (seed - args.start_seed < args.count if args.count is not None
           else time.time() < end):
        if args.mode == "zero":
            graph = generate_onednn_graph.generate(seed, zero_prob=True)
        else:
            graph = generate_onednn_graph.generate(seed,
                                                   kinds=MODES[args.mode])
        path = os.path.join(args.out, "graph.json")
        with open(path, "w") as f:
            json.dump(graph, f, indent=1)
        extra = extra_arguments(graph, seed)
        status, out = run_case(args.build, path,
                               os.path.join(args.out, "workdir"), extra)
        stats[status] += 1
        kinds.update(op["kind"] for op in graph["graph"])
        record = {"seed": seed, "status": status, "extra": extra,
                  "kinds": [op["kind"] for op in graph["graph"]]}
        if status != "ok":
            with open(os.path.join(args.out, "fails", "s%d.json" % seed),
                      "w") as f:
                json.dump(graph, f, indent=1)
            record["out"] = out[-3000:]
        log.write(json.dumps(record) + "\n")
        log.flush()
        seed += 1
    print("graphs %d (seeds %d..%d): %s" % (
        seed - args.start_seed, args.start_seed, seed - 1,
        ", ".join("%s %d" % kv for kv in sorted(stats.items()))))
    print("op kinds: " + ", ".join("%s %d" % kv for kv in
                                   sorted(kinds.items())))
    return 0 if stats["ok"] == seed - args.start_seed else 1


if __name__ == "__main__":
    sys.exit(main())
