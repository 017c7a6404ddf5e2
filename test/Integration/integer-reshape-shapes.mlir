// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm=runtime-checks=false | %run | FileCheck %s

// tensor.reshape by a shape of i32 values: upstream's memref.reshape
// lowering left an unrealized_conversion_cast for a ranked result (a
// refusal), and read the values as i64 ones for an unranked one (sizes
// 8589934595 x ..., and a print far past the data).
// reshape-index-reshape-shapes reads them as index values first.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @opaque(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
func.func private @opaque_shape(%x: tensor<?xi32>) -> tensor<?xi32> {
  return %x : tensor<?xi32>
}

func.func @main() {
  %data = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %dd = tensor.cast %data : tensor<6xf32> to tensor<?xf32>
  %d = call @opaque(%dd) : (tensor<?xf32>) -> tensor<?xf32>
  %s0 = arith.constant dense<[3, 2]> : tensor<2xi32>
  %sd = tensor.cast %s0 : tensor<2xi32> to tensor<?xi32>
  %s = call @opaque_shape(%sd) : (tensor<?xi32>) -> tensor<?xi32>

  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1]
  // CHECK-NEXT: {{\[\[}}1,   2],
  // CHECK-NEXT:  [3,   4],
  // CHECK-NEXT:  [5,   6]]
  %ranked = tensor.cast %s : tensor<?xi32> to tensor<2xi32>
  %r = tensor.reshape %d(%ranked) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %ur = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()

  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1]
  // CHECK-NEXT: {{\[\[}}1,   2],
  // CHECK-NEXT:  [3,   4],
  // CHECK-NEXT:  [5,   6]]
  %u = tensor.reshape %d(%s) : (tensor<?xf32>, tensor<?xi32>) -> tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
