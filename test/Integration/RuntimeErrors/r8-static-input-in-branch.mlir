// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e two_values < %t.mlir 2>&1 | FileCheck %s
// RUN: not %run -e four_values < %t.mlir 2>&1 | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: not --crash stdbuf -oL %run -e two_values < %t.assert.mlir 2>/dev/null | FileCheck %s
// RUN: not --crash stdbuf -oL %run -e four_values < %t.assert.mlir 2>/dev/null | FileCheck %s

// A static input of 2^64 elements (never allocated: a view of one element
// with zero strides; a tensor.empty was, with a size that wrapped, which
// reshape-check-allocation-sizes now stops at) reshaped
// by a runtime target without -1 breaks R8 on the input's element count.
// The rules knew at compile time that the branch of a target with a -1
// always fails (the product of the dims it spans overflows, without a
// special_zero copy) and took that for a failure of every target: the
// branch without -1 got no check. A target of 4 values printed [0, 0, 0,
// 0] and exited 0 (in assert mode: any dims); of 2 values, the shape
// resolution function flagged the failure and its report function found
// none, and trapped without a message.

func.func private @printI64(i64)
func.func private @printNewline()

memref.global "private" @two : memref<2xi64> = dense<[3, 5]>
memref.global "private" @four : memref<4xi64> = dense<[3, 5, 1, 1]>
memref.global "private" @one : memref<1xf32> = dense<[1.0]>

func.func @two_values() {
  %m = memref.get_global @two : memref<2xi64>
  %s = bufferization.to_tensor %m restrict : memref<2xi64> to tensor<2xi64>
  %g = memref.get_global @one : memref<1xf32>
  %v = memref.reinterpret_cast %g to offset: [0], sizes: [4294967296, 4294967296], strides: [0, 0] : memref<1xf32> to memref<4294967296x4294967296xf32, strided<[0, 0]>>
  %x = bufferization.to_tensor %v restrict : memref<4294967296x4294967296xf32, strided<[0, 0]>> to tensor<4294967296x4294967296xf32>
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<4294967296x4294967296xf32>, tensor<2xi64> -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?x?xf32>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @four_values() {
  %m = memref.get_global @four : memref<4xi64>
  %s = bufferization.to_tensor %m restrict : memref<4xi64> to tensor<4xi64>
  %g = memref.get_global @one : memref<1xf32>
  %v = memref.reinterpret_cast %g to offset: [0], sizes: [4294967296, 4294967296], strides: [0, 0] : memref<1xf32> to memref<4294967296x4294967296xf32, strided<[0, 0]>>
  %x = bufferization.to_tensor %v restrict : memref<4294967296x4294967296xf32, strided<[0, 0]>> to tensor<4294967296x4294967296xf32>
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<4294967296x4294967296xf32>, tensor<4xi64> -> tensor<?x?x?x?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?x?x?x?xf32>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: reshape.dynamic_reshape: R8: the element count of the input 4294967296x4294967296 overflows 64 bits
// CHECK-NOT: {{.}}
