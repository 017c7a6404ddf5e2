// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run -e ok < %t.mlir | FileCheck %s --check-prefix=OK
// RUN: not %run -e bad_padding < %t.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: reshape-opt %s --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: %run -e ok < %t.assert.mlir | FileCheck %s --check-prefix=OK

// A reshape with runtime checks in the body of a tensor.pad: the body gives
// the value of the padding positions, where its target is [3, -1] (valid
// for 6 elements); at the source positions it would be [4, -1]. The
// bufferization of tensor.pad runs the body at every position, and the R4
// check stopped the valid program there (found by review):
// reshape-guard-pad-bodies runs it at the padding positions only.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// The value at [0, 1] of %x reshaped by [3, -1] at padding positions, by
// [rows, -1] at source positions.
func.func private @pad(%src: tensor<?xf32>, %x: tensor<?xf32>, %rows: i64) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %src, %c0 : tensor<?xf32>
  %p = tensor.pad %src low[%c1] high[1] {
  ^bb0(%i: index):
    %first = arith.cmpi uge, %i, %c1 : index
    %end = arith.addi %n, %c1 : index
    %last = arith.cmpi ult, %i, %end : index
    %inside = arith.andi %first, %last : i1
    %three = arith.constant 3 : i64
    %target = arith.select %inside, %rows, %three : i64
    %m1 = arith.constant -1 : i64
    %s = tensor.from_elements %target, %m1 : tensor<2xi64>
    %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi64> -> tensor<?x?xf32>
    %v = tensor.extract %r[%c0, %c1] : tensor<?x?xf32>
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

func.func private @print(%p: tensor<?xf32>) {
  %u = tensor.cast %p : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// OK: data = 
// OK-NEXT: [2,  7,  8,  2]
func.func @ok() {
  %src = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %s = tensor.cast %src : tensor<2xf32> to tensor<?xf32>
  %xc = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %rows = arith.constant 4 : i64
  %p = call @pad(%s, %xc, %rows) : (tensor<?xf32>, tensor<?xf32>, i64) -> tensor<?xf32>
  call @print(%p) : (tensor<?xf32>) -> ()
  return
}

// The check still runs where the body runs: 7 elements by [3, -1].
// BAD: reshape.dynamic_reshape: R4: -1 cannot be inferred: 7 elements are not divisible by 3
func.func @bad_padding() {
  %src = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<7xf32>
  %s = tensor.cast %src : tensor<2xf32> to tensor<?xf32>
  %xc = tensor.cast %x : tensor<7xf32> to tensor<?xf32>
  %rows = arith.constant 7 : i64
  %p = call @pad(%s, %xc, %rows) : (tensor<?xf32>, tensor<?xf32>, i64) -> tensor<?xf32>
  call @print(%p) : (tensor<?xf32>) -> ()
  return
}
