// RUN: reshape-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(reshape-prepare-tensor-reshapes))'
// RUN: reshape-opt %s --split-input-file --verify-diagnostics --reshape-check-tensor-extents

// Shape values past 64 bits: every reading of them as index values
// truncates them (a shape of [2^64 + 2, 3] of 6 elements ran as 2 x 3).

func.func @wide_shape(%x: tensor<?xf32>, %s: tensor<2xi128>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'tensor.reshape' op has a shape of 'i128' values, which the lowering would truncate to 64 bits: not supported}}
  %r = tensor.reshape %x(%s) : (tensor<?xf32>, tensor<2xi128>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
