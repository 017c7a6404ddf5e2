// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s

// R4 in a target of 30 values, of an unranked input that is a cast of a
// static one: the lowering sees the failure through the cast, which the
// verifier cannot. It refined the result type with the dims of that failed
// inference, which are none: a read past them (red-team review, under the
// sanitizers; the -1 past the sixth value left the inline storage).

func.func private @reshape(%x: tensor<24xf32>) {
  %u = tensor.cast %x : tensor<24xf32> to tensor<*xf32>
  %r = reshape.static_reshape %u [3, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1] special_zero = false : tensor<*xf32> -> tensor<3x3x2x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x?xf32>
  return
}

func.func @main() {
  %x = tensor.empty() : tensor<24xf32>
  call @reshape(%x) : (tensor<24xf32>) -> ()
  return
}

// CHECK: reshape.static_reshape: R4: -1 cannot be inferred: 24 elements are not divisible by 18
// CHECK-NOT: {{.}}
