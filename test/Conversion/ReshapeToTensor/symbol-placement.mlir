// RUN: reshape-opt %s --split-input-file --allow-unregistered-dialect --convert-reshape-to-tensor | FileCheck %s

// Where the functions that the checks call live, and how the checks reach
// them.

// libc's exit declared as a func.func: the report calls it.
// CHECK-LABEL: module
// CHECK: func.func private @exit(i32)
// CHECK-NOT: @exit_
// CHECK: llvm.func internal @__reshape_report_
// CHECK: func.call @exit(%{{.*}}) : (i32) -> ()
// CHECK-NOT: @exit_
func.func private @exit(i32)

func.func @libc_exit_declared(%x: tensor<?xf32>) -> tensor<?x2xf32> {
  %0 = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

// Inside an unregistered op with one region (which may be a symbol table),
// a call's symbol does not resolve: the report is called through its
// address, and a dynamic_reshape resolves its shape inline instead of
// calling a shape resolution function.
// CHECK-LABEL: func @inside_unregistered_op
// CHECK: "test.region"() ({
// CHECK: %[[F:.*]] = llvm.mlir.addressof @__reshape_report_{{[0-9A-F]+}} : !llvm.ptr
// CHECK: llvm.call %[[F]](
// CHECK-NOT: call @__reshape_resolve_
// CHECK: tensor.reshape
// CHECK: }) : () -> ()
func.func @inside_unregistered_op(%x: tensor<?xf32>, %s: tensor<2xi32>) {
  "test.region"() ({
    %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi32> -> tensor<?x?xf32>
    "test.use"(%0) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  return
}

// -----

// A nested module gets its own declarations and functions.
// CHECK-LABEL: module @inner
// CHECK-DAG: llvm.func @exit(i32)
// CHECK-DAG: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK: func.func @in_nested_module
// CHECK: call @[[RESOLVE:__reshape_resolve_[0-9A-F]+]](
// CHECK: func.func private @[[RESOLVE]](
// CHECK: llvm.func internal @__reshape_report_
module @inner {
  func.func @in_nested_module(%x: tensor<?xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
    %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi32> -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
}
