// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// i32 shape values 65536 and 65536: their product wraps to 0 in 32 bits,
// the count of the empty input. The values are widened and multiplied in
// 64 bits: R5.

func.func private @reshape(%x: tensor<?xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<0xf32>
  %xd = tensor.cast %x : tensor<0xf32> to tensor<?xf32>
  %s = arith.constant dense<[65536, 65536]> : tensor<2xi32>
  %r = call @reshape(%xd, %s) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return
}

// CHECK: reshape.dynamic_reshape: R5: volume mismatch: input 0 (0 elements) vs target [65536, 65536] (4294967296 elements)
// CHECK-NOT: {{.}}
