// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// A module that declares and calls malloc and free itself, and whose
// reshapes and tensors allocate too: every allocation reaches libc's
// malloc (the lowering called @malloc_0 and @free_0, which the JIT did not
// find: "Symbols not found"; found by review).

func.func private @malloc(i64) -> !llvm.ptr
func.func private @free(!llvm.ptr)
func.func private @printF32(f32)
func.func private @printNewline()

// A heap buffer of n floats, the last one written and read back through
// a reshape of it.
func.func private @last(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %i = arith.subi %n, %c1 : index
  %v = arith.constant 1.5 : f32
  memref.store %v, %a[%i] : memref<?xf32>
  %t = bufferization.to_tensor %a restrict : memref<?xf32> to tensor<?xf32>
  %r = reshape.static_reshape %t [-1, 1] special_zero = false : tensor<?xf32> -> tensor<?x1xf32>
  %w = tensor.extract %r[%i, %c0] : tensor<?x1xf32>
  return %w : f32
}

// CHECK: 1.5
func.func @main() {
  %n = arith.constant 64 : i64
  %p = func.call @malloc(%n) : (i64) -> !llvm.ptr
  func.call @free(%p) : (!llvm.ptr) -> ()
  %rows = arith.constant 300 : index
  %v = call @last(%rows) : (index) -> f32
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
