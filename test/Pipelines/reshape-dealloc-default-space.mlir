// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-dealloc-default-space))' | FileCheck %s

// A dealloc in an integer memory space frees through the default one; the
// others stay as they are.
// CHECK-LABEL: func @spaces
// CHECK-SAME: (%[[A:.*]]: memref<?xf32, 1>, %[[B:.*]]: memref<*xi8, 3>, %[[C:.*]]: memref<4xf32>)
// CHECK: %[[CA:.*]] = memref.memory_space_cast %[[A]] : memref<?xf32, 1> to memref<?xf32>
// CHECK: memref.dealloc %[[CA]] : memref<?xf32>
// CHECK: %[[CB:.*]] = memref.memory_space_cast %[[B]] : memref<*xi8, 3> to memref<*xi8>
// CHECK: memref.dealloc %[[CB]] : memref<*xi8>
// CHECK: memref.dealloc %[[C]] : memref<4xf32>
func.func @spaces(%a: memref<?xf32, 1>, %b: memref<*xi8, 3>, %c: memref<4xf32>) {
  memref.dealloc %a : memref<?xf32, 1>
  memref.dealloc %b : memref<*xi8, 3>
  memref.dealloc %c : memref<4xf32>
  return
}
