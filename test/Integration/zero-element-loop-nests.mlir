// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// A fill of a 3x0 tensor, reshaped into 3 x (2^63 - 1) x 0 x 1 (valid:
// no element). Canonicalize moves the fill behind the reshape, and its loop
// nest ran 3 x (2^63 - 1) iterations of the outer loops around the empty
// inner one: the program never ended (differential fuzzer).
// reshape-skip-empty-loop-nests skips the nest.

// CHECK: 4
func.func private @zero() -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}
func.func private @rank(%x: tensor<*xf32>) -> index {
  %r = tensor.rank %x : tensor<*xf32>
  return %r : index
}
func.func @main() {
  %n = call @zero() : () -> index
  %e = tensor.empty(%n) : tensor<3x?xf32>
  %c = arith.constant -1. : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<3x?xf32>) -> tensor<3x?xf32>
  %r = reshape.static_reshape %f [0, 9223372036854775807, -1, 1] special_zero = true : tensor<3x?xf32> -> tensor<3x9223372036854775807x?x1xf32>
  %u = tensor.cast %r : tensor<3x9223372036854775807x?x1xf32> to tensor<*xf32>
  %k = call @rank(%u) : (tensor<*xf32>) -> index
  vector.print %k : index
  return
}
