// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor --cse | FileCheck %s
// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor | grep -c "are not divisible" | FileCheck %s --check-prefix=SHARED

// The runtime checks: only for rules not proven at compile time. The checks
// of a region share one scf.if on the hot path; in it, the first failing rule
// prints the op's location, the op, the rule and the values with
// dprintf(2, ...) and calls exit(1).

// Everything is decided at compile time: no check.
// CHECK-LABEL: func @static_input_has_no_check
// CHECK-NOT: scf.if
// CHECK: tensor.collapse_shape
func.func @static_input_has_no_check(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  return %0 : tensor<3x20xf32>
}

// -----

// The copied `?` carries itself and the -1 divides 2048: no check either.
// CHECK-LABEL: func @copied_dynamic_dim_has_no_check
// CHECK-NOT: scf.if
// CHECK: tensor.expand_shape
func.func @copied_dynamic_dim_has_no_check(%x: tensor<?x2048xf32>) -> tensor<?x32x64xf32> {
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  return %0 : tensor<?x32x64xf32>
}

// -----

// R8 (the input count) and R5 (the volume) on a `?` input.
// CHECK-DAG: llvm.mlir.global internal constant @[[$R8:.*]]("reshape.static_reshape: R8: the element count of the input %ldx4 overflows 64 bits\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[$R5:.*]]("reshape.static_reshape: R5: volume mismatch: input %ldx4 (%ld elements) vs target [3, 8] (24 elements)\0A\00")
// The location of the op, the first argument of the report function, is
// printed first, through "%s".
// CHECK-DAG: llvm.mlir.global internal constant @{{.*}}("%s\00")
// CHECK-DAG: llvm.mlir.global internal constant @[[$LOC:.*]]("{{.*}}runtime-checks.mlir:[[# @LINE + 43]]:8: \00")
// CHECK-DAG: llvm.func @exit(i32)
// CHECK-DAG: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-LABEL: func @volume_check
// CHECK-SAME: %[[X:.*]]: tensor<?x4xf32>
// CHECK: %[[D0:.*]] = tensor.dim %[[X]]
// The overflow check is one multiply with an overflow flag, in i64 (upstream
// canonicalizes index arithmetic by constants into invalid IR); its product
// is the volume.
// CHECK: %[[D0I64:.*]] = arith.index_cast %[[D0]] : index to i64
// CHECK: %[[MUL:.*]] = "llvm.intr.smul.with.overflow"(%[[D0I64]], %{{.*}}) : (i64, i64) -> !llvm.struct<(i64, i1)>
// CHECK: %[[PRODUCT:.*]] = llvm.extractvalue %[[MUL]][0]
// CHECK: %[[VOLUME:.*]] = arith.index_cast %[[PRODUCT]] : i64 to index
// CHECK: %[[WRAPPED:.*]] = llvm.extractvalue %[[MUL]][1]
// CHECK-NOT: arith.mul
// A product of one dim and constants cannot meet a 0 after it wraps: its
// overflow is the flag.
// CHECK-NOT: arith.andi
// CHECK: %[[MISMATCH:.*]] = arith.cmpi ne, %[[VOLUME]], %{{.*}} : index
// CHECK: %[[ANY:.*]] = arith.ori %[[WRAPPED]], %[[MISMATCH]] : i1
// One branch on the hot path: a call of the cold function that reports
// the first failing rule, with each check's flag and values.
// CHECK: scf.if %[[ANY]] {
// CHECK: %[[WHERE:.*]] = llvm.mlir.addressof @[[$LOC]]
// CHECK: llvm.call @[[REPORT:__reshape_report_[0-9A-F]+]](%[[WHERE]], %[[WRAPPED]], %[[MISMATCH]], %[[D0I64]], %[[D0I64]], %{{.*}}) : (!llvm.ptr, i1, i1, i64, i64, i64) -> ()
// CHECK: }
// CHECK: tensor.reshape %[[X]]
// CHECK: llvm.func internal @[[REPORT]](%[[L:.*]]: !llvm.ptr, %[[F8:.*]]: i1, %[[F5:.*]]: i1, %[[A0:.*]]: i64, %[[A1:.*]]: i64, %[[A2:.*]]: i64) attributes {no_inline, passthrough = ["cold", "noreturn", "nounwind"]}
// CHECK: llvm.cond_br %[[F8]], ^[[PRINT8:.*]], ^[[NEXT:.*]]
// CHECK: ^[[PRINT8]]:
// CHECK: %[[S:.*]] = llvm.mlir.addressof @{{.*}} : !llvm.ptr
// CHECK: llvm.call @dprintf(%{{.*}}, %[[S]], %[[L]]) vararg
// CHECK: %[[FMT8:.*]] = llvm.mlir.addressof @[[$R8]]
// CHECK: llvm.call @dprintf(%{{.*}}, %[[FMT8]], %[[A0]]) vararg
// CHECK: llvm.call @exit
// CHECK: ^[[NEXT]]:
// CHECK: llvm.cond_br %[[F5]], ^[[PRINT5:.*]], ^{{.*}}
// CHECK: ^[[PRINT5]]:
// CHECK: llvm.call @dprintf(%{{.*}}, %{{.*}}, %[[L]]) vararg
// CHECK: %[[FMT5:.*]] = llvm.mlir.addressof @[[$R5]]
// CHECK: llvm.call @dprintf(%{{.*}}, %[[FMT5]], %[[A1]], %[[A2]]) vararg
// CHECK: llvm.call @exit
func.func @volume_check(%x: tensor<?x4xf32>) -> tensor<3x8xf32> {
  %0 = reshape.static_reshape %x [3, 8] special_zero = false : tensor<?x4xf32>
  return %0 : tensor<3x8xf32>
}

