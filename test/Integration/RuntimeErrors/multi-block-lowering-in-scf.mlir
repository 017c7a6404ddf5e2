// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run -e valid < %t.mlir | FileCheck %s --check-prefix=VALID
// RUN: not %run -e invalid < %t.mlir 2>&1 | FileCheck %s --check-prefix=INVALID

// A dynamic_reshape whose shape has a length known only at run time, in an
// scf.if: its memref.reshape to an unranked memref lowers to several blocks,
// which the pipeline made inside the scf.if ('scf.if' op expects region #0
// to have 0 or 1 blocks; found by the differential fuzzer).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @maybe_reshape(%c: i1, %x: tensor<6xf32>, %s: tensor<?xi32>) {
  scf.if %c {
    %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<?xi32> -> tensor<*xf32>
    func.call @printMemrefF32(%r) : (tensor<*xf32>) -> ()
  }
  return
}

func.func @valid() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %s = arith.constant dense<[3, 2]> : tensor<2xi32>
  %sd = tensor.cast %s : tensor<2xi32> to tensor<?xi32>
  %true = arith.constant true
  call @maybe_reshape(%true, %x, %sd) : (i1, tensor<6xf32>, tensor<?xi32>) -> ()
  return
}
// VALID: rank = 2 offset = 0 sizes = [3, 2]
// VALID: [1, 2]
// VALID: [3, 4]
// VALID: [5, 6]

func.func @invalid() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %s = arith.constant dense<[4, 2]> : tensor<2xi32>
  %sd = tensor.cast %s : tensor<2xi32> to tensor<?xi32>
  %true = arith.constant true
  call @maybe_reshape(%true, %x, %sd) : (i1, tensor<6xf32>, tensor<?xi32>) -> ()
  return
}
// INVALID: reshape.dynamic_reshape: R5: volume mismatch: input 6 (6 elements) vs target [4, 2] (8 elements)
