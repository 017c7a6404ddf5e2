// RUN: reshape-opt %s --split-input-file --allow-unregistered-dialect --reshape-refuse-graph-cycles --verify-diagnostics | FileCheck %s
// RUN: not reshape-opt %s --split-input-file --allow-unregistered-dialect --reshape-to-llvm 2>&1 | FileCheck %s --check-prefix=PIPELINE

// An op that uses a value defined after it, or its own result, in a region
// without dominance (here an unregistered op's) is refused: no lowering
// orders it, and upstream's canonicalization crashed on the cycle of casts
// (a sanitized sweep of the tests' inputs; plain `mlir-opt --canonicalize`
// crashes the same).
func.func @cast_cycle() {
  "test.graph"() ({
    // expected-error@+1 {{'tensor.cast' op cannot be lowered: it uses a value defined after it, in a region without dominance}}
    %0 = tensor.cast %1 : tensor<?xf32> to tensor<3xf32>
    %1 = tensor.cast %0 : tensor<3xf32> to tensor<?xf32>
    "test.use"(%1) : (tensor<?xf32>) -> ()
  }) : () -> ()
  return
}
// PIPELINE: reshape-refuse-graph-cycles.mlir:[[# @LINE - 6]]:10: error: 'tensor.cast' op cannot be lowered: it uses a value defined after it, in a region without dominance

// -----

func.func @self_use() {
  "test.graph"() ({
    // expected-error@+1 {{'reshape.static_reshape' op cannot be lowered: it uses a value defined after it, in a region without dominance}}
    %0 = reshape.static_reshape %0 [2, 3] special_zero = false : tensor<2x3xf32> -> tensor<2x3xf32>
    "test.use"(%0) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  return
}
// PIPELINE: reshape-refuse-graph-cycles.mlir:[[# @LINE - 5]]:10: error: 'reshape.static_reshape' op cannot be lowered

// -----

// In order, a graph region is left to the passes after it.
// CHECK-LABEL: func.func @in_order
// CHECK: tensor.cast
// CHECK: "test.use"
func.func @in_order(%x: tensor<?xf32>) {
  "test.graph"() ({
    %0 = tensor.cast %x : tensor<?xf32> to tensor<3xf32>
    "test.use"(%0) : (tensor<3xf32>) -> ()
  }) : () -> ()
  return
}
