// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not --crash stdbuf -oL %run < %t.mlir 2>/dev/null | FileCheck %s

// A returned tensor.cast that contradicts the type its operand is refined
// to (3x20 is never ?x7): compiling must not fail (bufferization folded the
// memref.cast chain into one that did not verify; pipeline fuzzer finding),
// and running it is undefined behaviour: the program stops there (a
// cf.assert: the message is on stdout, then abort).

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
// CHECK: contradicting-cast.mlir:12:8: a tensor of type tensor<3x20xf32> cannot have the type tensor<?x7xf32> (a tensor.cast that contradicts its operand)
