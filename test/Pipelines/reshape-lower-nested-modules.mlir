// RUN: reshape-opt %s --split-input-file --reshape-to-llvm | FileCheck %s
// RUN: reshape-opt %s --split-input-file --reshape-lower-nested-modules="pipeline=builtin.module(canonicalize)" | FileCheck %s --check-prefix=NESTED
// RUN: not reshape-opt %s --split-input-file --reshape-lower-nested-modules="pipeline=func.func(canonicalize)" 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: reshape-opt %s --split-input-file --reshape-lower-nested-modules="pipeline=builtin.module(reshape-to-llvm)" | FileCheck %s --check-prefix=LOWERED
// RUN: reshape-opt %s --split-input-file --reshape-lower-nested-modules="pipeline=builtin.module(convert-reshape-to-tensor)" | FileCheck %s --check-prefix=CONVERTED
// RUN: not reshape-opt %S/Inputs/module-in-function.mlir --reshape-to-llvm 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not reshape-opt %S/Inputs/module-body-tensor.mlir --reshape-to-llvm 2>&1 | FileCheck %s --check-prefix=BODY
// BODY: module-body-tensor.mlir:4:6: error: 'arith.constant' op cannot be lowered: a tensor value in a module body, outside any function

// reshape-to-llvm lowers modules nested at any depth, each with its own
// declarations (they were left as func.func and failed).

// CHECK-LABEL: module @a
// CHECK: llvm.func @top(
// CHECK: module @b
// CHECK: module @c
// CHECK-DAG: llvm.func @exit(i32)
// CHECK-DAG: llvm.func @deep(
// CHECK-DAG: llvm.func internal @__reshape_resolve_
// CHECK-NOT: func.func
// CHECK-NOT: reshape.

// reshape-lower-nested-modules runs its pipeline on the nested modules
// only.
// NESTED-LABEL: module @a
// NESTED: reshape.static_reshape %{{.*}} [-1, 2]
// NESTED: module @c
// NESTED: reshape.static_reshape %{{.*}} [3, 2]

// On its own, the pass loads the dialects its pipeline creates before any
// pass runs (creating LLVM types and bufferizing crashed): the nested
// modules are lowered, the outer one is left as it is.
// LOWERED-LABEL: module @a
// LOWERED: func.func @top(
// LOWERED: reshape.static_reshape
// LOWERED: module @b
// LOWERED: module @c
// LOWERED: llvm.func @deep(
// LOWERED-NOT: reshape.
// CONVERTED-LABEL: module @a
// CONVERTED: reshape.static_reshape
// CONVERTED: module @c
// CONVERTED: func.func private @__reshape_resolve_
// CONVERTED-NOT: reshape.

// ERROR: error: reshape-lower-nested-modules: the pipeline 'func.func(canonicalize)' is not a builtin.module(...) pipeline
module @a {
  func.func @top(%x: tensor<?xf32>) -> tensor<?x2xf32> {
    %a = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
    return %a : tensor<?x2xf32>
  }
  module @b {
    module @c {
      func.func @deep(%x: tensor<6xf32>, %s: tensor<2xi32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
        %a = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
        %b = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<6xf32> -> tensor<?x?xf32>
        return %a, %b : tensor<?x?xf32>, tensor<?x?xf32>
      }
    }
  }
}

// A module nested in a function body is refused, with its location (it
// failed inside the outer module's deallocation).
// REFUSED: module-in-function.mlir:5:5: error: a module nested in 'scf.execute_region' is not lowered: only a module in the body of another is
