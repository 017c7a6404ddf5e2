// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 | FileCheck %s

// The second reshape breaks R5 before the cast of the first one's result
// is used: the program stops there, with R5. Canonicalize moved the cast's
// type into the first reshape, which then stopped the program with R6
// (found by review).

// CHECK: first-failing-check-before-cast.mlir:[[# @LINE + 6]]:8: reshape.dynamic_reshape: R5: volume mismatch: input 6 (6 elements) vs target [7, 9] (63 elements)
// CHECK-NOT: R6

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @f(%x: tensor<6xf32>, %s: tensor<2xi32>, %t: tensor<2xi32>) {
  %y = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %w = reshape.dynamic_reshape %x, %t special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %wu = tensor.cast %w : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%wu) : (tensor<*xf32>) -> ()
  %c = tensor.cast %y : tensor<?x?xf32> to tensor<3x2xf32>
  %u = tensor.cast %c : tensor<3x2xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<6xf32>
  %s = arith.constant dense<[2, 3]> : tensor<2xi32>
  %t = arith.constant dense<[7, 9]> : tensor<2xi32>
  call @f(%x, %s, %t) : (tensor<6xf32>, tensor<2xi32>, tensor<2xi32>) -> ()
  return
}
