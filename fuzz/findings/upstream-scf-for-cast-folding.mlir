// Upstream (MLIR 22, scf.for canonicalization, ForOpTensorCastFolder): a
// tensor.cast of an iter_args init is pulled into the loop even when the
// loop changes the carried shape; the loop then carries tensor<2x2xf32> and
// casts each iteration's (i x i) tensor to it: a wrong program, no error.
// Plain mlir-opt shows it (no reshape op involved). reshape-to-llvm's
// canonicalize leaves the pattern out (test/Integration/
// loop-changing-carried-shape.mlir), and so do the fuzzers' canonicalize
// pre-passes; a user who runs plain --canonicalize first still meets it.
//   mlir-opt upstream-scf-for-cast-folding.mlir --canonicalize
func.func @f(%x: tensor<2x2xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.cast %x : tensor<2x2xf32> to tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> tensor<?x?xf32> {
    %g = tensor.empty(%i, %i) : tensor<?x?xf32>
    scf.yield %g : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}
