// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-prepare-tensor-reshapes))' | FileCheck %s

// A shape of integers of static length becomes index values one at a
// time; the reshape takes them.
// CHECK-LABEL: func.func @static_length
// CHECK-SAME: %[[X:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<2xi32>
// CHECK: %[[A:.*]] = tensor.extract %[[S]][%{{.*}}] : tensor<2xi32>
// CHECK: %[[AI:.*]] = arith.index_cast %[[A]] : i32 to index
// CHECK: %[[B:.*]] = tensor.extract %[[S]][%{{.*}}] : tensor<2xi32>
// CHECK: %[[BI:.*]] = arith.index_cast %[[B]] : i32 to index
// CHECK: %[[SHAPE:.*]] = tensor.from_elements %[[AI]], %[[BI]] : tensor<2xindex>
// CHECK: tensor.reshape %[[X]](%[[SHAPE]]) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
func.func @static_length(%x: tensor<?xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %r = tensor.reshape %x(%s) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A shape of static length into an unranked result: a ranked result of `?`
// extents (upstream's lowering crashed), cast back.
// CHECK-LABEL: func.func @static_length_unranked
// CHECK-SAME: %[[X:.*]]: tensor<?xf32>, %[[S:.*]]: tensor<3xindex>
// CHECK-NEXT: %[[R:.*]] = tensor.reshape %[[X]](%[[S]]) : (tensor<?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK-NEXT: %[[U:.*]] = tensor.cast %[[R]] : tensor<?x?x?xf32> to tensor<*xf32>
// CHECK-NEXT: return %[[U]]
func.func @static_length_unranked(%x: tensor<?xf32>, %s: tensor<3xindex>) -> tensor<*xf32> {
  %r = tensor.reshape %x(%s) : (tensor<?xf32>, tensor<3xindex>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// A shape of index values and `?` length: a fresh one (upstream's lowering
// read a view's values from the start of its buffer).
// CHECK-LABEL: func.func @dynamic_length_view
// CHECK: %[[V:.*]] = tensor.extract_slice
// CHECK: %[[SHAPE:.*]] = tensor.generate
// CHECK: tensor.extract %[[V]]
// CHECK: tensor.reshape %{{.*}}(%[[SHAPE]]) : (tensor<?xf32>, tensor<?xindex>) -> tensor<*xf32>
func.func @dynamic_length_view(%x: tensor<?xf32>, %s: tensor<?xindex>, %n: index) -> tensor<*xf32> {
  %v = tensor.extract_slice %s[1] [%n] [1] : tensor<?xindex> to tensor<?xindex>
  %r = tensor.reshape %x(%v) : (tensor<?xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// A dynamic length (an unranked result): a tensor.generate.
// CHECK-LABEL: func.func @dynamic_length
// CHECK-SAME: %[[X:.*]]: tensor<*xf32>, %[[S:.*]]: tensor<?xi64>
// CHECK: %[[N:.*]] = tensor.dim %[[S]], %{{.*}} : tensor<?xi64>
// CHECK: %[[SHAPE:.*]] = tensor.generate %[[N]] {
// CHECK: ^bb0(%[[I:.*]]: index):
// CHECK:   %[[V:.*]] = tensor.extract %[[S]][%[[I]]] : tensor<?xi64>
// CHECK:   %[[VI:.*]] = arith.index_cast %[[V]] : i64 to index
// CHECK:   tensor.yield %[[VI]] : index
// CHECK: } : tensor<?xindex>
// CHECK: tensor.reshape %[[X]](%[[SHAPE]]) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
func.func @dynamic_length(%x: tensor<*xf32>, %s: tensor<?xi64>) -> tensor<*xf32> {
  %r = tensor.reshape %x(%s) : (tensor<*xf32>, tensor<?xi64>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// A shape of index values stays.
// CHECK-LABEL: func.func @index_shape
// CHECK-NEXT: tensor.reshape
// CHECK-NEXT: return
func.func @index_shape(%x: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %r = tensor.reshape %x(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
