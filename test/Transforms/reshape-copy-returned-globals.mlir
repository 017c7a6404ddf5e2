// RUN: reshape-opt %s --split-input-file --reshape-copy-returned-globals | FileCheck %s

// A function the module calls returns a copy of a view of a global (what a
// tensor constant becomes): One-Shot Bufferize lets the caller write the
// call's result in place.

memref.global "private" constant @k : memref<2x3xf32> = dense<1.0>

// CHECK-LABEL: func.func private @returns_view(
// CHECK:         %[[G:.*]] = memref.get_global @k
// CHECK:         %[[V:.*]] = memref.collapse_shape %[[G]]
// CHECK:         %[[COPY:.*]] = bufferization.clone %[[V]] : memref<6xf32> to memref<6xf32>
// CHECK:         return %[[COPY]]
func.func private @returns_view() -> memref<6xf32> {
  %g = memref.get_global @k : memref<2x3xf32>
  %v = memref.collapse_shape %g [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %v : memref<6xf32>
}

// Through the result of a region, and cast to an unranked type: the ranked
// buffer is copied, and the copy cast.
// CHECK-LABEL: func.func private @returns_from_if(
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         %[[COPY:.*]] = bufferization.clone %[[R]] : memref<2x3xf32> to memref<2x3xf32>
// CHECK:         %[[CAST:.*]] = memref.cast %[[COPY]] : memref<2x3xf32> to memref<*xf32>
// CHECK:         return %[[CAST]]
func.func private @returns_from_if(%a: memref<2x3xf32>, %b: i1) -> memref<*xf32> {
  %r = scf.if %b -> memref<2x3xf32> {
    %g = memref.get_global @k : memref<2x3xf32>
    scf.yield %g : memref<2x3xf32>
  } else {
    scf.yield %a : memref<2x3xf32>
  }
  %c = memref.cast %r : memref<2x3xf32> to memref<*xf32>
  return %c : memref<*xf32>
}

// A writable global stays a view: a program of memrefs may mean to write
// it through the call's result (found by review: the copy lost the store).
memref.global "private" @state : memref<4xf32> = dense<0.0>

// CHECK-LABEL: func.func private @returns_state(
// CHECK-NOT:     bufferization.clone
// CHECK:         return
func.func private @returns_state() -> memref<4xf32> {
  %g = memref.get_global @state : memref<4xf32>
  return %g : memref<4xf32>
}

// Nothing of a global: the result stays.
// CHECK-LABEL: func.func private @returns_argument(
// CHECK-NOT:     bufferization.clone
// CHECK:         return
func.func private @returns_argument(%a: memref<2x3xf32>) -> memref<2x3xf32> {
  return %a : memref<2x3xf32>
}

// An entry point (public, called by nothing) keeps its result: the
// deallocation copies what it does not own.
// CHECK-LABEL: func.func @entry(
// CHECK-NOT:     bufferization.clone
// CHECK:         return
func.func @entry() -> memref<2x3xf32> {
  %g = memref.get_global @k : memref<2x3xf32>
  return %g : memref<2x3xf32>
}

func.func @calls(%a: memref<2x3xf32>, %b: i1) -> (memref<6xf32>, memref<*xf32>, memref<2x3xf32>) {
  %s = call @returns_state() : () -> memref<4xf32>
  %0 = call @returns_view() : () -> memref<6xf32>
  %1 = call @returns_from_if(%a, %b) : (memref<2x3xf32>, i1) -> memref<*xf32>
  %2 = call @returns_argument(%a) : (memref<2x3xf32>) -> memref<2x3xf32>
  return %0, %1, %2 : memref<6xf32>, memref<*xf32>, memref<2x3xf32>
}
