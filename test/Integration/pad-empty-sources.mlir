// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// Pads of sources without elements: all padding. Bufferized as they were,
// the copy of the source was a subview at the end of the result, which does
// not verify (`offset 0 is out-of-bounds: 1 >= 1`; found by fuzzing the
// oneDNN importer, whose pooling cropped a whole input).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %e = tensor.empty() : tensor<0xf32>
  %five = arith.constant 5.0 : f32
  // CHECK: [5]
  %p = tensor.pad %e low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %five : f32
  } : tensor<0xf32> to tensor<1xf32>
  %u = tensor.cast %p : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  // A body that reads the position: the row index.
  // CHECK: [0,   0,   0],
  // CHECK-NEXT: [1,   1,   1]
  %m = tensor.empty() : tensor<2x0xf32>
  %q = tensor.pad %m low[0, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %r = arith.index_cast %i : index to i64
    %f = arith.sitofp %r : i64 to f32
    tensor.yield %f : f32
  } : tensor<2x0xf32> to tensor<2x3xf32>
  %v = tensor.cast %q : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  // A `?` source empty at run time (through a call), the padding filling
  // the static result (found by review).
  // CHECK: [5]
  %z = arith.constant 0 : index
  %d = tensor.empty(%z) : tensor<?xf32>
  %dd = call @opaque(%d) : (tensor<?xf32>) -> tensor<?xf32>
  %w = tensor.pad %dd low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %five : f32
  } : tensor<?xf32> to tensor<1xf32>
  %x = tensor.cast %w : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%x) : (tensor<*xf32>) -> ()
  return
}

func.func @opaque(%x: tensor<?xf32>) -> tensor<?xf32> attributes {no_inline} {
  return %x : tensor<?xf32>
}
