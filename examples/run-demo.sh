#!/usr/bin/env bash
#===- examples/run-demo.sh - The main job of `make demo` -----------------===#
#
# Compiles examples/worked-examples.mlir ahead of time to native code
# (reshape-to-llvm, mlir-translate, clang-22), links it with examples/demo.c,
# and runs it: each worked example's result shape and data. Then runs it with
# a runtime shape that breaks a rule, to show the runtime error.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
build=${1:-build}
llvm=${LLVM_PREFIX:-/usr/lib/llvm-22}
here=$(cd "$(dirname "$0")" && pwd)
out="$build/demo"
mkdir -p "$out"

echo "== reshape-opt: the ops of examples/worked-examples.mlir, verified, with inferred types =="
"$build/bin/reshape-opt" "$here/worked-examples.mlir" | grep -o 'reshape\.[a-z_]*_reshape .*'
echo

"$build/bin/reshape-opt" "$here/worked-examples.mlir" --reshape-to-llvm \
  | "$llvm/bin/mlir-translate" --mlir-to-llvmir -o "$out/worked-examples.ll"
"$llvm/bin/clang" -O2 -Wno-override-module -c "$out/worked-examples.ll" \
  -o "$out/worked-examples.o"
"$llvm/bin/clang" -O2 "$here/demo.c" "$out/worked-examples.o" -o "$out/demo"
"$out/demo"

echo
echo "== the graph again, with the runtime shape [0, 7], which breaks R5 =="
if "$out/demo" bad-shape > /dev/null; then
  echo "error: the invalid shape was not caught" >&2
  exit 1
else
  echo "(the program stopped with exit status $?)"
fi
