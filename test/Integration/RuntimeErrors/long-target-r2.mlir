// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// A target of 20 values is checked in a loop: R2 names the index the loop found.

func.func private @reshape(%x: tensor<2x3x4xf32>, %s: tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x4xf32>, tensor<20xi32> -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<2x3x4xf32>
  %s = arith.constant dense<[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -2, 1, 24]> : tensor<20xi32>
  %r = call @reshape(%x, %s) : (tensor<2x3x4xf32>, tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  return
}

// CHECK: reshape.dynamic_reshape: R2: shape value -2 at index 17 is less than -1
// CHECK-NOT: {{.}}
