// RUN: reshape-opt %s --reshape-report-copies --verify-diagnostics | FileCheck %s --check-prefix=UNCHANGED
// RUN: reshape-opt %s --reshape-to-llvm="report-copies=true" --verify-diagnostics > /dev/null
// RUN: not reshape-opt %S/Inputs/module-level-self-use.mlir --reshape-report-copies 2>&1 | FileCheck %s --check-prefix=REFUSED

// One remark per reshape: a view, or a copy and why, from the copies left in
// the LLVM dialect that reshape-to-llvm produces (test/Integration/AOT/
// returned-views.mlir checks that LLVM dialect and the remarks side by
// side). The module itself is left as it was.

// UNCHANGED-LABEL: func @views
// UNCHANGED: reshape.static_reshape
// UNCHANGED: reshape.dynamic_reshape
func.func @views(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> (tensor<3x20xf32>, tensor<?x?xf32>) {
  // expected-remark@+1 {{view: the result is a view of the input, no copy}}
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  // expected-remark@+1 {{view: the result is a view of the input, no copy}}
  %1 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  return %0, %1 : tensor<3x20xf32>, tensor<?x?xf32>
}

// Columns of a matrix are not contiguous.
func.func @strided_slice(%x: tensor<4x6xf32>, %s: tensor<1xi64>) -> (tensor<12xf32>, tensor<?xf32>) {
  %c = tensor.extract_slice %x[0, 0] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
  // expected-remark@+1 {{copy: the input buffer 'memref<4x3xf32, strided<[6, 1]>>' is not contiguous}}
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<4x3xf32>
  // expected-remark@+1 {{copy: the input buffer 'memref<4x3xf32, strided<[6, 1]>>' is not contiguous}}
  %1 = reshape.dynamic_reshape %c, %s special_zero = false : tensor<4x3xf32>, tensor<1xi64>
  return %0, %1 : tensor<12xf32>, tensor<?xf32>
}

// A stride-2 view that the function returns through a cast to `?`
// extents: the copy at the return copies the reshape's data (the report
// said "view": found by review).
func.func @strided_view_returned_through_cast(%x: tensor<4x6xf32>) -> (tensor<?xf32>, tensor<?x?xf32>) {
  %c = tensor.extract_slice %x[0, 0] [4, 3] [1, 2] : tensor<4x6xf32> to tensor<4x3xf32>
  // expected-remark@+1 {{copy: the input buffer 'memref<12xf32, strided<[2]>>' is not contiguous}}
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<4x3xf32>
  %1 = tensor.cast %0 : tensor<12xf32> to tensor<?xf32>
  // expected-remark@+1 {{copy: the input buffer 'memref<2x6xf32, strided<[12, 2]>>' is not contiguous}}
  %2 = reshape.static_reshape %c [2, 6] special_zero = false : tensor<4x3xf32>
  %3 = tensor.cast %2 : tensor<2x6xf32> to tensor<?x6xf32>
  %4 = tensor.cast %3 : tensor<?x6xf32> to tensor<?x?xf32>
  return %1, %4 : tensor<?xf32>, tensor<?x?xf32>
}

// Rows of a matrix are contiguous: a view, unless it must become a
// function result, which has an identity layout.
func.func @contiguous_slice(%x: tensor<4x6xf32>) -> (f32, tensor<3x4xf32>) {
  %c5 = arith.constant 5 : index
  %r = tensor.extract_slice %x[2, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  // expected-remark@+1 {{view: the result is a view of the input, no copy}}
  %0 = reshape.static_reshape %r [-1] special_zero = false : tensor<2x6xf32>
  %e = tensor.extract %0[%c5] : tensor<12xf32>
  // expected-remark@+1 {{copy: the buffer 'memref<3x4xf32, strided<[4, 1], offset: 12>>' starts at an offset, and a function result or memref.reshape needs an identity layout}}
  %1 = reshape.static_reshape %r [3, 4] special_zero = false : tensor<2x6xf32>
  return %e, %1 : f32, tensor<3x4xf32>
}

// A view of a constant that a function returns: the caller owns what it
// gets, so deallocation clones the view.
func.func @returned_constant_view() -> tensor<6xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  // expected-remark@+1 {{copy: a function returns the view as a buffer that its caller owns}}
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<2x3xf32>
  return %0 : tensor<6xf32>
}

// A slice with dynamic strides may be contiguous at run time.
func.func @dynamic_slice(%x: tensor<?x?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.extract_slice %x[0, 0] [%n, %n] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  // expected-remark@+1 {{copy: the input buffer 'memref<?x?xf32, strided<[?, 1]>>' may not be contiguous (a contiguous one is copied with memcpy)}}
  %0 = reshape.static_reshape %r [-1] special_zero = false : tensor<?x?xf32>
  return %0 : tensor<?xf32>
}

// The trial lowering refuses what convert-reshape-to-tensor refuses, and so
// does the report: a module-level reshape that uses its own result (this
// hung).
// REFUSED: error: 'reshape.static_reshape' op cannot be lowered: it uses a value defined after it, in a region without dominance

// A view of a constant that a function the module calls returns: a copy
// (reshape-copy-returned-globals), which the caller may write in place.
func.func private @constant_view() -> tensor<6xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  // expected-remark@+1 {{copy: a function the module calls returns a copy of a view of a constant, which its caller could write in place}}
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<2x3xf32>
  return %0 : tensor<6xf32>
}
func.func @calls_constant_view() -> tensor<6xf32> {
  %0 = call @constant_view() : () -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// An unranked input carries its layout only at run time.
func.func @unranked_input(%x: tensor<*xf32>) -> tensor<?xf32> {
  // expected-remark@+1 {{copy: only when the unranked input is, at run time, a strided or offset view (a buffer with the identity layout stays a view)}}
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<*xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// Copies the pipeline's own passes make, at a return, of a reshape's result
// (found by a red-team review: each was reported a view): the second of two
// results that are one buffer; a result that views another (a function the
// module calls); an unranked result that views the argument.
func.func @two_views(%x: tensor<3x4xf32>) -> (tensor<12xf32>, tensor<2x6xf32>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %a = linalg.copy ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  // expected-remark@+1 {{view: the result is a view of the input, no copy}}
  %0 = reshape.static_reshape %a [-1] special_zero = false : tensor<3x4xf32> -> tensor<12xf32>
  // expected-remark@+1 {{copy: an entry point returns a buffer another result also is: the caller owns and frees each result}}
  %1 = reshape.static_reshape %a [2, 6] special_zero = false : tensor<3x4xf32> -> tensor<2x6xf32>
  return %0, %1 : tensor<12xf32>, tensor<2x6xf32>
}
func.func private @alias(%x: tensor<12xf32>) -> (tensor<12xf32>, tensor<3x4xf32>) {
  // expected-remark@+1 {{copy: a function the module calls returns a copy of a result that may view what another result does, or a read-only buffer}}
  %0 = reshape.static_reshape %x [3, 4] special_zero = false : tensor<12xf32> -> tensor<3x4xf32>
  return %x, %0 : tensor<12xf32>, tensor<3x4xf32>
}
func.func private @unranked_view(%x: tensor<3x4xf32>) -> tensor<*xf32> {
  // expected-remark@+1 {{copy: a function the module calls returns a copy of an unranked result that may view its argument}}
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<3x4xf32> -> tensor<12xf32>
  %u = tensor.cast %0 : tensor<12xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}
func.func @calls(%x: tensor<12xf32>, %y: tensor<3x4xf32>) -> (tensor<12xf32>, tensor<3x4xf32>, tensor<*xf32>) {
  %a, %b = call @alias(%x) : (tensor<12xf32>) -> (tensor<12xf32>, tensor<3x4xf32>)
  %u = call @unranked_view(%y) : (tensor<3x4xf32>) -> tensor<*xf32>
  return %a, %b, %u : tensor<12xf32>, tensor<3x4xf32>, tensor<*xf32>
}

// A reshape the same as one before it is that one once CSE merges them: it
// copies as that one does.
func.func @merged(%x: tensor<4x6xf32>) -> (tensor<12xf32>, tensor<12xf32>) {
  %c = tensor.extract_slice %x[0, 0] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
  // expected-remark@+2 {{copy: the input buffer 'memref<4x3xf32, strided<[6, 1]>>' is not contiguous}}
  // expected-note@+1 {{that reshape}}
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<4x3xf32> -> tensor<12xf32>
  // expected-remark@+1 {{copy: the input buffer 'memref<4x3xf32, strided<[6, 1]>>' is not contiguous (as the same reshape before it, which CSE merges with it)}}
  %1 = reshape.static_reshape %c [-1] special_zero = false : tensor<4x3xf32> -> tensor<12xf32>
  return %0, %1 : tensor<12xf32>, tensor<12xf32>
}
