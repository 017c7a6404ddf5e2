// RUN: reshape-opt %s --split-input-file --reshape-ranked-clones | FileCheck %s

// A clone of a ranked buffer to an unranked type clones at the ranked type
// and casts the copy.

// CHECK-LABEL: func.func @rank0
// CHECK: %[[G:.*]] = memref.get_global @c : memref<f32>
// CHECK: %[[C:.*]] = bufferization.clone %[[G]] : memref<f32> to memref<f32>
// CHECK: %[[U:.*]] = memref.cast %[[C]] : memref<f32> to memref<*xf32>
// CHECK: return %[[U]]
memref.global "private" constant @c : memref<f32> = dense<-5.0>
func.func @rank0() -> memref<*xf32> {
  %0 = memref.get_global @c : memref<f32>
  %1 = bufferization.clone %0 : memref<f32> to memref<*xf32>
  return %1 : memref<*xf32>
}

// -----

// A strided source: a copy into a buffer of the identity layout (upstream
// lowers no clone of another layout).

// CHECK-LABEL: func.func @strided
// CHECK-SAME: %[[X:.*]]: memref<?xf32, strided<[9], offset: 4>>
// CHECK: %[[D:.*]] = memref.dim %[[X]], %{{.*}}
// CHECK: %[[A:.*]] = memref.alloc(%[[D]]) : memref<?xf32>
// CHECK: memref.copy %[[X]], %[[A]]
// CHECK: %[[U:.*]] = memref.cast %[[A]] : memref<?xf32> to memref<*xf32>
// CHECK: return %[[U]]
func.func @strided(%x: memref<?xf32, strided<[9], offset: 4>>) -> memref<*xf32> {
  %1 = bufferization.clone %x : memref<?xf32, strided<[9], offset: 4>> to memref<*xf32>
  return %1 : memref<*xf32>
}

// -----

// Clones of unranked buffers, and between ranked types, stay.

// CHECK-LABEL: func.func @others
// CHECK: bufferization.clone %{{.*}} : memref<*xf32> to memref<*xf32>
// CHECK: bufferization.clone %{{.*}} : memref<2x3xf32> to memref<?x3xf32>
// CHECK-NOT: memref.cast
func.func @others(%u: memref<*xf32>, %r: memref<2x3xf32>) -> (memref<*xf32>, memref<?x3xf32>) {
  %0 = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  %1 = bufferization.clone %r : memref<2x3xf32> to memref<?x3xf32>
  return %0, %1 : memref<*xf32>, memref<?x3xf32>
}
