// RUN: reshape-opt %s --split-input-file --reshape-copy-unranked-argument-results | FileCheck %s

// A function the module calls returns a copy of an argument cast to an
// unranked tensor: One-Shot Bufferize would miss the alias.

// CHECK-LABEL: func.func private @returns_argument(
// CHECK-SAME:    %[[A:.*]]: tensor<?xf32>
// CHECK:         %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[A]]) : tensor<?xf32>
// CHECK:         %[[CAST:.*]] = tensor.cast %[[COPY]] : tensor<?xf32> to tensor<*xf32>
// CHECK:         return %[[CAST]]
func.func private @returns_argument(%a: tensor<?xf32>) -> tensor<*xf32> {
  %c = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  return %c : tensor<*xf32>
}

// A view of an argument too.
// CHECK-LABEL: func.func private @returns_view(
// CHECK:         bufferization.alloc_tensor() copy(
func.func private @returns_view(%a: tensor<2x3xf32>) -> tensor<*xf32> {
  %v = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %c = tensor.cast %v : tensor<6xf32> to tensor<*xf32>
  return %c : tensor<*xf32>
}

// A tensor the function makes aliases no argument.
// CHECK-LABEL: func.func private @returns_fresh(
// CHECK-NOT:     bufferization.alloc_tensor
// CHECK:         return
func.func private @returns_fresh(%a: tensor<?xf32>) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = arith.constant 1.0 : f32
  %x = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.cast %x : tensor<?xf32> to tensor<*xf32>
  return %c : tensor<*xf32>
}

// An entry point (public, called by nothing) keeps its view.
// CHECK-LABEL: func.func @entry(
// CHECK-NOT:     bufferization.alloc_tensor
// CHECK:         return
func.func @entry(%a: tensor<?xf32>) -> tensor<*xf32> {
  %c = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  return %c : tensor<*xf32>
}

func.func @calls(%a: tensor<?xf32>, %b: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = call @returns_argument(%a) : (tensor<?xf32>) -> tensor<*xf32>
  %1 = call @returns_view(%b) : (tensor<2x3xf32>) -> tensor<*xf32>
  %2 = call @returns_fresh(%a) : (tensor<?xf32>) -> tensor<*xf32>
  return %0, %1, %2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
