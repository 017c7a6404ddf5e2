// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// A reshape of a constant folds into a constant (a global buffer). A
// function that returns it does not own it: the lowering returns a copy
// the caller owns (found by the pipeline fuzzer: the copy was a
// bufferization.clone that no pass lowered).

func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})

func.func private @private_constant() -> tensor<3x2xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = reshape.static_reshape %c [3, 2] special_zero = false : tensor<2x3xi32>
  return %0 : tensor<3x2xi32>
}

func.func @public_constant() -> tensor<6xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<2x3xi32>
  return %0 : tensor<6xi32>
}

func.func @main() {
  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
  // CHECK-NEXT: {{\[}}[1,   2],
  // CHECK-NEXT: [3,   4],
  // CHECK-NEXT: [5,   6]]
  %a = call @private_constant() : () -> tensor<3x2xi32>
  %ua = tensor.cast %a : tensor<3x2xi32> to tensor<*xi32>
  call @printMemrefI32(%ua) : (tensor<*xi32>) -> ()

  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1,  2,  3,  4,  5,  6]
  %b = call @public_constant() : () -> tensor<6xi32>
  %ub = tensor.cast %b : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%ub) : (tensor<*xi32>) -> ()
  return
}
