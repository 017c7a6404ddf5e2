// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// special_zero copies dim 0 of a rank-0 input, with a shape of unknown
// length: R3 at run time (found by the builder fuzzer: the lowering read a
// dim of the rank-0 tensor, which tensor.dim rejects).

func.func private @reshape(%x: tensor<f32>, %s: tensor<?xi8>) -> tensor<*xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<f32>, tensor<?xi8>
  return %0 : tensor<*xf32>
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<f32>
  %s = arith.constant dense<[0]> : tensor<1xi8>
  %sd = tensor.cast %s : tensor<1xi8> to tensor<?xi8>
  %r = call @reshape(%x, %sd) : (tensor<f32>, tensor<?xi8>) -> tensor<*xf32>
  return
}

// CHECK: reshape.dynamic_reshape: R3: special_zero copies input dim 0 but the input has rank 0
// CHECK-NOT: {{.}}
