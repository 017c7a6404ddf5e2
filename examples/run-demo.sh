#!/usr/bin/env bash
#===- examples/run-demo.sh - The main job of `make demo` -----------------===#
#
# Verifies the worked examples with reshape-opt and prints the result type it
# infers for each op.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")" && pwd)

echo "== reshape-opt: the worked examples, verified, with inferred types =="
"$build/bin/reshape-opt" "$here/worked-examples.mlir"
