// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// A returned tensor.cast that contradicts the type its operand is refined
// to (3x20 is never ?x7): compiling must not fail (bufferization folded the
// memref.cast chain into one that did not verify; pipeline fuzzer finding).
// The cast is of a reshape result, so it is checked where it is (R6);
// reshape-contradicting-casts stopped the program with an abort before
// canonicalize checked such casts also when the rules reject them at
// compile time (test/Transforms/reshape-contradicting-casts.mlir tests it).

func.func @contradicting_cast(%x: tensor<3x4x5xf32>) -> tensor<?x7xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<?x7xf32>
  return %1 : tensor<?x7xf32>
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<3x4x5xf32>
  %r = call @contradicting_cast(%x) : (tensor<3x4x5xf32>) -> tensor<?x7xf32>
  return
}
// CHECK: contradicting-cast.mlir:[[# @LINE - 9]]:8: reshape.static_reshape: R6: result dim 1 is 20 but the declared type says 7
