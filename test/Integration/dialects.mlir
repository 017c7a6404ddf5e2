// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// Reshapes among the ops of the dialects a graph holds, compiled by
// reshape-to-llvm and run: math (intrinsics and libm), arith, vector,
// affine over tensors, complex, tensor, scf.forall and cf.
// test/Pipelines/reshape-to-llvm-dialects.mlir checks the lowering of each.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})

func.func private @print(%t: tensor<2x3xf32>) {
  %u = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// exp, erf (libm), cbrt (libm), fpowi, tanh on [0, 1, 2, 3, 4, 5].
func.func private @math(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %g = linalg.map ins(%a : tensor<6xf32>) outs(%e : tensor<6xf32>)
    (%x: f32, %o: f32) {
      %two = arith.constant 2 : i32
      %0 = math.erf %x : f32
      %1 = math.cbrt %x : f32
      %2 = math.fpowi %1, %two : f32, i32
      %3 = math.tanh %x : f32
      %4 = math.exp %3 : f32
      %5 = arith.addf %0, %2 : f32
      %6 = arith.addf %5, %4 : f32
      linalg.yield %6 : f32
    }
  %r = reshape.static_reshape %g [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// ceildivsi and floordivsi by 4 of [-5, -1, 0, 3, 4, 9], side by side.
func.func private @arith(%a: tensor<6xi32>) -> tensor<2x6xi32> {
  %c4 = arith.constant 4 : i32
  %e = tensor.empty() : tensor<6xi32>
  %ceil = linalg.map ins(%a : tensor<6xi32>) outs(%e : tensor<6xi32>)
    (%x: i32, %o: i32) {
      %0 = arith.ceildivsi %x, %c4 : i32
      linalg.yield %0 : i32
    }
  %floor = linalg.map ins(%a : tensor<6xi32>) outs(%e : tensor<6xi32>)
    (%x: i32, %o: i32) {
      %0 = arith.floordivsi %x, %c4 : i32
      linalg.yield %0 : i32
    }
  %both = tensor.concat dim(0) %ceil, %floor : (tensor<6xi32>, tensor<6xi32>) -> tensor<12xi32>
  %r = reshape.static_reshape %both [2, -1] special_zero = false : tensor<12xi32> -> tensor<2x6xi32>
  return %r : tensor<2x6xi32>
}

// A vector transposed through shape_casts, plus its sum.
func.func private @vector(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0], %pad : tensor<6xf32>, vector<6xf32>
  %m = vector.shape_cast %v : vector<6xf32> to vector<3x2xf32>
  %t = vector.transpose %m, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %f = vector.shape_cast %t : vector<2x3xf32> to vector<6xf32>
  %sum = vector.reduction <add>, %f : vector<6xf32> into f32
  %b = vector.broadcast %sum : f32 to vector<6xf32>
  %s = arith.addf %f, %b : vector<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %w = vector.transfer_write %s, %e[%c0] : vector<6xf32>, tensor<6xf32>
  %r = reshape.static_reshape %w [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// An affine loop over a tensor that reverses it.
func.func private @affine(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %init = tensor.empty() : tensor<6xf32>
  %r = affine.for %i = 0 to 6 iter_args(%t = %init) -> tensor<6xf32> {
    %v = tensor.extract %a[%i] : tensor<6xf32>
    %j = affine.apply affine_map<(d0) -> (5 - d0)>(%i)
    %u = tensor.insert %v into %t[%j] : tensor<6xf32>
    affine.yield %u : tensor<6xf32>
  }
  %x = reshape.static_reshape %r [2, -1] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  return %x : tensor<2x3xf32>
}

// |exp(x + i*pi/2)| = exp(x).
func.func private @complex(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %g = linalg.map ins(%a : tensor<6xf32>) outs(%e : tensor<6xf32>)
    (%x: f32, %o: f32) {
      %half_pi = arith.constant 1.57079632 : f32
      %c = complex.create %x, %half_pi : complex<f32>
      %ex = complex.exp %c : complex<f32>
      %abs = complex.abs %ex : complex<f32>
      linalg.yield %abs : f32
    }
  %r = reshape.static_reshape %g [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// Rows swapped by scf.forall, then padded and sliced back.
func.func private @forall_pad(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %init = tensor.empty() : tensor<2x3xf32>
  %p = scf.forall (%i) in (2) shared_outs(%o = %init) -> tensor<2x3xf32> {
    %j = affine.apply affine_map<(d0) -> (1 - d0)>(%i)
    %row = tensor.extract_slice %a[%i, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %o[%j, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<2x3xf32>
    }
  }
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %p low[1, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<2x3xf32> to tensor<3x4xf32>
  %s = tensor.extract_slice %padded[1, 1] [2, 3] [1, 1] : tensor<3x4xf32> to tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}

// Branches that reshape differently and meet again.
func.func private @cf(%a: tensor<6xf32>, %first: i1) -> tensor<2x3xf32> {
  cf.cond_br %first, ^bb1, ^bb2
^bb1:
  %x = reshape.static_reshape %a [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  cf.br ^bb3(%x : tensor<2x3xf32>)
^bb2:
  %y = reshape.static_reshape %a [3, 2] special_zero = false : tensor<6xf32> -> tensor<3x2xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %t = linalg.transpose ins(%y : tensor<3x2xf32>) outs(%e : tensor<2x3xf32>) permutation = [1, 0]
  cf.br ^bb3(%t : tensor<2x3xf32>)
^bb3(%z: tensor<2x3xf32>):
  return %z : tensor<2x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>
  %m = func.call @math(%a) : (tensor<6xf32>) -> tensor<2x3xf32>
  func.call @print(%m) : (tensor<2x3xf32>) -> ()

  %i = arith.constant dense<[-5, -1, 0, 3, 4, 9]> : tensor<6xi32>
  %d = func.call @arith(%i) : (tensor<6xi32>) -> tensor<2x6xi32>
  %du = tensor.cast %d : tensor<2x6xi32> to tensor<*xi32>
  func.call @printMemrefI32(%du) : (tensor<*xi32>) -> ()

  %v = func.call @vector(%a) : (tensor<6xf32>) -> tensor<2x3xf32>
  func.call @print(%v) : (tensor<2x3xf32>) -> ()
  %f = func.call @affine(%a) : (tensor<6xf32>) -> tensor<2x3xf32>
  func.call @print(%f) : (tensor<2x3xf32>) -> ()
  %c = func.call @complex(%a) : (tensor<6xf32>) -> tensor<2x3xf32>
  func.call @print(%c) : (tensor<2x3xf32>) -> ()
  %p = func.call @forall_pad(%f) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.call @print(%p) : (tensor<2x3xf32>) -> ()
  %true = arith.constant true
  %false = arith.constant false
  %b1 = func.call @cf(%a, %true) : (tensor<6xf32>, i1) -> tensor<2x3xf32>
  func.call @print(%b1) : (tensor<2x3xf32>) -> ()
  %b2 = func.call @cf(%a, %false) : (tensor<6xf32>, i1) -> tensor<2x3xf32>
  func.call @print(%b2) : (tensor<2x3xf32>) -> ()
  return
}

// math: erf(x) + cbrt(x)^2 + exp(tanh(x)).
// CHECK:      {{\[\[}}1, 3.98439, 5.20496],
// CHECK-NEXT: [5.78493, 6.2363, 6.64205]]
// arith: ceildivsi and floordivsi by 4.
// CHECK:      {{\[\[}}-1, 0, 0, 1, 1, 3],
// CHECK-NEXT: [-2, -1, 0, 0, 1, 2]]
// vector: [0, 2, 4, 1, 3, 5] + 15.
// CHECK:      {{\[\[}}15, 17, 19],
// CHECK-NEXT: [16, 18, 20]]
// affine: reversed.
// CHECK:      {{\[\[}}5, 4, 3],
// CHECK-NEXT: [2, 1, 0]]
// complex: exp(x).
// CHECK:      {{\[\[}}1, 2.71828, 7.38906],
// CHECK-NEXT: [20.0855, 54.5981, 148.413]]
// scf.forall and tensor.pad: the rows of the reversed tensor swapped.
// CHECK:      {{\[\[}}2, 1, 0],
// CHECK-NEXT: [5, 4, 3]]
// cf: the two branches.
// CHECK:      {{\[\[}}0, 1, 2],
// CHECK-NEXT: [3, 4, 5]]
// CHECK:      {{\[\[}}0, 2, 4],
// CHECK-NEXT: [1, 3, 5]]
