// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 >/dev/null | FileCheck %s
// RUN: not %run < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=STDOUT
// Upstream --inline after the conversion keeps the cold report function
// (and its trap) out of the callers: the trap in a func.func body stopped
// ownership-based deallocation (found by review).
// RUN: reshape-opt %s --convert-reshape-to-tensor --inline | reshape-opt --reshape-to-llvm > %t.inlined.mlir
// RUN: not %run < %t.inlined.mlir 2>&1 >/dev/null | FileCheck %s

// R4 fails at run time: the message names the op, the rule and the values,
// goes to stderr (even when stdout is a pipe), and the program exits with a
// non-zero status after what it printed before.

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @reshape(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %c42 = arith.constant 42 : i64
  call @printI64(%c42) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = tensor.empty() : tensor<3x4x5xf32>
  %s = arith.constant dense<[7, -1]> : tensor<2xi32>
  %r = call @reshape(%x, %s) : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return
}

// STDOUT: 42
// CHECK: reshape.dynamic_reshape: R4: -1 cannot be inferred: 60 elements are not divisible by 7
// CHECK-NOT: {{.}}
