// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e mismatch < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=MISMATCH
// RUN: not %run -e mismatch_select < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=SELECT
// RUN: %run -e main < %t.mlir | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm=runtime-checks=false | %run -e main | FileCheck %s

// Elementwise ops on two tensors of `?` extents: the extents must agree at
// run time. The linalg.generic an op becomes (reshape-elementwise-to-linalg)
// runs over the first operand's extents: an add of an 8 and a 2 read past
// the end of the 2 (found by review), so such ops were refused ("op was
// not bufferized"). reshape-check-tensor-extents checks them now; the
// program stops before the value is used, and the valid ones run, with
// checks and without.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// Values the compiler cannot see through.
func.func private @opaque(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
func.func private @opaque_mask(%x: tensor<?xi1>) -> tensor<?xi1> {
  return %x : tensor<?xi1>
}

func.func private @print(%x: tensor<?xf32>) {
  %u = tensor.cast %x : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// MISMATCH: elementwise-extents.mlir:[[# @LINE + 8]]:8: arith.addf: operand 1 has extent 2 in dim 0, operand 0 has 8
func.func @mismatch() {
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %b = arith.constant dense<2.0> : tensor<2xf32>
  %a_d = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %x = call @opaque(%a_d) : (tensor<?xf32>) -> tensor<?xf32>
  %b_d = tensor.cast %b : tensor<2xf32> to tensor<?xf32>
  %y = call @opaque(%b_d) : (tensor<?xf32>) -> tensor<?xf32>
  %s = arith.addf %x, %y : tensor<?xf32>
  call @print(%s) : (tensor<?xf32>) -> ()
  return
}

// SELECT: elementwise-extents.mlir:[[# @LINE + 11]]:8: arith.select: operand 2 has extent 3 in dim 0, operand 0 has 2
func.func @mismatch_select() {
  %m = arith.constant dense<[true, false]> : tensor<2xi1>
  %a = arith.constant dense<1.0> : tensor<2xf32>
  %b = arith.constant dense<2.0> : tensor<3xf32>
  %m_d = tensor.cast %m : tensor<2xi1> to tensor<?xi1>
  %c = call @opaque_mask(%m_d) : (tensor<?xi1>) -> tensor<?xi1>
  %a_d = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %x = call @opaque(%a_d) : (tensor<?xf32>) -> tensor<?xf32>
  %b_d = tensor.cast %b : tensor<3xf32> to tensor<?xf32>
  %y = call @opaque(%b_d) : (tensor<?xf32>) -> tensor<?xf32>
  %s = arith.select %c, %x, %y : tensor<?xi1>, tensor<?xf32>
  call @print(%s) : (tensor<?xf32>) -> ()
  return
}

// CHECK: [11,  22,  33]
// CHECK: [10,  2,  30]
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %m = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %a_d = tensor.cast %a : tensor<3xf32> to tensor<?xf32>
  %x = call @opaque(%a_d) : (tensor<?xf32>) -> tensor<?xf32>
  %b_d = tensor.cast %b : tensor<3xf32> to tensor<?xf32>
  %y = call @opaque(%b_d) : (tensor<?xf32>) -> tensor<?xf32>
  %m_d = tensor.cast %m : tensor<3xi1> to tensor<?xi1>
  %c = call @opaque_mask(%m_d) : (tensor<?xi1>) -> tensor<?xi1>
  %s = arith.addf %x, %y : tensor<?xf32>
  call @print(%s) : (tensor<?xf32>) -> ()
  %t = arith.select %c, %y, %x : tensor<?xi1>, tensor<?xf32>
  call @print(%t) : (tensor<?xf32>) -> ()
  return
}
