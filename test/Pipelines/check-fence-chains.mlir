// RUN: reshape-opt %s --reshape-to-llvm | FileCheck %s
// RUN: reshape-opt %s --convert-reshape-to-tensor | FileCheck %s --check-prefix=CONVERT

// A reshape of a fenced reshape (in a loop) whose element counts are known
// to differ: the conversion looks through the check fence to the static
// input, so the second reshape becomes an unreachable result, as outside
// loops. It built a tensor.reshape of the fence's result, which
// canonicalize folded (once the fence was inlined) into a tensor.reshape
// of 2x4 to 3x6 that does not verify (pipeline fuzzer).

// CONVERT-LABEL: func.func @mismatch_after_fence
// CONVERT: scf.execute_region -> tensor<?x6xf32>
// CONVERT: tensor.reshape %{{.*}} : (tensor<2x4xf32>, tensor<2xindex>) -> tensor<?x6xf32>
// CONVERT: scf.execute_region -> tensor<?x?xf32>
// CONVERT-NOT: tensor.reshape
// CONVERT: %[[P:.*]] = llvm.mlir.poison : i64
// CONVERT-NOT: tensor.reshape
// CONVERT: tensor.empty
// CONVERT: call @use
// CHECK-LABEL: llvm.func @mismatch_after_fence
func.func private @use(tensor<?x?xf32>)
func.func @mismatch_after_fence(%x: tensor<2x4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c3 = arith.constant 3 : i16
    %c6 = arith.constant 6 : i16
    %s = tensor.from_elements %c3, %c6 : tensor<2xi16>
    %a = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x4xf32>, tensor<2xi16> -> tensor<?x6xf32>
    %b = reshape.static_reshape %a [3, 6] special_zero = false : tensor<?x6xf32> -> tensor<?x?xf32>
    func.call @use(%b) : (tensor<?x?xf32>) -> ()
  }
  return
}
