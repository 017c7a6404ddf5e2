// RUN: reshape-opt %s --loop-invariant-code-motion --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: reshape-opt %s --loop-invariant-code-motion --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: %run < %t.assert.mlir | FileCheck %s

// tensor.cast is pure: --loop-invariant-code-motion hoists a cast (and the
// casts after it) out of a loop that may not run. A cast whose type the
// data does not have is undefined behaviour only where its value is used,
// so a program whose loop runs zero times is valid and must run to the
// end. Found by review: the hoisted cast of a reshape result was folded
// into the reshape (an R6 check of 2x3 on a 3x2 result), and a hoisted
// contradicting cast chain stopped the program where the cast was.

// CHECK: 42
// CHECK-NOT: R6
// CHECK-NOT: cannot have the type

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

memref.global "private" @values : memref<4xi64> = dense<[0, 1, 2, 3]>

// An index the compiler cannot see (a load from a global that is not
// constant).
func.func private @opaque(%i: index) -> index {
  %m = memref.get_global @values : memref<4xi64>
  %v = memref.load %m[%i] : memref<4xi64>
  %r = arith.index_cast %v : i64 to index
  return %r : index
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = func.call @opaque(%c3) : (index) -> index
  %b = func.call @opaque(%c2) : (index) -> index
  %n = func.call @opaque(%c0) : (index) -> index
  %ai = arith.index_cast %a : index to i64
  %bi = arith.index_cast %b : index to i64
  // A valid reshape to 3x2, whose result a loop that runs zero times casts
  // to 2x3.
  %s = tensor.from_elements %ai, %bi : tensor<2xi64>
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3xf32>, tensor<2xi64> -> tensor<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %k = tensor.cast %r : tensor<?x?xf32> to tensor<2x3xf32>
    %u = tensor.cast %k : tensor<2x3xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  // A cast chain that contradicts itself, in the same loop.
  %d = tensor.cast %x : tensor<2x3xf32> to tensor<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %e = tensor.cast %d : tensor<?x?xf32> to tensor<?x7xf32>
    %u = tensor.cast %e : tensor<?x7xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  %ok = arith.constant 42 : i64
  func.call @printI64(%ok) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
