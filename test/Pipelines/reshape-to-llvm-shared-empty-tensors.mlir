// RUN: reshape-opt %s --reshape-to-llvm --mlir-print-ir-before=one-shot-bufferize \
// RUN:   -o /dev/null 2>&1 | FileCheck %s

// The pipeline's CSE makes the two tensor.empty ops one value, the
// destination of both fills; before One-Shot Bufferize, whose analysis is
// quadratic in the uses of one value, each fill has its own again.

// CHECK-LABEL: func.func @shared
// CHECK:         %[[E0:.*]] = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[E0]] : tensor<4x6xf32>)
// CHECK:         %[[E1:.*]] = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[E1]] : tensor<4x6xf32>)
func.func @shared(%x: f32, %y: f32) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %e0 = tensor.empty() : tensor<4x6xf32>
  %a = linalg.fill ins(%x : f32) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e1 = tensor.empty() : tensor<4x6xf32>
  %b = linalg.fill ins(%y : f32) outs(%e1 : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %a, %b : tensor<4x6xf32>, tensor<4x6xf32>
}
