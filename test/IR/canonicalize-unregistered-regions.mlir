// RUN: reshape-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// The verifier checks no dominance in the region of an unregistered op, so
// a reshape there may use its own result, or two reshapes each other's.
// Folders and patterns that look through producers leave them alone (this
// looped forever).

// CHECK-LABEL: func @cycles_in_unregistered_region
// CHECK: %[[S:.*]] = reshape.static_reshape %[[S]] [6]
// CHECK: %[[A:.*]] = reshape.static_reshape %[[B:.*]] [2, 3]
// CHECK: %[[B]] = reshape.static_reshape %[[A]] [6]
func.func @cycles_in_unregistered_region() {
  "test.region"() ({
    %1 = reshape.static_reshape %1 [-1] special_zero = false : tensor<6xf32> -> tensor<6xf32>
    "test.use"(%1) : (tensor<6xf32>) -> ()
    %a = reshape.static_reshape %b [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
    %b = reshape.static_reshape %a [6] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
    "test.use"(%b) : (tensor<6xf32>) -> ()
  }) : () -> ()
  return
}

// What does not look through a producer applies there too.
// CHECK-LABEL: func @no_cycle_in_unregistered_region
// CHECK: reshape.static_reshape %{{.*}} [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
func.func @no_cycle_in_unregistered_region(%x: tensor<6xf32>) {
  "test.region"() ({
    %a = reshape.static_reshape %x [2, -1] special_zero = false : tensor<6xf32> -> tensor<?x?xf32>
    "test.use"(%a) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  return
}
