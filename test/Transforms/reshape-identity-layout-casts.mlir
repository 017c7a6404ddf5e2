// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-identity-layout-casts))' | FileCheck %s

// A cast from a strided layout to the identity layout: the cast where the
// buffer is row-major at run time (offset 0, each dim of extent other than
// 1 with the stride of the elements after it, or no element), a copy where
// it is not.
// CHECK-LABEL: func @strided_to_identity
// CHECK-SAME: (%[[S:.*]]: memref<?x?xf32, strided<[4, 1]>>)
// CHECK: %{{.*}}, %[[OFF:.*]], %[[SZ:.*]]:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %[[S]]
// CHECK: arith.cmpi eq, %[[OFF]], %{{.*}}
// CHECK: arith.cmpi eq, %[[ST]]#1
// CHECK: arith.cmpi eq, %[[ST]]#0
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (memref<?x?xf32>) {
// CHECK:   %[[C:.*]] = memref.cast %[[S]] : memref<?x?xf32, strided<[4, 1]>> to memref<?x?xf32>
// CHECK:   scf.yield %[[C]]
// CHECK: } else {
// CHECK:   %[[D0:.*]] = memref.dim %[[S]], %c0
// CHECK:   %[[D1:.*]] = memref.dim %[[S]], %c1
// CHECK:   %[[B:.*]] = memref.alloc(%[[D0]], %[[D1]]) : memref<?x?xf32>
// CHECK:   memref.copy %[[S]], %[[B]]
// CHECK:   scf.yield %[[B]]
// CHECK: return %[[R]]
func.func @strided_to_identity(%s: memref<?x?xf32, strided<[4, 1]>>) -> memref<?x?xf32> {
  %c = memref.cast %s : memref<?x?xf32, strided<[4, 1]>> to memref<?x?xf32>
  return %c : memref<?x?xf32>
}

// -----

// Other casts stay: between identity layouts, to a strided layout, to an
// unranked memref (its descriptor keeps the strides).
// CHECK-LABEL: func @others
// CHECK-NOT: scf.if
// CHECK: memref.cast %{{.*}} : memref<3x4xf32> to memref<?x?xf32>
// CHECK: memref.cast %{{.*}} : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: memref.cast %{{.*}} : memref<?x?xf32, strided<[4, 1]>> to memref<*xf32>
func.func @others(%m: memref<3x4xf32>, %s: memref<?x?xf32, strided<[4, 1]>>) -> (memref<?x?xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<*xf32>) {
  %a = memref.cast %m : memref<3x4xf32> to memref<?x?xf32>
  %b = memref.cast %m : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.cast %s : memref<?x?xf32, strided<[4, 1]>> to memref<*xf32>
  return %a, %b, %c : memref<?x?xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<*xf32>
}
