// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e target_7 < %t.mlir 2>&1 | FileCheck %s --check-prefix=R5
// RUN: not %run -e target_minus_one < %t.mlir 2>&1 | FileCheck %s --check-prefix=R6

// The input is static behind a cast (6 elements) and the written result is
// static (7 elements): no target can work (R10), but the op verifies. The
// lowering checks the values at run time (it built an invalid
// tensor.reshape and failed to verify).

func.func private @reshape(%x: tensor<6xf32>, %s: tensor<1xi32>) -> tensor<7xf32> {
  %c = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %0 = reshape.dynamic_reshape %c, %s special_zero = false : tensor<?xf32>, tensor<1xi32> -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

func.func @target_7() {
  %x = tensor.empty() : tensor<6xf32>
  %s = arith.constant dense<[7]> : tensor<1xi32>
  %r = call @reshape(%x, %s) : (tensor<6xf32>, tensor<1xi32>) -> tensor<7xf32>
  return
}
// R5: reshape.dynamic_reshape: R5: volume mismatch: input 6 (6 elements) vs target [7] (7 elements)
// R5-NOT: {{.}}

func.func @target_minus_one() {
  %x = tensor.empty() : tensor<6xf32>
  %s = arith.constant dense<[-1]> : tensor<1xi32>
  %r = call @reshape(%x, %s) : (tensor<6xf32>, tensor<1xi32>) -> tensor<7xf32>
  return
}
// R6: reshape.dynamic_reshape: R6: result dim 0 is 6 but the declared type says 7
// R6-NOT: {{.}}
