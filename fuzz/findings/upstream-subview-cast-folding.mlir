// Upstream (MLIR 22, memref.subview canonicalization,
// SubViewOpMemRefCastFolder): a memref.cast folded into a subview keeps the
// subview's static sizes whatever the static source it folds in: here a
// subview of 4 elements of a cast of a 1-element buffer becomes a subview
// of memref<1xf32>, which the verifier refuses ("slice along dimension 0
// runs out-of-bounds: 3 >= 1"). The input verifies; only the folding makes
// it invalid. What reaches it through our pipeline is the code after a
// check that always fails (a declared extent of 4 for a reshape of a buffer
// that folding after bufferization finds to hold 1 element; red-team
// review). reshape-to-llvm's canonicalize leaves the pattern out
// (test/Integration/RuntimeErrors/subview-after-failing-check.mlir), and so
// do the fuzzers' canonicalize pre-passes. Its debug name is
// "(anonymous namespace)::SubViewOpMemRefCastFolder": disable-patterns
// does not match the bare name.
//   mlir-opt upstream-subview-cast-folding.mlir --canonicalize
func.func @f(%m: memref<1xf32>) -> memref<4xf32, strided<[1]>> {
  %c = memref.cast %m : memref<1xf32> to memref<?xf32>
  %s = memref.subview %c[0] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
  return %s : memref<4xf32, strided<[1]>>
}
