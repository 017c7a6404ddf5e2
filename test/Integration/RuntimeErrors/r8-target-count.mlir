// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s
// RUN: not %run < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=STDOUT

// R8 fails at run time: the message names the op, the rule and the values,
// goes to stderr (even when stdout is a pipe), and the program exits with a
// non-zero status after what it printed before.

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @reshape(%x: tensor<6xf32>, %s: tensor<3xi64>) -> tensor<?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<3xi64> -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @main() {
  %c42 = arith.constant 42 : i64
  call @printI64(%c42) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = tensor.empty() : tensor<6xf32>
  %s = arith.constant dense<[4294967296, 4294967296, 6]> : tensor<3xi64>
  %r = call @reshape(%x, %s) : (tensor<6xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  return
}

// STDOUT: 42
// CHECK: reshape.dynamic_reshape: R8: the element count of the target [4294967296, 4294967296, 6] overflows 64 bits
// CHECK-NOT: {{.}}
