// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e two_minus_ones < %t.mlir 2>&1 | FileCheck %s --check-prefix=R2
// RUN: %run -e empty < %t.mlir | FileCheck %s --check-prefix=EMPTY

// A declared result whose static extents multiply past 64 bits (2^31 five
// times): the op is valid (a `?` extent of 0 makes the count 0), but a
// row-major stride of its type overflows, which upstream wraps to 0 in the
// type and so refused the memref.reinterpret_cast that
// reshape-reinterpret-reshapes built (builder fuzzer finding). Such a
// memref.reshape now stays for finalize-memref-to-llvm: the shape that
// breaks R2 stops the program, the one that empties the tensor runs.

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @reshape(%x: tensor<?xi32>, %s: tensor<7xindex>) -> tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32> {
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xi32>, tensor<7xindex> -> tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32>
  return %r : tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32>
}

func.func @two_minus_ones() {
  %x = arith.constant dense<7> : tensor<1xi32>
  %u = tensor.cast %x : tensor<1xi32> to tensor<?xi32>
  %s = arith.constant dense<[4, 0, 0, 0, 2147483648, -1, -1]> : tensor<7xindex>
  %r = call @reshape(%u, %s) : (tensor<?xi32>, tensor<7xindex>) -> tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32>
  return
}

func.func @empty() {
  %x = tensor.empty() : tensor<0xi32>
  %u = tensor.cast %x : tensor<0xi32> to tensor<?xi32>
  %s = arith.constant dense<[3, 0, 2147483648, 2147483648, 2147483648, 2147483648, 2147483648]> : tensor<7xindex>
  %r = call @reshape(%u, %s) : (tensor<?xi32>, tensor<7xindex>) -> tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %r, %c0 : tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  call @printI64(%i0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%i1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// R2: reshape.dynamic_reshape: R2: at most one -1 is allowed, the target [4, 0, 0, 0, 2147483648, -1, -1] has 2
// EMPTY: 3
// EMPTY-NEXT: 0
