#!/usr/bin/env bash
#===- examples/run-demo.sh - The main job of `make demo` -----------------===#
#
# Compiles examples/worked-examples.mlir ahead of time to native code
# (reshape-to-llvm, mlir-translate, clang-22), links it with examples/demo.c,
# and runs it: each worked example's result shape and data. Then runs it with
# a runtime shape that breaks a rule, to show the runtime error. Last, a real
# oneDNN Graph file (when ../shared/graphs or RESHAPE_GRAPHS_DIR has it):
# imported, compiled, run on random data and compared with NumPy.
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

# A real graph: grouped-query attention from oneDNN's benchdnn inputs, made
# small with benchdnn's knobs, imported, compiled with reshape-to-llvm, run
# under reshape-run and compared with the NumPy reference.
graphs=${RESHAPE_GRAPHS_DIR:-$here/../../shared/graphs}
gqa="$graphs/onednn/complex_fusion/mha/GQA-f32.json"
echo
echo "== a real graph: oneDNN Graph's GQA-f32.json (grouped-query attention) =="
if [ ! -f "$gqa" ]; then
  echo "note: $gqa is absent (set RESHAPE_GRAPHS_DIR): skipped"
  exit 0
fi
python=${PYTHON:-python3}
if ! "$python" -c "import numpy" 2> /dev/null; then
  python=/usr/bin/python3
fi
in_shapes="0:2x4x16x8+2:2x2x16x8+8:1+11:2x1x1x16+18:2x2x16x8"
op_attrs="5:shape:2x2x2x16x8+6:shape:2x2x1x16x8+13:shape:2x1x1x1x16+21:shape:2x2x1x16x8+24:shape:2x4x16x8"
echo "reshape-translate --import-onednn-graph GQA-f32.json --in-shapes=$in_shapes \\"
echo "  --op-attrs=$op_attrs -o gqa.mlir"
echo "reshape-run gqa.mlir --input=@q.npy --input=@k.npy ... --output=@out.npy"
echo
echo "its reshape ops, as imported:"
"$python" "$here/../test/Reference/run_onednn_graph.py" "$gqa" \
  --build "$build" --workdir "$out/gqa" --in-shapes="$in_shapes" \
  --op-attrs="$op_attrs" --neg-inf=11 \
  | sed -e 's/^imported: /  /' -e 's/^output/result: output/'
