// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir 2>&1 | FileCheck %s --allow-empty

// The program ends (exit(0)) before the tensor.cast whose type its value
// contradicts: it exits 0 and prints nothing. Canonicalize moved the
// cast's type into the reshape, so the program stopped there with R6
// (found by review).

// CHECK-NOT: R6
// CHECK-NOT: sizes

func.func private @exit(i32)
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @f(%x: tensor<6xf32>, %s: tensor<2xi32>) {
  %y = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %z = arith.constant 0 : i32
  func.call @exit(%z) : (i32) -> ()
  %c = tensor.cast %y : tensor<?x?xf32> to tensor<3x2xf32>
  %u = tensor.cast %c : tensor<3x2xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<6xf32>
  %s = arith.constant dense<[2, 3]> : tensor<2xi32>
  call @f(%x, %s) : (tensor<6xf32>, tensor<2xi32>) -> ()
  return
}
