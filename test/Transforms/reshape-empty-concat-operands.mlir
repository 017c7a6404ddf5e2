// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-empty-concat-operands))' | FileCheck %s

// An operand with a static 0 extent along the concat dim is dropped
// (bufferized, it became a subview at the end of the result, which does
// not verify); other dims may be anything.
// CHECK-LABEL: func @dropped
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[E:.*]]: tensor<2x0xf32>, %[[B:.*]]: tensor<2x?xf32>)
// CHECK: %[[C:.*]] = tensor.concat dim(1) %[[A]], %[[B]] : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK: return %[[C]]
func.func @dropped(%a: tensor<2x3xf32>, %e: tensor<2x0xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %c = tensor.concat dim(1) %a, %e, %b : (tensor<2x3xf32>, tensor<2x0xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %c : tensor<2x?xf32>
}

// -----

// One operand left: the operand itself, cast to the result type.
// CHECK-LABEL: func @one_left
// CHECK-SAME: (%[[A:.*]]: tensor<?xf32>, %[[E:.*]]: tensor<0xf32>)
// CHECK: %[[C:.*]] = tensor.cast %[[A]] : tensor<?xf32> to tensor<2xf32>
// CHECK: return %[[C]]
func.func @one_left(%a: tensor<?xf32>, %e: tensor<0xf32>) -> tensor<2xf32> {
  %c = tensor.concat dim(0) %a, %e : (tensor<?xf32>, tensor<0xf32>) -> tensor<2xf32>
  return %c : tensor<2xf32>
}

// -----

// All empty into a `?` extent: the first operand, cast. A `?` along the dim
// stays (it may be 0 only at run time, which no verifier sees).
// CHECK-LABEL: func @all_empty
// CHECK-SAME: (%[[E:.*]]: tensor<0x4xf32>, %[[F:.*]]: tensor<0x4xf32>, %[[D:.*]]: tensor<?x4xf32>)
// CHECK-NOT: tensor.concat dim(0) %[[E]]
// CHECK: %[[C:.*]] = tensor.cast %[[E]] : tensor<0x4xf32> to tensor<?x4xf32>
// CHECK: %[[G:.*]] = tensor.concat dim(0) %[[D]], %[[D]]
// CHECK: return %[[C]], %[[G]] :
func.func @all_empty(%e: tensor<0x4xf32>, %f: tensor<0x4xf32>, %d: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %c = tensor.concat dim(0) %e, %f : (tensor<0x4xf32>, tensor<0x4xf32>) -> tensor<?x4xf32>
  %g = tensor.concat dim(0) %d, %d : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %c, %g : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// A static 0 in another dim: no operand has an element, and their slices
// of the result did not verify either. A tensor.empty of the result type:
// along the dim the sum of the operands' extents, another `?` the first
// operand's.
// CHECK-LABEL: func @no_element
// CHECK-SAME: (%[[A:.*]]: tensor<?x0xf32>, %[[B:.*]]: tensor<3x?xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[DA:.*]] = tensor.dim %[[A]], %[[C0]]
// CHECK: %[[S:.*]] = arith.addi %[[C0]], %[[DA]]
// CHECK: %[[DB:.*]] = tensor.dim %[[B]], %[[C0]]
// CHECK: %[[T:.*]] = arith.addi %[[S]], %[[DB]]
// CHECK: %[[E:.*]] = tensor.empty(%[[T]]) : tensor<?x0xf32>
// CHECK-NOT: tensor.concat
// CHECK: return %[[E]]
func.func @no_element(%a: tensor<?x0xf32>, %b: tensor<3x?xf32>) -> tensor<?x0xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?x0xf32>, tensor<3x?xf32>) -> tensor<?x0xf32>
  return %c : tensor<?x0xf32>
}

// -----

// A result type with a static 0: operands of unknown extents too.
// CHECK-LABEL: func @empty_result
// CHECK: %[[E:.*]] = tensor.empty() : tensor<0x3xf32>
// CHECK-NOT: tensor.concat
// CHECK: return %[[E]]
func.func @empty_result(%a: tensor<?x3xf32>, %b: tensor<?x?xf32>) -> tensor<0x3xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?x3xf32>, tensor<?x?xf32>) -> tensor<0x3xf32>
  return %c : tensor<0x3xf32>
}

// -----

// A `?` operand where the static extents of the others fill the result's
// static extent is empty at run time: dropped (its slice too started at the
// result's end; found by review).
// CHECK-LABEL: func @filled
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>, %[[D:.*]]: tensor<?xf32>)
// CHECK-NOT: tensor.concat
// CHECK: return %[[A]]
func.func @filled(%a: tensor<2xf32>, %d: tensor<?xf32>) -> tensor<2xf32> {
  %c = tensor.concat dim(0) %a, %d : (tensor<2xf32>, tensor<?xf32>) -> tensor<2xf32>
  return %c : tensor<2xf32>
}

// -----

// A concat of concats, each with an operand to drop: the outer one keeps
// the result of the inner one, rewritten before it (the pass held that
// result, erased by then, and crashed; found by the graph fuzzer).
// CHECK-LABEL: func @nested
// CHECK-SAME: (%[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK: %[[C:.*]] = tensor.concat dim(0) %[[A]], %[[B]] : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
// CHECK: %[[D:.*]] = tensor.concat dim(0) %[[C]], %[[A]] : (tensor<5xf32>, tensor<2xf32>) -> tensor<7xf32>
// CHECK: return %[[D]]
func.func @nested(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<7xf32> {
  %e = tensor.empty() : tensor<0xf32>
  %c = tensor.concat dim(0) %a, %e, %b : (tensor<2xf32>, tensor<0xf32>, tensor<3xf32>) -> tensor<5xf32>
  %d = tensor.concat dim(0) %c, %e, %a : (tensor<5xf32>, tensor<0xf32>, tensor<2xf32>) -> tensor<7xf32>
  return %d : tensor<7xf32>
}
