// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// 2^32 * 2^32 wraps to 0 in 64 bits, the count of the empty input: the
// checked product reports R8 instead of accepting the shape.

func.func private @reshape(%x: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi64>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<0xf32>
  %xd = tensor.cast %x : tensor<0xf32> to tensor<?xf32>
  %s = arith.constant dense<[4294967296, 4294967296]> : tensor<2xi64>
  %r = call @reshape(%xd, %s) : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return
}

// CHECK: reshape.dynamic_reshape: R8: the element count of the target [4294967296, 4294967296] overflows 64 bits
// CHECK-NOT: {{.}}
