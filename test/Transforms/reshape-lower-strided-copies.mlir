// RUN: reshape-opt %s --reshape-lower-strided-copies | FileCheck %s

// A copy out of a strided buffer becomes linalg.copy (a loop nest once
// lowered) instead of a call to the generic memrefCopy; a contiguous copy
// stays memref.copy (memcpy).

// CHECK-LABEL: func @strided_source
// CHECK-SAME: %[[SRC:.*]]: memref<2x3xf32, strided<[8, 1]>>, %[[DST:.*]]: memref<2x3xf32>
// CHECK-NEXT: linalg.copy ins(%[[SRC]] : memref<2x3xf32, strided<[8, 1]>>) outs(%[[DST]] : memref<2x3xf32>)
// CHECK-NEXT: return
func.func @strided_source(%src: memref<2x3xf32, strided<[8, 1]>>, %dst: memref<2x3xf32>) {
  memref.copy %src, %dst : memref<2x3xf32, strided<[8, 1]>> to memref<2x3xf32>
  return
}

// CHECK-LABEL: func @strided_target
// CHECK-NEXT: linalg.copy
func.func @strided_target(%src: memref<?xf32>, %dst: memref<?xf32, strided<[2]>>) {
  memref.copy %src, %dst : memref<?xf32> to memref<?xf32, strided<[2]>>
  return
}

// CHECK-LABEL: func @contiguous
// CHECK-NEXT: memref.copy
func.func @contiguous(%src: memref<2x3xf32>, %dst: memref<2x3xf32, strided<[3, 1], offset: 4>>) {
  memref.copy %src, %dst : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1], offset: 4>>
  return
}

// CHECK-LABEL: func @unranked
// CHECK-NEXT: memref.copy
func.func @unranked(%src: memref<*xf32>, %dst: memref<*xf32>) {
  memref.copy %src, %dst : memref<*xf32> to memref<*xf32>
  return
}
