// RUN: reshape-opt %s --split-input-file --reshape-split-empty-tensors | FileCheck %s

// CSE made one tensor.empty the destination of two writes: each gets its
// own, right before the op that writes it.

// CHECK-LABEL: func.func @two_writes(
// CHECK-NOT:     tensor.empty
// CHECK:         %[[E0:.*]] = tensor.empty() : tensor<24xf32>
// CHECK-NEXT:    %[[A:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E0]] : tensor<24xf32>)
// CHECK-NEXT:    %[[E1:.*]] = tensor.empty() : tensor<24xf32>
// CHECK-NEXT:    %[[B:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E1]] : tensor<24xf32>)
// CHECK-NOT:     tensor.empty
// CHECK:         return %[[A]], %[[B]]
func.func @two_writes(%x: f32, %y: f32) -> (tensor<24xf32>, tensor<24xf32>) {
  %e = tensor.empty() : tensor<24xf32>
  %a = linalg.fill ins(%x : f32) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %b = linalg.fill ins(%y : f32) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  return %a, %b : tensor<24xf32>, tensor<24xf32>
}

// -----

// Dynamic sizes go with the copy; a use in a loop gets a copy before the
// loop (one allocation, not one per iteration).

// CHECK-LABEL: func.func @dynamic_and_loop(
// CHECK-SAME:    %[[N:[a-z0-9]+]]: index
// CHECK-NOT:     tensor.empty
// CHECK:         %[[E0:.*]] = tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[E0]] : tensor<?xf32>)
// CHECK-NEXT:    %[[E1:.*]] = tensor.empty(%[[N]]) : tensor<?xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      linalg.fill ins(%{{.*}} : f32) outs(%[[E1]] : tensor<?xf32>)
func.func @dynamic_and_loop(%x: f32, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %a = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<?xf32> {
    %b = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %a, %r : tensor<?xf32>, tensor<?xf32>
}

// -----

// A use in another block of the region gets a copy right after the
// original, which dominates it; an empty of one use stays as it is.

// CHECK-LABEL: func.func @other_block(
// CHECK:         %[[E1:.*]] = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:    %[[S:.*]] = tensor.empty() : tensor<3xf32>
// CHECK-NEXT:    %[[E0:.*]] = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:    %[[A:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E0]] : tensor<2xf32>)
// CHECK-NEXT:    %{{.*}} = linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<3xf32>)
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[B:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E1]] : tensor<2xf32>)
func.func @other_block(%x: f32) -> (tensor<2xf32>, tensor<2xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<2xf32>
  %s = tensor.empty() : tensor<3xf32>
  %a = linalg.fill ins(%x : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %c = linalg.fill ins(%x : f32) outs(%s : tensor<3xf32>) -> tensor<3xf32>
  cf.br ^bb1
^bb1:
  %b = linalg.fill ins(%x : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %a, %b, %c : tensor<2xf32>, tensor<2xf32>, tensor<3xf32>
}
