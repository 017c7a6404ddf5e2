// RUN: reshape-opt %s --reshape-to-llvm | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR
// RUN: reshape-opt %s --reshape-to-llvm="runtime-checks=false" | FileCheck %s --check-prefix=NOCHECKS

// The pipeline leaves only the LLVM dialect, translates to LLVM IR, and an
// entry point's reshape of its argument is a view: no allocation, no copy.

// CHECK-NOT: {{(^ *|= )"?(func|arith|tensor|memref|bufferization|scf|cf|linalg|reshape|affine|index|ub)\.}}
// CHECK-LABEL: llvm.func @collapse
// CHECK-NOT: llvm.call @malloc
// CHECK-NOT: llvm.call @dprintf
// CHECK: llvm.return
func.func @collapse(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32> attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  return %0 : tensor<3x20xf32>
}

// The checks of the dynamic_reshape live in its shape resolution function.
// CHECK-LABEL: llvm.func @dynamic
// CHECK-NOT: llvm.call @malloc
// CHECK: llvm.call @[[$RESOLVE:__reshape_resolve_[0-9A-F]+]](
// CHECK: llvm.return
// NOCHECKS-LABEL: llvm.func @dynamic
// NOCHECKS-NOT: llvm.call @__reshape_report_
// NOCHECKS: llvm.return
func.func @dynamic(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// An unranked input reshaped to a static type and returned as a less
// static one: a view, cast to the returned type, when the input has the
// identity layout at run time; a copy of a strided or offset input.
// CHECK-LABEL: llvm.func @unranked_to_less_static
// CHECK-NOT: llvm.call @malloc
// CHECK: llvm.call @__reshape_unranked_is_identity(
// CHECK: llvm.call @malloc
// CHECK: llvm.return
func.func @unranked_to_less_static(%x: tensor<*xf16>) -> tensor<?xf16> {
  %0 = reshape.static_reshape %x [4] special_zero = false : tensor<*xf16> -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// CHECK: llvm.func internal @[[$RESOLVE]](
// CHECK: llvm.call @__reshape_report_
// CHECK-NOT: {{(^ *|= )"?(func|arith|tensor|memref|bufferization|scf|cf|linalg|reshape|affine|index|ub)\.}}

// LLVMIR-DAG: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @collapse(
// LLVMIR-DAG: define void @_mlir_ciface_collapse(
// LLVMIR-DAG: define internal void @__reshape_report_{{[0-9A-F]+}}({{.*}}) #[[COLD:[0-9]+]]
// LLVMIR-DAG: attributes #[[COLD]] = { cold noinline noreturn nounwind }
// LLVMIR-DAG: declare i32 @dprintf(i32, ptr, ...)
// LLVMIR-DAG: declare void @exit(i32)
