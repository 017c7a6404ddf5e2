// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s
// RUN: not %run < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=STDOUT

// R9 fails at run time: the message names the op, the rule and the values,
// goes to stderr (even when stdout is a pipe), and the program exits with a
// non-zero status after what it printed before.

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @reshape(%x: tensor<?x3xf32>, %s: tensor<0xi32>) -> tensor<f32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x3xf32>, tensor<0xi32> -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @main() {
  %c42 = arith.constant 42 : i64
  call @printI64(%c42) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = tensor.empty() : tensor<2x3xf32>
  %s = arith.constant dense<[]> : tensor<0xi32>
  %xd = tensor.cast %x : tensor<2x3xf32> to tensor<?x3xf32>
  %r = call @reshape(%xd, %s) : (tensor<?x3xf32>, tensor<0xi32>) -> tensor<f32>
  return
}

// STDOUT: 42
// CHECK: reshape.dynamic_reshape: R9: an empty target needs an input of 1 element, the input 2x3 has 6
// CHECK-NOT: {{.}}
