// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>%t.err | FileCheck %s --check-prefix=STDOUT
// RUN: FileCheck %s < %t.err

// A runtime message starts with the location of the op that failed, as a
// compile-time diagnostic does: file:line:col, and the name of a NameLoc.
// The two dynamic_reshapes share one shape resolution function; the
// message names the second, which fails.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @first(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func private @second(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func private @named(%x: tensor<?x4xf32>) -> tensor<?x3xf32> {
  %0 = reshape.static_reshape %x [-1, 3] special_zero = false : tensor<?x4xf32> -> tensor<?x3xf32> loc(#named)
  return %0 : tensor<?x3xf32>
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<3x4x5xf32>
  %good = arith.constant dense<[6, 10]> : tensor<2xi32>
  %bad = arith.constant dense<[7, 9]> : tensor<2xi32>
  %r = func.call @first(%x, %good) : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %y = arith.constant dense<1.0> : tensor<6x4xf32>
  %yd = tensor.cast %y : tensor<6x4xf32> to tensor<?x4xf32>
  %n = func.call @named(%yd) : (tensor<?x4xf32>) -> tensor<?x3xf32>
  %nu = tensor.cast %n : tensor<?x3xf32> to tensor<*xf32>
  func.call @printMemrefF32(%nu) : (tensor<*xf32>) -> ()
  %s = func.call @second(%x, %bad) : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %su = tensor.cast %s : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  return
}

#named = loc("transpose_7/reshape"("model.onnx":12:3))

// STDOUT: sizes = [6, 10]
// STDOUT: sizes = [8, 3]
// STDOUT-NOT: sizes
// CHECK: {{^}}{{.*}}location.mlir:18:8: reshape.dynamic_reshape: R5: volume mismatch: input 3x4x5 (60 elements) vs target [7, 9] (63 elements)
