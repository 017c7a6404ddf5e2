// RUN: reshape-opt %s --reshape-decompose-aggregates | FileCheck %s

// linalg.softmax becomes the generic ops of its decomposition; other ops
// are left alone.

// CHECK-LABEL: func.func @softmax_success(
// CHECK-NOT:   linalg.softmax
// CHECK:       linalg.generic {{.*}}"reduction"
// CHECK:       arith.maxnumf
// CHECK:       linalg.generic
// CHECK:       math.exp
// CHECK:       linalg.generic {{.*}}"reduction"
// CHECK:       arith.addf
// CHECK:       linalg.generic
// CHECK:       arith.divf
// CHECK:       return
func.func @softmax_success(%x: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %init = tensor.empty() : tensor<2x16xf32>
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%init : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// Input and output types that differ (compatible, as the verifier asks):
// the input is cast to the output's type first, so that the generics of
// the decomposition verify.
// CHECK-LABEL: func.func @softmax_types_differ(
// CHECK-SAME:  %[[X:.*]]: tensor<?x?xf32>
// CHECK:       %[[C:.*]] = tensor.cast %[[X]] : tensor<?x?xf32> to tensor<?x2xf32>
// CHECK:       linalg.generic {{.*}} ins(%[[C]] : tensor<?x2xf32>)
// CHECK-NOT:   linalg.softmax
// CHECK:       return {{.*}} : tensor<?x2xf32>
func.func @softmax_types_differ(%x: tensor<?x?xf32>, %n: index) -> tensor<?x2xf32> {
  %init = tensor.empty(%n) : tensor<?x2xf32>
  %0 = linalg.softmax dimension(1) ins(%x : tensor<?x?xf32>) outs(%init : tensor<?x2xf32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// CHECK-LABEL: func.func @matmul_inapplicable_not_aggregated(
// CHECK-NEXT:  linalg.matmul
// CHECK-NEXT:  return
func.func @matmul_inapplicable_not_aggregated(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
