// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-reinterpret-reshapes))' | FileCheck %s

// A reshape by a shape buffer of known values becomes a reinterpret_cast
// with those sizes and their row-major strides; the buffer goes.

// CHECK-LABEL: func @known_shape_success
// CHECK-SAME: %[[X:.*]]: memref<?xf32>, %[[A:.*]]: index, %[[B:.*]]: index
// CHECK-NEXT: %[[S0:.*]] = arith.muli %[[B]], %[[A]]
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [3, %[[A]], %[[B]]], strides: [%[[S0]], %[[B]], 1] : memref<?xf32> to memref<?x?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @known_shape_success(%x: memref<?xf32>, %a: index, %b: index) -> memref<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %shape = memref.alloca() : memref<3xindex>
  memref.store %c3, %shape[%c0] : memref<3xindex>
  memref.store %a, %shape[%c1] : memref<3xindex>
  memref.store %b, %shape[%c2] : memref<3xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<3xindex>) -> memref<?x?x?xf32>
  return %0 : memref<?x?x?xf32>
}

// -----

// Static extents give static strides.
// CHECK-LABEL: func @static_extents_success
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<24xf32> to memref<2x3x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @static_extents_success(%x: memref<24xf32>) -> memref<2x3x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %shape = memref.alloc() : memref<3xindex>
  memref.store %c2, %shape[%c0] : memref<3xindex>
  memref.store %c3, %shape[%c1] : memref<3xindex>
  memref.store %c4, %shape[%c2] : memref<3xindex>
  %0 = memref.reshape %x(%shape) : (memref<24xf32>, memref<3xindex>) -> memref<2x3x4xf32>
  return %0 : memref<2x3x4xf32>
}

// -----

