// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// A loop that changes the shape of the tensor it carries, from an init cast
// from a static type. Upstream's scf.for canonicalization moves the cast
// into the loop and makes it carry the static type: each iteration's shape
// (4x2, from a runtime shape) is cast to 2x4. Unchecked, that is a wrong
// shape (the differential fuzzer's case printed one); here the cast folds
// into the reshape, which then stopped this valid program with an R6
// error. The pipeline's canonicalizer leaves that pattern out.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @grow(%x: tensor<2x4xf32>, %s: tensor<2xi32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.cast %x : tensor<2x4xf32> to tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> tensor<?x?xf32> {
    // Each iteration reshapes the carried tensor to the runtime shape.
    %v = reshape.dynamic_reshape %t, %s special_zero = false : tensor<?x?xf32>, tensor<2xi32> -> tensor<?x?xf32>
    scf.yield %v : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %s = arith.constant dense<[4, 2]> : tensor<2xi32>
  %c1 = arith.constant 1 : index
  %r = call @grow(%x, %s, %c1) : (tensor<2x4xf32>, tensor<2xi32>, index) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: rank = 2 offset = 0 sizes = [4, 2]
// CHECK-NEXT: [1, 2]
// CHECK-NEXT: [3, 4]
// CHECK-NEXT: [5, 6]
// CHECK-NEXT: [7, 8]
