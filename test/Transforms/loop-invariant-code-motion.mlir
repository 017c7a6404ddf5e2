// RUN: reshape-opt %s --split-input-file --loop-invariant-code-motion | FileCheck %s

// Upstream LICM hoists only ops that are free of memory effects and
// speculatable. A reshape with runtime checks is neither: hoisted out of a
// loop that may run zero times, its check would stop a program that never
// reaches it. A static_reshape that the rules decide at compile time is
// both, and leaves the loop.

// CHECK-LABEL: func @checked_reshapes_stay
// CHECK: scf.for
// CHECK: reshape.dynamic_reshape
// CHECK: reshape.static_reshape
// CHECK: scf.yield
func.func @checked_reshapes_stay(%x: tensor<?x4xf32>, %s: tensor<2xi32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty() : tensor<3x4xf32>
  %e = tensor.cast %init : tensor<3x4xf32> to tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<?x?xf32> {
    %d = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x4xf32>, tensor<2xi32>
    %t = reshape.static_reshape %x [3, -1] special_zero = false : tensor<?x4xf32> -> tensor<3x?xf32>
    %c = tensor.cast %t : tensor<3x?xf32> to tensor<?x?xf32>
    %sum = arith.addf %d, %c : tensor<?x?xf32>
    scf.yield %sum : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @decided_reshape_leaves
// CHECK: reshape.static_reshape
// CHECK: scf.for
// CHECK-NOT: reshape.static_reshape
// CHECK: scf.yield
func.func @decided_reshape_leaves(%x: tensor<3x4xf32>, %n: index) -> tensor<12xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty() : tensor<12xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<12xf32> {
    %t = reshape.static_reshape %x [-1] special_zero = false : tensor<3x4xf32>
    %sum = arith.addf %acc, %t : tensor<12xf32>
    scf.yield %sum : tensor<12xf32>
  }
  return %r : tensor<12xf32>
}
