// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor --reshape-inline-check-fences --canonicalize | FileCheck %s
// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor --canonicalize --verify-each > /dev/null

// What the conversion emits stays valid under canonicalize, which the
// pipeline runs right after it (once the check fences are inlined), and
// with the fences in place.

// Found by the builder fuzzer: a shape value that folds to 1 after the
// conversion (a constant shape on an unranked input) made canonicalize turn
// an index mulsi_extended by 1 into an invalid index extsi. The overflow
// checks multiply in i64.
// CHECK-LABEL: func @shape_value_one_on_unranked_input
// CHECK-NOT: arith.extsi {{.*}} to index
// CHECK-NOT: arith.mulsi_extended {{.*}} : index
// CHECK: tensor.reshape
func.func @shape_value_one_on_unranked_input(%x: tensor<*xf32>) -> tensor<?x?xf32> {
  %s = arith.constant dense<[0, 1]> : tensor<2xindex>
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<*xf32>, tensor<2xindex> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Found by the differential fuzzer: the result of a reshape whose check
// always fails (24 elements into [3, -1, 3, 2]) is unreachable; its `?`
// extents were ub.poison, which upstream's tensor.from_elements folder read
// as an integer attribute (a garbage constant here, a crash elsewhere).
// They are now opaque to every folder: a frozen LLVM poison (unfrozen, an
// index_cast of it to i64 folded to a poison attribute, and the folder
// crashed under MALLOC_PERTURB_).
// CHECK-LABEL: func @unreachable_extent_in_from_elements
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : i64
// CHECK: llvm.call @__reshape_report
// CHECK: %[[FROZEN:.*]] = llvm.freeze %[[POISON]] : i64
// CHECK: %[[EXTENT:.*]] = arith.index_cast %[[FROZEN]] : i64 to index
// CHECK: tensor.from_elements %[[EXTENT]], %{{.*}} : tensor<2xindex>
func.func @unreachable_extent_in_from_elements() -> tensor<2xindex> {
  %c = arith.constant dense<1.0> : tensor<3x2x2x2xf32>
  %u = tensor.cast %c : tensor<3x2x2x2xf32> to tensor<*xf32>
  %r = reshape.static_reshape %u [3, -1, 3, 2] special_zero = true : tensor<*xf32> -> tensor<?x?x?x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?x?x?x?xf32>
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %d, %c1 : tensor<2xindex>
  return %t : tensor<2xindex>
}

// The same extent as an i64, beside a constant (an identity reshape whose
// check always fails once the dims it copies are known).
// CHECK-LABEL: func @unreachable_extent_as_i64_in_from_elements
// CHECK: llvm.call @__reshape_report
// CHECK: %[[FROZEN:.*]] = llvm.freeze %{{.*}} : i64
// CHECK: tensor.from_elements %[[FROZEN]], %{{.*}} : tensor<2xi64>
func.func @unreachable_extent_as_i64_in_from_elements(%x: tensor<3x?x?xi32>) -> tensor<2xi64> {
  %c4 = arith.constant 4 : i64
  %c0 = arith.constant 0 : index
  %0 = reshape.static_reshape %x [-1, 3, 1, 1] special_zero = true : tensor<3x?x?xi32> -> tensor<?x?x1x1xi32>
  %1 = reshape.static_reshape %0 [0, 0, 0, 0] special_zero = true : tensor<?x?x1x1xi32> -> tensor<?x4x1x1xi32>
  %d = tensor.dim %1, %c0 : tensor<?x4x1x1xi32>
  %i = arith.index_cast %d : index to i64
  %t = tensor.from_elements %i, %c4 : tensor<2xi64>
  return %t : tensor<2xi64>
}