// -----

// R6: a written extent more static than the inferred one.
// CHECK: llvm.mlir.global internal constant @[[$R6:.*]]("reshape.static_reshape: R6: result dim 0 is %ld but the declared type says 8\0A\00")
// CHECK-LABEL: func @declared_extent_check
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[BAD:.*]] = arith.cmpi ne, %{{.*}}, %[[C8]] : index
// CHECK: %[[ANY:.*]] = arith.ori %{{.*}}, %[[BAD]] : i1
// CHECK: scf.if %[[ANY]] {
// CHECK: llvm.call @[[REPORT:__reshape_report_[0-9A-F]+]](%{{.*}}, %{{.*}}, %[[BAD]], %{{.*}})
// CHECK: llvm.func internal @[[REPORT]]
// CHECK: llvm.mlir.addressof @[[$R6]]
func.func @declared_extent_check(%x: tensor<?x4xf32>) -> tensor<8xf32> {
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<?x4xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// dynamic_reshape checks every rule on the values. Values known at compile
// time are written into the message; identical messages share one global.
// CHECK-DAG: "reshape.dynamic_reshape: R2: shape value %ld at index 0 is less than -1\0A\00"
// CHECK-DAG: "reshape.dynamic_reshape: R2: shape value %ld at index 2 is less than -1\0A\00"
// CHECK-DAG: "reshape.dynamic_reshape: R2: at most one -1 is allowed, the target [%ld, %ld, %ld] has %ld\0A\00"
// CHECK-DAG: "reshape.dynamic_reshape: R3: special_zero copies input dim 2 but the input has rank 2\0A\00"
// CHECK-DAG: "reshape.dynamic_reshape: R4: -1 cannot be inferred: %ld elements are not divisible by %ld\0A\00"
// CHECK-DAG: "reshape.dynamic_reshape: R5: volume mismatch: input 3x4 (12 elements) vs target [%ld, %ld, %ld] (%ld elements)\0A\00"
// CHECK-DAG: "reshape.dynamic_reshape: R8: -1 cannot be inferred: the product of the target [%ld, %ld, %ld] overflows 64 bits\0A\00"
// The location of each op.
// CHECK-DAG: llvm.mlir.global internal constant @[[$LOC0:.*]]("{{.*}}runtime-checks.mlir:[[# @LINE + 41]]:8: \00")
// CHECK-DAG: llvm.mlir.global internal constant @[[$LOC1:.*]]("{{.*}}runtime-checks.mlir:[[# @LINE + 41]]:8: \00")
// The checks live in the shape resolution function both ops call, with
// the location of the calling op as its last argument.
// CHECK-LABEL: func @dynamic_reshape_checks
// CHECK-NOT: scf.if
// CHECK: %[[WHERE0:.*]] = llvm.mlir.addressof @[[$LOC0]]
// CHECK: call @[[RESOLVE:__reshape_resolve_[0-9A-F]+]]({{.*}}, %[[WHERE0]])
// CHECK: tensor.reshape
// CHECK: %[[WHERE1:.*]] = llvm.mlir.addressof @[[$LOC1]]
// CHECK: call @[[RESOLVE]]({{.*}}, %[[WHERE1]])
// CHECK: tensor.reshape
// Its hot path branches on the classes of the values (see
// value-class-split.mlir); each branch yields the dims and whether a check
// failed, and one branch after them calls the cold function with its own
// arguments (the location last).
// CHECK: func.func private @[[RESOLVE]](%[[V0:.*]]: i32, %[[V1:.*]]: i32, %[[V2:.*]]: i32, %[[WHERE:.*]]: !llvm.ptr)
// CHECK-NOT: call
// CHECK: scf.if %{{.*}} -> (index, index, index, i1) {
// CHECK-NOT: call
// CHECK: scf.if %[[FAILED:[0-9a-z#_]+]] {
// CHECK-NEXT: func.call @[[FAIL:__reshape_fail_[0-9A-F]+]](%[[V0]], %[[V1]], %[[V2]], %[[WHERE]])
// CHECK-NEXT: }
// CHECK-NOT: llvm.call
// CHECK: return
// The cold function evaluates the same rules with the messages: the checks
// of the values, then the -1 branch with its own checks, then the volume;
// it only returns (and traps) if no check failed.
// CHECK: func.func private @[[FAIL]]({{.*}}, %[[L:.*]]: !llvm.ptr) attributes {{{.*}}no_inline, passthrough = ["cold", "noinline", "noreturn", "nounwind"]}
// CHECK: scf.if
// CHECK: llvm.call @__reshape_report_{{[0-9A-F]+}}(%[[L]],
// CHECK: scf.if %{{.*}} -> (index) {
// CHECK: scf.if
// CHECK: llvm.call @__reshape_report_
// CHECK: } else {
// CHECK: llvm.call @[[TRAP:__reshape_trap_[0-9A-F]+]]()
// CHECK-NEXT: return
// CHECK: llvm.func internal @[[TRAP]]() attributes {no_inline, passthrough = ["cold", "noreturn", "nounwind"]}
// CHECK-NEXT: llvm.intr.trap
// SHARED: 1
func.func @dynamic_reshape_checks(%x: tensor<3x4xf32>, %s: tensor<3xi32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4xf32>, tensor<3xi32>
  %1 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4xf32>, tensor<3xi32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

