// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// Every valid worked example of docs/Rules.md, compiled to native code and
// run on iota inputs: the result has the input's elements in row-major
// order. The reshapes live in private functions that take the data as an
// argument, so nothing is constant-folded.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @iota(%n: index) -> tensor<?xf32> {
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return %t : tensor<?xf32>
}

// printMemref reads a row of a zero-size buffer: print only the shape.
func.func private @printMemrefShapeF32(tensor<*xf32> {bufferization.access = "read"})
    attributes {llvm.emit_c_interface}

func.func private @print(%t: tensor<*xf32>) {
  call @printMemrefF32(%t) : (tensor<*xf32>) -> ()
  return
}

func.func private @copy_then_infer(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  return %0 : tensor<3x20xf32>
}

func.func private @copy_infer_literal(%x: tensor<2x5x5x24xf32>) -> tensor<2x150x4xf32> {
  %0 = reshape.static_reshape %x [0, -1, 4] special_zero = true : tensor<2x5x5x24xf32>
  return %0 : tensor<2x150x4xf32>
}

func.func private @literal_zero(%x: tensor<2x5x5x0xf32>) -> tensor<0x4xf32> {
  %0 = reshape.static_reshape %x [0, 4] special_zero = false : tensor<2x5x5x0xf32>
  return %0 : tensor<0x4xf32>
}

func.func private @copy_in_the_middle(%x: tensor<2x8x32xf32>) -> tensor<4x8x16xf32> {
  %0 = reshape.static_reshape %x [4, 0, 16] special_zero = true : tensor<2x8x32xf32>
  return %0 : tensor<4x8x16xf32>
}

func.func private @copied_dynamic_dim(%x: tensor<?x2048xf32>) -> tensor<?x32x64xf32> {
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  return %0 : tensor<?x32x64xf32>
}

func.func private @unranked_input(%x: tensor<*xf32>) -> tensor<3x?xf32> {
  %0 = reshape.static_reshape %x [3, -1] special_zero = false : tensor<*xf32>
  return %0 : tensor<3x?xf32>
}

func.func private @copied_zero(%x: tensor<0x2x2xf32>) -> tensor<0x4xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<0x2x2xf32>
  return %0 : tensor<0x4xf32>
}

func.func private @rank_zero(%x: tensor<1xf32>) -> tensor<f32> {
  %0 = reshape.static_reshape %x [] special_zero = false : tensor<1xf32>
  return %0 : tensor<f32>
}

