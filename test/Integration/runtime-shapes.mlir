// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// Target values that arrive at run time: dynamic_reshape with the shape as a
// function argument or read from a memref.global, special_zero zeros and the
// -1 resolved when the program runs, a shape of unknown length, `?` input
// dims, and shape element types i32, i64, index, i8 and si32.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

memref.global "private" constant @copy_and_infer : memref<3xi64> = dense<[0, -1, 2]>

func.func private @iota(%n: index) -> tensor<?xf32> {
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return %t : tensor<?xf32>
}

func.func private @input_2x3x4() -> tensor<2x3x4xf32> {
  %c24 = arith.constant 24 : index
  %i = call @iota(%c24) : (index) -> tensor<?xf32>
  %s = tensor.cast %i : tensor<?xf32> to tensor<24xf32>
  %x = tensor.expand_shape %s [[0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
  return %x : tensor<2x3x4xf32>
}

func.func private @print(%t: tensor<*xf32>) {
  call @printMemrefF32(%t) : (tensor<*xf32>) -> ()
  return
}

func.func private @reshape_i32(%x: tensor<2x3x4xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x4xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

func.func private @reshape_i64(%x: tensor<2x3x4xf32>, %s: tensor<3xi64>) -> tensor<?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x4xf32>, tensor<3xi64>
  return %0 : tensor<?x?x?xf32>
}

func.func private @reshape_index_literal_zero(%x: tensor<?x3xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x3xf32>, tensor<2xindex>
  return %0 : tensor<?x?xf32>
}

func.func private @reshape_i8_declared(%x: tensor<2x3x4xf32>, %s: tensor<2xi8>) -> tensor<4x6xf32> {
  // The written type is more static than the inferred one: checked (R6).
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3x4xf32>, tensor<2xi8> -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

func.func private @reshape_si32(%x: tensor<2x3x4xf32>, %s: tensor<1xsi32>) -> tensor<?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3x4xf32>, tensor<1xsi32>
  return %0 : tensor<?xf32>
}

func.func private @reshape_unknown_length(%x: tensor<?x?x?xf32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x?x?xf32>, tensor<?xi32>
  return %0 : tensor<*xf32>
}

func.func private @rank0_unknown_length(%x: tensor<f32>, %s: tensor<?xi8>) -> tensor<*xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<f32>, tensor<?xi8>
  return %0 : tensor<*xf32>
}

func.func private @static_on_dynamic_input(%x: tensor<?x?xf32>) -> tensor<?x2x?xf32> {
  %0 = reshape.static_reshape %x [0, 2, -1] special_zero = true : tensor<?x?xf32>
  return %0 : tensor<?x2x?xf32>
}

func.func @main() {
  %x = call @input_2x3x4() : () -> tensor<2x3x4xf32>

  // [0, -1] with special_zero, i32, from a function argument: 2x12.
  // CHECK: rank = 2 offset = 0 sizes = [2, 12] strides = [12, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11],
  // CHECK-NEXT: [12,   13,   14,   15,   16,   17,   18,   19,   20,   21,   22,   23]]
  %s1 = arith.constant dense<[0, -1]> : tensor<2xi32>
  %r1 = call @reshape_i32(%x, %s1) : (tensor<2x3x4xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %u1 = tensor.cast %r1 : tensor<?x?xf32> to tensor<*xf32>
  call @print(%u1) : (tensor<*xf32>) -> ()

  // [0, -1, 2], i64, read from a memref.global: 2x6x2.
  // CHECK: rank = 3 offset = 0 sizes = [2, 6, 2] strides = [12, 2, 1] data =
  // CHECK-NEXT: {{\[\[}}[0,   1],
  // CHECK-NEXT: [2,   3],
  // CHECK: [22,   23]]]
  %g = memref.get_global @copy_and_infer : memref<3xi64>
  %s2 = bufferization.to_tensor %g restrict : memref<3xi64> to tensor<3xi64>
  %r2 = call @reshape_i64(%x, %s2) : (tensor<2x3x4xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  %u2 = tensor.cast %r2 : tensor<?x?x?xf32> to tensor<*xf32>
  call @print(%u2) : (tensor<*xf32>) -> ()

  // A `?x3` input of 8x3 to [6, -1] without special_zero: 6x4.
  // CHECK: rank = 2 offset = 0 sizes = [6, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
  // CHECK: [20,   21,   22,   23]]
  %c24 = arith.constant 24 : index
  %i24 = call @iota(%c24) : (index) -> tensor<?xf32>
  %c8 = arith.constant 8 : index
  %d = tensor.expand_shape %i24 [[0, 1]] output_shape [%c8, 3] : tensor<?xf32> into tensor<?x3xf32>
  %s3 = arith.constant dense<[6, -1]> : tensor<2xindex>
  %r3 = call @reshape_index_literal_zero(%d, %s3) : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %u3 = tensor.cast %r3 : tensor<?x?xf32> to tensor<*xf32>
  call @print(%u3) : (tensor<*xf32>) -> ()

  // i8 values [4, 6] into a written 4x6 result.
  // CHECK: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5],
  // CHECK: [18,   19,   20,   21,   22,   23]]
  %s4 = arith.constant dense<[4, 6]> : tensor<2xi8>
  %r4 = call @reshape_i8_declared(%x, %s4) : (tensor<2x3x4xf32>, tensor<2xi8>) -> tensor<4x6xf32>
  %u4 = tensor.cast %r4 : tensor<4x6xf32> to tensor<*xf32>
  call @print(%u4) : (tensor<*xf32>) -> ()

  // si32 [-1]: flatten.
  // CHECK: rank = 1 offset = 0 sizes = [24] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22,  23]
  %s5 = arith.constant dense<[-1]> : tensor<1xsi32>
  %r5 = call @reshape_si32(%x, %s5) : (tensor<2x3x4xf32>, tensor<1xsi32>) -> tensor<?xf32>
  %u5 = tensor.cast %r5 : tensor<?xf32> to tensor<*xf32>
  call @print(%u5) : (tensor<*xf32>) -> ()

  // A shape of unknown length [0, 0, -1, 2] on 2x3x4: an unranked 2x3x2x2.
  // CHECK: rank = 4 offset = 0 sizes = [2, 3, 2, 2] strides = [12, 4, 2, 1] data =
  // CHECK-NEXT: {{\[\[\[}}0,   1],
  // CHECK-NEXT: [2,   3]],
  // CHECK: [22,   23]]]]
  %s6 = arith.constant dense<[0, 0, -1, 2]> : tensor<4xi32>
  %s6d = tensor.cast %s6 : tensor<4xi32> to tensor<?xi32>
  %xd = tensor.cast %x : tensor<2x3x4xf32> to tensor<?x?x?xf32>
  %r6 = call @reshape_unknown_length(%xd, %s6d) : (tensor<?x?x?xf32>, tensor<?xi32>) -> tensor<*xf32>
  call @print(%r6) : (tensor<*xf32>) -> ()

  // static_reshape [0, 2, -1] with special_zero on a `?x?` input of 4x6:
  // dim 0 is copied at run time, the -1 is 3.
  // CHECK: rank = 3 offset = 0 sizes = [4, 2, 3] strides = [6, 3, 1] data =
  // CHECK-NEXT: {{\[\[}}[0,   1,   2],
  // CHECK-NEXT: [3,   4,   5]],
  // CHECK: [21,   22,   23]]]
  %s24 = tensor.cast %i24 : tensor<?xf32> to tensor<24xf32>
  %x46s = tensor.expand_shape %s24 [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  %x46 = tensor.cast %x46s : tensor<4x6xf32> to tensor<?x?xf32>
  %r7 = call @static_on_dynamic_input(%x46) : (tensor<?x?xf32>) -> tensor<?x2x?xf32>
  %u7 = tensor.cast %r7 : tensor<?x2x?xf32> to tensor<*xf32>
  call @print(%u7) : (tensor<*xf32>) -> ()

  // A rank-0 input and a shape of unknown length [1, -1]: 1x1 (found by
  // the builder fuzzer: the lowering read a dim of the rank-0 tensor).
  // CHECK: rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data =
  // CHECK-NEXT: {{\[\[}}7]]
  %c7 = arith.constant dense<7.0> : tensor<f32>
  %s8 = arith.constant dense<[1, -1]> : tensor<2xi8>
  %s8d = tensor.cast %s8 : tensor<2xi8> to tensor<?xi8>
  %r8 = call @rank0_unknown_length(%c7, %s8d) : (tensor<f32>, tensor<?xi8>) -> tensor<*xf32>
  call @print(%r8) : (tensor<*xf32>) -> ()
  return
}
