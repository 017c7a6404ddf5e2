// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e same_type < %t.mlir 2>&1 | FileCheck %s
// RUN: not %run -e less_static < %t.mlir 2>&1 | FileCheck %s

// A reshape that gives back its input's dims (?x3 by [-1, 3]) still checks
// R8 on the product the -1 spans: 2^62 * 3 overflows. The identity fold
// returned the input, and the program printed 2^62 and exited 0.

func.func private @printI64(i64)
func.func private @big() -> index {
  %n = arith.constant 4611686018427387904 : index
  return %n : index
}

func.func @same_type() {
  %n = call @big() : () -> index
  %e = tensor.empty(%n) : tensor<?x3xi8>
  %r = reshape.static_reshape %e [-1, 3] special_zero = false : tensor<?x3xi8> -> tensor<?x3xi8>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?x3xi8>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  return
}

func.func @less_static() {
  %n = call @big() : () -> index
  %e = tensor.empty(%n) : tensor<?x3xi8>
  %r = reshape.static_reshape %e [-1, 3] special_zero = false : tensor<?x3xi8> -> tensor<?x?xi8>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?x?xi8>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  return
}

// CHECK: reshape.static_reshape: R8: -1 cannot be inferred: the product of the input dims it spans overflows 64 bits
// CHECK-NOT: {{.}}
