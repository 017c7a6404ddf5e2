// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %cc -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %cc -O2 %S/Inputs/entry-arguments-harness.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// An entry point that adds 1 to its argument in place (a linalg.generic
// whose init is the argument). One-Shot Bufferize took the argument for a
// buffer it may write: the C caller's array changed (the second call
// returned 3 4 5 6), and a static const one crashed (found by a red-team
// review). reshape-read-only-entry-arguments makes the arguments of public
// functions read-only: the function writes a copy.

// CHECK:      call 0: 2 3 4 5
// CHECK-NEXT: call 1: 2 3 4 5
// CHECK-NEXT: input: 1 2 3 4
func.func @add_one(%t: tensor<4xf32>) -> tensor<2x2xf32> attributes {llvm.emit_c_interface} {
  %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%o: f32):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %o, %one : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %v = reshape.static_reshape %w [2, 2] special_zero = false : tensor<4xf32> -> tensor<2x2xf32>
  return %v : tensor<2x2xf32>
}
