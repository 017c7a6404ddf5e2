// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: %run < %t.assert.mlir | FileCheck %s

// The dims of a rank-0 reshape result cast to an unranked tensor, read in a
// loop over its rank (which runs no iteration). Upstream's tensor.dim
// canonicalization pattern DimOfCastOp took the dim of the cast's rank-0
// source: a tensor.dim of a tensor<f32>, which the verifier refuses, and
// reshape-to-llvm failed on a valid program (MLIR 22.1; red-team review).
// Its canonicalizer leaves the pattern out (kDisabledUpstreamPatterns).

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %e = tensor.empty() : tensor<1x1xf32>
  %x = tensor.cast %e : tensor<1x1xf32> to tensor<*xf32>
  %r = reshape.static_reshape %x [] special_zero = false : tensor<*xf32> -> tensor<f32>
  %u = tensor.cast %r : tensor<f32> to tensor<*xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rank = tensor.rank %u : tensor<*xf32>
  scf.for %i = %c0 to %rank step %c1 {
    %d = tensor.dim %u, %i : tensor<*xf32>
    %d64 = arith.index_cast %d : index to i64
    func.call @printI64(%d64) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  // The loop prints nothing; then the rank.
  // CHECK-NOT: {{[0-9]}}
  // CHECK: {{^}}0{{$}}
  // CHECK-NOT: {{[0-9]}}
  %rank64 = arith.index_cast %rank : index to i64
  func.call @printI64(%rank64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
