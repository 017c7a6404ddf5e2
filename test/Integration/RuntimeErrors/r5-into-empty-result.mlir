// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// A `?` input of 2 elements reshaped into an empty static shape: R5 at run
// time (found by the differential test, with the tensor.reshape this shape
// now lowers to; and the result's dims, read with tensor.dim, must not
// bypass the check).

func.func private @printI64(i64)

func.func private @reshape(%x: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %r = reshape.static_reshape %x [6, 1, 3, 0] special_zero = false : tensor<?xf32> -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func @main() {
  %x = tensor.empty() : tensor<2xf32>
  %xd = tensor.cast %x : tensor<2xf32> to tensor<?xf32>
  %r = call @reshape(%xd) : (tensor<?xf32>) -> tensor<?x?x?x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?x?x?x?xf32>
  %d64 = arith.index_cast %d : index to i64
  call @printI64(%d64) : (i64) -> ()
  return
}

// CHECK: reshape.static_reshape: R5: volume mismatch: input 2 (2 elements) vs target [6, 1, 3, 0] (0 elements)
// CHECK-NOT: {{.}}
