// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e declared_extent < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=DECLARED
// RUN: not %run -e declared_extent < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=DECLARED-ERROR
// RUN: not %run -e zero_elements < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=ZERO
// RUN: not %run -e zero_elements < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=ZERO-ERROR

// A use of a reshape's input before the reshape's check fails sees the
// input as it is. The lowering typed the result of a reshape that moves no
// data (`[0]` with special_zero, declared `tensor<3xf32>`; a target of no
// elements) with a tensor.cast of the input to the more static type, and
// upstream's canonicalization took that cast for a fact about the input
// everywhere: it made the tensor.empty and linalg.fill that produce the
// input static, and the print before the check showed 3 (or 0) of the 5
// elements (differential fuzzer). Such a result is a tensor.extract_slice
// of the whole input now.

memref.global "private" constant @five : memref<index> = dense<5>
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// DECLARED: sizes = [5]
// DECLARED-NEXT: [1,  1,  1,  1,  1]
// DECLARED-NOT: {{.}}
// DECLARED-ERROR: {{.*}}uses-before-failing-check.mlir:[[# @LINE + 9]]:8: reshape.static_reshape: R6: result dim 0 is 5 but the declared type says 3
func.func @declared_extent() {
  %m = memref.get_global @five : memref<index>
  %n = memref.load %m[] : memref<index>
  %e = tensor.empty(%n) : tensor<?xf32>
  %one = arith.constant 1.0 : f32
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %x : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %r = reshape.static_reshape %x [0] special_zero = true : tensor<?xf32> -> tensor<3xf32>
  %ur = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  return
}

// ZERO: sizes = [5]
// ZERO-NEXT: [1,  1,  1,  1,  1]
// ZERO-NOT: {{.}}
// ZERO-ERROR: {{.*}}uses-before-failing-check.mlir:[[# @LINE + 9]]:8: reshape.static_reshape: R5: volume mismatch: input 5 (5 elements) vs target [0] (0 elements)
func.func @zero_elements() {
  %m = memref.get_global @five : memref<index>
  %n = memref.load %m[] : memref<index>
  %e = tensor.empty(%n) : tensor<?xf32>
  %one = arith.constant 1.0 : f32
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %x : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %r = reshape.static_reshape %x [0] special_zero = false : tensor<?xf32> -> tensor<0xf32>
  %ur = tensor.cast %r : tensor<0xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  return
}
