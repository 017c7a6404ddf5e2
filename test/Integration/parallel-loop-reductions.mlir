// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// One-Shot Bufferize writes in place into a buffer from outside an
// scf.parallel body, in a loop with reductions too, and through an
// affine.parallel (which lower-affine makes an scf.parallel after the
// pipeline had converted the others): each iteration read the previous
// one's insert (review). reshape-parallel-loops-to-for runs every
// parallel loop as nested scf.for, right before bufferization.

// With a reduction: 11 + 10 + 3 (it printed 47 = 11 + 18 + 18).
// CHECK: 24
func.func @reduction() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %f9 = arith.constant 9.0 : f32
  %a0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = tensor.insert %f0 into %a0[%c3] : tensor<4xf32>
  %r = scf.parallel (%i) = (%c0) to (%c3) step (%c1) init (%f0) -> f32 {
    %w = tensor.insert %f9 into %a[%i] : tensor<4xf32>
    %v0 = tensor.extract %w[%c0] : tensor<4xf32>
    %v1 = tensor.extract %w[%c1] : tensor<4xf32>
    %s = arith.addf %v0, %v1 : f32
    scf.reduce(%s : f32) {
    ^bb0(%l: f32, %rr: f32):
      %z = arith.addf %l, %rr : f32
      scf.reduce.return %z : f32
    }
  }
  vector.print %r : f32
  return
}

// An affine.parallel: 11, 10, 3 (it printed 11, 18, 18).
// CHECK-NEXT: 11
// CHECK-NEXT: 10
// CHECK-NEXT: 3
func.func @affine() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %f9 = arith.constant 9.0 : f32
  %a0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = tensor.insert %f0 into %a0[%c3] : tensor<4xf32>
  affine.parallel (%i) = (0) to (3) {
    %w = tensor.insert %f9 into %a[%i] : tensor<4xf32>
    %v0 = tensor.extract %w[%c0] : tensor<4xf32>
    %v1 = tensor.extract %w[%c1] : tensor<4xf32>
    %s = arith.addf %v0, %v1 : f32
    vector.print %s : f32
  }
  return
}

func.func @main() {
  call @reduction() : () -> ()
  call @affine() : () -> ()
  return
}
