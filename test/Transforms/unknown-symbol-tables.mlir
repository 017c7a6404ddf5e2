// RUN: reshape-opt %s --allow-unregistered-dialect --split-input-file --reshape-refine-shapes | FileCheck %s --check-prefix=REFINE
// RUN: reshape-opt %s --allow-unregistered-dialect --split-input-file --reshape-return-views | FileCheck %s --check-prefix=VIEWS

// An unregistered op with one region may be a symbol table that MLIR
// cannot see into: a call inside it may name any function, so no pass
// knows the callers of a function (upstream's SymbolUserMap crashed on it).
// refine-shapes refines the reshapes and keeps every signature;
// return-views leaves the clones.

// REFINE-LABEL: func @f(
// REFINE-SAME: -> tensor<?x?xf32>
// REFINE: %[[R:.*]] = reshape.static_reshape %{{.*}} [2, -1] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
// REFINE: %[[C:.*]] = tensor.cast %[[R]] : tensor<2x3xf32> to tensor<?x?xf32>
// REFINE: return %[[C]]
func.func @f(%x: tensor<6xf32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [2, -1] special_zero = false : tensor<6xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

"test.symbol_scope"() ({
  %x = "test.make"() : () -> tensor<6xf32>
  %0 = "test.call"(%x) {callee = @f} : (tensor<6xf32>) -> tensor<?x?xf32>
}) : () -> ()

// -----

// VIEWS-LABEL: func @entry_point
// VIEWS: %[[C:.*]] = bufferization.clone
// VIEWS: return %[[C]]
func.func @entry_point(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %1 = bufferization.clone %0 : memref<6xf32> to memref<6xf32>
  return %1 : memref<6xf32>
}

"test.symbol_scope"() ({
  %x = "test.make"() : () -> memref<2x3xf32>
  %0 = "test.call"(%x) {callee = @entry_point} : (memref<2x3xf32>) -> memref<6xf32>
}) : () -> ()
