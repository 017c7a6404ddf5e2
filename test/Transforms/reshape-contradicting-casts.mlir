// RUN: reshape-opt %s --split-input-file --reshape-contradicting-casts | FileCheck %s

// A cast chain whose ends have different static extents never holds: the
// program stops there, and an empty tensor stands for the cast's result.

// CHECK-LABEL: func.func @contradicting
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: cf.assert %[[FALSE]], "{{.*}}reshape-contradicting-casts.mlir:[[# @LINE + 6]]:8: a tensor of type tensor<3x20xf32> cannot have the type tensor<?x7xf32> (a tensor.cast that contradicts its operand)"
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[E:.*]] = tensor.empty(%[[C0]]) : tensor<?x7xf32>
// CHECK: return %[[E]]
func.func @contradicting(%x: tensor<3x20xf32>) -> tensor<?x7xf32> {
  %0 = tensor.cast %x : tensor<3x20xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<?x7xf32>
  return %1 : tensor<?x7xf32>
}

// -----

// Chains that can hold stay.

// CHECK-LABEL: func.func @compatible
// CHECK-NOT: cf.assert
// CHECK: tensor.cast
// CHECK: tensor.cast
// CHECK: tensor.cast
func.func @compatible(%x: tensor<3x20xf32>, %u: tensor<*xf32>) -> (tensor<?x20xf32>, tensor<3x?xf32>) {
  %0 = tensor.cast %x : tensor<3x20xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<?x20xf32>
  %2 = tensor.cast %u : tensor<*xf32> to tensor<3x?xf32>
  return %1, %2 : tensor<?x20xf32>, tensor<3x?xf32>
}
