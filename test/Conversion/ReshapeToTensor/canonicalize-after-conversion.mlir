// RUN: reshape-opt %s --convert-reshape-to-tensor --canonicalize | FileCheck %s

// What the conversion emits stays valid under canonicalize, which the
// pipeline runs right after it.

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
