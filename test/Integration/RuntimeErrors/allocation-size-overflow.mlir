// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e static_overflow < %t.mlir 2>&1 | FileCheck %s --check-prefix=STATIC
// RUN: not %run -e dynamic_overflow < %t.mlir 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: %run -e fits < %t.mlir 2>&1 | FileCheck %s --check-prefix=FITS
// RUN: not %run -e unranked_copy < %t.mlir 2>&1 | FileCheck %s --check-prefix=UNRANKED
// RUN: reshape-opt %s --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: not --crash stdbuf -oL %run -e dynamic_overflow < %t.assert.mlir 2>/dev/null | FileCheck %s --check-prefix=ASSERT

// Upstream's lowering of an allocation computes its size in bytes in 64
// bits and lets it wrap: a buffer of 2^68 bytes got a few bytes, and the
// fill wrote far past them (heap corruption or a segmentation fault; found
// by review through imported graphs; promote-buffers-to-stack even took
// the wrapped size for a small buffer). reshape-check-allocation-sizes
// stops the program there with a message. A buffer with a 0 extent has no bytes
// whatever its other extents.

func.func private @opaque(%x: index) -> index {
  return %x : index
}

func.func private @fill(%n: index, %m: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %c = arith.constant 3.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %f : tensor<?x?xf32>
}

func.func @static_overflow() {
  %e = tensor.empty() : tensor<4294967296x4294967296x16xf32>
  %c = arith.constant 3.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4294967296x4294967296x16xf32>) -> tensor<4294967296x4294967296x16xf32>
  %u = tensor.cast %f : tensor<4294967296x4294967296x16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// STATIC: allocation-size-overflow.mlir:29:8: memref.alloc: cannot allocate memref<4294967296x4294967296x16xf32>: its size in bytes overflows 64 bits
// STATIC-NOT: {{.}}

// 2^31 x 2^31 f32: 2^62 elements fit, 2^64 bytes do not.
func.func @dynamic_overflow() {
  %big = arith.constant 2147483648 : index
  %n = call @opaque(%big) : (index) -> index
  %f = call @fill(%n, %n) : (index, index) -> tensor<?x?xf32>
  %u = tensor.cast %f : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// DYNAMIC: allocation-size-overflow.mlir:22:8: memref.alloc: cannot allocate memref<?x?xf32> of 2147483648x2147483648 elements: its size in bytes overflows 64 bits
// DYNAMIC-NOT: {{.}}

func.func @fits() {
  %huge = arith.constant 4611686018427387904 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = call @opaque(%huge) : (index) -> index
  %z = call @opaque(%c0) : (index) -> index
  %two = call @opaque(%c2) : (index) -> index
  %empty = call @fill(%n, %z) : (index, index) -> tensor<?x?xf32>
  %small = call @fill(%two, %two) : (index, index) -> tensor<?x?xf32>
  %d0 = tensor.dim %empty, %c0 : tensor<?x?xf32>
  %d = arith.index_cast %d0 : index to i64
  call @printI64(%d) : (i64) -> ()
  call @printNewline() : () -> ()
  %v = tensor.cast %small : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
// FITS: 4611686018427387904
// FITS: sizes = [2, 2]
// FITS-NEXT: [3,   3]
// FITS-NEXT: [3,   3]

// The copy that makes an unranked view contiguous, made after the first
// run of the pass (a review found it unchecked: the heap was corrupted): a
// zero-stride view of 2^62 elements of one.
memref.global "private" constant @one : memref<1xf32> = dense<[1.0]>
func.func private @flat(%u: tensor<*xf32>) -> tensor<1xf32> {
  %r = reshape.static_reshape %u [-1] special_zero = false : tensor<*xf32> -> tensor<?xf32>
  %s = tensor.extract_slice %r[0] [1] [1] : tensor<?xf32> to tensor<1xf32>
  return %s : tensor<1xf32>
}
func.func @unranked_copy() {
  %g = memref.get_global @one : memref<1xf32>
  %v = memref.reinterpret_cast %g to offset: [0], sizes: [2147483648, 2147483648], strides: [0, 0] : memref<1xf32> to memref<2147483648x2147483648xf32, strided<[0, 0]>>
  %x = bufferization.to_tensor %v restrict : memref<2147483648x2147483648xf32, strided<[0, 0]>> to tensor<2147483648x2147483648xf32>
  %u = tensor.cast %x : tensor<2147483648x2147483648xf32> to tensor<*xf32>
  %s = call @flat(%u) : (tensor<*xf32>) -> tensor<1xf32>
  %p = tensor.cast %s : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%p) : (tensor<*xf32>) -> ()
  return
}
// UNRANKED: memref.alloc: cannot allocate memref<?xf32> of 4611686018427387904 elements: its size in bytes overflows 64 bits
// UNRANKED-NOT: Unranked

// ASSERT: allocation-size-overflow.mlir:22:8: memref.alloc: cannot allocate memref<?x?xf32> of ?x? elements: its size in bytes overflows 64 bits

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()
