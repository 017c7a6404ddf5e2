// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor --cse | FileCheck %s
// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor=runtime-checks=false --cse | FileCheck %s --check-prefix=NOCHECKS

// The shape resolution function of a short target (up to 3 values) branches
// on the classes of its values before it runs the rules: where the -1 is
// and, beside it, which values are 0. Each branch runs the rules on what it
// knows (-1 and 0 as constants, the other values at least 1, or at least 0
// without a -1), so they fold to the arithmetic and the checks its class
// needs, and tests what it relies on: that a value beside the -1 that is
// not 0 is positive, that a target without -1 has no negative value;
// otherwise R2 breaks (a value below -1, a second -1). Each branch yields
// the dims and whether a check failed, and one call of the cold report
// function follows them all.

// CHECK-LABEL: func.func private @__reshape_resolve_
// CHECK-SAME: (%[[D0:.*]]: index, %[[D1:.*]]: index, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: !llvm.ptr) -> (index, index)
// CHECK: %[[S0:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[S1:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[M1:.*]] = arith.constant -1 : index
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[S0]], %[[M1]] : index
// CHECK: %[[RESULTS:.*]]:3 = scf.if %[[FIRST]] -> (index, index, i1) {
// [-1, 0]: the -1 takes d0, the 0 copies d1; nothing to compute or check.
// CHECK:   %[[Z1:.*]] = arith.cmpi eq, %[[S1]], %[[ZERO]] : index
// CHECK:   scf.if %[[Z1]] -> (index, index, i1) {
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: scf.yield %[[D0]], %[[D1]], %[[FALSE]] : index, index, i1
// CHECK-NEXT: } else {
// [-1, p], p >= 1: d0 * d1 (R8) divided by p (R4), without a clamp of the
// divisor or a branch on p == 1.
// CHECK:     %[[POSITIVE:.*]] = arith.cmpi sgt, %[[S1]], %[[ZERO]] : index
// CHECK:     scf.if %[[POSITIVE]] -> (index, index, i1) {
// CHECK-NOT:   arith.maxsi
// CHECK:       %[[MUL:.*]] = "llvm.intr.smul.with.overflow"
// CHECK:       %[[COUNT:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:       %[[WRAPPED:.*]] = llvm.extractvalue %[[MUL]][1]
// CHECK-NOT:   scf.if
// CHECK:       %[[Q:.*]] = arith.divsi %[[COUNT]], %[[S1]] : index
// CHECK:       %[[REM:.*]] = arith.remsi %[[COUNT]], %[[S1]] : index
// CHECK:       %[[INEXACT:.*]] = arith.cmpi ne, %[[REM]], %[[ZERO]] : index
// CHECK:       %[[BAD:.*]] = arith.ori %[[WRAPPED]], %[[INEXACT]] : i1
// CHECK:       scf.yield %[[Q]], %[[S1]], %[[BAD]] : index, index, i1
// A second -1, or a value below -1.
// CHECK:     } else {
// CHECK:       %[[TRUE:.*]] = arith.constant true
// CHECK:       scf.yield %[[S0]], %[[S1]], %[[TRUE]] : index, index, i1
// CHECK:     }
// CHECK:   }
// CHECK: } else {
// The -1 second: [0, -1] and [p, -1].
// CHECK:   %[[SECOND:.*]] = arith.cmpi eq, %[[S1]], %[[M1]] : index
// CHECK:   scf.if %[[SECOND]] -> (index, index, i1) {
// CHECK:     %[[Z0:.*]] = arith.cmpi eq, %[[S0]], %[[ZERO]] : index
// CHECK:     scf.if %[[Z0]] -> (index, index, i1) {
// CHECK-NEXT:  %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:  scf.yield %[[D0]], %[[D1]], %[[FALSE]] : index, index, i1
// CHECK:       arith.divsi %{{.*}}, %[[S0]] : index
// CHECK:   } else {
// No -1: no negative value (the sign of their bitwise or), 0 copies, and
// the volume is one comparison of two checked products (R8, R5).
// CHECK:     %[[ANY:.*]] = arith.ori %[[S0]], %[[S1]] : index
// CHECK:     %[[NEGATIVE:.*]] = arith.cmpi slt, %[[ANY]], %[[ZERO]] : index
// CHECK:     scf.if %[[NEGATIVE]] -> (index, index, i1) {
// CHECK:     } else {
// CHECK:       %[[T0:.*]] = arith.select %{{.*}}, %[[D0]], %[[S0]] : index
// CHECK:       %[[T1:.*]] = arith.select %{{.*}}, %[[D1]], %[[S1]] : index
// CHECK:       "llvm.intr.smul.with.overflow"
// CHECK:       %[[MISMATCH:.*]] = arith.cmpi ne
// CHECK:       scf.yield %[[T0]], %[[T1]], %{{.*}} : index, index, i1
// CHECK:     }
// CHECK:   }
// CHECK: }
// One report, after every branch.
// CHECK: scf.if %[[RESULTS]]#2 {
// CHECK-NEXT: func.call @__reshape_fail_
// CHECK-NEXT: }
// CHECK-NEXT: return %[[RESULTS]]#0, %[[RESULTS]]#1 : index, index
// The report function runs the rules on the values as they are, with
// their messages.
// CHECK: func.func private @__reshape_fail_
// CHECK-NOT: arith.ori %{{.*}}, %{{.*}} : index
// CHECK: return

