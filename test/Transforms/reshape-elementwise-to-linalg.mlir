// RUN: reshape-opt %s --split-input-file --reshape-elementwise-to-linalg | FileCheck %s

// Elementwise ops on ranked tensors become linalg.generic ops: One-Shot
// Bufferize knows no arith op on tensors.

// CHECK-LABEL: func.func @convert(
// CHECK-SAME:    %[[S:.*]]: tensor<2xi64>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2xi32>
// CHECK:         %[[T:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<2xi64>) outs(%[[E]] : tensor<2xi32>)
// CHECK:           arith.trunci %{{.*}} : i64 to i32
// CHECK:         %[[A:.*]] = linalg.generic {{.*}} ins(%[[T]], %[[T]] : tensor<2xi32>, tensor<2xi32>)
// CHECK:           arith.addi
// CHECK-NOT:     arith.trunci %{{.*}} : tensor
func.func @convert(%s: tensor<2xi64>) -> tensor<2xi32> {
  %t = arith.trunci %s : tensor<2xi64> to tensor<2xi32>
  %a = arith.addi %t, %t : tensor<2xi32>
  return %a : tensor<2xi32>
}

// -----

// A select of one of two tensors by a scalar condition stays: as a generic
// it would read both, and the runtime checks let a select pass a value
// whose extents are wrong where it does not pick it. A select by a tensor
// of conditions reads both anyway.

// CHECK-LABEL: func.func @selects(
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK:         linalg.generic
// CHECK:           arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
func.func @selects(%c: i1, %m: tensor<4xi1>, %x: tensor<?xf32>, %y: tensor<?xf32>, %z: tensor<4xf32>, %w: tensor<4xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %s = arith.select %c, %x, %y : tensor<?xf32>
  %t = arith.select %m, %z, %w : tensor<4xi1>, tensor<4xf32>
  return %s, %t : tensor<?xf32>, tensor<4xf32>
}
