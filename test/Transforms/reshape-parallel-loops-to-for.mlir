// RUN: reshape-opt %s --split-input-file --reshape-parallel-loops-to-for | FileCheck %s

// scf.parallel as nested scf.for: the body in the innermost loop, each
// reduction carried through iteration arguments and combined by its region.

// CHECK-LABEL: func.func @reduction
// CHECK-SAME: %[[N:.*]]: index, %[[M:.*]]: index
// CHECK-NOT: scf.parallel
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (f32) {
// CHECK:   %[[S:.*]] = scf.for %[[J:.*]] = %{{.*}} to %[[M]] step %{{.*}} iter_args(%[[B:.*]] = %[[A]]) -> (f32) {
// CHECK:     %[[V:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK:     %[[F:.*]] = arith.sitofp %[[V]] : i32 to f32
// CHECK:     %[[C:.*]] = arith.addf %[[B]], %[[F]] : f32
// CHECK:     scf.yield %[[C]] : f32
// CHECK:   scf.yield %[[S]] : f32
// CHECK: return %[[R]]
func.func @reduction(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%z) -> f32 {
    %v = arith.index_cast %j : index to i32
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// Without reductions, and nested: the inner loop first.
// CHECK-LABEL: func.func @nested
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: scf.for
// CHECK: func.call @use
func.func private @use(index, index)
func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      func.call @use(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
