// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: %run < %t.assert.mlir | FileCheck %s

// Reshapes of tensors without elements, whose other extents are large or
// known only in part (both differential fuzzer findings, MLIR 22.1):
// - a folded reshape of a constant without elements is a constant of type
//   12x4294967295x0; the LLVM translation of its global's dense<> value
//   asked for 12 x 4294967295 constants and aborted out of memory
//   (reshape-uninitialize-empty-globals drops that value);
// - a reshape of a ?x?x?x0x? view collapses a group with a static 0 and `?`
//   extents; upstream's memref.cast folder of memref.collapse_shape gave it
//   a static extent 0, which the collapse_shape verifier refuses, and
//   reshape-to-llvm failed (its canonicalizer leaves that folder out);
// - the same extent in One-Shot Bufferize, below.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print_dims(%t: tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rank = tensor.rank %t : tensor<*xf32>
  scf.for %i = %c0 to %rank step %c1 {
    %d = tensor.dim %t, %i : tensor<*xf32>
    %d64 = arith.index_cast %d : index to i64
    func.call @printI64(%d64) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}

func.func @large_extents() -> tensor<*xf32> {
  %c = arith.constant dense<> : tensor<3x4x1x0xf32>
  %r = reshape.static_reshape %c [12, 4294967295, -1] special_zero = true : tensor<3x4x1x0xf32> -> tensor<12x4294967295x0xf32>
  %u = tensor.cast %r : tensor<12x4294967295x0xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @partly_known(%t: tensor<?x3x4x3xf32>, %a: i8, %b: i8, %c: i8, %d: i8) -> tensor<*xf32> {
  %zero = arith.constant 0 : i8
  %s = tensor.from_elements %a, %b, %c, %zero, %d : tensor<5xi8>
  %0 = reshape.dynamic_reshape %t, %s special_zero = false : tensor<?x3x4x3xf32>, tensor<5xi8> -> tensor<?x?x?x?x?xf32>
  %1 = reshape.static_reshape %0 [-1, 1, 3, 1, 1, 1] special_zero = true : tensor<?x?x?x?x?xf32> -> tensor<?x?x?x1x1x?xf32>
  %u = tensor.cast %1 : tensor<?x?x?x1x1x?xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

// A collapse of a tensor without elements whose group mixes the static 0
// with a `?` extent (canonicalize makes one of a cast from 0x? into a
// collapse of ?x?; differential fuzzer finding): One-Shot Bufferize gave its
// memref.collapse_shape a static 0 extent, which does not verify
// (reshape-zero-element-collapses makes it a tensor.empty).
func.func @collapse_of_empty(%n: index) -> tensor<*xf32> {
  %e = tensor.empty(%n) : tensor<0x?xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<0x?xf32> into tensor<?xf32>
  %u = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @main() {
  // CHECK: 12
  // CHECK-NEXT: 4294967295
  // CHECK-NEXT: 0
  %large = call @large_extents() : () -> tensor<*xf32>
  call @print_dims(%large) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 3
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  %n = arith.constant 0 : index
  %t = tensor.empty(%n) : tensor<?x3x4x3xf32>
  %a = arith.constant 2 : i8
  %b = arith.constant 5 : i8
  %c = arith.constant 7 : i8
  %d = arith.constant 3 : i8
  %p = call @partly_known(%t, %a, %b, %c, %d) : (tensor<?x3x4x3xf32>, i8, i8, i8, i8) -> tensor<*xf32>
  call @print_dims(%p) : (tensor<*xf32>) -> ()
  // CHECK-NEXT: 0
  %k = arith.constant 5 : index
  %q = call @collapse_of_empty(%k) : (index) -> tensor<*xf32>
  call @print_dims(%q) : (tensor<*xf32>) -> ()
  return
}
