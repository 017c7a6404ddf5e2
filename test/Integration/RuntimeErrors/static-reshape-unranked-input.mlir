// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// A static_reshape of an unranked input checks R3 (special_zero past the
// rank) when it runs; dims past the rank are never read.

func.func private @reshape(%x: tensor<*xf32>) -> tensor<?x?x?xf32> {
  %0 = reshape.static_reshape %x [0, 0, 0] special_zero = true : tensor<*xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<2x3xf32>
  %u = tensor.cast %x : tensor<2x3xf32> to tensor<*xf32>
  %r = call @reshape(%u) : (tensor<*xf32>) -> tensor<?x?x?xf32>
  return
}

// CHECK: reshape.static_reshape: R3: special_zero copies input dim 2 but the input has rank 2
