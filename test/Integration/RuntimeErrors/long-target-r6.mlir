// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// R6 at a dim the loop over the target reaches: the declared extents come from a table.

func.func private @reshape(%x: tensor<2x3x4xf32>, %s: tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x5x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x4xf32>, tensor<20xi32> -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x5x?xf32>
  return %0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x5x?xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<2x3x4xf32>
  %s = arith.constant dense<[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 12]> : tensor<20xi32>
  %r = call @reshape(%x, %s) : (tensor<2x3x4xf32>, tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x5x?xf32>
  return
}

// CHECK: reshape.dynamic_reshape: R6: result dim 18 is 2 but the declared type says 5
// CHECK-NOT: {{.}}
