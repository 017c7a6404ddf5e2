#!/usr/bin/env bash
#===- scripts/leak-check.sh - The integration tests under valgrind -------===#
#
# Lowers every integration program that runs to completion with
# reshape-to-llvm and runs each entry point its RUN lines run to completion
# (main by default) under valgrind's memcheck with a full leak check: any
# invalid access or definitely/indirectly lost block fails. The
# ahead-of-time programs (test/Integration/AOT: an object linked with the C
# harness its RUN lines name) run the same way, so the ownership of what
# their entry points return is checked too.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
build=${1:-build}
llvm=${LLVM_PREFIX:-/usr/lib/llvm-22}
root=$(cd "$(dirname "$0")/.." && pwd)
out="$build/leak-check"
mkdir -p "$out"

status=0
for test in "$root"/test/Integration/*.mlir; do
  name=$(basename "$test" .mlir)
  "$build/bin/reshape-opt" "$test" --reshape-to-llvm > "$out/$name.mlir"
  # The entry points the RUN lines run to completion (`%run -e NAME`, not
  # under `not`), or main.
  # (A program whose RUN lines name no entry point makes grep fail: that is
  # main, not an error.)
  entries=$(grep -E '^// RUN: +%run' "$test" | grep -oE -- '-e [A-Za-z0-9_]+' \
    | cut -d' ' -f2 | sort -u || true)
  for entry in ${entries:-main}; do
    if valgrind --quiet --leak-check=full --errors-for-leak-kinds=definite,indirect \
        --suppressions="$root/scripts/valgrind.supp" --error-exitcode=9 \
        "$llvm/bin/mlir-runner" "$out/$name.mlir" -e "$entry" -entry-point-result=void \
        -shared-libs="$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libmlir_c_runner_utils.so" \
        > /dev/null 2> "$out/$name.$entry.log"; then
      echo "leak-check: $name ($entry): clean"
    else
      echo "leak-check: $name ($entry): FAILED (see $out/$name.$entry.log)"
      status=1
    fi
  done
done
for test in "$root"/test/Integration/AOT/*.mlir; do
  name=aot-$(basename "$test" .mlir)
  harness=$(grep -o 'Inputs/[A-Za-z0-9_-]*\.c' "$test" | head -1)
  "$build/bin/reshape-opt" "$test" --reshape-to-llvm 2> /dev/null \
    | "$llvm/bin/mlir-translate" --mlir-to-llvmir -o "$out/$name.ll"
  "$llvm/bin/clang" -O2 -g -Wno-override-module -c "$out/$name.ll" -o "$out/$name.o"
  "$llvm/bin/clang" -O2 -g "$(dirname "$test")/$harness" "$out/$name.o" -o "$out/$name"
  if valgrind --quiet --leak-check=full --errors-for-leak-kinds=definite,indirect \
      --error-exitcode=9 "$out/$name" > /dev/null 2> "$out/$name.log"; then
    echo "leak-check: $name: clean"
  else
    echo "leak-check: $name: FAILED (see $out/$name.log)"
    status=1
  fi
done
exit $status