func.func @main() {
  // CHECK: rank = 2 offset = 0 sizes = [3, 20] strides = [20, 1] data =
  // CHECK-NEXT: [0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15,   16,   17,   18,   19],
  // CHECK-NEXT: [20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31,   32,   33,   34,   35,   36,   37,   38,   39],
  // CHECK-NEXT: [40,   41,   42,   43,   44,   45,   46,   47,   48,   49,   50,   51,   52,   53,   54,   55,   56,   57,   58,   59]]
  %c60 = arith.constant 60 : index
  %i60 = call @iota(%c60) : (index) -> tensor<?xf32>
  %s60 = tensor.cast %i60 : tensor<?xf32> to tensor<60xf32>
  %a = tensor.expand_shape %s60 [[0, 1, 2]] output_shape [3, 4, 5] : tensor<60xf32> into tensor<3x4x5xf32>
  %ra = call @copy_then_infer(%a) : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
  %ua = tensor.cast %ra : tensor<3x20xf32> to tensor<*xf32>
  call @print(%ua) : (tensor<*xf32>) -> ()

  // 1200 elements: check the shape and both ends of each 2x150x4 block.
  // CHECK: rank = 3 offset = 0 sizes = [2, 150, 4] strides = [600, 4, 1] data =
  // CHECK-NEXT: {{\[\[}}[0,   1,   2,   3],
  // CHECK-NEXT: [4,   5,   6,   7],
  // CHECK: [596,   597,   598,   599]],
  // CHECK-NEXT: {{\[}}[600,   601,   602,   603],
  // CHECK: [1196,   1197,   1198,   1199]]]
  %c1200 = arith.constant 1200 : index
  %i1200 = call @iota(%c1200) : (index) -> tensor<?xf32>
  %s1200 = tensor.cast %i1200 : tensor<?xf32> to tensor<1200xf32>
  %b = tensor.expand_shape %s1200 [[0, 1, 2, 3]] output_shape [2, 5, 5, 24] : tensor<1200xf32> into tensor<2x5x5x24xf32>
  %rb = call @copy_infer_literal(%b) : (tensor<2x5x5x24xf32>) -> tensor<2x150x4xf32>
  %ub = tensor.cast %rb : tensor<2x150x4xf32> to tensor<*xf32>
  call @print(%ub) : (tensor<*xf32>) -> ()

  // CHECK: rank = 2 offset = 0 sizes = [0, 4] strides = [4, 1]
  %c = tensor.empty() : tensor<2x5x5x0xf32>
  %rc = call @literal_zero(%c) : (tensor<2x5x5x0xf32>) -> tensor<0x4xf32>
  %uc = tensor.cast %rc : tensor<0x4xf32> to tensor<*xf32>
  call @printMemrefShapeF32(%uc) : (tensor<*xf32>) -> ()

  // CHECK: rank = 3 offset = 0 sizes = [4, 8, 16] strides = [128, 16, 1] data =
  // CHECK-NEXT: {{\[\[}}[0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15],
  // CHECK-NEXT: [16,   17,
  // CHECK: [496,   497,   498,   499,   500,   501,   502,   503,   504,   505,   506,   507,   508,   509,   510,   511]]]
  %c512 = arith.constant 512 : index
  %i512 = call @iota(%c512) : (index) -> tensor<?xf32>
  %s512 = tensor.cast %i512 : tensor<?xf32> to tensor<512xf32>
  %d = tensor.expand_shape %s512 [[0, 1, 2]] output_shape [2, 8, 32] : tensor<512xf32> into tensor<2x8x32xf32>
  %rd = call @copy_in_the_middle(%d) : (tensor<2x8x32xf32>) -> tensor<4x8x16xf32>
  %ud = tensor.cast %rd : tensor<4x8x16xf32> to tensor<*xf32>
  call @print(%ud) : (tensor<*xf32>) -> ()

  // A `?` input of 2x2048: the copied dim stays 2 at run time.
  // CHECK: rank = 3 offset = 0 sizes = [2, 32, 64] strides = [2048, 64, 1] data =
  // CHECK-NEXT: {{\[\[}}[0,   1,   2,
  // CHECK: 4093,   4094,   4095]]]
  %c4096 = arith.constant 4096 : index
  %i4096 = call @iota(%c4096) : (index) -> tensor<?xf32>
  %c2 = arith.constant 2 : index
  %e = tensor.expand_shape %i4096 [[0, 1]] output_shape [%c2, 2048] : tensor<?xf32> into tensor<?x2048xf32>
  %re = call @copied_dynamic_dim(%e) : (tensor<?x2048xf32>) -> tensor<?x32x64xf32>
  %ue = tensor.cast %re : tensor<?x32x64xf32> to tensor<*xf32>
  call @print(%ue) : (tensor<*xf32>) -> ()

  // An unranked input of 2x3x2: 3x4.
  // CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
  // CHECK-NEXT: [4,   5,   6,   7],
  // CHECK-NEXT: [8,   9,   10,   11]]
  %c12 = arith.constant 12 : index
  %i12 = call @iota(%c12) : (index) -> tensor<?xf32>
  %s12 = tensor.cast %i12 : tensor<?xf32> to tensor<12xf32>
  %f = tensor.expand_shape %s12 [[0, 1, 2]] output_shape [2, 3, 2] : tensor<12xf32> into tensor<2x3x2xf32>
  %uf = tensor.cast %f : tensor<2x3x2xf32> to tensor<*xf32>
  %rf = call @unranked_input(%uf) : (tensor<*xf32>) -> tensor<3x?xf32>
  %urf = tensor.cast %rf : tensor<3x?xf32> to tensor<*xf32>
  call @print(%urf) : (tensor<*xf32>) -> ()

  // CHECK: rank = 2 offset = 0 sizes = [0, 4] strides = [4, 1]
  %g = tensor.empty() : tensor<0x2x2xf32>
  %rg = call @copied_zero(%g) : (tensor<0x2x2xf32>) -> tensor<0x4xf32>
  %ug = tensor.cast %rg : tensor<0x4xf32> to tensor<*xf32>
  call @printMemrefShapeF32(%ug) : (tensor<*xf32>) -> ()

  // One element, an empty target: rank 0.
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [7]
  %seven = arith.constant dense<7.0> : tensor<1xf32>
  %rh = call @rank_zero(%seven) : (tensor<1xf32>) -> tensor<f32>
  %uh = tensor.cast %rh : tensor<f32> to tensor<*xf32>
  call @print(%uh) : (tensor<*xf32>) -> ()
  return
}
