// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-skip-empty-loop-nests))' | FileCheck %s

// A nest whose inner loops may run no iteration: it runs only when each of
// them has one.
// CHECK-LABEL: func @nest
// CHECK-SAME: (%[[M:.*]]: memref<3x?x?xf32>, %[[N:.*]]: index, %[[K:.*]]: index)
// CHECK: %[[A:.*]] = arith.cmpi slt, %c0, %[[N]] : index
// CHECK: %[[B:.*]] = arith.cmpi slt, %c0, %[[K]] : index
// CHECK: %[[GO:.*]] = arith.andi %[[A]], %[[B]] : i1
// CHECK: scf.if %[[GO]] {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c3
// CHECK: memref.store
// CHECK: }
// CHECK: return
func.func @nest(%m: memref<3x?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %l = %c0 to %k step %c1 {
        memref.store %f, %m[%i, %j, %l] : memref<3x?x?xf32>
      }
    }
  }
  return
}

// -----

// Left alone: a single loop (its own bounds say when it runs), a nest whose
// inner loops run (constant bounds), and one whose inner bound is defined
// in the nest.
// CHECK-LABEL: func @others
// CHECK-NOT: scf.if
func.func @others(%m: memref<?x4xf32>, %n: index, %v: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%i, %c0] : memref<?x4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %f, %m[%i, %j] : memref<?x4xf32>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    %u = memref.load %v[%i] : memref<?xindex>
    scf.for %j = %c0 to %u step %c1 {
      memref.store %f, %m[%i, %j] : memref<?x4xf32>
    }
  }
  return
}

// -----

// A nest in another loop's body, beside other ops, is guarded there.
// CHECK-LABEL: func @nest_in_loop
// CHECK: scf.for %[[I:.*]] =
// CHECK: memref.store
// CHECK: %[[C:.*]] = arith.cmpi slt, %c0, %{{.*}} : index
// CHECK: scf.if %[[C]] {
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
func.func @nest_in_loop(%m: memref<?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%c0, %c0] : memref<?x?xf32>
    scf.for %j = %c0 to %n step %c1 {
      scf.for %l = %c0 to %k step %c1 {
        memref.store %f, %m[%j, %l] : memref<?x?xf32>
      }
    }
  }
  return
}
