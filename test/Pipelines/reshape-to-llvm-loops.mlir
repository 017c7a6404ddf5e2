// RUN: reshape-opt %s --reshape-to-llvm | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm="allow-return-allocs-from-loops=false" \
// RUN:   --verify-diagnostics > /dev/null

// A loop that carries a tensor through reshapes yields a view of another
// type than its iteration argument: One-Shot Bufferize cannot reuse the
// argument's buffer. By default (allow-return-allocs-from-loops=true) the
// loop copies into a new buffer per iteration, and deallocation frees the
// old one; with false, the pipeline rejects the loop.

// CHECK-LABEL: llvm.func @carry
// CHECK:       llvm.call @malloc
// CHECK:       llvm.call @free
func.func @carry(%x: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x) -> tensor<6xf32> {
    %m = reshape.static_reshape %t [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
    %e = tensor.empty() : tensor<3x2xf32>
    %tr = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
    %f = reshape.static_reshape %tr [-1] special_zero = false : tensor<3x2xf32> -> tensor<6xf32>
    // expected-error @below {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %f : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}
