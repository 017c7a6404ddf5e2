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
// CONVERT: llvm.freeze %[[P]]
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

// The count a static_reshape's target fixes: the walk from the last
// reshape passes a dynamic_reshape (not yet replaced: the conversion
// replaces ops lazily) and static_reshapes whose written types are less
// static than their targets; it found no static type before the unknown
// source, built a tensor.reshape of a fenced one of 1x4x1, and
// canonicalize folded them into one of 4 elements into 1 (pipeline fuzzer).
// CHECK-LABEL: llvm.func @target_fixes_count
func.func @target_fixes_count(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> tensor<f32> {
  %a = reshape.static_reshape %x [4, 1] special_zero = false : tensor<?x?xf32> -> tensor<?x?xf32>
  %b = reshape.static_reshape %a [1, 4, 1] special_zero = false : tensor<?x?xf32> -> tensor<1x?x?xf32>
  %c = reshape.dynamic_reshape %b, %s special_zero = false : tensor<1x?x?xf32>, tensor<2xi64> -> tensor<?x?xf32>
  %u = tensor.cast %c : tensor<?x?xf32> to tensor<*xf32>
  %d = reshape.static_reshape %u [] special_zero = true : tensor<*xf32> -> tensor<f32>
  return %d : tensor<f32>
}
