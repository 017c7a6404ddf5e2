// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e empty < %t.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not %run -e three < %t.mlir 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: not %run -e ten < %t.mlir 2>&1 | FileCheck %s --check-prefix=TEN
// RUN: not %run -e unranked < %t.mlir 2>&1 | FileCheck %s --check-prefix=UNRANKED

// A shape of a length known only at run time: an empty one breaks R9 (it
// was reported as R5), and the messages print the values (they printed
// only the length), the first eight of a longer list; the dims of an
// unranked input likewise.

func.func private @reshape(%x: tensor<?x3xf32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x3xf32>, tensor<?xi32> -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

func.func private @input() -> tensor<?x3xf32> {
  %x = tensor.empty() : tensor<2x3xf32>
  %xd = tensor.cast %x : tensor<2x3xf32> to tensor<?x3xf32>
  return %xd : tensor<?x3xf32>
}

func.func @empty() {
  %x = call @input() : () -> tensor<?x3xf32>
  %s = arith.constant dense<[]> : tensor<0xi32>
  %sd = tensor.cast %s : tensor<0xi32> to tensor<?xi32>
  %r = call @reshape(%x, %sd) : (tensor<?x3xf32>, tensor<?xi32>) -> tensor<*xf32>
  return
}
// EMPTY: reshape.dynamic_reshape: R9: an empty target needs an input of 1 element, the input 2x3 has 6
// EMPTY-NOT: {{.}}

func.func @three() {
  %x = call @input() : () -> tensor<?x3xf32>
  %s = arith.constant dense<[7, 1, 9]> : tensor<3xi32>
  %sd = tensor.cast %s : tensor<3xi32> to tensor<?xi32>
  %r = call @reshape(%x, %sd) : (tensor<?x3xf32>, tensor<?xi32>) -> tensor<*xf32>
  return
}
// THREE: reshape.dynamic_reshape: R5: volume mismatch: input 2x3 (6 elements) vs target [7, 1, 9] (63 elements)
// THREE-NOT: {{.}}

func.func @ten() {
  %x = call @input() : () -> tensor<?x3xf32>
  %s = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]> : tensor<10xi32>
  %sd = tensor.cast %s : tensor<10xi32> to tensor<?xi32>
  %r = call @reshape(%x, %sd) : (tensor<?x3xf32>, tensor<?xi32>) -> tensor<*xf32>
  return
}
// TEN: reshape.dynamic_reshape: R5: volume mismatch: input 2x3 (6 elements) vs target [1, 2, 3, 4, 5, 6, 7, 8, ...] (3628800 elements)
// TEN-NOT: {{.}}

func.func private @reshape_unranked(%x: tensor<*xf32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [4, 5] special_zero = false : tensor<*xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @unranked() {
  %x = tensor.empty() : tensor<2x3xf32>
  %u = tensor.cast %x : tensor<2x3xf32> to tensor<*xf32>
  %r = call @reshape_unranked(%u) : (tensor<*xf32>) -> tensor<?x?xf32>
  return
}
// UNRANKED: reshape.static_reshape: R5: volume mismatch: input 2x3 (6 elements) vs target [4, 5] (20 elements)
// UNRANKED-NOT: {{.}}
