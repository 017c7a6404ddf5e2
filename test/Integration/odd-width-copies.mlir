// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// Rows 1-2 of a ?x? tensor of i24 (contiguous only at run time), reshaped
// to one dim: the copy checks contiguity at run time and calls memcpy. The
// data layout gives an i24 3 bytes, LLVM lays it out in 4: the memcpy took
// 3 bytes per element and printed 3 4 5 6 7 8 0 0 (red-team review). Such
// types (i17, i24, i48, f80) are copied element by element.

func.func private @make(%n: index, %m: index) -> tensor<?x?xi24> {
  %t = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index):
    %r = arith.muli %i, %m : index
    %k = arith.addi %r, %j : index
    %v = arith.index_cast %k : index to i24
    tensor.yield %v : i24
  } : tensor<?x?xi24>
  return %t : tensor<?x?xi24>
}

func.func private @rows(%x: tensor<?x?xi24>, %r: index, %m: index) -> tensor<?xi24> {
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %x[%c1, 0] [%r, %m] [1, 1] : tensor<?x?xi24> to tensor<?x?xi24>
  %f = reshape.static_reshape %s [-1] special_zero = false : tensor<?x?xi24> -> tensor<?xi24>
  return %f : tensor<?xi24>
}

// CHECK: 4
// CHECK-NEXT: 5
// CHECK-NEXT: 6
// CHECK-NEXT: 7
// CHECK-NEXT: 8
// CHECK-NEXT: 9
// CHECK-NEXT: 10
// CHECK-NEXT: 11
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = call @make(%c4, %c4) : (index, index) -> tensor<?x?xi24>
  %f = call @rows(%x, %c2, %c4) : (tensor<?x?xi24>, index, index) -> tensor<?xi24>
  %n = tensor.dim %f, %c0 : tensor<?xi24>
  scf.for %i = %c0 to %n step %c1 {
    %e = tensor.extract %f[%i] : tensor<?xi24>
    %w = arith.extsi %e : i24 to i32
    vector.print %w : i32
  }
  return
}
