// Upstream (MLIR 22, tensor.dim canonicalization, DimOfCastOp): the dim of
// a tensor.cast becomes the dim of the cast's source, also when that source
// has rank 0: a tensor.dim of a tensor<f32>, which the verifier refuses.
// The input verifies (the loop over the unranked tensor's rank runs no
// iteration); only the canonicalization makes it invalid. Reached through
// reshape-to-llvm by a rank-0 reshape result cast to an unranked tensor and
// read dim by dim (red-team review; the fuzzers had not met it).
// reshape-to-llvm's canonicalize leaves the pattern out
// (test/Integration/rank0-dims.mlir), and so do the fuzzers' canonicalize
// pre-passes. Its debug name is "(anonymous namespace)::DimOfCastOp", which
// bufferization.to_buffer's memref.dim pattern shares.
//   mlir-opt upstream-dim-of-cast-rank0.mlir --canonicalize
func.func private @printI64(i64)
func.func @main() {
  %e = tensor.empty() : tensor<f32>
  %u = tensor.cast %e : tensor<f32> to tensor<*xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rank = tensor.rank %u : tensor<*xf32>
  scf.for %i = %c0 to %rank step %c1 {
    %d = tensor.dim %u, %i : tensor<*xf32>
    %d64 = arith.index_cast %d : index to i64
    func.call @printI64(%d64) : (i64) -> ()
  }
  return
}
