// RUN: reshape-opt %s --reshape-to-llvm="check-mode=assert" > %t.mlir
// RUN: not --crash stdbuf -oL %run < %t.mlir 2>/dev/null | FileCheck %s
// RUN: FileCheck %s --check-prefix=LIBC < %t.mlir

// check-mode=assert: the failed check is a cf.assert, which the CPU
// lowering turns into puts (on stdout; line-buffered here with stdbuf, as
// on a terminal) and abort. The message is static: the location, the op,
// the rule, and the values known at compile time.

// LIBC-NOT: @dprintf
// LIBC-NOT: @exit

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @reshape(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<3x4x5xf32>
  %good = arith.constant dense<[6, 10]> : tensor<2xi32>
  %bad = arith.constant dense<[7, 9]> : tensor<2xi32>
  %r = func.call @reshape(%x, %good) : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %s = func.call @reshape(%x, %bad) : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %su = tensor.cast %s : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  return
}

// CHECK: sizes = [6, 10]
// CHECK: assert-mode.mlir:16:8: reshape.dynamic_reshape: R5: volume mismatch: input 3x4x5 (60 elements) vs target [?, ?] (? elements)
// CHECK-NOT: sizes
