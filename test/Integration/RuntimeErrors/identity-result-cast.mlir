// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e rows < %t.mlir 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: not %run -e flat < %t.mlir 2>&1 | FileCheck %s --check-prefix=FLAT
// RUN: reshape-opt %s --canonicalize | reshape-opt --reshape-to-llvm > %t.canonicalized.mlir
// RUN: not %run -e rows < %t.canonicalized.mlir 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: not %run -e flat < %t.canonicalized.mlir 2>&1 | FileCheck %s --check-prefix=FLAT

// An identity reshape (nothing to check) whose result is cast to a static
// type that the value contradicts: the cast is checked (R6 at the reshape
// that declares its type). The identity fold ran before the cast was made a
// check and left a cast of the input, whose extents upstream's folds took
// for facts: 5 rows cast to 3 printed 3, and 108 elements cast to 109
// printed 109 (found by review and by its differential fuzzer).
// ROWS: reshape.static_reshape: R6: result dim 0 is 5 but the declared type says 3
// FLAT: reshape.static_reshape: R6: result dim 0 is 108 but the declared type says 109

func.func private @printI64(i64)
func.func private @make(%n: index) -> tensor<?x4xf32> {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

func.func @rows() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %x = call @make(%c5) : (index) -> tensor<?x4xf32>
  %r = reshape.static_reshape %x [0, -1] special_zero = true : tensor<?x4xf32> -> tensor<?x4xf32>
  %c = tensor.cast %r : tensor<?x4xf32> to tensor<3x4xf32>
  %d = tensor.dim %c, %c0 : tensor<3x4xf32>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  return
}

func.func @flat() {
  %c0 = arith.constant 0 : index
  %c27 = arith.constant 27 : index
  %m = call @make(%c27) : (index) -> tensor<?x4xf32>
  %x = tensor.collapse_shape %m [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %r = reshape.static_reshape %x [-1] special_zero = false : tensor<?xf32> -> tensor<?xf32>
  %c = tensor.cast %r : tensor<?xf32> to tensor<109xf32>
  %d = tensor.dim %c, %c0 : tensor<109xf32>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  return
}
