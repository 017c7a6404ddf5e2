// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor="check-mode=assert" --canonicalize | FileCheck %s
// RUN: not reshape-opt %s --convert-reshape-to-tensor="check-mode=bogus" 2>&1 | FileCheck %s --check-prefix=BOGUS

// check-mode=assert: each check is a cf.assert whose static message starts
// with the op's location; values known only at run time read `?`. Nothing
// calls libc or a function of the module.

// BOGUS: for the --check-mode option: Cannot find option named 'bogus'!

// CHECK-NOT: llvm.func
// CHECK-LABEL: func @volume_check
// CHECK: scf.if
// CHECK: cf.assert %{{.*}}, "{{.*}}runtime-checks-assert.mlir:[[# @LINE + 5]]:8: reshape.static_reshape: R8: the element count of the input ?x4 overflows 64 bits"
// CHECK: cf.assert %{{.*}}, "{{.*}}runtime-checks-assert.mlir:[[# @LINE + 4]]:8: reshape.static_reshape: R5: volume mismatch: input ?x4 (? elements) vs target [3, 8] (24 elements)"
// CHECK: }
// CHECK: tensor.reshape
func.func @volume_check(%x: tensor<?x4xf32>) -> tensor<3x8xf32> {
  %0 = reshape.static_reshape %x [3, 8] special_zero = false : tensor<?x4xf32>
  return %0 : tensor<3x8xf32>
}

// -----

// dynamic_reshape: the checks stay at the op (a shared shape resolution
// function could not name the op in a static message).
// CHECK-NOT: llvm.func
// CHECK-LABEL: func @dynamic_checks
// CHECK-NOT: call @__reshape_resolve
// CHECK: cf.assert %{{.*}}, "model.onnx:4:2 (graph_node_3): reshape.dynamic_reshape: R2: shape value ? at index 0 is less than -1"
// CHECK: cf.assert %{{.*}}, "model.onnx:4:2 (graph_node_3): reshape.dynamic_reshape: R4: -1 cannot be inferred: ? elements are not divisible by ?"
// CHECK-NOT: func.func private
func.func @dynamic_checks(%x: tensor<3x4xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4xf32>, tensor<2xi32>
         loc(fused["graph_node_3", "model.onnx":4:2])
  return %0 : tensor<?x?xf32>
}

// -----

// Inside a gpu.module, a symbol table of its own: the stderr mode cannot
// reach its report functions there, cf.assert needs none.
// CHECK-LABEL: gpu.module @kernels
// CHECK: gpu.func @kernel
// CHECK: cf.assert %{{.*}}, "{{.*}}reshape.static_reshape: R5: volume mismatch: input ?x4 (? elements) vs target [3, 8] (24 elements)"
// CHECK-NOT: reshape.static_reshape %
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%x: tensor<?x4xf32>) kernel {
      %0 = reshape.static_reshape %x [3, 8] special_zero = false : tensor<?x4xf32> -> tensor<3x8xf32>
      gpu.return
    }
  }
}
