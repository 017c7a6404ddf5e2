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

// An entry point that returns the view a private callee returns: the callee
// returns a view of its argument, so the clone under its ownership flag
// goes.
func.func private @callee_view(%arg0: memref<2x3xf32>) -> (memref<6xf32>, i1) {
  %false = arith.constant false
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %0, %false : memref<6xf32>, i1
}

// CHECK-LABEL: func @entry_of_callee_view
// CHECK-SAME: %[[ARG:.*]]: memref<2x3xf32>
// CHECK: %[[CALL:.*]]:2 = call @callee_view(%[[ARG]])
// CHECK-NOT: scf.if
// CHECK-NOT: bufferization.clone
// CHECK: bufferization.dealloc ({{.*}}) if (%[[CALL]]#1) retain (%[[CALL]]#0 : memref<6xf32>)
// CHECK: return %[[CALL]]#0
func.func @entry_of_callee_view(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0:2 = call @callee_view(%arg0) : (memref<2x3xf32>) -> (memref<6xf32>, i1)
  %1 = scf.if %0#1 -> (memref<6xf32>) {
    scf.yield %0#0 : memref<6xf32>
  } else {
    %3 = bufferization.clone %0#0 : memref<6xf32> to memref<6xf32>
    scf.yield %3 : memref<6xf32>
  }
  %base, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<6xf32> -> memref<f32>, index, index, index
  %2 = bufferization.dealloc (%base : memref<f32>) if (%0#1) retain (%1 : memref<6xf32>)
  return %1 : memref<6xf32>
}

// A callee that may return its own allocation: the clone stays.
func.func private @callee_alloc(%arg0: memref<2x3xf32>, %c: i1) -> (memref<6xf32>, i1) {
  %0 = scf.if %c -> (memref<6xf32>) {
    %v = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
    scf.yield %v : memref<6xf32>
  } else {
    %a = memref.alloc() : memref<6xf32>
    scf.yield %a : memref<6xf32>
  }
  return %0, %c : memref<6xf32>, i1
}

// CHECK-LABEL: func @entry_of_callee_alloc
// CHECK: bufferization.clone
func.func @entry_of_callee_alloc(%arg0: memref<2x3xf32>, %c: i1) -> memref<6xf32> {
  %0:2 = call @callee_alloc(%arg0, %c) : (memref<2x3xf32>, i1) -> (memref<6xf32>, i1)
  %1 = scf.if %0#1 -> (memref<6xf32>) {
    scf.yield %0#0 : memref<6xf32>
  } else {
    %3 = bufferization.clone %0#0 : memref<6xf32> to memref<6xf32>
    scf.yield %3 : memref<6xf32>
  }
  return %1 : memref<6xf32>
}

// A view of an allocation the entry point frees before returning (the copy
// of a strided input): the caller owns the allocation, no second copy.
// CHECK-LABEL: func @owned_copy
// CHECK: %[[ALLOC:.*]] = memref.alloc
// CHECK: %[[VIEW:.*]] = memref.collapse_shape %[[ALLOC]]
// CHECK-NOT: bufferization.clone
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[VIEW]]
func.func @owned_copy(%arg0: memref<4x6xf32>) -> memref<8xf32> {
  %true = arith.constant true
  %s = memref.subview %arg0[0, 0] [4, 2] [1, 1] : memref<4x6xf32> to memref<4x2xf32, strided<[6, 1]>>
  %alloc = memref.alloc() : memref<4x2xf32>
  memref.copy %s, %alloc : memref<4x2xf32, strided<[6, 1]>> to memref<4x2xf32>
  %0 = memref.collapse_shape %alloc [[0, 1]] : memref<4x2xf32> into memref<8xf32>
  %1 = bufferization.clone %0 : memref<8xf32> to memref<8xf32>
  bufferization.dealloc (%alloc : memref<4x2xf32>) if (%true)
  return %1 : memref<8xf32>
}

