// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run -e arithmetic < %t.mlir | FileCheck %s --check-prefix=ARITH
// RUN: %run -e guarded < %t.mlir | FileCheck %s --check-prefix=GUARDED
// RUN: %run -e table < %t.mlir | FileCheck %s --check-prefix=TABLE

// tensor.pad ops whose bodies hold other pads: their bufferization nests
// linalg.map ops, and CSE took the inner map's linalg.index for the outer
// one's (upstream marks linalg.index Pure): the values of the wrong
// positions were printed (found by review; reshape-nested-linalg-indices).
// A body runs at its padding positions only (reshape-guard-pad-bodies).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @three() -> f32 {
  %c = arith.constant 3.0 : f32
  return %c : f32
}

func.func private @print(%p: tensor<4xf32>) {
  %u = tensor.cast %p : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// Outer padding positions 0 and 3 take the inner pad's value at 1 (a
// padding position of it: 1 + 100) plus their own position.
// ARITH: [101,  7,  8,  104]
func.func @arithmetic() {
  %src = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %c1 = arith.constant 1 : index
  %p = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    %inner = tensor.pad %src low[2] high[0] {
    ^bb0(%j: index):
      %ji = arith.index_cast %j : index to i64
      %jf = arith.sitofp %ji : i64 to f32
      %h = arith.constant 100.0 : f32
      %v = arith.addf %jf, %h : f32
      tensor.yield %v : f32
    } : tensor<2xf32> to tensor<4xf32>
    %e = tensor.extract %inner[%c1] : tensor<4xf32>
    %ii = arith.index_cast %i : index to i64
    %if = arith.sitofp %ii : i64 to f32
    %w = arith.addf %e, %if : f32
    tensor.yield %w : f32
  } : tensor<2xf32> to tensor<4xf32>
  call @print(%p) : (tensor<4xf32>) -> ()
  return
}

// The inner body asserts that it runs at its padding position only.
// GUARDED: [3,  7,  8,  3]
func.func @guarded() {
  %src = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %p = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    %inner = tensor.pad %src low[1] high[0] {
    ^bb0(%j: index):
      %c1 = arith.constant 1 : index
      %ok = arith.cmpi ult, %j, %c1 : index
      cf.assert %ok, "the inner body ran at a source position"
      %v = func.call @three() : () -> f32
      tensor.yield %v : f32
    } : tensor<2xf32> to tensor<3xf32>
    %e = tensor.extract %inner[%c0] : tensor<3xf32>
    tensor.yield %e : f32
  } : tensor<2xf32> to tensor<4xf32>
  call @print(%p) : (tensor<4xf32>) -> ()
  return
}

// A table of one value per padding position before the source: an extract
// that is in bounds there only (it read past the table at the others).
// TABLE: [9,  7,  8,  9]
func.func @table() {
  %src = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %table = arith.constant dense<[9.0]> : tensor<1xf32>
  %p = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %last = arith.cmpi eq, %i, %c3 : index
    %k = arith.select %last, %c0, %i : index
    %v = tensor.extract %table[%k] : tensor<1xf32>
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<4xf32>
  call @print(%p) : (tensor<4xf32>) -> ()
  return
}
