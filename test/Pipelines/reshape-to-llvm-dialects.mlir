// RUN: reshape-opt %s --split-input-file --reshape-to-llvm | FileCheck %s

// reshape-to-llvm lowers the dialects a graph holds around its reshapes:
// linalg, tensor, arith, math, scf, affine, vector, cf, memref,
// bufferization, func (and index, complex). Each chunk lowers to the LLVM
// dialect alone (reshape-check-llvm, the last pass, fails otherwise).
// test/Integration/dialects.mlir runs them.

// linalg named ops (fill, matmul) become loops.
// CHECK-LABEL: llvm.func @linalg(
// CHECK:       llvm.fmul
// CHECK:       llvm.fadd
func.func @linalg(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = reshape.static_reshape %m [-1] special_zero = false : tensor<2x4xf32> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// linalg.softmax is decomposed (reshape-decompose-aggregates).
// CHECK-LABEL: llvm.func @softmax(
// CHECK:       llvm.intr.maxnum
// CHECK:       llvm.intr.exp
// CHECK:       llvm.fdiv
func.func @softmax(%a: tensor<2x6xf32>) -> tensor<12xf32> {
  %e = tensor.empty() : tensor<2x6xf32>
  %s = linalg.softmax dimension(1) ins(%a : tensor<2x6xf32>) outs(%e : tensor<2x6xf32>) -> tensor<2x6xf32>
  %r = reshape.static_reshape %s [-1] special_zero = false : tensor<2x6xf32> -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

// math: LLVM intrinsics where LLVM has them, libm for the rest.
// CHECK-DAG:   llvm.func @erff(f32) -> f32
// CHECK-DAG:   llvm.func @cbrtf(f32) -> f32
// CHECK-LABEL: llvm.func @math(
// CHECK:       llvm.intr.exp
// CHECK:       llvm.intr.tanh
// CHECK:       llvm.call @erff
// CHECK:       llvm.intr.sqrt
// CHECK:       llvm.intr.powi
// CHECK:       llvm.intr.atan2
// CHECK:       llvm.call @cbrtf
func.func @math(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.constant 3 : i32
    %1 = math.exp %x : f32
    %2 = math.tanh %1 : f32
    %3 = math.erf %2 : f32
    %4 = math.sqrt %3 : f32
    %5 = math.fpowi %4, %c : f32, i32
    %6 = math.atan2 %5, %x : f32
    %7 = math.rsqrt %6 : f32
    %8 = math.powf %7, %x : f32
    %9 = math.cbrt %8 : f32
    %10 = math.sinh %9 : f32
    %11 = math.round %10 : f32
    linalg.yield %11 : f32
  }  -> tensor<6xf32>
  %r = reshape.static_reshape %g [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// arith, with ops that need expanding (ceildivsi, floordivsi, bf16).
// CHECK-LABEL: llvm.func @arith(
// CHECK:       llvm.sdiv
func.func @arith(%a: tensor<6xi32>, %d: i32) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<6xi32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<6xi32>) outs(%e : tensor<6xi32>) {
  ^bb0(%x: i32, %o: i32):
    %1 = arith.ceildivsi %x, %d : i32
    %2 = arith.floordivsi %1, %d : i32
    %3 = arith.maxsi %2, %x : i32
    %f = arith.sitofp %3 : i32 to bf16
    %g2 = arith.maximumf %f, %f : bf16
    %h = arith.fptosi %g2 : bf16 to i32
    linalg.yield %h : i32
  }  -> tensor<6xi32>
  %r = reshape.static_reshape %g [2, 3] special_zero = false : tensor<6xi32> -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

// -----

// scf.for carrying a tensor through reshapes, and scf.while.
// CHECK-LABEL: llvm.func @scf(
// CHECK:       llvm.cond_br
func.func @scf(%a: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<6xf32> {
    %x = reshape.static_reshape %t [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
    %x2 = tensor.empty() : tensor<3x2xf32>
    %y = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%x2 : tensor<3x2xf32>) permutation = [1, 0]
    %z = reshape.static_reshape %y [6] special_zero = false : tensor<3x2xf32> -> tensor<6xf32>
    scf.yield %z : tensor<6xf32>
  }
  %w = scf.while (%t = %r) : (tensor<6xf32>) -> tensor<6xf32> {
    %false = arith.constant false
    scf.condition(%false) %t : tensor<6xf32>
  } do {
  ^bb0(%t: tensor<6xf32>):
    scf.yield %t : tensor<6xf32>
  }
  return %w : tensor<6xf32>
}

// -----

// scf.forall with a parallel insert.
// CHECK-LABEL: llvm.func @scf_forall(
func.func @scf_forall(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  %p = scf.forall (%i) in (2) shared_outs(%o = %a) -> tensor<2x3xf32> {
    %s = tensor.extract_slice %a[%i, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 3] [1, 1] : tensor<1x3xf32> into tensor<2x3xf32>
    }
  }
  %r = reshape.static_reshape %p [6] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// affine.for over tensors (lowered to scf before bufferization).
// CHECK-LABEL: llvm.func @affine(
// CHECK:       llvm.cond_br
func.func @affine(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %m = bufferization.alloc_tensor() : tensor<6xf32>
  %r = affine.for %i = 0 to 6 iter_args(%t = %m) -> tensor<6xf32> {
    %v = tensor.extract %a[%i] : tensor<6xf32>
    %j = affine.apply affine_map<(d0) -> (5 - d0)>(%i)
    %u = tensor.insert %v into %t[%j] : tensor<6xf32>
    affine.yield %u : tensor<6xf32>
  }
  %x = reshape.static_reshape %r [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  return %x : tensor<2x3xf32>
}

// -----

// affine.for, affine.load and affine.store on memrefs.
// CHECK-LABEL: llvm.func @affine_memref(
// CHECK:       llvm.load
// CHECK:       llvm.store
func.func @affine_memref(%a: memref<6xf32>, %b: memref<6xf32>) {
  affine.for %i = 0 to 6 {
    %v = affine.load %a[%i] : memref<6xf32>
    affine.store %v, %b[5 - %i] : memref<6xf32>
  }
  return
}

// -----

// vector transfers on tensors, shape_cast, transpose, reduction.
// CHECK-LABEL: llvm.func @vector(
// CHECK:       llvm.intr.vector.reduce.fadd
func.func @vector(%a: tensor<8xf32>) -> tensor<2x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%c0], %p : tensor<8xf32>, vector<8xf32>
  %w = vector.shape_cast %v : vector<8xf32> to vector<2x4xf32>
  %t = vector.transpose %w, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %s = vector.shape_cast %t : vector<4x2xf32> to vector<8xf32>
  %red = vector.reduction <add>, %s : vector<8xf32> into f32
  %b = vector.broadcast %red : f32 to vector<8xf32>
  %sum = arith.addf %s, %b : vector<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %o = vector.transfer_write %sum, %e[%c0] : vector<8xf32>, tensor<8xf32>
  %r = reshape.static_reshape %o [2, 4] special_zero = false : tensor<8xf32> -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

// vector.contract (the lowering patterns of convert-vector-to-llvm).
// CHECK-LABEL: llvm.func @vector_contract(
// CHECK:       llvm.fmul
func.func @vector_contract(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %r : vector<2x4xf32>
}

// -----

// cf branches between reshapes, and cf.assert.
// CHECK-LABEL: llvm.func @cf(
// CHECK:       llvm.call @puts
// CHECK:       llvm.call @abort
func.func @cf(%a: tensor<6xf32>, %c: i1) -> tensor<2x3xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = reshape.static_reshape %a [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  cf.br ^bb3(%x : tensor<2x3xf32>)
^bb2:
  %y = reshape.static_reshape %a [2, -1] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  cf.br ^bb3(%y : tensor<2x3xf32>)
^bb3(%z: tensor<2x3xf32>):
  cf.assert %c, "c must hold"
  return %z : tensor<2x3xf32>
}

// -----

// memref and bufferization ops written by the program.
// CHECK-LABEL: llvm.func @memref_bufferization(
func.func @memref_bufferization(%a: memref<6xf32>) -> tensor<2x3xf32> {
  %t = bufferization.to_tensor %a restrict : memref<6xf32> to tensor<6xf32>
  %x = reshape.static_reshape %t [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  %m = memref.alloc() : memref<2x3xf32>
  %s = memref.subview %m[0, 0] [2, 3] [1, 1] : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1]>>
  bufferization.materialize_in_destination %x in writable %s : (tensor<2x3xf32>, memref<2x3xf32, strided<[3, 1]>>) -> ()
  %u = bufferization.to_tensor %m restrict : memref<2x3xf32> to tensor<2x3xf32>
  return %u : tensor<2x3xf32>
}

// -----

// tensor.pad, concat, generate, splat, insert_slice.
// CHECK-LABEL: llvm.func @tensor_ops(
func.func @tensor_ops(%a: tensor<2x3xf32>, %n: index) -> tensor<?xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<2x3xf32> to tensor<3x4xf32>
  %c = tensor.concat dim(0) %p, %p : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<?xf32>
  %s = tensor.splat %z : tensor<4xf32>
  %ins = tensor.insert_slice %s into %c[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<6x4xf32>
  %r = reshape.static_reshape %ins [-1] special_zero = false : tensor<6x4xf32> -> tensor<24xf32>
  %cast = tensor.cast %r : tensor<24xf32> to tensor<?xf32>
  %cc = tensor.concat dim(0) %cast, %g : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %cc : tensor<?xf32>
}

// -----

// index and complex.
// CHECK-LABEL: llvm.func @index_complex(
// CHECK:       llvm.intr.exp
func.func @index_complex(%a: tensor<6xf32>, %i: index) -> (tensor<2x3xf32>, index, f32) {
  %c2 = index.constant 2
  %m = index.mul %i, %c2
  %x = reshape.static_reshape %a [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  %f = arith.constant 1.0 : f32
  %c = complex.create %f, %f : complex<f32>
  %e = complex.exp %c : complex<f32>
  %ab = complex.abs %e : complex<f32>
  return %x, %m, %ab : tensor<2x3xf32>, index, f32
}