// Without checks nothing is tested but the classes (an invalid target is
// undefined behaviour), and there is no flag. A branch knows only what
// those tests say: beside a -1, a value that is not 0 may still be a
// second -1, and the division by it stays clamped (with a second -1 the
// product the -1 spans could be INT64_MIN, divided by -1: a trap; see
// test/Integration/RuntimeErrors/unchecked-invalid-target.mlir).
// NOCHECKS-LABEL: func.func private @__reshape_resolve_
// NOCHECKS-SAME: (%[[D0:.*]]: index, %[[D1:.*]]: index, %{{.*}}: i32, %{{.*}}: i32) -> (index, index)
// NOCHECKS: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// NOCHECKS: scf.if %[[FIRST]] -> (index, index) {
// NOCHECKS:   %[[Z1:.*]] = arith.cmpi eq
// NOCHECKS:   scf.if %[[Z1]] -> (index, index) {
// NOCHECKS-NEXT: scf.yield %[[D0]], %[[D1]] : index, index
// NOCHECKS-NEXT: } else {
// NOCHECKS-NOT: arith.cmpi sgt
// NOCHECKS:      %[[DIVISOR:.*]] = arith.maxsi
// NOCHECKS-NEXT: arith.divsi %{{.*}}, %[[DIVISOR]]
// NOCHECKS-NOT: llvm.intr
// NOCHECKS-NOT: call
// NOCHECKS: return
func.func @two_values(%x: tensor<?x?xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x?xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// Without special_zero a 0 is a literal 0: beside a -1 it breaks R4 in
// every case, and that branch only flags the failure.
// CHECK-LABEL: func.func private @__reshape_resolve_
// CHECK: %[[S0:.*]] = arith.index_cast
// CHECK: %[[S1:.*]] = arith.index_cast
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[S0]]
// CHECK: scf.if %[[FIRST]]
// CHECK:   %[[Z1:.*]] = arith.cmpi eq, %[[S1]], %[[ZERO]] : index
// CHECK:   scf.if %[[Z1]] -> (index, index, i1) {
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: scf.yield %[[S0]], %[[S1]], %[[TRUE]] : index, index, i1
func.func @literal_zero(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x?xf32>, tensor<2xi64>
  return %0 : tensor<?x?xf32>
}

// -----

// Four values and more: the rules on the values as they are (no branch on
// their classes), one report when a check fails.
// CHECK-LABEL: func.func private @__reshape_resolve_
// CHECK-NOT: arith.cmpi sgt
// CHECK: arith.select
// CHECK: scf.if %{{[0-9a-z_#]+}} {
// CHECK-NEXT: func.call @__reshape_fail_
// CHECK-NOT: func.call @__reshape_fail_
// CHECK: return
func.func @four_values(%x: tensor<?x?xf32>, %s: tensor<4xi32>) -> tensor<?x?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x?xf32>, tensor<4xi32>
  return %0 : tensor<?x?x?x?xf32>
}
