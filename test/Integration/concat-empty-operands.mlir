// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// Concats with operands of a static 0 extent along the concat dim, at the
// end, in the middle, and only such operands, and with a 0 in another dim. Bufferized as they were, the
// copy of an empty operand after the others was a subview at the end of
// the result, which does not verify (found by fuzzing the oneDNN importer:
// a Concat of a 2 and a 0 did not lower).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0]> : tensor<1xf32>
  %e = tensor.empty() : tensor<0xf32>
  // CHECK: [1,  2]
  %c0 = tensor.concat dim(0) %a, %e : (tensor<2xf32>, tensor<0xf32>) -> tensor<2xf32>
  %u0 = tensor.cast %c0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  // CHECK: [1,  2,  3]
  %c1 = tensor.concat dim(0) %a, %e, %b, %e : (tensor<2xf32>, tensor<0xf32>, tensor<1xf32>, tensor<0xf32>) -> tensor<3xf32>
  %u1 = tensor.cast %c1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [2, 0]
  %m = arith.constant dense<0.0> : tensor<2x0xf32>
  %c2 = tensor.concat dim(1) %m, %m : (tensor<2x0xf32>, tensor<2x0xf32>) -> tensor<2x0xf32>
  %u2 = tensor.cast %c2 : tensor<2x0xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  // A 1x0 and a 3x0 along dim 0: no element (their slices of the result
  // did not verify either).
  // CHECK: sizes = [4, 0]
  %n = arith.constant dense<0.0> : tensor<1x0xf32>
  %k = arith.constant dense<0.0> : tensor<3x0xf32>
  %c3 = tensor.concat dim(0) %n, %k : (tensor<1x0xf32>, tensor<3x0xf32>) -> tensor<4x0xf32>
  %u3 = tensor.cast %c3 : tensor<4x0xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  // Operands of unknown extents into a result of a static 0 (their slices
  // of it were refused too).
  // CHECK: sizes = [0]
  %z = arith.constant 0 : index
  %d = tensor.empty(%z) : tensor<?xf32>
  %c4 = tensor.concat dim(0) %d, %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<0xf32>
  %u4 = tensor.cast %c4 : tensor<0xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  // A `?` operand empty at run time (through a call) where the static
  // operands fill the static result (found by review).
  // CHECK: [1,  2]
  %dd = call @opaque(%d) : (tensor<?xf32>) -> tensor<?xf32>
  %c5 = tensor.concat dim(0) %a, %dd : (tensor<2xf32>, tensor<?xf32>) -> tensor<2xf32>
  %u5 = tensor.cast %c5 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}

func.func @opaque(%x: tensor<?xf32>) -> tensor<?xf32> attributes {no_inline} {
  return %x : tensor<?xf32>
}
