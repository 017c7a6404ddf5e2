// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// R4 in a target of 20 values.

func.func private @reshape(%x: tensor<2x3x4xf32>, %s: tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x4xf32>, tensor<20xi32> -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<2x3x4xf32>
  %s = arith.constant dense<[1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1]> : tensor<20xi32>
  %r = call @reshape(%x, %s) : (tensor<2x3x4xf32>, tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  return
}

// CHECK: reshape.dynamic_reshape: R4: -1 cannot be inferred: 24 elements are not divisible by 5
// CHECK-NOT: {{.}}
