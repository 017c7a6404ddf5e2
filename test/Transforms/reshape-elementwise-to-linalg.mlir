// RUN: reshape-opt %s --split-input-file --reshape-elementwise-to-linalg | FileCheck %s
// RUN: reshape-opt %s --split-input-file --reshape-elementwise-to-linalg=unchecked-extents | FileCheck %s --check-prefix=UNCHECKED

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

// -----

// Left as they are (One-Shot then refuses them, with a located error): two
// tensors whose `?` extents may differ at run time and that
// reshape-check-tensor-extents did not check (the generic ran over the
// first one's, and read past the end of the second: found by review), and
// a result with an encoding that no operand has (upstream's pattern makes
// its tensor.empty without it: the generic did not verify). One tensor of
// `?` extents beside scalars becomes a generic.

// CHECK-LABEL: func.func @left_alone(
// CHECK:         arith.addf %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK:         arith.cmpf olt, %{{.*}}, %{{.*}} : tensor<4xf32, 1 : i64>
// CHECK:         linalg.generic
// CHECK:           arith.negf
func.func @left_alone(%a: tensor<?xf32>, %b: tensor<?xf32>, %x: tensor<4xf32, 1 : i64>, %y: tensor<4xf32, 1 : i64>) -> (tensor<?xf32>, tensor<4xi1, 1 : i64>, tensor<?xf32>) {
  %s = arith.addf %a, %b : tensor<?xf32>
  %c = arith.cmpf olt, %x, %y : tensor<4xf32, 1 : i64>
  %n = arith.negf %a : tensor<?xf32>
  return %s, %c, %n : tensor<?xf32>, tensor<4xi1, 1 : i64>, tensor<?xf32>
}

// UNCHECKED-LABEL: func.func @left_alone(
// UNCHECKED:         linalg.generic
// UNCHECKED:           arith.addf %{{.*}}, %{{.*}} : f32
// UNCHECKED:         arith.cmpf olt, %{{.*}}, %{{.*}} : tensor<4xf32, 1 : i64>

// -----

// Two tensors of `?` extents that reshape-check-tensor-extents checked
// (it marks the op): a generic.

// CHECK-LABEL: func.func @checked_extents(
// CHECK-SAME:    %[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<?x4xf32>
// CHECK:         %[[G:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<?x4xf32>, tensor<?x4xf32>) outs(%[[A]] : tensor<?x4xf32>)
// CHECK:           arith.addf %{{.*}}, %{{.*}} : f32
// CHECK:         return %[[G]]
func.func @checked_extents(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %s = arith.addf %a, %b {reshape.extents_checked} : tensor<?x4xf32>
  return %s : tensor<?x4xf32>
}
