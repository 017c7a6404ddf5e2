// RUN: reshape-opt %s --convert-reshape-to-tensor --loop-invariant-code-motion --reshape-to-llvm > %t.mlir
// RUN: %run -e never < %t.mlir | FileCheck %s --check-prefix=NEVER
// RUN: not %run -e once < %t.mlir 2>&1 | FileCheck %s --check-prefix=ONCE
// RUN: reshape-opt %s --convert-reshape-to-tensor=check-mode=assert --canonicalize --loop-invariant-code-motion --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: %run -e never < %t.assert.mlir | FileCheck %s --check-prefix=NEVER

// Upstream passes between convert-reshape-to-tensor and the rest of the
// pipeline: loop-invariant-code-motion hoisted the pure tensor ops of a
// reshape (and the generic that writes its result) out of the loop, above
// the check, which stays: a loop that never runs wrote 10^10 floats into a
// buffer of 60 (a segfault), and one that runs crashed before its check.
// The conversion keeps them together in a check fence.

func.func private @body(%x: tensor<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %y = reshape.static_reshape %x [100000, 100000] special_zero = false : tensor<?xf32> -> tensor<100000x100000xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%y : tensor<100000x100000xf32>) {
    ^bb0(%o: f32):
      %t = arith.addf %o, %o : f32
      linalg.yield %t : f32
    } -> tensor<100000x100000xf32>
    %v = tensor.extract %z[%c0, %c0] : tensor<100000x100000xf32>
    vector.print %v : f32
  }
  return
}

// NEVER: 42
func.func @never() {
  %cst = arith.constant dense<1.0> : tensor<60xf32>
  %x = tensor.cast %cst : tensor<60xf32> to tensor<?xf32>
  %n = arith.constant 0 : index
  call @body(%x, %n) : (tensor<?xf32>, index) -> ()
  %v = arith.constant 42.0 : f32
  vector.print %v : f32
  return
}

// ONCE: licm-after-conversion.mlir:18:10: reshape.static_reshape: R5: volume mismatch: input 60 (60 elements) vs target [100000, 100000] (10000000000 elements)
// ONCE-NOT: 42
func.func @once() {
  %cst = arith.constant dense<1.0> : tensor<60xf32>
  %x = tensor.cast %cst : tensor<60xf32> to tensor<?xf32>
  %n = arith.constant 1 : index
  call @body(%x, %n) : (tensor<?xf32>, index) -> ()
  %v = arith.constant 42.0 : f32
  vector.print %v : f32
  return
}
