// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e dynamic_r10 < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=DYNAMIC
// RUN: not %run -e static_r6 < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=STATIC
// RUN: not %run -e static_r6 < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=STDOUT --allow-empty
// RUN: not %run -e two_casts < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=TWO-CASTS

// STDOUT-NOT: {{.}}

// A tensor.cast of a reshape result, used right after it, to a type the
// rules reject on that reshape at compile time (a static count other than
// the input's: R10; an extent other than the inferred one: R6). The cast
// stayed, tensor.dim of it folded to the cast's extent, and the program
// printed 7 and 21 and exited 0 (found by review). The cast is checked
// where it was, as any other cast of a reshape result. Of two casts of one
// reshape, the first checked used to keep the other from being checked
// (@two_casts printed 4 + 5; review).

memref.global "private" constant @shape : memref<2xi32> = dense<[6, 10]>
memref.global "private" constant @n : memref<index> = dense<3>
memref.global "private" constant @shape35 : memref<2xi32> = dense<[3, 5]>
memref.global "private" constant @fifteen : memref<index> = dense<15>
func.func private @printI64(i64)
func.func private @printNewline()

// DYNAMIC: {{.*}}cast-contradicting-rules.mlir:[[# @LINE + 6]]:8: reshape.static_reshape: R6: result dim 0 is 6 but the declared type says 7
func.func @dynamic_r10() {
  %x = tensor.empty() : tensor<3x4x5xf32>
  %m = memref.get_global @shape : memref<2xi32>
  %s = bufferization.to_tensor %m restrict : memref<2xi32> to tensor<2xi32>
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %c = tensor.cast %r : tensor<?x?xf32> to tensor<7x9xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<7x9xf32>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// STATIC: {{.*}}cast-contradicting-rules.mlir:[[# @LINE + 6]]:8: reshape.static_reshape: R6: result dim 1 is 20 but the declared type says 21
func.func @static_r6() {
  %m = memref.get_global @n : memref<index>
  %n = memref.load %m[] : memref<index>
  %x = tensor.empty(%n) : tensor<?x4x5xf32>
  %r = reshape.static_reshape %x [0, -1] special_zero = true : tensor<?x4x5xf32> -> tensor<?x?xf32>
  %c = tensor.cast %r : tensor<?x?xf32> to tensor<?x21xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %c, %c1 : tensor<?x21xf32>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// TWO-CASTS: {{.*}}cast-contradicting-rules.mlir:[[# @LINE + 8]]:9: reshape.static_reshape: R6: result dim 0 is 3 but the declared type says 4
func.func @two_casts() {
  %m = memref.get_global @fifteen : memref<index>
  %n = memref.load %m[] : memref<index>
  %x = tensor.empty(%n) : tensor<?xf32>
  %sm = memref.get_global @shape35 : memref<2xi32>
  %s = bufferization.to_tensor %sm restrict : memref<2xi32> to tensor<2xi32>
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %c1 = tensor.cast %r : tensor<?x?xf32> to tensor<4x?xf32>
  %c2 = tensor.cast %r : tensor<?x?xf32> to tensor<?x5xf32>
  %c0 = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %d1 = tensor.dim %c1, %c0 : tensor<4x?xf32>
  %d2 = tensor.dim %c2, %c1i : tensor<?x5xf32>
  %s1 = arith.addi %d1, %d2 : index
  %i = arith.index_cast %s1 : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
