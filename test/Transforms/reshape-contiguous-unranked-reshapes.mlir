// RUN: reshape-opt %s --split-input-file --verify-diagnostics --reshape-contiguous-unranked-reshapes | FileCheck %s

// A memref.reshape of an unranked buffer: as it is when the buffer has the
// identity layout at run time, of a contiguous copy otherwise.

// CHECK-LABEL: func.func private @__reshape_pack_f32(
// CHECK-SAME:    %[[SRC:.*]]: memref<*xf32>, %[[DST:.*]]: memref<?xf32>)
// CHECK:         %[[RANK:.*]] = memref.rank %[[SRC]]
// CHECK:         %[[DIMS:.*]] = memref.alloca(%[[RANK]]) : memref<?xindex>
// CHECK:         scf.for
// CHECK:           memref.dim %[[SRC]]
// CHECK:           memref.store
// CHECK:         %[[VIEW:.*]] = memref.reshape %[[DST]](%[[DIMS]]) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK:         memref.copy %[[SRC]], %[[VIEW]]
// CHECK-LABEL: llvm.func internal @__reshape_unranked_is_identity(
// CHECK-SAME:    !llvm.struct<(i64, ptr)>) -> i1
// CHECK-LABEL: func.func @flat(
// CHECK-SAME:    %[[U:.*]]: memref<*xf32>, %[[S:.*]]: memref<1xindex>)
// CHECK:         %[[D:.*]] = builtin.unrealized_conversion_cast %[[U]] : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK:         %[[OK:.*]] = llvm.call @__reshape_unranked_is_identity(%[[D]])
// CHECK:         %[[R:.*]] = scf.if %[[OK]] -> (memref<?xf32>) {
// CHECK:           %[[V:.*]] = memref.reshape %[[U]](%[[S]])
// CHECK:           scf.yield %[[V]]
// CHECK:         } else {
// CHECK:           %[[N:.*]] = scf.for
// CHECK:             memref.dim %[[U]]
// CHECK:           %[[B:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK:           call @__reshape_pack_f32(%[[U]], %[[B]])
// CHECK:           %[[C:.*]] = memref.reshape %[[B]](%[[S]])
// CHECK:           scf.yield %[[C]]
// CHECK:         return %[[R]]
func.func @flat(%u: memref<*xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %r = memref.reshape %u(%s) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// A ranked source has its layout in its type: left alone, and no check is
// defined.

// CHECK-NOT: __reshape_unranked_is_identity
// CHECK-LABEL: func.func @ranked
// CHECK-NEXT: memref.reshape
func.func @ranked(%m: memref<2x3xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %r = memref.reshape %m(%s) : (memref<2x3xf32>, memref<1xindex>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// The check's name is reserved.

// expected-error @+1 {{'@__reshape_unranked_is_identity' is reserved for the lowering}}
llvm.func @__reshape_unranked_is_identity(!llvm.struct<(i64, ptr)>) -> i1
func.func @reserved(%u: memref<*xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %r = memref.reshape %u(%s) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// A reshape in a nested module is that module's to check (reshape-to-llvm
// lowers nested modules first, with this pass among the others).

// CHECK-LABEL: module @inner
// CHECK-NOT: __reshape_unranked_is_identity
// CHECK: memref.reshape
module {
  module @inner {
    func.func @flat(%u: memref<*xf32>, %s: memref<1xindex>) -> memref<?xf32> {
      %r = memref.reshape %u(%s) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
      return %r : memref<?xf32>
    }
  }
}

// -----

// So is the copy function's.

// expected-error @+1 {{'@__reshape_pack_f32' is reserved for the lowering}}
func.func private @__reshape_pack_f32(memref<*xf32>, memref<?xf32>)
func.func @reserved_pack(%u: memref<*xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %r = memref.reshape %u(%s) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// A source in memory space 1 is copied by a function of its own into a
// buffer of the default memory space; the view of the copy is cast back to
// the result's memory space.

// CHECK-LABEL: func.func private @__reshape_pack_f32_as1(
// CHECK-SAME:    %{{.*}}: memref<*xf32, 1>, %{{.*}}: memref<?xf32>)
// CHECK:         memref.reshape %{{.*}} : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-LABEL: func.func @flat_space1(
// CHECK:         scf.if %{{.*}} -> (memref<?xf32, 1>) {
// CHECK:         } else {
// CHECK:           %[[B:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:           call @__reshape_pack_f32_as1(%{{.*}}, %[[B]])
// CHECK:           %[[C:.*]] = memref.reshape %[[B]](%{{.*}}) : (memref<?xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK:           %[[CAST:.*]] = memref.memory_space_cast %[[C]] : memref<?xf32> to memref<?xf32, 1>
// CHECK:           scf.yield %[[CAST]]
func.func @flat_space1(%u: memref<*xf32, 1>, %s: memref<1xindex>) -> memref<?xf32, 1> {
  %r = memref.reshape %u(%s) : (memref<*xf32, 1>, memref<1xindex>) -> memref<?xf32, 1>
  return %r : memref<?xf32, 1>
}

// -----

// Memory spaces `1` and `1 : i32` are two: each gets its copy function
// (the second was refused as a reserved name, found by review).
// CHECK-DAG: func.func private @__reshape_pack_f32_as1(%{{.*}}: memref<*xf32, 1>,
// CHECK-DAG: func.func private @__reshape_pack_f32_as1_i32(%{{.*}}: memref<*xf32, 1 : i32>,
// CHECK-LABEL: func.func @two_spaces(
func.func @two_spaces(%u: memref<*xf32, 1>, %v: memref<*xf32, 1 : i32>, %s: memref<1xindex>) -> (memref<?xf32, 1>, memref<?xf32, 1 : i32>) {
  %r = memref.reshape %u(%s) : (memref<*xf32, 1>, memref<1xindex>) -> memref<?xf32, 1>
  %q = memref.reshape %v(%s) : (memref<*xf32, 1 : i32>, memref<1xindex>) -> memref<?xf32, 1 : i32>
  return %r, %q : memref<?xf32, 1>, memref<?xf32, 1 : i32>
}

// -----

// A memory space that is not an integer has no address space to copy from.

func.func @flat_named_space(%u: memref<*xf32, "shared">, %s: memref<1xindex>) -> memref<?xf32, "shared"> {
  // expected-error @+1 {{cannot copy its strided unranked source: its memory space "shared" is not an integer}}
  %r = memref.reshape %u(%s) : (memref<*xf32, "shared">, memref<1xindex>) -> memref<?xf32, "shared">
  return %r : memref<?xf32, "shared">
}
