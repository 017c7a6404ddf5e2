// RUN: reshape-opt %s --reshape-to-llvm | not %run 2>&1 | FileCheck %s

// A reshape whose result is unused, or whose only user folds away (a static
// dim of its result), is not dead code: its checks still run.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %e = tensor.empty() : tensor<3x4x5xf32>
  %x = tensor.cast %e : tensor<3x4x5xf32> to tensor<?x4x5xf32>
  %r = reshape.static_reshape %x [7, -1] special_zero = false : tensor<?x4x5xf32> -> tensor<7x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<7x?xf32>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: reshape.static_reshape: R4: -1 cannot be inferred: 60 elements are not divisible by 7
// CHECK-NOT: {{.}}
