// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// Reshapes of an unranked buffer in memory space 1. A strided source is
// copied by @__reshape_pack_f32_as1 into a buffer of the default memory
// space, which the view is cast back from; the buffer is freed through the
// default space (reshape-dealloc-default-space). Before, the copy called
// a function typed for the default space, which did not verify, and
// upstream's lowering of the dealloc of a buffer in memory space 1 did not
// verify either (found by review).

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<3x4xf32, 1>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      memref.store %kf, %m[%i, %j] : memref<3x4xf32, 1>
    }
  }

  // Columns 1 and 3: a strided source, copied.
  // CHECK: 6
  // CHECK-NEXT: 1
  // CHECK-NEXT: 3
  // CHECK-NEXT: 5
  // CHECK-NEXT: 7
  // CHECK-NEXT: 9
  // CHECK-NEXT: 11
  %cols = memref.subview %m[0, 1] [3, 2] [1, 2] : memref<3x4xf32, 1> to memref<3x2xf32, strided<[4, 2], offset: 1>, 1>
  %cu = memref.cast %cols : memref<3x2xf32, strided<[4, 2], offset: 1>, 1> to memref<*xf32, 1>
  %ct = bufferization.to_tensor %cu restrict : memref<*xf32, 1> to tensor<*xf32>
  %a = reshape.static_reshape %ct [-1] special_zero = false : tensor<*xf32> -> tensor<?xf32>
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  vector.print %n : index
  scf.for %i = %c0 to %n step %c1 {
    %e = tensor.extract %a[%i] : tensor<?xf32>
    vector.print %e : f32
  }

  // The whole buffer: contiguous, a view. Row 2 of [6, 2]: 4 and 5.
  // CHECK-NEXT: 4
  // CHECK-NEXT: 5
  %wu = memref.cast %m : memref<3x4xf32, 1> to memref<*xf32, 1>
  %wt = bufferization.to_tensor %wu restrict : memref<*xf32, 1> to tensor<*xf32>
  %b = reshape.static_reshape %wt [6, 2] special_zero = false : tensor<*xf32> -> tensor<6x2xf32>
  %c2 = arith.constant 2 : index
  %e0 = tensor.extract %b[%c2, %c0] : tensor<6x2xf32>
  %e1 = tensor.extract %b[%c2, %c1] : tensor<6x2xf32>
  vector.print %e0 : f32
  vector.print %e1 : f32
  return
}
