// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm=runtime-checks=false | %run | FileCheck %s

// tensor.reshape as upstream's memref.reshape lowering got it wrong: by a
// shape of i32 values it left an unrealized_conversion_cast for a ranked
// result (a refusal), and read the values as i64 ones for an unranked one
// (sizes 8589934595 x ..., and a print far past the data); by a shape of
// static length into an unranked result it crashed; by a shape view with
// an offset or strides into an unranked result it read the values from
// the start of the buffer (sizes 4 x 2 of 6 elements; found by review).
// reshape-prepare-tensor-reshapes gives each reshape what the lowering
// takes right.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @opaque(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
func.func private @opaque_shape(%x: tensor<?xi32>) -> tensor<?xi32> {
  return %x : tensor<?xi32>
}
func.func private @opaque_index_shape(%x: tensor<?xindex>) -> tensor<?xindex> {
  return %x : tensor<?xindex>
}
func.func private @opaque_index(%i: index) -> index {
  return %i : index
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

  // CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1]
  %us = tensor.reshape %d(%ranked) : (tensor<?xf32>, tensor<2xi32>) -> tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()

  // [2, 3] at offset 1 of [4, 2, 3], and every other value of
  // [2, 9, 3, 9] from the first.
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1]
  %w0 = arith.constant dense<[4, 2, 3, 2, 9, 3, 9]> : tensor<7xindex>
  %w1 = tensor.cast %w0 : tensor<7xindex> to tensor<?xindex>
  %w = call @opaque_index_shape(%w1) : (tensor<?xindex>) -> tensor<?xindex>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = call @opaque_index(%c2) : (index) -> index
  %offset = tensor.extract_slice %w[%c1] [%n] [1] : tensor<?xindex> to tensor<?xindex>
  %uo = tensor.reshape %d(%offset) : (tensor<?xf32>, tensor<?xindex>) -> tensor<*xf32>
  call @printMemrefF32(%uo) : (tensor<*xf32>) -> ()
  %c3 = arith.constant 3 : index
  %strided = tensor.extract_slice %w[%c3] [%n] [2] : tensor<?xindex> to tensor<?xindex>
  %ust = tensor.reshape %d(%strided) : (tensor<?xf32>, tensor<?xindex>) -> tensor<*xf32>
  call @printMemrefF32(%ust) : (tensor<*xf32>) -> ()
  return
}
