// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// An entry point returning a constant of rank 0 as an unranked tensor: the
// caller owns a copy. convert-bufferization-to-memref could not lower the
// unranked clone of a rank-0 buffer (a memref.dim of rank 0; differential
// fuzzer finding).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @scalar() -> tensor<*xf32> {
  %c = arith.constant dense<-5.0> : tensor<f32>
  %u = tensor.cast %c : tensor<f32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @matrix() -> tensor<*xf32> {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %r = reshape.static_reshape %c [-1] special_zero = false : tensor<2x2xf32> -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @main() {
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [-5]
  %s = call @scalar() : () -> tensor<*xf32>
  call @printMemrefF32(%s) : (tensor<*xf32>) -> ()
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [1,  2,  3,  4]
  %m = call @matrix() : () -> tensor<*xf32>
  call @printMemrefF32(%m) : (tensor<*xf32>) -> ()
  return
}
