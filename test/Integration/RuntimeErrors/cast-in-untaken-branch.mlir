// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e dynamic_reshape < %t.mlir 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not %run -e static_reshape < %t.mlir 2>&1 | FileCheck %s --check-prefix=STATIC

// The only more static cast of an invalid reshape is in a branch that does
// not run: canonicalize moved the reshape (and its checks) into the branch,
// and the program printed 1 and exited 0.

memref.global "private" constant @shape : memref<2xi32> = dense<[-2, -30]>
func.func private @printI64(i64)
func.func private @never() -> i1 {
  %f = arith.constant false
  return %f : i1
}

func.func @dynamic_reshape() {
  %m = memref.get_global @shape : memref<2xi32>
  %s = bufferization.to_tensor %m restrict : memref<2xi32> to tensor<2xi32>
  %e = tensor.empty() : tensor<60xf32>
  %r = reshape.dynamic_reshape %e, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %c = call @never() : () -> i1
  scf.if %c {
    %k = tensor.cast %r : tensor<?x?xf32> to tensor<4x15xf32>
    %c0 = arith.constant 0 : index
    %d = tensor.dim %k, %c0 : tensor<4x15xf32>
    %i = arith.index_cast %d : index to i64
    func.call @printI64(%i) : (i64) -> ()
  }
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  return
}
// DYNAMIC: reshape.dynamic_reshape: R2: shape value -2 at index 0 is less than -1
// DYNAMIC-NOT: {{.}}

func.func private @three() -> index {
  %c3 = arith.constant 3 : index
  return %c3 : index
}

func.func @static_reshape() {
  %n = call @three() : () -> index
  %e = tensor.empty(%n) : tensor<?x4x5xf32>
  %r = reshape.static_reshape %e [7, -1] special_zero = false : tensor<?x4x5xf32> -> tensor<7x?xf32>
  %c = call @never() : () -> i1
  scf.if %c {
    %k = tensor.cast %r : tensor<7x?xf32> to tensor<7x9xf32>
    %c0 = arith.constant 0 : index
    %d = tensor.dim %k, %c0 : tensor<7x9xf32>
    %i = arith.index_cast %d : index to i64
    func.call @printI64(%i) : (i64) -> ()
  }
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  return
}
// STATIC: reshape.static_reshape: R4: -1 cannot be inferred: 60 elements are not divisible by 7
// STATIC-NOT: {{.}}
