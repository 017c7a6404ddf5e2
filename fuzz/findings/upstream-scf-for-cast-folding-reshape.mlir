// Upstream scf.for canonicalization (ForOpTensorCastFolder) through
// reshape-to-llvm: a loop that reshapes its carried tensor 2x3 -> 3x2 (an
// iteration count known only at run time), with an init cast from a static
// type, is rewritten to carry tensor<2x3xf32>, each yield cast to it; the
// lowering then fails with an internal error ('memref.cast' op operand type
// 'memref<3x2xf32>' and result type 'memref<2x3xf32>' are cast
// incompatible). In upstream-scf-for-cast-folding.mlir the same rewrite
// silently computes wrong shapes. The canonicalize passes of the pipeline
// can leave the pattern out:
//   --canonicalize='disable-patterns={(anonymous namespace)::ForOpTensorCastFolder}'
//   reshape-opt upstream-scf-for-cast-folding-reshape.mlir --reshape-to-llvm
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @count() -> index {
  %c1 = arith.constant 1 : index
  return %c1 : index
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = call @count() : () -> index
  %x = arith.constant dense<[[0., 1., 2.], [3., 4., 5.]]> : tensor<2x3xf32>
  %init = tensor.cast %x : tensor<2x3xf32> to tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> tensor<?x?xf32> {
    %y = reshape.static_reshape %t [3, 2] special_zero = false : tensor<?x?xf32> -> tensor<?x?xf32>
    scf.yield %y : tensor<?x?xf32>
  }
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
