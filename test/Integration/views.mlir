// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// A reshape of a contiguous buffer is a view: the result's data pointer is
// the input's, for one collapse, a collapse and an expand, a
// dynamic_reshape (memref.reshape) and an unranked input.

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @collapse(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  return %0 : tensor<3x20xf32>
}

func.func private @collapse_expand(%x: tensor<3x4x5xf32>) -> tensor<2x30xf32> {
  %0 = reshape.static_reshape %x [2, 30] special_zero = false : tensor<3x4x5xf32>
  return %0 : tensor<2x30xf32>
}

func.func private @dynamic(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

func.func private @unranked(%x: tensor<*xf32>) -> tensor<6x?xf32> {
  %0 = reshape.static_reshape %x [6, -1] special_zero = false : tensor<*xf32>
  return %0 : tensor<6x?xf32>
}

// Prints 1 when `b` has the data pointer of `a`.
func.func private @print_same(%a: memref<3x4x5xf32>, %b: memref<*xf32>) {
  %pa = memref.extract_aligned_pointer_as_index %a : memref<3x4x5xf32> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<*xf32> -> index
  %same = arith.cmpi eq, %pa, %pb : index
  %v = arith.extui %same : i1 to i64
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x = tensor.generate {
  ^bb0(%i: index, %j: index, %k: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<3x4x5xf32>
  %xb = bufferization.to_buffer %x read_only : tensor<3x4x5xf32> to memref<3x4x5xf32>

  // CHECK: 1
  %r1 = call @collapse(%x) : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
  %u1 = tensor.cast %r1 : tensor<3x20xf32> to tensor<*xf32>
  %b1 = bufferization.to_buffer %u1 read_only : tensor<*xf32> to memref<*xf32>
  call @print_same(%xb, %b1) : (memref<3x4x5xf32>, memref<*xf32>) -> ()

  // CHECK-NEXT: 1
  %r2 = call @collapse_expand(%x) : (tensor<3x4x5xf32>) -> tensor<2x30xf32>
  %u2 = tensor.cast %r2 : tensor<2x30xf32> to tensor<*xf32>
  %b2 = bufferization.to_buffer %u2 read_only : tensor<*xf32> to memref<*xf32>
  call @print_same(%xb, %b2) : (memref<3x4x5xf32>, memref<*xf32>) -> ()

  // CHECK-NEXT: 1
  %s = arith.constant dense<[0, -1]> : tensor<2xi32>
  %r3 = call @dynamic(%x, %s) : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %u3 = tensor.cast %r3 : tensor<?x?xf32> to tensor<*xf32>
  %b3 = bufferization.to_buffer %u3 read_only : tensor<*xf32> to memref<*xf32>
  call @print_same(%xb, %b3) : (memref<3x4x5xf32>, memref<*xf32>) -> ()

  // CHECK-NEXT: 1
  %xu = tensor.cast %x : tensor<3x4x5xf32> to tensor<*xf32>
  %r4 = call @unranked(%xu) : (tensor<*xf32>) -> tensor<6x?xf32>
  %u4 = tensor.cast %r4 : tensor<6x?xf32> to tensor<*xf32>
  %b4 = bufferization.to_buffer %u4 read_only : tensor<*xf32> to memref<*xf32>
  call @print_same(%xb, %b4) : (memref<3x4x5xf32>, memref<*xf32>) -> ()
  return
}
