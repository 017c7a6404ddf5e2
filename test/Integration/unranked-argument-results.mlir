// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// A private function returns a reshape of its argument cast to an unranked
// tensor; the caller then writes the argument's tensor.empty again. One-Shot
// Bufferize missed that the result aliases the argument and wrote the second
// fill into the same buffer: the first result printed 2s (found by the
// differential fuzzer; reshape-copy-unranked-argument-results makes the
// function return a copy).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @flat(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %r = reshape.static_reshape %x [-1] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
  %u = tensor.cast %r : tensor<6xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = call @flat(%x) : (tensor<2x3xf32>) -> tensor<*xf32>
  %y = linalg.fill ins(%two : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1,  1,  1,  1,  1,  1]
  call @printMemrefF32(%r) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[2,   2,   2],
  %yu = tensor.cast %y : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%yu) : (tensor<*xf32>) -> ()
  return
}
