// RUN: reshape-opt %s --split-input-file --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reshape-hoist-small-allocations))' | FileCheck %s
// RUN: reshape-opt %s --split-input-file --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(reshape-hoist-small-allocations{max-bytes=8}))' | FileCheck %s --check-prefix=LIMIT

// A shape buffer made in each iteration of a loop nest: out of both loops
// (at most 1 KiB by default: 2 x 8 bytes). A call is taken not to keep
// its arguments.
// CHECK-LABEL: func @nest
// CHECK: %[[S:.*]] = memref.alloc() : memref<2xindex>
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.store %{{.*}}, %[[S]]
// LIMIT-LABEL: func @nest
// LIMIT: scf.for
// LIMIT-NEXT: scf.for
// LIMIT-NEXT: memref.alloc() : memref<2xindex>
func.func private @use(memref<?x?xf32>)

func.func @nest(%x: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %s = memref.alloc() : memref<2xindex>
      memref.store %i, %s[%c0] : memref<2xindex>
      memref.store %j, %s[%c1] : memref<2xindex>
      %r = memref.reshape %x(%s) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
      func.call @use(%r) : (memref<?x?xf32>) -> ()
    }
  }
  return
}

// -----

// Out of a while loop's body too; a buffer of rank 0 and one of i1 (a
// byte each) are small.
// CHECK-LABEL: func @while
// CHECK: memref.alloc() : memref<i64>
// CHECK-NEXT: memref.alloc() : memref<1024xi1>
// CHECK-NEXT: scf.while
// LIMIT-LABEL: func @while
// LIMIT: memref.alloc() : memref<i64>
// LIMIT-NEXT: scf.while
// LIMIT: memref.alloc() : memref<1024xi1>
func.func @while(%n: i64) {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  scf.while (%i = %n) : (i64) -> () {
    %a = memref.alloc() : memref<i64>
    %b = memref.alloc() : memref<1024xi1>
    memref.store %i, %a[] : memref<i64>
    memref.store %true, %b[%c0] : memref<1024xi1>
    %v = memref.load %a[] : memref<i64>
    %go = arith.cmpi sgt, %v, %i : i64
    scf.condition(%go)
  } do {
    scf.yield %n : i64
  }
  return
}

// -----

// Left in the loop: a buffer of more than 1 KiB, of rank 2, or of dynamic
// size (a loop that runs no iteration would still allocate it), one in an
// scf.if of the loop, and one in a parallel loop (its iterations would
// share it).
// CHECK-LABEL: func @stay
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.constant
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.alloc() : memref<129xf64>
// CHECK-NEXT: memref.alloc() : memref<2x2xf32>
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.alloc() : memref<2xindex>
// CHECK: scf.forall
// CHECK-NEXT: memref.alloc() : memref<2xindex>
func.func private @use(memref<129xf64>, memref<2x2xf32>, memref<?xf32>)
func.func private @use_index(memref<2xindex>)

func.func @stay(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<129xf64>
    %b = memref.alloc() : memref<2x2xf32>
    %d = memref.alloc(%n) : memref<?xf32>
    scf.if %c {
      %e = memref.alloc() : memref<2xindex>
      func.call @use_index(%e) : (memref<2xindex>) -> ()
    }
    func.call @use(%a, %b, %d) : (memref<129xf64>, memref<2x2xf32>, memref<?xf32>) -> ()
  }
  scf.forall (%j) in (%n) {
    %f = memref.alloc() : memref<2xindex>
    func.call @use_index(%f) : (memref<2xindex>) -> ()
  }
  return
}

// -----

// A buffer a loop yields (it is the next iteration's, or the result) stays
// in the loop: hoisted, every iteration would write the one buffer.
// CHECK-LABEL: func @yielded
// CHECK: scf.for
// CHECK: memref.alloc() : memref<4xf32>
// An alias of it (a view) that only the iteration uses: out of the loop.
// CHECK-LABEL: func @viewed
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.constant
// CHECK: memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.for
func.func @yielded(%n: index, %init: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %acc, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func private @use_view(memref<2xf32, strided<[1], offset: 1>>)

func.func @viewed(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    func.call @use_view(%v) : (memref<2xf32, strided<[1], offset: 1>>) -> ()
  }
  return
}

// -----

// Left in the loop (found by review): a buffer stored into a buffer of
// buffers (hoisted, each slot held the one allocation: the analysis of
// aliases does not follow memory), also through a view; one taken by an
// op of unknown effects; one freed in the loop (hoisted, freed in each
// iteration: a double free); one with a layout symbol defined in the loop
// (hoisted above its definition: invalid IR).
// CHECK-LABEL: func @kept_or_freed
// CHECK: scf.for %[[I:.*]] = 
// CHECK-NEXT: memref.alloc() : memref<1xf32>
// CHECK: memref.alloc() : memref<2xf32>
// CHECK: memref.alloc() : memref<3xf32>
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.alloc()[%[[I]]] : memref<5xf32, strided<[1], offset: ?>>
func.func @kept_or_freed(%n: index, %box: memref<2xmemref<1xf32>>, %views: memref<2xmemref<1xf32, strided<[1], offset: 1>>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<1xf32>
    memref.store %a, %box[%i] : memref<2xmemref<1xf32>>
    %b = memref.alloc() : memref<2xf32>
    %bv = memref.subview %b[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
    memref.store %bv, %views[%i] : memref<2xmemref<1xf32, strided<[1], offset: 1>>>
    %c = memref.alloc() : memref<3xf32>
    "test.keep"(%c) : (memref<3xf32>) -> ()
    %d = memref.alloc() : memref<4xf32>
    memref.store %f, %d[%c0] : memref<4xf32>
    memref.dealloc %d : memref<4xf32>
    %e = memref.alloc()[%i] : memref<5xf32, strided<[1], offset: ?>>
    memref.store %f, %e[%c0] : memref<5xf32, strided<[1], offset: ?>>
  }
  return
}
