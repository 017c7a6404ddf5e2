// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// A loop that carries a tensor and yields a new one each iteration (a
// reshape of a tensor it builds): the yielded buffer is not the carried one,
// so One-Shot Bufferize must be allowed to yield new buffers from loops
// (reshape-to-llvm used to refuse this valid program), and deallocation
// frees the buffers of the iterations.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// Iteration i builds 6 * (i + 1) elements (element k is k + i) and reshapes
// them to [-1, 3].
func.func private @grow(%init: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> tensor<?x?xf32> {
    %i1 = arith.addi %i, %c1 : index
    %size = arith.muli %i1, %c6 : index
    %g = tensor.generate %size {
    ^bb0(%k: index):
      %s = arith.addi %k, %i : index
      %v = arith.index_cast %s : index to i64
      %f = arith.sitofp %v : i64 to f32
      tensor.yield %f : f32
    } : tensor<?xf32>
    %y = reshape.static_reshape %g [-1, 3] special_zero = false : tensor<?xf32> -> tensor<?x3xf32>
    %z = tensor.cast %y : tensor<?x3xf32> to tensor<?x?xf32>
    scf.yield %z : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %x = arith.constant dense<[[0., 1.], [2., 3.]]> : tensor<2x2xf32>
  %init = tensor.cast %x : tensor<2x2xf32> to tensor<?x?xf32>
  %r = call @grow(%init, %c3) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: rank = 2 offset = 0 sizes = [6, 3] strides = [3, 1]
// CHECK-NEXT: [2,   3,   4],
// CHECK-NEXT: [5,   6,   7],
// CHECK-NEXT: [8,   9,   10],
// CHECK-NEXT: [11,   12,   13],
// CHECK-NEXT: [14,   15,   16],
// CHECK-NEXT: [17,   18,   19]]
