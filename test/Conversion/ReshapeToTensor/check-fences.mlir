// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor | FileCheck %s
// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor --canonicalize --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM
// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor --reshape-inline-check-fences | FileCheck %s --check-prefix=INLINED
// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor=runtime-checks=false | FileCheck %s --check-prefix=UNCHECKED

// The checks and the tensor ops of a checked reshape stay together in a
// no_inline scf.execute_region: the tensor ops are pure, and upstream's
// loop-invariant-code-motion would hoist them (and the generic that uses
// them) above the checks, out of a loop that may never run.

// CHECK-LABEL: func @in_loop
// CHECK: scf.for
// CHECK: %[[R:.*]] = scf.execute_region -> tensor<100000x100000xf32> no_inline {
// CHECK: llvm.call @__reshape_report_
// CHECK: %[[T:.*]] = tensor.reshape
// CHECK: scf.yield %[[T]]
// CHECK: } {reshape.check_fence}
// CHECK: linalg.generic {{.*}} outs(%[[R]] :

// LICM-LABEL: func @in_loop
// LICM-NOT: tensor.reshape
// LICM-NOT: linalg.generic
// LICM: scf.for
// LICM: scf.execute_region
// LICM: tensor.reshape
// LICM: linalg.generic

// INLINED-LABEL: func @in_loop
// INLINED-NOT: scf.execute_region
// INLINED: scf.for
// INLINED: llvm.call @__reshape_report_
// INLINED: %[[T:.*]] = tensor.reshape
// INLINED: linalg.generic {{.*}} outs(%[[T]] :

// Without checks there is nothing to fence.
// UNCHECKED-LABEL: func @in_loop
// UNCHECKED-NOT: scf.execute_region
// UNCHECKED: tensor.reshape
func.func @in_loop(%x: tensor<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %y = reshape.static_reshape %x [100000, 100000] special_zero = false : tensor<?xf32> -> tensor<100000x100000xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%y : tensor<100000x100000xf32>) {
    ^bb0(%o: f32):
      %t = arith.addf %o, %o : f32
      linalg.yield %t : f32
    } -> tensor<100000x100000xf32>
    %v = tensor.extract %z[%c0, %c0] : tensor<100000x100000xf32>
    vector.print %v : f32
  }
  return
}

// -----

// A dynamic_reshape in a loop: the call of the shared resolution function
// and the tensor ops, fenced.

// CHECK-LABEL: func @dynamic_in_while
// CHECK: scf.while
// CHECK: %[[R:.*]] = scf.execute_region -> tensor<4x?xf32> no_inline {
// CHECK: func.call @__reshape_resolve_
// CHECK: %[[T:.*]] = tensor.reshape
// CHECK: scf.yield %[[T]]
// CHECK: } {reshape.check_fence}
// CHECK: tensor.dim %[[R]]
func.func @dynamic_in_while(%x: tensor<?xf32>, %s: tensor<2xi32>) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %y = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi32> -> tensor<4x?xf32>
    %d = tensor.dim %y, %c0 : tensor<4x?xf32>
    %go = arith.cmpi slt, %i, %d : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %c1 = arith.constant 1 : index
    %j = arith.addi %i, %c1 : index
    scf.yield %j : index
  }
  return
}

// -----

// Outside a loop too: a later --inline or --lift-cf-to-scf may put the
// code in one (a fence only in loops was hoisted out of an inlined call).

// CHECK-LABEL: func @not_in_loop
// CHECK: %[[R:.*]] = scf.execute_region -> tensor<4x15xf32> no_inline {
// CHECK: } {reshape.check_fence}
// CHECK: return %[[R]]
func.func @not_in_loop(%x: tensor<?xf32>) -> tensor<4x15xf32> {
  %y = reshape.static_reshape %x [4, 15] special_zero = false : tensor<?xf32> -> tensor<4x15xf32>
  return %y : tensor<4x15xf32>
}

// -----

// A lowering that ends with a cast to the written, less static type: the
// fence yields the more static value, the cast follows it.

// CHECK-LABEL: func @cast_after_fence
// CHECK: %[[R:.*]] = scf.execute_region -> tensor<4x15xf32> no_inline {
// CHECK-NOT: tensor.cast
// CHECK: } {reshape.check_fence}
// CHECK: tensor.cast %[[R]] : tensor<4x15xf32> to tensor<?x15xf32>
func.func @cast_after_fence(%x: tensor<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %y = reshape.static_reshape %x [4, 15] special_zero = false : tensor<?xf32> -> tensor<?x15xf32>
    %v = tensor.extract %y[%c0, %c0] : tensor<?x15xf32>
    vector.print %v : f32
  }
  return
}

// -----

// A lowering that returns a value from before the fence (here the user's
// cast of the input, for a rank-0 identity): the fence yields it, and the
// cast, which other ops use, stays where it was (erasing it crashed:
// pipeline fuzzer).

// CHECK-LABEL: func @returns_outer_cast
// CHECK: scf.for
// CHECK: %[[C:.*]] = tensor.cast %{{.*}} : tensor<*xf32> to tensor<f32>
// CHECK: scf.execute_region -> tensor<f32> no_inline {
// CHECK: scf.yield %[[C]] : tensor<f32>
// CHECK: } {reshape.check_fence}
func.func private @use(tensor<f32>)
func.func @returns_outer_cast(%u: tensor<*xf32>, %s: tensor<0xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c = tensor.cast %u : tensor<*xf32> to tensor<f32>
    %r = reshape.dynamic_reshape %c, %s special_zero = true : tensor<f32>, tensor<0xi32> -> tensor<f32>
    func.call @use(%r) : (tensor<f32>) -> ()
    func.call @use(%c) : (tensor<f32>) -> ()
  }
  return
}

// -----

// A region marked as a fence that the conversion did not build (two
// blocks) is not looked through: the count of the 60-element value its
// first block passes on was taken for the input's, and a valid reshape
// became an unreachable result (or the walk read an operand a cf.br does
// not have: a crash; red-team review).

// CHECK-LABEL: func @foreign_fence
// CHECK: %[[F:.*]] = scf.execute_region -> tensor<?xf32> no_inline {
// CHECK: } {reshape.check_fence}
// CHECK: scf.execute_region
// CHECK: tensor.reshape %[[F]]
func.func @foreign_fence(%x: tensor<?xf32>, %other: tensor<60xf32>) -> tensor<3x5xf32> {
  %r = scf.execute_region -> tensor<?xf32> no_inline {
    cf.br ^a(%other : tensor<60xf32>)
  ^a(%o: tensor<60xf32>):
    scf.yield %x : tensor<?xf32>
  } {reshape.check_fence}
  %y = reshape.static_reshape %r [3, 5] special_zero = false : tensor<?xf32> -> tensor<3x5xf32>
  return %y : tensor<3x5xf32>
}

// -----

// A reshape with nothing to check at run time gets no fence: its tensor
// ops stay in place, open to folding.

// CHECK-LABEL: func @nothing_to_check
// CHECK-NOT: scf.execute_region
// CHECK: tensor.collapse_shape
func.func @nothing_to_check(%x: tensor<2x3xf32>) -> tensor<6xf32> {
  %y = reshape.static_reshape %x [6] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
  return %y : tensor<6xf32>
}