// Returned twice: the first result owns the allocation, the second keeps
// its clone (the caller frees both).
// CHECK-LABEL: func @owned_copy_twice
// CHECK: %[[ALLOC:.*]] = memref.alloc
// CHECK: %[[VIEW:.*]] = memref.collapse_shape %[[ALLOC]]
// CHECK: %[[CLONE:.*]] = bufferization.clone %[[VIEW]]
// CHECK-NOT: bufferization.clone
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[VIEW]], %[[CLONE]]
func.func @owned_copy_twice(%arg0: memref<4x6xf32>) -> (memref<8xf32>, memref<8xf32>) {
  %true = arith.constant true
  %s = memref.subview %arg0[0, 0] [4, 2] [1, 1] : memref<4x6xf32> to memref<4x2xf32, strided<[6, 1]>>
  %alloc = memref.alloc() : memref<4x2xf32>
  memref.copy %s, %alloc : memref<4x2xf32, strided<[6, 1]>> to memref<4x2xf32>
  %0 = memref.collapse_shape %alloc [[0, 1]] : memref<4x2xf32> into memref<8xf32>
  %1 = bufferization.clone %0 : memref<8xf32> to memref<8xf32>
  %2 = bufferization.clone %0 : memref<8xf32> to memref<8xf32>
  bufferization.dealloc (%alloc : memref<4x2xf32>) if (%true)
  return %1, %2 : memref<8xf32>, memref<8xf32>
}

// An allocation freed under a condition: the function does not always own
// it, the clone stays.
// CHECK-LABEL: func @conditionally_freed
// CHECK: bufferization.clone
// CHECK: bufferization.dealloc
func.func @conditionally_freed(%arg0: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %alloc = memref.alloc() : memref<8xf32>
  memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
  %1 = bufferization.clone %alloc : memref<8xf32> to memref<8xf32>
  bufferization.dealloc (%alloc : memref<8xf32>) if (%c)
  return %1 : memref<8xf32>
}

// One buffer returned twice (deallocation leaves an owned buffer as it is):
// the caller would free it twice, so the second result is a clone. Views of
// an argument returned twice stay views.
// CHECK-LABEL: func @owned_twice
// CHECK: %[[ALLOC:.*]] = memref.alloc
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[ALLOC]]
// CHECK: %[[CLONE:.*]] = bufferization.clone %[[VIEW]]
// CHECK: return %[[VIEW]], %[[CLONE]]
func.func @owned_twice(%n: index) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32>
  return %v, %v : memref<?xf32>, memref<?xf32>
}

// Two results that are the same buffer only at run time: here the owned
// buffer a private function returns twice (deallocation passes each on as
// it is when owned, as a clone otherwise). The entry point compares their
// buffers and clones the second when they are the same (the caller freed
// it twice; found by review).
// CHECK-LABEL: func @owned_twice_by_callee
// CHECK: %[[R:.*]]:2 = scf.if
// CHECK: %[[A:.*]] = memref.extract_aligned_pointer_as_index %[[R]]#1
// CHECK: %[[B:.*]] = memref.extract_aligned_pointer_as_index %[[R]]#0
// CHECK: %[[SAME:.*]] = arith.cmpi eq, %[[A]], %[[B]]
// CHECK: %[[SECOND:.*]] = scf.if %[[SAME]] -> (memref<?xf32>) {
// CHECK:   %[[C:.*]] = bufferization.clone %[[R]]#1
// CHECK:   scf.yield %[[C]]
// CHECK: } else {
// CHECK:   scf.yield %[[R]]#1
// CHECK: return %[[R]]#0, %[[SECOND]]
func.func private @twice(%n: index) -> (memref<?xf32>, memref<?xf32>, i1, i1) {
  %true = arith.constant true
  %a = memref.alloc(%n) : memref<?xf32>
  return %a, %a, %true, %true : memref<?xf32>, memref<?xf32>, i1, i1
}
func.func @owned_twice_by_callee(%n: index) -> (memref<?xf32>, memref<?xf32>) {
  %0:4 = call @twice(%n) : (index) -> (memref<?xf32>, memref<?xf32>, i1, i1)
  %1:2 = scf.if %0#2 -> (memref<?xf32>, memref<?xf32>) {
    scf.yield %0#0, %0#1 : memref<?xf32>, memref<?xf32>
  } else {
    %c0 = bufferization.clone %0#0 : memref<?xf32> to memref<?xf32>
    %c1 = bufferization.clone %0#1 : memref<?xf32> to memref<?xf32>
    scf.yield %c0, %c1 : memref<?xf32>, memref<?xf32>
  }
  return %1#0, %1#1 : memref<?xf32>, memref<?xf32>
}

