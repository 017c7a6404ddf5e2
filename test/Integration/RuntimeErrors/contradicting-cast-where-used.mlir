// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e after_print < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER-PRINT
// RUN: not %run -e after_print < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=STDOUT
// RUN: not %run -e in_branch < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=IN-BRANCH
// RUN: not %run -e in_branch < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=STDOUT

// STDOUT: 1
// STDOUT-NOT: {{.}}

// A tensor.cast of a reshape result to extents its value contradicts, used
// right after it: the program stops there with R6, at the cast, after what
// ran before it. After a print, the check used to move up to the reshape
// (before the print); in a branch, the cast was not checked and the
// program read the cast's extent 3 for the real 2 (found by review).

memref.global "private" constant @shape : memref<2xi32> = dense<[2, 3]>
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @yes() -> i1 {
  %t = arith.constant true
  return %t : i1
}

// AFTER-PRINT: {{.*}}contradicting-cast-where-used.mlir:[[# @LINE + 9]]:8: reshape.static_reshape: R6: result dim 0 is 2 but the declared type says 3
func.func @after_print() {
  %x = arith.constant dense<1.0> : tensor<6xf32>
  %m = memref.get_global @shape : memref<2xi32>
  %s = bufferization.to_tensor %m restrict : memref<2xi32> to tensor<2xi32>
  %y = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  %c = tensor.cast %y : tensor<?x?xf32> to tensor<3x2xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %c[%c0, %c0] : tensor<3x2xf32>
  %d = tensor.dim %c, %c0 : tensor<3x2xf32>
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  return
}

// IN-BRANCH: {{.*}}contradicting-cast-where-used.mlir:[[# @LINE + 11]]:10: reshape.static_reshape: R6: result dim 0 is 2 but the declared type says 3
func.func @in_branch() {
  %x = arith.constant dense<1.0> : tensor<6xf32>
  %m = memref.get_global @shape : memref<2xi32>
  %s = bufferization.to_tensor %m restrict : memref<2xi32> to tensor<2xi32>
  %y = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  %b = call @yes() : () -> i1
  scf.if %b {
    %c = tensor.cast %y : tensor<?x?xf32> to tensor<3x2xf32>
    %c0 = arith.constant 0 : index
    %d = tensor.dim %c, %c0 : tensor<3x2xf32>
    %i = arith.index_cast %d : index to i64
    func.call @printI64(%i) : (i64) -> ()
  }
  return
}
