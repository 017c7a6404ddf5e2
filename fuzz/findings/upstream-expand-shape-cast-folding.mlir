// Upstream (MLIR 22, memref.expand_shape canonicalization,
// ExpandShapeOpMemRefCastFolder): a memref.cast folded into an expand makes
// its output shape static from constant output_shape operands without
// looking at the static source it folds in: here the alloc of 1 element
// (its size a constant) and an output extent 1 / 27 = 0 become an expand of
// memref<1xf32> into memref<3x0x3x3xf32>, which the verifier refuses
// ("collapsed dim size (1) must equal reassociation group size (0)").
// The input verifies; only the folding makes it invalid. What reaches it
// through our pipeline is the code after a check that always fails, once
// folding knows the extents (differential fuzzer). reshape-to-llvm's
// canonicalize leaves the pattern out
// (test/Integration/RuntimeErrors/expand-after-failing-check.mlir), and so
// do the fuzzers' canonicalize pre-passes.
//   mlir-opt upstream-expand-shape-cast-folding.mlir --canonicalize
func.func @f() -> memref<3x?x3x3xf32> {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%c1) : memref<?xf32>
  %c27 = arith.constant 27 : index
  %q = arith.divsi %c1, %c27 : index
  %e = memref.expand_shape %a [[0, 1, 2, 3]] output_shape [3, %q, 3, 3] : memref<?xf32> into memref<3x?x3x3xf32>
  return %e : memref<3x?x3x3xf32>
}
