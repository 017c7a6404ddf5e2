// RUN: reshape-opt %s --split-input-file --verify-diagnostics --reshape-libc-allocation-functions | FileCheck %s
// RUN: reshape-opt %s --split-input-file --verify-diagnostics --reshape-to-llvm | FileCheck %s --check-prefix=LOWERED

// A func.func declaration of malloc or free with C's prototype becomes the
// llvm.func that finalize-memref-to-llvm calls, its calls llvm.calls: the
// lowering declared and called @malloc_0 and @free_0 beside them, which no
// library defines (found by review).
// CHECK-NOT: func.func private @malloc
// CHECK-DAG: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: func @calls_malloc
// CHECK: %[[P:.*]] = llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// CHECK: llvm.call @free(%[[P]]) : (!llvm.ptr) -> ()
// CHECK: return %[[P]]
// LOWERED-NOT: malloc_0
// LOWERED-NOT: free_0
// LOWERED: llvm.func @calls_malloc
// LOWERED: llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// LOWERED: llvm.func @allocates
// LOWERED: llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr
// LOWERED: llvm.call @free(%{{.*}}) : (!llvm.ptr) -> ()
// LOWERED-NOT: malloc_0
// LOWERED-NOT: free_0
func.func private @malloc(i64) -> !llvm.ptr
func.func private @free(!llvm.ptr)
func.func @calls_malloc(%n: i64) -> !llvm.ptr {
  %p = func.call @malloc(%n) : (i64) -> !llvm.ptr
  func.call @free(%p) : (!llvm.ptr) -> ()
  return %p : !llvm.ptr
}
func.func @allocates(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}

// -----

// Another prototype: refused.
// expected-error@+1 {{'@malloc' is not C's malloc '(i64) -> !llvm.ptr', which the lowering of allocations calls: declare it with that type or rename it}}
func.func private @malloc(i32) -> !llvm.ptr
func.func @f(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

// A definition: refused.
// expected-error@+1 {{'@free' is not C's free '(!llvm.ptr) -> ()', which the lowering of allocations calls: declare it with that type or rename it}}
func.func @free(%p: !llvm.ptr) {
  return
}

// -----

// Used other than by a call: refused.
func.func private @malloc(i64) -> !llvm.ptr
func.func @f() -> ((i64) -> !llvm.ptr) {
  // expected-error@+1 {{'@malloc' is the C function the lowering of allocations calls: it can only be called here, not used as a value}}
  %f = func.constant @malloc : (i64) -> !llvm.ptr
  return %f : (i64) -> !llvm.ptr
}

// -----

// An llvm.func of the name stays as it is.
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func @llvm_declaration
// CHECK: llvm.call @malloc
llvm.func @malloc(i64) -> !llvm.ptr
func.func @llvm_declaration(%n: i64) -> !llvm.ptr {
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  return %p : !llvm.ptr
}

// -----

// An index parameter is the lowering's i64: cast at each call. The linkage,
// the argument attributes and a call's no_inline stay; a call in a region
// is rewritten too. aligned_alloc, which the pipeline never calls, stays
// as it is.
// CHECK: llvm.func extern_weak @malloc(i64) -> !llvm.ptr
// CHECK: llvm.func @free(!llvm.ptr {llvm.nocapture})
// CHECK: func.func private @aligned_alloc(index, index) -> !llvm.ptr
// CHECK-LABEL: func @index_size
// CHECK-SAME: (%[[N:.*]]: index, %[[B:.*]]: i1)
// CHECK: scf.if %[[B]] {
// CHECK:   %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK:   %[[P:.*]] = llvm.call @malloc(%[[N64]]) {no_inline} : (i64) -> !llvm.ptr
// CHECK:   llvm.call @free(%[[P]]) : (!llvm.ptr) -> ()
// CHECK:   func.call @aligned_alloc
func.func private @malloc(index) -> !llvm.ptr attributes {llvm.linkage = #llvm.linkage<extern_weak>}
func.func private @free(!llvm.ptr {llvm.nocapture})
func.func private @aligned_alloc(index, index) -> !llvm.ptr
func.func @index_size(%n: index, %b: i1) {
  scf.if %b {
    %p = func.call @malloc(%n) {no_inline} : (index) -> !llvm.ptr
    func.call @free(%p) : (!llvm.ptr) -> ()
    %q = func.call @aligned_alloc(%n, %n) : (index, index) -> !llvm.ptr
  }
  return
}

// -----

// Every name is checked before any is rewritten: both refusals are
// reported.
// expected-error@+1 {{'@malloc' is not C's malloc '(i64) -> !llvm.ptr'}}
func.func private @malloc(i32) -> !llvm.ptr
// expected-error@+1 {{'@free' is not C's free '(!llvm.ptr) -> ()'}}
func.func private @free(i64)
