// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-empty-pad-sources))' | FileCheck %s

// A pad of a source with a static 0 extent is all padding: a
// tensor.generate with the pad's body (bufferized, the pad's copy of the
// source was a subview at the end of the result, which does not verify).
// CHECK-LABEL: func @all_padding
// CHECK-SAME: (%[[E:.*]]: tensor<0xf32>, %[[V:.*]]: f32)
// CHECK: %[[G:.*]] = tensor.generate {
// CHECK-NEXT: ^bb0(%{{.*}}: index):
// CHECK-NEXT: tensor.yield %[[V]] : f32
// CHECK-NEXT: } : tensor<1xf32>
// CHECK-NOT: tensor.pad
// CHECK: return %[[G]]
func.func @all_padding(%e: tensor<0xf32>, %v: f32) -> tensor<1xf32> {
  %p = tensor.pad %e low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<0xf32> to tensor<1xf32>
  return %p : tensor<1xf32>
}

// -----

// Dynamic extents of the result: the low and high padding plus the
// source's; the body keeps its index arguments.
// CHECK-LABEL: func @dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x0xindex>, %[[L:.*]]: index)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %c0
// CHECK: %[[N:.*]] = affine.apply {{.*}}()[%[[D]], %[[L]]]
// CHECK: tensor.generate %[[N]] {
// CHECK-NEXT: ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK: } : tensor<?x2xindex>
// CHECK-NOT: tensor.pad
func.func @dynamic(%x: tensor<?x0xindex>, %l: index) -> tensor<?x2xindex> {
  %p = tensor.pad %x low[%l, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x0xindex> to tensor<?x2xindex>
  return %p : tensor<?x2xindex>
}

// -----

// A source with elements keeps its pad.
// CHECK-LABEL: func @kept
// CHECK: tensor.pad
func.func @kept(%x: tensor<2xf32>, %v: f32) -> tensor<3xf32> {
  %p = tensor.pad %x low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<3xf32>
  return %p : tensor<3xf32>
}

// -----

// Static padding that fills a static result extent: the `?` source is
// empty at run time (found by review).
// CHECK-LABEL: func @filled_by_padding
// CHECK: tensor.generate
// CHECK-NOT: tensor.pad
func.func @filled_by_padding(%x: tensor<?x3xf32>, %v: f32) -> tensor<2x3xf32> {
  %p = tensor.pad %x low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32> to tensor<2x3xf32>
  return %p : tensor<2x3xf32>
}
