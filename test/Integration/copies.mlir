// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: FileCheck %s --check-prefix=LOOP < %t.mlir

// A reshape of a buffer that is not contiguous (columns 0-2 of a 4x6
// matrix) must copy: the data is right, and the copy is a loop nest, not a
// call to the generic memrefCopy runtime function.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @flatten_columns(%x: tensor<4x6xf32>) -> tensor<12xf32> {
  %s = tensor.extract_slice %x[0, 0] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
  %0 = reshape.static_reshape %s [-1] special_zero = false : tensor<4x3xf32>
  return %0 : tensor<12xf32>
}

func.func private @split_columns(%x: tensor<4x6xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %c = tensor.extract_slice %x[0, 2] [4, 4] [1, 1] : tensor<4x6xf32> to tensor<4x4xf32>
  %0 = reshape.dynamic_reshape %c, %s special_zero = false : tensor<4x4xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c6 = arith.constant 6 : index
    %r = arith.muli %i, %c6 : index
    %lin = arith.addi %r, %j : index
    %v = arith.index_cast %lin : index to i64
    %f = arith.sitofp %v : i64 to f32
    tensor.yield %f : f32
  } : tensor<4x6xf32>

  // CHECK: rank = 1 offset = 0 sizes = [12] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  6,  7,  8,  12,  13,  14,  18,  19,  20]
  %r1 = call @flatten_columns(%x) : (tensor<4x6xf32>) -> tensor<12xf32>
  %u1 = tensor.cast %r1 : tensor<12xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  // CHECK: rank = 2 offset = 0 sizes = [2, 8] strides = [8, 1] data =
  // CHECK-NEXT: {{\[\[}}2,   3,   4,   5,   8,   9,   10,   11],
  // CHECK-NEXT: [14,   15,   16,   17,   20,   21,   22,   23]]
  %s = arith.constant dense<[2, -1]> : tensor<2xi32>
  %r2 = call @split_columns(%x, %s) : (tensor<4x6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %u2 = tensor.cast %r2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// LOOP-NOT: memrefCopy
