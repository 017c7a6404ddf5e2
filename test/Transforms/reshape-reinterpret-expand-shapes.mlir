// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-reinterpret-expand-shapes))' | FileCheck %s
// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-reinterpret-expand-shapes,expand-strided-metadata,lower-affine))' | FileCheck %s --check-prefix=LOWERED

// An expand_shape with several `?` sizes in a group (upstream's
// expand-strided-metadata crashed on each one here) becomes a
// reinterpret_cast of its source's base buffer: the source's offset, the
// output sizes, and in each group the source dim's stride times the sizes
// after each dim. Then expand-strided-metadata lowers all four.
// LOWERED-NOT: memref.expand_shape
// LOWERED-COUNT-4: memref.reinterpret_cast
// LOWERED-NOT: memref.expand_shape

// CHECK-LABEL: func.func @two_dynamic
// CHECK-SAME: %[[M:.*]]: memref<?xf32>, %[[A:.*]]: index, %[[B:.*]]: index
// CHECK-NEXT: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[A]], %[[B]]], strides: [%[[B]], 1] : memref<f32> to memref<?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @two_dynamic(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

// A static size between: the strides multiply it in; a group of one dim
// keeps the source dim's stride.
// CHECK: #[[$TIMES4:.*]] = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @static_between
// CHECK-SAME: %[[M:.*]]: memref<5x?xf32>, %[[A:.*]]: index, %[[B:.*]]: index
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[S1:.*]] = affine.apply #[[$TIMES4]]()[%[[B]]]
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [5, %[[A]], 4, %[[B]]], strides: [%[[STRIDES]]#0, %[[S1]], %[[B]], 1]
func.func @static_between(%m: memref<5x?xf32>, %a: index, %b: index) -> memref<5x?x4x?xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2, 3]] output_shape [5, %a, 4, %b] : memref<5x?xf32> into memref<5x?x4x?xf32>
  return %0 : memref<5x?x4x?xf32>
}

// -----

// A strided source: its offset, and its stride under each group.
// CHECK: #[[$TIMES:.*]] = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @strided
// CHECK-SAME: %[[M:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[A:.*]]: index, %[[B:.*]]: index
// CHECK: %[[BASE:.*]], %[[OFFSET:.*]], %{{.*}}, %[[STRIDE:.*]] = memref.extract_strided_metadata %[[M]]
// CHECK: %[[S0:.*]] = affine.apply #[[$TIMES]]()[%[[STRIDE]], %[[B]]]
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [%[[OFFSET]]], sizes: [%[[A]], %[[B]]], strides: [%[[S0]], %[[STRIDE]]]
func.func @strided(%m: memref<?xf32, strided<[?], offset: ?>>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, %b] : memref<?xf32, strided<[?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// One `?` size per group: left to expand-strided-metadata.
// CHECK-LABEL: func.func @one_dynamic
// CHECK-NEXT: memref.expand_shape
func.func @one_dynamic(%m: memref<?xf32>, %a: index) -> memref<?x4xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, 4] : memref<?xf32> into memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
