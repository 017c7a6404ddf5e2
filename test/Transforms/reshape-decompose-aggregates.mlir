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

// CHECK-LABEL: func.func @matmul_inapplicable_not_aggregated(
// CHECK-NEXT:  linalg.matmul
// CHECK-NEXT:  return
func.func @matmul_inapplicable_not_aggregated(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
