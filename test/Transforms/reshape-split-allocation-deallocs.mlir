// RUN: reshape-opt %s --split-input-file --reshape-split-allocation-deallocs | FileCheck %s

// A dealloc of buffers that are each the result of an allocation of its own
// becomes one dealloc per buffer, each retaining what it retained; a
// retained value stays owned where any of them says so.

// CHECK-LABEL: func.func @allocations(
// CHECK-SAME:    %[[C:[a-z0-9]+]]: i1, %[[X:[a-z0-9]+]]: memref<2xf32>
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         %[[B:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         %[[RA:.*]] = bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}) retain (%[[X]] : memref<2xf32>)
// CHECK-NEXT:    %[[RB:.*]] = bufferization.dealloc (%[[B]] : memref<8xf32>) if (%[[C]]) retain (%[[X]] : memref<2xf32>)
// CHECK-NEXT:    %[[R:.*]] = arith.ori %[[RA]], %[[RB]] : i1
// CHECK-NEXT:    return %[[R]]
func.func @allocations(%c: i1, %x: memref<2xf32>) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xf32>
  %r = bufferization.dealloc (%a, %b : memref<4xf32>, memref<8xf32>) if (%true, %c) retain (%x : memref<2xf32>)
  return %r : i1
}

// -----

// Left to the simplification: a buffer that is no allocation's result (a
// view, which may alias another), and one listed twice.

// CHECK-LABEL: func.func @left_alone(
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>)
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>)
func.func @left_alone(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  bufferization.dealloc (%a, %v : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>) if (%true, %c)
  %b = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%b, %b : memref<4xf32>, memref<4xf32>) if (%true, %c)
  return
}
