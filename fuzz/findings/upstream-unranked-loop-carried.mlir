// Upstream (MLIR 22, One-Shot Bufferize): a loop that carries an unranked
// tensor needs a copy of it, which One-Shot Bufferize cannot make for an
// unranked tensor: "'tensor.cast' op not bufferizable under the given
// constraints: cannot avoid RaW conflict", a located refusal that the user
// guide does not list. The generator's loops carry ranked tensors.
//   reshape-opt upstream-unranked-loop-carried.mlir --reshape-to-llvm
func.func private @use(tensor<*xf32> {bufferization.access = "read"})
func.func @main(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant dense<1.0> : tensor<2x3xf32>
  %u = tensor.cast %x : tensor<2x3xf32> to tensor<*xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %u) -> tensor<*xf32> {
    %s = reshape.static_reshape %t [-1] special_zero = false : tensor<*xf32> -> tensor<?xf32>
    %v = tensor.cast %s : tensor<?xf32> to tensor<*xf32>
    scf.yield %v : tensor<*xf32>
  }
  func.call @use(%r) : (tensor<*xf32>) -> ()
  func.call @use(%u) : (tensor<*xf32>) -> ()
  return
}
