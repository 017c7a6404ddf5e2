#!/usr/bin/env bash
#===- bench/run-bench.sh - `make bench` ----------------------------------===#
#
# Compiles bench/lowering.mlir ahead of time (with runtime checks, and again
# without as *_nochecks), links bench/lowering-bench.c, prints the timing
# table, then instructions per call from callgrind (deterministic), then
# the compile-time scaling table of bench/run-scaling.py.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
build=${1:-build}
llvm=${LLVM_PREFIX:-/usr/lib/llvm-22}
here=$(cd "$(dirname "$0")" && pwd)
out="$build/bench"
mkdir -p "$out"

compile() { # <pipeline options> <object> [sed script]
  "$build/bin/reshape-opt" "$here/lowering.mlir" --reshape-to-llvm="$1" \
    | sed "${3:-}" \
    | "$llvm/bin/mlir-translate" --mlir-to-llvmir -o "$out/$2.ll"
  "$llvm/bin/clang" -O3 -march=native -Wno-override-module -c "$out/$2.ll" -o "$out/$2.o"
}
compile "runtime-checks=true" lowering
# Only the dynamic entry point of the second object is used; rename every
# symbol so that the two objects link together.
compile "runtime-checks=false" lowering-nochecks \
  's/@\(_mlir_ciface_\)\?\(noop\|static_1k\|static_256m\|dynamic\|copy_columns\)\b/@\1\2_nochecks/g'
"$llvm/bin/clang" -O2 "$here/lowering-bench.c" "$out/lowering.o" \
  "$out/lowering-nochecks.o" -o "$out/lowering-bench"

"$out/lowering-bench"

if command -v valgrind > /dev/null; then
  echo
  echo "instructions per call (callgrind, inside the entry point, 1000 calls)"
  for fn in noop static_1k static_256m dynamic dynamic_nochecks; do
    valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$fn" \
      --toggle-collect="_mlir_ciface_$fn" \
      "$out/lowering-bench" count "$fn" 1000 > /dev/null 2>&1
    total=$(grep -E '^(summary|totals):' "$out/callgrind.$fn" | head -1 | awk '{print $2}')
    printf "  %-18s %6.1f\n" "$fn" "$(echo "$total / 1000" | bc -l)"
  done
else
  echo "(valgrind not found: no instruction counts)"
fi

echo
# Compile time: canonicalize and reshape-to-llvm on 1k, 10k and 100k ops,
# side by side with upstream mlir-opt (a few minutes).
python3 "$here/run-scaling.py" "$build" "$llvm"
