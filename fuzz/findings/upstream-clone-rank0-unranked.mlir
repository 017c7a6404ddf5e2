// Upstream (MLIR 22, convert-bufferization-to-memref): the clone of a rank-0
// memref to an unranked one (deallocation clones the returned constant) is
// lowered with a memref.dim of the rank-0 memref, which does not verify.
// The generator returns no unranked rank-0 tensor from a function.
//   reshape-opt upstream-clone-rank0-unranked.mlir --reshape-to-llvm
func.func @helper0() -> (tensor<*xf32>) {
  %v0 = arith.constant dense<-5.> : tensor<f32>
  %v1 = tensor.cast %v0 : tensor<f32> to tensor<*xf32>
  return %v1 : tensor<*xf32>
}
