// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: %run < %t.assert.mlir | FileCheck %s

// A reshape of an unranked input whose buffer is, at run time, a strided
// or offset view (a slice cast to tensor<*xf32>, passed to a function or
// chosen by an scf.if). memref.reshape read it as if it had the identity
// layout: the reshapes below printed the first elements of the whole
// buffer (found by review). Such an input is now copied first; an input
// with the identity layout stays a view.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @flat(%x: tensor<*xf32>) -> tensor<?xf32> {
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<*xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func private @by_shape(%x: tensor<*xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<*xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// The copy inside a loop: its stack memory is released on every iteration
// (2,000,000 iterations overflowed an 8 MB stack; found by review).
func.func private @sum_in_loop(%x: tensor<*xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %flat = reshape.static_reshape %x [-1] special_zero = false : tensor<*xf32> -> tensor<?xf32>
    %e = tensor.extract %flat[%c1] : tensor<?xf32>
    %next = arith.addf %acc, %e : f32
    scf.yield %next : f32
  }
  return %sum : f32
}

func.func private @yes() -> i1 {
  %t = arith.constant true
  return %t : i1
}

func.func @main() {
  %big = arith.constant dense<[[0., 1., 2., 3.], [4., 5., 6., 7.], [8., 9., 10., 11.]]> : tensor<3x4xf32>

  // Rows 1-2: an offset view.
  // CHECK: sizes = [8] strides = [1] data =
  // CHECK-NEXT: [4,  5,  6,  7,  8,  9,  10,  11]
  %rows = tensor.extract_slice %big[1, 0] [2, 4] [1, 1] : tensor<3x4xf32> to tensor<2x4xf32>
  %ru = tensor.cast %rows : tensor<2x4xf32> to tensor<*xf32>
  %a = func.call @flat(%ru) : (tensor<*xf32>) -> tensor<?xf32>
  %au = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%au) : (tensor<*xf32>) -> ()

  // Columns 1 and 3: a strided view, by a runtime shape.
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[1,   3,   5],
  // CHECK-NEXT:  [7,   9,   11]]
  %cols = tensor.extract_slice %big[0, 1] [3, 2] [1, 2] : tensor<3x4xf32> to tensor<3x2xf32>
  %cu = tensor.cast %cols : tensor<3x2xf32> to tensor<*xf32>
  %s = arith.constant dense<[2, 3]> : tensor<2xi32>
  %b = func.call @by_shape(%cu, %s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %bu = tensor.cast %b : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%bu) : (tensor<*xf32>) -> ()

  // Column 1, chosen by an scf.if, reshaped in the same function.
  // CHECK: sizes = [3] strides = [1] data =
  // CHECK-NEXT: [1,  5,  9]
  %other = arith.constant dense<[42., 43., 44.]> : tensor<3xf32>
  %cond = func.call @yes() : () -> i1
  %u = scf.if %cond -> tensor<*xf32> {
    %col = tensor.extract_slice %big[0, 1] [3, 1] [1, 1] : tensor<3x4xf32> to tensor<3x1xf32>
    %c = tensor.cast %col : tensor<3x1xf32> to tensor<*xf32>
    scf.yield %c : tensor<*xf32>
  } else {
    %o = tensor.cast %other : tensor<3xf32> to tensor<*xf32>
    scf.yield %o : tensor<*xf32>
  }
  %c = reshape.static_reshape %u [-1] special_zero = false : tensor<*xf32> -> tensor<?xf32>
  %cu2 = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%cu2) : (tensor<*xf32>) -> ()

  // Columns 1 and 3 flattened, element 1 (3) summed 2,000,000 times.
  // CHECK: 6e+06
  %many = arith.constant 2000000 : index
  %sum = func.call @sum_in_loop(%cu, %many) : (tensor<*xf32>, index) -> f32
  vector.print %sum : f32

  // The whole buffer: the identity layout.
  // CHECK: sizes = [12] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11]
  %whole = tensor.cast %big : tensor<3x4xf32> to tensor<*xf32>
  %d = func.call @flat(%whole) : (tensor<*xf32>) -> tensor<?xf32>
  %du = tensor.cast %d : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%du) : (tensor<*xf32>) -> ()
  return
}
