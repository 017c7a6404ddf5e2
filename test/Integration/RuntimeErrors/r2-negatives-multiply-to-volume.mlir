// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// -2 * -3 = 6, the volume of the input: still R2 at run time.

func.func private @reshape(%x: tensor<2x3xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<2x3xf32>
  %s = arith.constant dense<[-2, -3]> : tensor<2xi32>
  %r = call @reshape(%x, %s) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return
}

// CHECK: reshape.dynamic_reshape: R2: shape value -2 at index 0 is less than -1
// CHECK-NOT: {{.}}
