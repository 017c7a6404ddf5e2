// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// Two -1 in a target of 20 values (the message lists its first eight values).

func.func private @reshape(%x: tensor<2x3x4xf32>, %s: tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x4xf32>, tensor<20xi32> -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<2x3x4xf32>
  %s = arith.constant dense<[1, 1, 1, 1, 1, -1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1]> : tensor<20xi32>
  %r = call @reshape(%x, %s) : (tensor<2x3x4xf32>, tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  return
}

// CHECK: reshape.dynamic_reshape: R2: at most one -1 is allowed, the target [1, 1, 1, 1, 1, -1, 1, 1, ...] has 2
// CHECK-NOT: {{.}}
