// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s
// RUN: reshape-opt %s --convert-reshape-to-tensor --inline --reshape-to-llvm | %run | FileCheck %s

// A graph as frontends emit it: a matmul, a reshape of its result by a
// shape that arrives at run time, and a softmax (linalg.softmax, which the
// pipeline decomposes into linalg.generic ops) over the reshaped rows.
//   A = [[1, 0, 1], [0, 1, 0]], B = [[0, 1, 0, 2], [1, 0, 1, 0], [0, 0, 0, 1]]
//   A.B = [[0, 1, 0, 3], [1, 0, 1, 0]], reshaped by [-1, 2] to 4x2.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @graph(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>,
                         %shape: tensor<2xi64>) -> tensor<?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>)
                      outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = reshape.dynamic_reshape %mm, %shape special_zero = false
         : tensor<2x4xf32>, tensor<2xi64> -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  %out = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %sm = linalg.softmax dimension(1) ins(%r : tensor<?x?xf32>)
                       outs(%out : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %sm : tensor<?x?xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[0.0, 1.0, 0.0, 2.0], [1.0, 0.0, 1.0, 0.0],
                             [0.0, 0.0, 0.0, 1.0]]> : tensor<3x4xf32>
  %shape = arith.constant dense<[-1, 2]> : tensor<2xi64>
  %sm = func.call @graph(%a, %b, %shape)
          : (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %u = tensor.cast %sm : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK:      sizes = [4, 2]
// CHECK-NEXT: {{\[\[}}0.268941, 0.731059],
// CHECK-NEXT: [0.0474259, 0.952574],
// CHECK-NEXT: [0.731059, 0.268941],
// CHECK-NEXT: [0.731059, 0.268941]]
