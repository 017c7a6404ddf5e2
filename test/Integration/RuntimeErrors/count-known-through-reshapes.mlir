// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e rank0_then_two < %t.mlir 2>&1 | FileCheck %s --check-prefix=RANK0
// RUN: not %run -e splat_then_huge < %t.mlir 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not %run -e through_unranked_cast < %t.mlir 2>&1 | FileCheck %s --check-prefix=UNRANKED
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o /dev/null

// The input of the second reshape has a count known from a static tensor
// two reshapes up, and its static result another: the check fails for every
// value. The lowering built a tensor.reshape that upstream folded into one
// of the first source, which did not verify (a rank-0 input reshaped to 2
// elements) or made a constant of 77 billion elements that the translation
// to LLVM IR could not hold (found by the differential fuzzer). The third
// reaches the static tensor through a cast to an unranked tensor of a
// reshape that the conversion had not yet replaced.

func.func private @shape1() -> tensor<1xi64> {
  %s = arith.constant dense<[1]> : tensor<1xi64>
  return %s : tensor<1xi64>
}

func.func private @reshape_rank0(%x: tensor<f32>, %s: tensor<1xi64>) -> tensor<2xf32> {
  %v = reshape.dynamic_reshape %x, %s special_zero = false : tensor<f32>, tensor<1xi64> -> tensor<?xf32>
  %r = reshape.static_reshape %v [2] special_zero = true : tensor<?xf32> -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @rank0_then_two() {
  %x = arith.constant dense<1.0> : tensor<f32>
  %s = call @shape1() : () -> tensor<1xi64>
  %r = call @reshape_rank0(%x, %s) : (tensor<f32>, tensor<1xi64>) -> tensor<2xf32>
  return
}
// RANK0: reshape.static_reshape: R5: volume mismatch: input 1 (1 elements) vs target [2] (2 elements)
// RANK0-NOT: {{.}}

func.func private @shape11() -> tensor<2xindex> {
  %s = arith.constant dense<[1, 1]> : tensor<2xindex>
  return %s : tensor<2xindex>
}

func.func @splat_then_huge() {
  %s = call @shape11() : () -> tensor<2xindex>
  %x = arith.constant dense<1.0> : tensor<1xf32>
  %a = reshape.dynamic_reshape %x, %s special_zero = false : tensor<1xf32>, tensor<2xindex> -> tensor<?x?xf32>
  %b = reshape.static_reshape %a [4294967294, 3, 6] special_zero = false : tensor<?x?xf32> -> tensor<4294967294x3x6xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %b, %c0 : tensor<4294967294x3x6xf32>
  return
}
// SPLAT: reshape.static_reshape: R5: volume mismatch: input 1x1 (1 elements) vs target [4294967294, 3, 6] (77309411292 elements)
// SPLAT-NOT: {{.}}

memref.global "private" constant @shape0m1 : memref<2xi32> = dense<[0, -1]>

func.func private @use(%t: tensor<*xf32>) {
  return
}

func.func @through_unranked_cast() {
  %n = arith.constant 0 : index
  %x = tensor.generate %n {
  ^bb0(%i: index):
    %one = arith.constant 1.0 : f32
    tensor.yield %one : f32
  } : tensor<?xf32>
  %g = memref.get_global @shape0m1 : memref<2xi32>
  %s = bufferization.to_tensor %g restrict : memref<2xi32> to tensor<2xi32>
  %a = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %u = tensor.cast %a : tensor<?x?xf32> to tensor<*xf32>
  %b = reshape.static_reshape %u [1, 1] special_zero = true : tensor<*xf32> -> tensor<?x?xf32>
  %c = tensor.cast %b : tensor<?x?xf32> to tensor<*xf32>
  call @use(%c) : (tensor<*xf32>) -> ()
  return
}
// UNRANKED: reshape.dynamic_reshape: R4: -1 cannot be inferred: the target [0, -1] has a 0 and special_zero is false
// UNRANKED-NOT: {{.}}