// An element stored twice: the value is not known.
// CHECK-LABEL: func @stored_twice_inapplicable
// CHECK: memref.reshape
func.func @stored_twice_inapplicable(%x: memref<?xf32>, %a: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %shape = memref.alloca() : memref<1xindex>
  memref.store %a, %shape[%c0] : memref<1xindex>
  memref.store %a, %shape[%c0] : memref<1xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// An element never stored.
// CHECK-LABEL: func @missing_store_inapplicable
// CHECK: memref.reshape
func.func @missing_store_inapplicable(%x: memref<?xf32>, %a: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %shape = memref.alloca() : memref<2xindex>
  memref.store %a, %shape[%c0] : memref<2xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// -----

// A shape buffer something else reads or that is stored after the reshape.
// CHECK-LABEL: func @other_use_inapplicable
// CHECK: memref.reshape
// CHECK-LABEL: func @store_after_inapplicable
// CHECK: memref.reshape
func.func @other_use_inapplicable(%x: memref<?xf32>, %a: index) -> (memref<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %shape = memref.alloca() : memref<1xindex>
  memref.store %a, %shape[%c0] : memref<1xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
  %v = memref.load %shape[%c0] : memref<1xindex>
  return %0, %v : memref<?xf32>, index
}

func.func @store_after_inapplicable(%x: memref<?xf32>, %a: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %shape = memref.alloca() : memref<1xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
  memref.store %a, %shape[%c0] : memref<1xindex>
  return %0 : memref<?xf32>
}

// -----

// Shapes of another element type, unranked sources and results, and shape
// buffers from elsewhere are left to memref.reshape.
// CHECK-LABEL: func @i32_shape_inapplicable
// CHECK: memref.reshape
// CHECK-LABEL: func @unranked_source_inapplicable
// CHECK: memref.reshape
// CHECK-LABEL: func @unranked_result_inapplicable
// CHECK: memref.reshape
// CHECK-LABEL: func @argument_shape_inapplicable
// CHECK: memref.reshape
// CHECK-LABEL: func @static_length_unranked_result_inapplicable
// CHECK: memref.reshape
func.func @i32_shape_inapplicable(%x: memref<?xf32>, %a: i32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %shape = memref.alloca() : memref<1xi32>
  memref.store %a, %shape[%c0] : memref<1xi32>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<1xi32>) -> memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @unranked_source_inapplicable(%x: memref<*xf32>, %a: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %shape = memref.alloca() : memref<1xindex>
  memref.store %a, %shape[%c0] : memref<1xindex>
  %0 = memref.reshape %x(%shape) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @unranked_result_inapplicable(%x: memref<?xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

func.func @argument_shape_inapplicable(%x: memref<?xf32>, %shape: memref<1xindex>) -> memref<?xf32> {
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
  return %0 : memref<?xf32>
}

// A shape buffer of known values into an unranked result (a
// reinterpret_cast to it did not verify; found by review).
func.func @static_length_unranked_result_inapplicable(%x: memref<?xf32>, %a: index) -> memref<*xf32> {
  %c0 = arith.constant 0 : index
  %shape = memref.alloca() : memref<1xindex>
  memref.store %a, %shape[%c0] : memref<1xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// -----

// A value stored where the result type has a static extent: the cast takes
// the static extent (a value there did not verify; found by fuzzing), and
// the strides after it multiply by it.
// CHECK-LABEL: func @static_extent_of_stored_value
// CHECK-SAME: %[[X:.*]]: memref<?xf32>, %[[A:.*]]: index, %[[B:.*]]: index
// CHECK-NEXT: memref.reinterpret_cast %[[X]] to offset: [0], sizes: [3, %[[B]]], strides: [%[[B]], 1]
func.func @static_extent_of_stored_value(%x: memref<?xf32>, %a: index, %b: index) -> memref<3x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %shape = memref.alloca() : memref<2xindex>
  memref.store %a, %shape[%c0] : memref<2xindex>
  memref.store %b, %shape[%c1] : memref<2xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<3x?xf32>
  return %0 : memref<3x?xf32>
}

// -----

// A known size that is negative, or that differs from a static extent of
// the result, follows a check that fails: the memref.reshape stays (a
// reinterpret_cast would not verify; differential fuzzer finding).
// CHECK-LABEL: func @negative_size_inapplicable
// CHECK: memref.reshape
// CHECK-LABEL: func @contradicting_size_inapplicable
// CHECK: memref.reshape
func.func @negative_size_inapplicable(%x: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %m9 = arith.constant -9 : index
  %shape = memref.alloca() : memref<1xindex>
  memref.store %m9, %shape[%c0] : memref<1xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
  return %0 : memref<?xf32>
}

func.func @contradicting_size_inapplicable(%x: memref<?xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %shape = memref.alloca() : memref<1xindex>
  memref.store %c3, %shape[%c0] : memref<1xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<1xindex>) -> memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// A row-major stride of the result type overflows 64 bits (2^32 * 2^32):
// upstream wraps it to 0 in the type, so a reinterpret_cast would not
// verify; the memref.reshape stays (builder fuzzer finding). A zero extent
// after the large ones makes the strides zero: no overflow.
// CHECK-LABEL: func @overflowing_stride_inapplicable
// CHECK: memref.reshape
// CHECK-LABEL: func @zero_extent_strides
// CHECK-NOT: memref.reshape
// CHECK: memref.reinterpret_cast
func.func @overflowing_stride_inapplicable(%x: memref<?xf32>, %n: index) -> memref<?x4294967296x4294967296xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 4294967296 : index
  %shape = memref.alloca() : memref<3xindex>
  memref.store %n, %shape[%c0] : memref<3xindex>
  memref.store %big, %shape[%c1] : memref<3xindex>
  memref.store %big, %shape[%c2] : memref<3xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<3xindex>) -> memref<?x4294967296x4294967296xf32>
  return %0 : memref<?x4294967296x4294967296xf32>
}

func.func @zero_extent_strides(%x: memref<?xf32>, %n: index) -> memref<?x4294967296x4294967296x0xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %big = arith.constant 4294967296 : index
  %shape = memref.alloca() : memref<4xindex>
  memref.store %n, %shape[%c0] : memref<4xindex>
  memref.store %big, %shape[%c1] : memref<4xindex>
  memref.store %big, %shape[%c2] : memref<4xindex>
  memref.store %c0, %shape[%c3] : memref<4xindex>
  %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<4xindex>) -> memref<?x4294967296x4294967296x0xf32>
  return %0 : memref<?x4294967296x4294967296x0xf32>
}
