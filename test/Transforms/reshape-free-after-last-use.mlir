// RUN: reshape-opt %s --split-input-file --reshape-free-after-last-use | FileCheck %s

// A buffer is freed right after the last op that uses it or a view of it,
// not at the end of the block.

// CHECK-LABEL: func.func @chain(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<24xf32>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<24xf32>)
// CHECK-NEXT:    %[[V:.*]] = memref.expand_shape %[[A]]
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<4x6xf32>
// CHECK-NEXT:    linalg.copy ins(%[[V]] : memref<4x6xf32>) outs(%[[B]] : memref<4x6xf32>)
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<24xf32>
// CHECK-NEXT:    %[[C:.*]] = memref.alloc() : memref<4x6xf32>
// CHECK-NEXT:    linalg.copy ins(%[[B]] : memref<4x6xf32>) outs(%[[C]] : memref<4x6xf32>)
// CHECK-NEXT:    memref.dealloc %[[B]] : memref<4x6xf32>
// CHECK-NEXT:    linalg.copy ins(%[[C]] : memref<4x6xf32>) outs(%{{.*}} : memref<4x6xf32>)
// CHECK-NEXT:    memref.dealloc %[[C]] : memref<4x6xf32>
// CHECK-NEXT:    return
func.func @chain(%x: f32, %out: memref<4x6xf32>) {
  %a = memref.alloc() : memref<24xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<24xf32>)
  %v = memref.expand_shape %a [[0, 1]] output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
  %b = memref.alloc() : memref<4x6xf32>
  linalg.copy ins(%v : memref<4x6xf32>) outs(%b : memref<4x6xf32>)
  %c = memref.alloc() : memref<4x6xf32>
  linalg.copy ins(%b : memref<4x6xf32>) outs(%c : memref<4x6xf32>)
  linalg.copy ins(%c : memref<4x6xf32>) outs(%out : memref<4x6xf32>)
  memref.dealloc %a : memref<24xf32>
  memref.dealloc %b : memref<4x6xf32>
  memref.dealloc %c : memref<4x6xf32>
  return
}

// -----

// A use in a loop keeps the buffer until after the loop; a buffer a loop
// carries, until after the last use of the loop's result; a call's result
// may view its operand.

// CHECK-LABEL: func.func @regions_and_calls(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %[[A]]
// CHECK:         }
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<4xf32>
// CHECK:         %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[R:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[B]])
// CHECK:         %[[W:.*]] = call @view(%[[R]])
// CHECK-NEXT:    memref.load %[[W]]
// CHECK-NEXT:    memref.dealloc %[[B]] : memref<4xf32>
// CHECK-NEXT:    return
func.func private @view(memref<4xf32>) -> memref<2xf32, strided<[1], offset: ?>>
func.func @regions_and_calls(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %a[%c0] : memref<4xf32>
  }
  %b = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %b) -> memref<4xf32> {
    scf.yield %t : memref<4xf32>
  }
  %w = call @view(%r) : (memref<4xf32>) -> memref<2xf32, strided<[1], offset: ?>>
  %y = memref.load %w[%c0] : memref<2xf32, strided<[1], offset: ?>>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %y : f32
}

// -----

// A buffer nothing uses is freed right after its allocation.

// CHECK-LABEL: func.func @unused(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT:    memref.store
func.func @unused(%x: f32, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %out[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Left where they are: a buffer whose address an op takes as an index or
// whose data it takes as a tensor (the analysis does not follow them), one
// freed in another block, and one freed twice on different paths.

// CHECK-LABEL: func.func @left_alone(
// CHECK:         memref.extract_aligned_pointer_as_index
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    memref.dealloc %{{.*}} : memref<4xf32>
// CHECK-NEXT:    return
func.func @left_alone(%x: f32, %out: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.store %x, %out[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %p : index
}

// CHECK-LABEL: func.func @as_tensor(
// CHECK:         bufferization.to_tensor
// CHECK-NEXT:    tensor.extract
// CHECK-NEXT:    memref.dealloc %{{.*}} : memref<4xf32>
// CHECK-NEXT:    return
func.func @as_tensor(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  %t = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @other_block(
// CHECK:         ^bb1:
// CHECK-NEXT:    memref.dealloc
// CHECK-LABEL: func.func @two_deallocs(
// CHECK:         memref.store
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.dealloc
// CHECK:         } else {
// CHECK-NEXT:      memref.dealloc
func.func @other_block(%x: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  cf.br ^bb1
^bb1:
  memref.dealloc %a : memref<4xf32>
  return
}

func.func @two_deallocs(%x: f32, %c: i1) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  } else {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
