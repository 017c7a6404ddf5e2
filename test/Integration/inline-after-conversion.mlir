// RUN: reshape-opt %s --convert-reshape-to-tensor --inline --loop-invariant-code-motion --reshape-to-llvm > %t.mlir
// RUN: %run -e never < %t.mlir | FileCheck %s --check-prefix=NEVER
// RUN: not %run -e once < %t.mlir 2>&1 | FileCheck %s --check-prefix=ONCE

// A reshape in a function without a loop, inlined into a loop after the
// conversion: when only reshapes already in a loop were fenced,
// loop-invariant-code-motion then hoisted its tensor ops and the generic
// writing their result above the check (red-team review): a segfault,
// or heap corruption. Every checked reshape has its fence.

func.func private @body(%x: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %y = reshape.static_reshape %x [100000, 100000] special_zero = false : tensor<?xf32> -> tensor<100000x100000xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%y : tensor<100000x100000xf32>) {
  ^bb0(%o: f32):
    %t = arith.addf %o, %o : f32
    linalg.yield %t : f32
  } -> tensor<100000x100000xf32>
  %v = tensor.extract %z[%c0, %c0] : tensor<100000x100000xf32>
  vector.print %v : f32
  return
}

// The trip count goes through memory, so that nothing folds the loop.
func.func private @loop(%n0: index) {
  %cst = arith.constant dense<1.0> : tensor<60xf32>
  %x = tensor.cast %cst : tensor<60xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<index>
  memref.store %n0, %m[] : memref<index>
  %n = memref.load %m[] : memref<index>
  scf.for %i = %c0 to %n step %c1 {
    func.call @body(%x) : (tensor<?xf32>) -> ()
  }
  %v = arith.constant 42.0 : f32
  vector.print %v : f32
  return
}

// NEVER: 42
func.func @never() {
  %c0 = arith.constant 0 : index
  call @loop(%c0) : (index) -> ()
  return
}

// ONCE: inline-after-conversion.mlir:13:8: reshape.static_reshape: R5: volume mismatch: input 60 (60 elements) vs target [100000, 100000] (10000000000 elements)
// ONCE-NOT: 42
func.func @once() {
  %c1 = arith.constant 1 : index
  call @loop(%c1) : (index) -> ()
  return
}
