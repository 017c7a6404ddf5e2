// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s
// RUN: not %run < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=STDOUT

// R2 fails at run time: the message names the op, the rule and the values,
// goes to stderr (even when stdout is a pipe), and the program exits with a
// non-zero status after what it printed before.

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @reshape(%x: tensor<2x3xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3xf32>, tensor<2xi64> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %c42 = arith.constant 42 : i64
  call @printI64(%c42) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = tensor.empty() : tensor<2x3xf32>
  %s = arith.constant dense<[-1, -1]> : tensor<2xi64>
  %r = call @reshape(%x, %s) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return
}

// STDOUT: 42
// CHECK: reshape.dynamic_reshape: R2: at most one -1 is allowed, the target [-1, -1] has 2
// CHECK-NOT: {{.}}
