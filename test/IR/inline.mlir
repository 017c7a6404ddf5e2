// RUN: reshape-opt %s --inline | FileCheck %s

// Functions with reshape ops inline (the dialect's inliner interface).

// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[X:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<2xi32>
// CHECK-NOT:   call
// CHECK:       %[[A:.*]] = reshape.static_reshape %[[X]] [6] special_zero = false
// CHECK:       reshape.dynamic_reshape %[[A]], %[[S]] special_zero = true
// CHECK-NOT:   func.func private @callee
func.func @caller(%x: tensor<2x3xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = call @callee(%x, %s) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func private @callee(%x: tensor<2x3xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [6] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
  %1 = reshape.dynamic_reshape %0, %s special_zero = true : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
