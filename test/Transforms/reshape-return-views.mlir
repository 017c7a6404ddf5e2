// RUN: reshape-opt %s --reshape-return-views | FileCheck %s

// An entry point (public, not called in the module) returns a view of its
// argument rather than the clone that ownership-based deallocation adds.

// CHECK-LABEL: func @entry_point
// CHECK-SAME: %[[ARG:.*]]: memref<2x3xf32>
// CHECK: %[[VIEW:.*]] = memref.collapse_shape %[[ARG]]
// CHECK-NOT: bufferization.clone
// CHECK: return %[[VIEW]]
func.func @entry_point(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %1 = bufferization.clone %0 : memref<6xf32> to memref<6xf32>
  return %1 : memref<6xf32>
}

// Through a chain of views and casts.
// CHECK-LABEL: func @view_chain
// CHECK: %[[CAST:.*]] = memref.cast
// CHECK-NOT: bufferization.clone
// CHECK: return %[[CAST]]
func.func @view_chain(%arg0: memref<2x3xf32>) -> memref<?x2xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  %2 = memref.cast %1 : memref<3x2xf32> to memref<?x2xf32>
  %3 = bufferization.clone %2 : memref<?x2xf32> to memref<?x2xf32>
  return %3 : memref<?x2xf32>
}

// A clone that also casts: the view is cast to the returned type (found by
// the builder fuzzer: the view was returned with its own type).
// CHECK-LABEL: func @clone_that_casts
// CHECK-SAME: %[[ARG:.*]]: memref<*xf32>
// CHECK: %[[VIEW:.*]] = memref.reshape %[[ARG]]
// CHECK: %[[CAST:.*]] = memref.cast %[[VIEW]] : memref<4xf32> to memref<?xf32>
// CHECK-NOT: bufferization.clone
// CHECK: return %[[CAST]] : memref<?xf32>
func.func @clone_that_casts(%arg0: memref<*xf32>, %shape: memref<1xindex>) -> memref<?xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<*xf32>, memref<1xindex>) -> memref<4xf32>
  %1 = bufferization.clone %0 : memref<4xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// A function the module calls keeps the clone: its callers own results.
// CHECK-LABEL: func @called_in_module
// CHECK: %[[CLONE:.*]] = bufferization.clone
// CHECK: return %[[CLONE]]
func.func @called_in_module(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %1 = bufferization.clone %0 : memref<6xf32> to memref<6xf32>
  return %1 : memref<6xf32>
}

func.func @caller(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0 = call @called_in_module(%arg0) : (memref<2x3xf32>) -> memref<6xf32>
  return %0 : memref<6xf32>
}

// A clone of a buffer that is not an argument view stays.
// CHECK-LABEL: func @clone_of_allocation
// CHECK: %[[CLONE:.*]] = bufferization.clone
// CHECK: return %[[CLONE]]
func.func @clone_of_allocation(%n: index) -> memref<?xf32> {
  %0 = memref.alloca(%n) : memref<?xf32>
  %1 = bufferization.clone %0 : memref<?xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// Private functions are left to dynamic ownership.
// CHECK-LABEL: func private @private_function
// CHECK: bufferization.clone
func.func private @private_function(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %1 = bufferization.clone %0 : memref<6xf32> to memref<6xf32>
  return %1 : memref<6xf32>
}
