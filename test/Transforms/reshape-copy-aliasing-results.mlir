// RUN: reshape-opt %s --reshape-copy-aliasing-results | FileCheck %s

// A function the module calls returns a copy of each result that views
// what an earlier result does: One-Shot Bufferize would take them for two
// buffers.

// CHECK-LABEL: func.func private @twice(
// CHECK-SAME:    %[[T:.*]]: tensor<6xf32>
// CHECK:         %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[T]]) : tensor<6xf32>
// CHECK:         return %[[T]], %[[COPY]]
func.func private @twice(%t: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  return %t, %t : tensor<6xf32>, tensor<6xf32>
}

// Views of one value: through a collapse and a cast to an unranked type
// (its ranked source is copied and cast again).
// CHECK-LABEL: func.func private @views(
// CHECK-SAME:    %[[T:.*]]: tensor<2x3xf32>
// CHECK:         %[[V:.*]] = tensor.collapse_shape %[[T]]
// CHECK:         %[[U:.*]] = tensor.cast %[[T]] : tensor<2x3xf32> to tensor<*xf32>
// CHECK:         %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[T]]) : tensor<2x3xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[COPY]] : tensor<2x3xf32> to tensor<*xf32>
// CHECK:         return %[[V]], %[[CAST]]
func.func private @views(%t: tensor<2x3xf32>) -> (tensor<6xf32>, tensor<*xf32>) {
  %v = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %u = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  return %v, %u : tensor<6xf32>, tensor<*xf32>
}

// An unranked value of which nothing is known (an scf.if's result)
// returned twice: the second is copied whole, flattened and reshaped back
// (found by review: it was left, and the caller's write into one result
// showed through the other).
// CHECK-LABEL: func.func private @unranked_twice(
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         %[[RANK:.*]] = tensor.rank %[[R]]
// CHECK:         %[[FLAT:.*]] = tensor.reshape %[[R]]
// CHECK:         %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[FLAT]]) : tensor<?xf32>
// CHECK:         %[[BACK:.*]] = tensor.reshape %[[COPY]]
// CHECK:         return %[[R]], %[[BACK]]
func.func private @unranked_twice(%c: i1, %a: tensor<*xf32>, %b: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %r = scf.if %c -> tensor<*xf32> {
    scf.yield %a : tensor<*xf32>
  } else {
    scf.yield %b : tensor<*xf32>
  }
  return %r, %r : tensor<*xf32>, tensor<*xf32>
}

// Distinct values: no copy.
// CHECK-LABEL: func.func private @distinct(
// CHECK-NOT:     bufferization.alloc_tensor
// CHECK:         return
func.func private @distinct(%a: tensor<6xf32>, %b: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  return %a, %b : tensor<6xf32>, tensor<6xf32>
}

// An entry point (public, called by nothing) keeps its results.
// CHECK-LABEL: func.func @entry(
// CHECK-NOT:     bufferization.alloc_tensor
// CHECK:         return
func.func @entry(%t: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  return %t, %t : tensor<6xf32>, tensor<6xf32>
}

func.func @calls(%t: tensor<6xf32>, %m: tensor<2x3xf32>) {
  %0:2 = call @twice(%t) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
  %1:2 = call @views(%m) : (tensor<2x3xf32>) -> (tensor<6xf32>, tensor<*xf32>)
  %2:2 = call @distinct(%t, %t) : (tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
  %u = tensor.cast %m : tensor<2x3xf32> to tensor<*xf32>
  %c = arith.constant true
  %3:2 = call @unranked_twice(%c, %u, %u) : (i1, tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// A result that views a bufferization.to_tensor that is not writable (of a
// global) is copied: the caller wrote it in place (found by review). A
// writable one stays.
// CHECK-LABEL: func.func private @read_only_global(
// CHECK:         %[[T:.*]] = bufferization.to_tensor %{{.*}} restrict : memref<4xf32>
// CHECK:         %[[V:.*]] = tensor.expand_shape %[[T]]
// CHECK:         %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[V]]) : tensor<2x2xf32>
// CHECK:         return %[[COPY]]
memref.global "private" @global : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func private @read_only_global() -> tensor<2x2xf32> {
  %m = memref.get_global @global : memref<4xf32>
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %v = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %v : tensor<2x2xf32>
}

// CHECK-LABEL: func.func private @writable_global(
// CHECK-NOT:     bufferization.alloc_tensor
// CHECK:         return
func.func private @writable_global() -> tensor<4xf32> {
  %m = memref.get_global @global : memref<4xf32>
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @global_caller() -> (tensor<2x2xf32>, tensor<4xf32>) {
  %a = func.call @read_only_global() : () -> tensor<2x2xf32>
  %b = func.call @writable_global() : () -> tensor<4xf32>
  return %a, %b : tensor<2x2xf32>, tensor<4xf32>
}
