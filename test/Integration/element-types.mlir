// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// f16 and bf16 data through both ops (f32 is in the other tests), and
// rank-0 tensors in and out.

func.func private @printMemrefF16(tensor<*xf16> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(tensor<*xbf16> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @iota_f16() -> tensor<2x3x2xf16> {
  %t = tensor.generate {
  ^bb0(%i: index, %j: index, %k: index):
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %ij = arith.muli %i, %c3 : index
    %ij1 = arith.addi %ij, %j : index
    %ijk = arith.muli %ij1, %c2 : index
    %lin = arith.addi %ijk, %k : index
    %v = arith.index_cast %lin : index to i64
    %f = arith.sitofp %v : i64 to f16
    tensor.yield %f : f16
  } : tensor<2x3x2xf16>
  return %t : tensor<2x3x2xf16>
}

func.func private @iota_bf16() -> tensor<2x3x2xbf16> {
  %t = tensor.generate {
  ^bb0(%i: index, %j: index, %k: index):
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %ij = arith.muli %i, %c3 : index
    %ij1 = arith.addi %ij, %j : index
    %ijk = arith.muli %ij1, %c2 : index
    %lin = arith.addi %ijk, %k : index
    %v = arith.index_cast %lin : index to i64
    %f = arith.sitofp %v : i64 to bf16
    tensor.yield %f : bf16
  } : tensor<2x3x2xbf16>
  return %t : tensor<2x3x2xbf16>
}

func.func private @static_f16(%x: tensor<2x3x2xf16>) -> tensor<2x6xf16> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<2x3x2xf16>
  return %0 : tensor<2x6xf16>
}

func.func private @dynamic_f16(%x: tensor<2x3x2xf16>, %s: tensor<2xi32>) -> tensor<?x?xf16> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3x2xf16>, tensor<2xi32>
  return %0 : tensor<?x?xf16>
}

func.func private @static_bf16(%x: tensor<2x3x2xbf16>) -> tensor<3x4xbf16> {
  %0 = reshape.static_reshape %x [3, 4] special_zero = false : tensor<2x3x2xbf16>
  return %0 : tensor<3x4xbf16>
}

func.func private @dynamic_bf16(%x: tensor<2x3x2xbf16>, %s: tensor<3xi64>) -> tensor<?x?x?xbf16> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x2xbf16>, tensor<3xi64>
  return %0 : tensor<?x?x?xbf16>
}

func.func private @to_rank_0(%x: tensor<1x1xf32>) -> tensor<f32> {
  %0 = reshape.static_reshape %x [] special_zero = false : tensor<1x1xf32>
  return %0 : tensor<f32>
}

func.func private @from_rank_0(%x: tensor<f32>, %s: tensor<3xindex>) -> tensor<?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<f32>, tensor<3xindex>
  return %0 : tensor<?x?x?xf32>
}

func.func @main() {
  %h = call @iota_f16() : () -> tensor<2x3x2xf16>

  // CHECK: rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5],
  // CHECK-NEXT: [6,   7,   8,   9,   10,   11]]
  %r1 = call @static_f16(%h) : (tensor<2x3x2xf16>) -> tensor<2x6xf16>
  %u1 = tensor.cast %r1 : tensor<2x6xf16> to tensor<*xf16>
  call @printMemrefF16(%u1) : (tensor<*xf16>) -> ()

  // CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   1,   2],
  // CHECK: [9,   10,   11]]
  %s2 = arith.constant dense<[-1, 3]> : tensor<2xi32>
  %r2 = call @dynamic_f16(%h, %s2) : (tensor<2x3x2xf16>, tensor<2xi32>) -> tensor<?x?xf16>
  %u2 = tensor.cast %r2 : tensor<?x?xf16> to tensor<*xf16>
  call @printMemrefF16(%u2) : (tensor<*xf16>) -> ()

  %b = call @iota_bf16() : () -> tensor<2x3x2xbf16>
  // CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
  // CHECK-NEXT: [4,   5,   6,   7],
  // CHECK-NEXT: [8,   9,   10,   11]]
  %r3 = call @static_bf16(%b) : (tensor<2x3x2xbf16>) -> tensor<3x4xbf16>
  %u3 = tensor.cast %r3 : tensor<3x4xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u3) : (tensor<*xbf16>) -> ()

  // CHECK: rank = 3 offset = 0 sizes = [2, 2, 3] strides = [6, 3, 1] data =
  // CHECK-NEXT: {{\[\[}}[0,   1,   2],
  // CHECK-NEXT: [3,   4,   5]],
  // CHECK-NEXT: {{\[}}[6,   7,   8],
  // CHECK-NEXT: [9,   10,   11]]]
  %s4 = arith.constant dense<[0, 2, -1]> : tensor<3xi64>
  %r4 = call @dynamic_bf16(%b, %s4) : (tensor<2x3x2xbf16>, tensor<3xi64>) -> tensor<?x?x?xbf16>
  %u4 = tensor.cast %r4 : tensor<?x?x?xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u4) : (tensor<*xbf16>) -> ()

  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [7]
  %one = arith.constant dense<7.0> : tensor<1x1xf32>
  %r5 = call @to_rank_0(%one) : (tensor<1x1xf32>) -> tensor<f32>
  %u5 = tensor.cast %r5 : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()

  // CHECK: rank = 3 offset = 0 sizes = [1, 1, 1] strides = [1, 1, 1] data =
  // CHECK-NEXT: {{\[\[\[}}7]]]
  %s6 = arith.constant dense<[1, -1, 1]> : tensor<3xindex>
  %r6 = call @from_rank_0(%r5, %s6) : (tensor<f32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  %u6 = tensor.cast %r6 : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  return
}
