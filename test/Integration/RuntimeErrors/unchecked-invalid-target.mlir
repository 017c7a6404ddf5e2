// RUN: reshape-opt %s --reshape-to-llvm=runtime-checks=false | %run | FileCheck %s

// Without runtime checks an invalid target is undefined behaviour: its
// result dims are unspecified (with checks this program stops on R2). But the shape arithmetic never traps: here
// a second -1 (which only a check would catch) makes the product the
// first -1 spans 2^32 * 2^31 = INT64_MIN, and the shape resolution
// function, which takes a value beside a -1 that is not 0 for positive
// only when a check tested it, divided it by that -1 unclamped (SIGFPE).

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @reshape(%x: tensor<?x?x?xf32>, %s: tensor<3xi64>) -> tensor<?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x?x?xf32>, tensor<3xi64> -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

memref.global "private" @target : memref<3xi64> = dense<[0, -1, -1]>
memref.global "private" @dims : memref<3xindex> = dense<[0, 4294967296, 2147483648]>

func.func @main() {
  %m = memref.get_global @target : memref<3xi64>
  %s = bufferization.to_tensor %m restrict : memref<3xi64> to tensor<3xi64>
  %d = memref.get_global @dims : memref<3xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.load %d[%c0] : memref<3xindex>
  %d1 = memref.load %d[%c1] : memref<3xindex>
  %d2 = memref.load %d[%c2] : memref<3xindex>
  %x = tensor.empty(%d0, %d1, %d2) : tensor<?x?x?xf32>
  %r = call @reshape(%x, %s) : (tensor<?x?x?xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  %e = tensor.dim %r, %c0 : tensor<?x?x?xf32>
  %i = arith.index_cast %e : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  %done = arith.constant 42 : i64
  call @printI64(%done) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: 0
// CHECK-NEXT: 42
