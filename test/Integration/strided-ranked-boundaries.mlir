// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// A strided buffer that meets a `?` type of the identity layout at a call
// (an argument, a result): One-Shot Bufferize casts it to the identity
// layout rather than copying it, and the reshape after the call read it
// as row-major. The first reshape below printed 0 to 5, the first six
// elements of the matrix (found by review). reshape-identity-layout-casts
// checks such casts at run time and copies where they do not hold.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @flat(%x: tensor<?x?xf32>) -> tensor<?xf32> {
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func private @columns(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %cols = tensor.extract_slice %x[0, 1] [3, 2] [1, 1] : tensor<3x4xf32> to tensor<3x2xf32>
  %d = tensor.cast %cols : tensor<3x2xf32> to tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}

func.func @main() {
  %big = arith.constant dense<[[0., 1., 2., 3.], [4., 5., 6., 7.], [8., 9., 10., 11.]]> : tensor<3x4xf32>

  // Columns 0 and 1, passed as an argument.
  // CHECK: sizes = [6] strides = [1] data =
  // CHECK-NEXT: [0,  1,  4,  5,  8,  9]
  %cols = tensor.extract_slice %big[0, 0] [3, 2] [1, 1] : tensor<3x4xf32> to tensor<3x2xf32>
  %d = tensor.cast %cols : tensor<3x2xf32> to tensor<?x?xf32>
  %a = func.call @flat(%d) : (tensor<?x?xf32>) -> tensor<?xf32>
  %au = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%au) : (tensor<*xf32>) -> ()

  // Columns 1 and 2, returned.
  // CHECK: sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1,  2,  5,  6,  9,  10]
  %r = func.call @columns(%big) : (tensor<3x4xf32>) -> tensor<?x?xf32>
  %b = reshape.static_reshape %r [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  %bu = tensor.cast %b : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()

  // A row repeated (stride 0), passed as an argument.
  // CHECK: sizes = [6] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  0,  1,  2]
  %buf = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f32
    memref.store %f, %buf[%i] : memref<6xf32>
  }
  %rows = memref.reinterpret_cast %buf to offset: [0], sizes: [2, 3], strides: [0, 1] : memref<6xf32> to memref<2x3xf32, strided<[0, 1]>>
  %t = bufferization.to_tensor %rows restrict : memref<2x3xf32, strided<[0, 1]>> to tensor<2x3xf32>
  %td = tensor.cast %t : tensor<2x3xf32> to tensor<?x?xf32>
  %c = func.call @flat(%td) : (tensor<?x?xf32>) -> tensor<?xf32>
  %cu = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  return
}
