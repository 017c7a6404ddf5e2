// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: not %run -e fails < %t.mlir 2>&1 | FileCheck %s --check-prefix=FAILS

// The body of an llvm.func gets the checks the pipeline puts around
// allocations and tensor code, which are scf.if ops: the scf lowering ran
// on func.func only, and a memref.alloc of a runtime size in an llvm.func
// stopped reshape-to-llvm ("'scf.if' is left after the lowering"), as did
// tensor code there (@fails; found by a red-team review). It now runs on
// every scf op of the module. (Tensor code in an llvm.func runs, but its
// buffers are not freed: the ownership-based deallocation works on
// func.func; @main calls one for its tensors, and make leak-check runs it.)

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @g(%x: tensor<?xf32>, %s: tensor<2xi32>) -> index {
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}

// CHECK: 42
// CHECK-NEXT: 3
llvm.func @main() {
  %n = llvm.mlir.constant(5 : index) : i64
  %ni = arith.index_cast %n : i64 to index
  %m = memref.alloc(%ni) : memref<?xi64>
  %c0 = arith.constant 0 : index
  %v = arith.constant 42 : i64
  memref.store %v, %m[%c0] : memref<?xi64>
  %l = memref.load %m[%c0] : memref<?xi64>
  func.call @printI64(%l) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi64>

  %d = func.call @columns() : () -> index
  %i = arith.index_cast %d : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  llvm.return
}

func.func @columns() -> index {
  %x = tensor.empty() : tensor<6xf32>
  %xc = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %s = arith.constant dense<[2, -1]> : tensor<2xi32>
  %d = func.call @g(%xc, %s) : (tensor<?xf32>, tensor<2xi32>) -> index
  return %d : index
}

// FAILS: llvm-func-bodies.mlir:18:8: reshape.dynamic_reshape: R4: -1 cannot be inferred: 6 elements are not divisible by 4
llvm.func @fails() {
  %x = tensor.empty() : tensor<6xf32>
  %xc = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %s = arith.constant dense<[4, -1]> : tensor<2xi32>
  %d = func.call @g(%xc, %s) : (tensor<?xf32>, tensor<2xi32>) -> index
  llvm.return
}
