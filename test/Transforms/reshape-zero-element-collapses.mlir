// RUN: reshape-opt %s --split-input-file --reshape-zero-element-collapses | FileCheck %s

// A collapse whose group mixes a static 0 with a `?` extent: the tensor has
// no elements, an empty tensor of the result type stands for it (One-Shot
// Bufferize would give its memref.collapse_shape a static 0 extent, which
// does not verify).

// CHECK-LABEL: func.func @zero_and_dynamic
// CHECK-SAME:    %[[X:.*]]: tensor<0x?x?xf32>
// CHECK-NOT:     tensor.collapse_shape
// CHECK:         %[[D2:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<0x?x?xf32>
// CHECK:         %[[E:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
// CHECK:         return %[[E]]
func.func @zero_and_dynamic(%x: tensor<0x?x?xf32>) -> tensor<?x?xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<0x?x?xf32> into tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

// Other collapses stay: a static 0 alone in its group, or no 0.

// CHECK-LABEL: func.func @kept
// CHECK: tensor.collapse_shape
// CHECK: tensor.collapse_shape
func.func @kept(%x: tensor<0x?xf32>, %y: tensor<2x?x3xf32>) -> (tensor<0x?xf32>, tensor<?x3xf32>) {
  %a = tensor.collapse_shape %x [[0], [1]] : tensor<0x?xf32> into tensor<0x?xf32>
  %b = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x?x3xf32> into tensor<?x3xf32>
  return %a, %b : tensor<0x?xf32>, tensor<?x3xf32>
}
