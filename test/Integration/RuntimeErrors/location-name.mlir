// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 | FileCheck %s

// An op located by a NameLoc around a file location (as importers write
// them): the message gives both.

func.func private @named(%x: tensor<?x4xf32>) -> tensor<?x3xf32> {
  %0 = reshape.static_reshape %x [-1, 3] special_zero = false : tensor<?x4xf32> -> tensor<?x3xf32> loc(#named)
  return %0 : tensor<?x3xf32>
}

func.func @main() {
  %y = arith.constant dense<1.0> : tensor<5x4xf32>
  %yd = tensor.cast %y : tensor<5x4xf32> to tensor<?x4xf32>
  %n = func.call @named(%yd) : (tensor<?x4xf32>) -> tensor<?x3xf32>
  return
}

#named = loc("transpose_7/reshape"("model.onnx":12:3))

// CHECK: {{^}}model.onnx:12:3 (transpose_7/reshape): reshape.static_reshape: R4: -1 cannot be inferred: 20 elements are not divisible by 3