// Many results known only at run time: more than 64 pairs are compared in
// a loop over an array of their pointers, each result with those before it
// (one by one, 66 pairs of 12 results made 66 comparisons; 400 results
// made 79,800 and took 3 s to compile; found by review).
// CHECK-LABEL: func @owned_many_times_by_callee
// CHECK: %[[R:.*]]:12 = scf.if
// CHECK: %[[ARRAY:.*]] = memref.alloca() : memref<12xindex>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NOT: arith.constant {{[01]}} : index
// CHECK: %[[P0:.*]] = memref.extract_aligned_pointer_as_index %[[R]]#0
// CHECK: memref.store %[[P0]], %[[ARRAY]][%[[C0]]]
// CHECK: %[[P1:.*]] = memref.extract_aligned_pointer_as_index %[[R]]#1
// CHECK: %[[FOUND:.*]] = scf.for %[[J:.*]] = %[[C0]] to %[[C1]] step %[[C1]] iter_args(%[[ANY:.*]] = %false) -> (i1) {
// CHECK:   %[[THEIRS:.*]] = memref.load %[[ARRAY]][%[[J]]]
// CHECK:   %[[EQ:.*]] = arith.cmpi eq, %[[P1]], %[[THEIRS]]
// CHECK:   %[[OR:.*]] = arith.ori %[[ANY]], %[[EQ]]
// CHECK:   scf.yield %[[OR]]
// CHECK: %[[SECOND:.*]] = scf.if %[[FOUND]] -> (memref<?xf32>) {
// CHECK:   bufferization.clone %[[R]]#1
// CHECK: memref.store %[[P1]], %[[ARRAY]][%[[C1]]]
// CHECK-COUNT-10: scf.for
// CHECK: return %[[R]]#0, %[[SECOND]],
func.func private @many_times(%n: index) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %true = arith.constant true
  %a = memref.alloc(%n) : memref<?xf32>
  return %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true : memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @owned_many_times_by_callee(%n: index) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) {
  %0:24 = call @many_times(%n) : (index) -> (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1)
  %1:12 = scf.if %0#12 -> (memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>) {
    scf.yield %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11 : memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>
  } else {
    %c0 = bufferization.clone %0#0 : memref<?xf32> to memref<?xf32>
    %c1 = bufferization.clone %0#1 : memref<?xf32> to memref<?xf32>
    %c2 = bufferization.clone %0#2 : memref<?xf32> to memref<?xf32>
    %c3 = bufferization.clone %0#3 : memref<?xf32> to memref<?xf32>
    %c4 = bufferization.clone %0#4 : memref<?xf32> to memref<?xf32>
    %c5 = bufferization.clone %0#5 : memref<?xf32> to memref<?xf32>
    %c6 = bufferization.clone %0#6 : memref<?xf32> to memref<?xf32>
    %c7 = bufferization.clone %0#7 : memref<?xf32> to memref<?xf32>
    %c8 = bufferization.clone %0#8 : memref<?xf32> to memref<?xf32>
    %c9 = bufferization.clone %0#9 : memref<?xf32> to memref<?xf32>
    %c10 = bufferization.clone %0#10 : memref<?xf32> to memref<?xf32>
    %c11 = bufferization.clone %0#11 : memref<?xf32> to memref<?xf32>
    scf.yield %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11 : memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>
  }
  return %1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9, %1#10, %1#11 : memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>, memref<?xf32>
}

// Two distinct allocations are never the same buffer: no comparison.
// CHECK-LABEL: func @two_allocations
// CHECK-NOT: extract_aligned_pointer_as_index
// CHECK: return
func.func @two_allocations(%n: index) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  return %a, %b : memref<?xf32>, memref<?xf32>
}

// CHECK-LABEL: func @argument_view_twice
// CHECK-NOT: bufferization.clone
// CHECK: return
func.func @argument_view_twice(%arg0: memref<2x3xf32>) -> (memref<6xf32>, memref<6xf32>) {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %0, %0 : memref<6xf32>, memref<6xf32>
}

// A clone that casts to a type contradicting its buffer (what upstream's
// cast folding makes of a returned tensor.cast that contradicts a refined
// type): no memref.cast can express it, the clone stays (an invalid
// memref.cast was left; found by the pipeline fuzzer).
// CHECK-LABEL: func @contradicting_clone
// CHECK: %[[C:.*]] = bufferization.clone %{{.*}} : memref<3x20xf32> to memref<?x7xf32>
// CHECK: return %[[C]]
func.func @contradicting_clone(%arg0: memref<3x4x5xf32>) -> memref<?x7xf32> {
  %0 = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<3x4x5xf32> into memref<3x20xf32>
  %1 = bufferization.clone %0 : memref<3x20xf32> to memref<?x7xf32>
  return %1 : memref<?x7xf32>
}
