// reshape-to-llvm: the lowered code calls memrefCopy (a function of
// libmlir_c_runner_utils, not of libc, which the user guide promises is the
// only runtime library). @identity is public and called: it returns a buffer
// it does not own (its argument), which deallocation clones; an unranked
// clone is lowered to memref.copy of unranked memrefs, hence memrefCopy.
//   reshape-opt memref-copy-call.mlir --reshape-to-llvm | grep memrefCopy
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func @identity(%a: tensor<*xf32>) -> tensor<*xf32> {
  return %a : tensor<*xf32>
}
func.func @main() {
  %x = arith.constant dense<[1., 2.]> : tensor<2xf32>
  %u = tensor.cast %x : tensor<2xf32> to tensor<*xf32>
  %r = call @identity(%u) : (tensor<*xf32>) -> tensor<*xf32>
  call @printMemrefF32(%r) : (tensor<*xf32>) -> ()
  return
}
