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

// -----

// A tensor.reshape to an unranked tensor (what a dynamic_reshape by a shape
// of unknown length becomes) is done again on a copy, and so is the cast
// each branch of an scf.if yields (found by review: both were missed).

// CHECK-LABEL: func.func private @returns_reshape(
// CHECK-SAME:    %[[A:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<?xindex>
// CHECK:         %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[A]]) : tensor<2x3xf32>
// CHECK:         %[[R:.*]] = tensor.reshape %[[COPY]](%[[S]])
// CHECK:         return %[[R]]
func.func private @returns_reshape(%a: tensor<2x3xf32>, %s: tensor<?xindex>) -> tensor<*xf32> {
  %r = tensor.reshape %a(%s) : (tensor<2x3xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// CHECK-LABEL: func.func private @returns_from_if(
// CHECK-SAME:    %[[A:.*]]: tensor<2x3xf32>
// CHECK:         scf.if
// CHECK:           %[[COPY1:.*]] = bufferization.alloc_tensor() copy(%[[A]]) : tensor<2x3xf32>
// CHECK:           %[[CAST1:.*]] = tensor.cast %[[COPY1]]
// CHECK:           scf.yield %[[CAST1]]
// CHECK:         } else {
// CHECK:           %[[V:.*]] = tensor.collapse_shape %[[A]]
// CHECK:           %[[COPY2:.*]] = bufferization.alloc_tensor() copy(%[[V]]) : tensor<6xf32>
// CHECK:           %[[CAST2:.*]] = tensor.cast %[[COPY2]]
// CHECK:           scf.yield %[[CAST2]]
func.func private @returns_from_if(%a: tensor<2x3xf32>, %b: i1) -> tensor<*xf32> {
  %r = scf.if %b -> tensor<*xf32> {
    %c = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
    scf.yield %c : tensor<*xf32>
  } else {
    %v = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
    %c = tensor.cast %v : tensor<6xf32> to tensor<*xf32>
    scf.yield %c : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

func.func @calls_them(%a: tensor<2x3xf32>, %s: tensor<?xindex>, %b: i1) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = call @returns_reshape(%a, %s) : (tensor<2x3xf32>, tensor<?xindex>) -> tensor<*xf32>
  %1 = call @returns_from_if(%a, %b) : (tensor<2x3xf32>, i1) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// An unranked value of another kind (an argument, a call's result) is
// copied whole: flattened by its element count, copied, reshaped back to its
// dims (found by review: a function that returned an argument cast to an
// unranked tensor through a call of one that returns its unranked argument
// let the caller write into that argument, or into a constant). A call of
// a function this pass makes return fresh values needs no copy.

// CHECK-LABEL: func.func private @returns_unranked_argument(
// CHECK-SAME:    %[[T:.*]]: tensor<*xf32>
// CHECK:         %[[RANK:.*]] = tensor.rank %[[T]]
// CHECK:         %[[SHAPE:.*]] = tensor.generate %[[RANK]]
// CHECK:           tensor.dim %[[T]]
// CHECK:         %[[N:.*]] = scf.for
// CHECK:         %[[FLAT_SHAPE:.*]] = tensor.from_elements %[[N]] : tensor<1xindex>
// CHECK:         %[[FLAT:.*]] = tensor.reshape %[[T]](%[[FLAT_SHAPE]]) : (tensor<*xf32>, tensor<1xindex>) -> tensor<?xf32>
// CHECK:         %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[FLAT]]) : tensor<?xf32>
// CHECK:         %[[BACK:.*]] = tensor.reshape %[[COPY]](%[[SHAPE]]) : (tensor<?xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK:         return %[[BACK]]
func.func private @returns_unranked_argument(%t: tensor<*xf32>) -> tensor<*xf32> {
  return %t : tensor<*xf32>
}

// CHECK-LABEL: func.func private @returns_call_result(
// CHECK:         %[[R:.*]] = call @returns_unranked_argument(
// CHECK-NOT:     bufferization.alloc_tensor
// CHECK:         return %[[R]]
func.func private @returns_call_result(%a: tensor<6xf32>) -> tensor<*xf32> {
  %u = tensor.cast %a : tensor<6xf32> to tensor<*xf32>
  %r = call @returns_unranked_argument(%u) : (tensor<*xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// A declaration's result may be its argument: copied.
// CHECK-LABEL: func.func private @returns_external_result(
// CHECK:         %[[R:.*]] = call @external(
// CHECK:         tensor.reshape %[[R]]
// CHECK:         bufferization.alloc_tensor() copy(
// CHECK:         return
func.func private @external(tensor<*xf32>) -> tensor<*xf32>
func.func private @returns_external_result(%a: tensor<6xf32>) -> tensor<*xf32> {
  %u = tensor.cast %a : tensor<6xf32> to tensor<*xf32>
  %r = call @external(%u) : (tensor<*xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

func.func @calls_more(%a: tensor<6xf32>, %t: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = call @returns_unranked_argument(%t) : (tensor<*xf32>) -> tensor<*xf32>
  %1 = call @returns_call_result(%a) : (tensor<6xf32>) -> tensor<*xf32>
  %2 = call @returns_external_result(%a) : (tensor<6xf32>) -> tensor<*xf32>
  return %0, %1, %2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
