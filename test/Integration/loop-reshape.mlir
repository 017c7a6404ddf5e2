// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// Loops that carry a tensor through reshapes. One-Shot Bufferize cannot
// prove the yielded buffer equivalent to the iteration argument's (a
// reshape is a view of another type): reshape-to-llvm's default
// allow-return-allocs-from-loops=true gives the loop a new buffer per
// iteration (test/Pipelines/reshape-to-llvm-loops.mlir shows the error
// without it).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// Each iteration views the 6 values as 2x3, transposes them and flattens
// the 3x2 result: [0..5] -> [0, 3, 1, 4, 2, 5] -> [0, 4, 3, 2, 1, 5].
func.func private @transpose_loop(%x: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x) -> tensor<6xf32> {
    %m = reshape.static_reshape %t [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
    %e = tensor.empty() : tensor<3x2xf32>
    %tr = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
    %f = reshape.static_reshape %tr [-1] special_zero = false : tensor<3x2xf32> -> tensor<6xf32>
    scf.yield %f : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

// A dynamic_reshape whose shape changes with the iteration: [i + 2, -1]
// turns 1x12 into 2x6, 3x4 and then 4x3, each checked at run time.
func.func private @shape_loop(%x: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %minus1 = arith.constant -1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x) -> tensor<?x?xf32> {
    %rows = arith.addi %i, %c2 : index
    %s = tensor.from_elements %rows, %minus1 : tensor<2xindex>
    %u = reshape.dynamic_reshape %t, %s special_zero = false
           : tensor<?x?xf32>, tensor<2xindex> -> tensor<?x?xf32>
    scf.yield %u : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>
  %none = func.call @transpose_loop(%x, %c0) : (tensor<6xf32>, index) -> tensor<6xf32>
  %once = func.call @transpose_loop(%x, %c1) : (tensor<6xf32>, index) -> tensor<6xf32>
  %twice = func.call @transpose_loop(%x, %c2) : (tensor<6xf32>, index) -> tensor<6xf32>
  %u0 = tensor.cast %none : tensor<6xf32> to tensor<*xf32>
  %u1 = tensor.cast %once : tensor<6xf32> to tensor<*xf32>
  %u2 = tensor.cast %twice : tensor<6xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  func.call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  func.call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  %y = arith.constant dense<1.0> : tensor<1x12xf32>
  %yd = tensor.cast %y : tensor<1x12xf32> to tensor<?x?xf32>
  %z = func.call @shape_loop(%yd, %c3) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %uz = tensor.cast %z : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%uz) : (tensor<*xf32>) -> ()
  return
}

// CHECK:      sizes = [6]
// CHECK-NEXT: [0, 1, 2, 3, 4, 5]
// CHECK:      sizes = [6]
// CHECK-NEXT: [0, 3, 1, 4, 2, 5]
// CHECK:      sizes = [6]
// CHECK-NEXT: [0, 4, 3, 2, 1, 5]
// CHECK:      sizes = [4, 3]
// CHECK-NEXT: {{\[\[}}1, 1, 1],
// CHECK-NEXT: [1, 1, 1],
// CHECK-NEXT: [1, 1, 1],
// CHECK-NEXT: [1, 1, 1]]
