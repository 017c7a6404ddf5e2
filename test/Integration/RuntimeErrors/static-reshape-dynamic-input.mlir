// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// A static_reshape of an input with `?` dims checks R5 when it runs.

func.func private @reshape(%x: tensor<?x4xf32>) -> tensor<3x5xf32> {
  %0 = reshape.static_reshape %x [3, 5] special_zero = false : tensor<?x4xf32>
  return %0 : tensor<3x5xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<2x4xf32>
  %xd = tensor.cast %x : tensor<2x4xf32> to tensor<?x4xf32>
  %r = call @reshape(%xd) : (tensor<?x4xf32>) -> tensor<3x5xf32>
  return
}

// CHECK: reshape.static_reshape: R5: volume mismatch: input 2x4 (8 elements) vs target [3, 5] (15 elements)
