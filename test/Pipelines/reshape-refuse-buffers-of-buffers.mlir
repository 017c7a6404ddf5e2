// RUN: reshape-opt %s --split-input-file --reshape-refuse-buffers-of-buffers --verify-diagnostics
// RUN: not reshape-opt %s --split-input-file --reshape-to-llvm 2>&1 | FileCheck %s --check-prefix=PIPELINE

// A buffer stored into a buffer of buffers in a loop: ownership-based
// deallocation freed it at the end of each iteration while the outer buffer
// still held it, and the program printed freed memory (found by review).
func.func private @printMemrefF32(memref<*xf32>)

func.func @stored_in_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // expected-error@+1 {{'memref.alloca' op cannot be lowered: 'memref<2xmemref<300xf32>>' holds buffers, and deallocation does not follow a buffer stored in another one (it freed the stored buffer while it was still held)}}
  %box = memref.alloca() : memref<2xmemref<300xf32>>
  scf.for %i = %c0 to %c2 step %c1 {
    %a = memref.alloc() : memref<300xf32>
    memref.store %a, %box[%i] : memref<2xmemref<300xf32>>
  }
  %b = memref.load %box[%c0] : memref<2xmemref<300xf32>>
  %u = memref.cast %b : memref<300xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
// PIPELINE: reshape-refuse-buffers-of-buffers.mlir:[[# @LINE - 10]]:10: error: 'memref.alloca' op cannot be lowered: 'memref<2xmemref<300xf32>>' holds buffers

// -----

// As an argument (refused at the function), and unranked: each op is
// checked.
// expected-error@+1 {{'func.func' op cannot be lowered: 'memref<?xmemref<4xf32>>' holds buffers}}
func.func @argument(%box: memref<?xmemref<4xf32>>) {
  return
}
// PIPELINE: reshape-refuse-buffers-of-buffers.mlir:[[# @LINE - 3]]:1: error: 'func.func' op cannot be lowered: 'memref<?xmemref<4xf32>>' holds buffers

// -----

// expected-error@+1 {{'func.func' op cannot be lowered: 'memref<2xmemref<4xf32>>' holds buffers}}
func.func @unranked(%box: memref<2xmemref<4xf32>>) {
  // expected-error@+1 {{'memref.cast' op cannot be lowered: 'memref<*xmemref<4xf32>>' holds buffers}}
  %u = memref.cast %box : memref<2xmemref<4xf32>> to memref<*xmemref<4xf32>>
  return
}
