// Upstream (MLIR 22.1, One-Shot Bufferize), found by review: a function
// returns one value twice, and the caller writes one of the two results
// (a linalg.fill into it). One-Shot does not see that the two results are
// one buffer: it fills in place, and the other result, read later, is
// filled too (the program prints -1 twice; tensor semantics say 1 for the
// second). Plain mlir-opt shows it:
//   mlir-opt upstream-duplicate-results.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// (linalg.fill ... outs(%0#0), then a read of %0#1). Duplicates yielded
// by scf.if and scf.for are handled right.
// reshape-to-llvm runs reshape-copy-aliasing-results before One-Shot
// Bufferize: a function the module calls returns a copy of each result that
// views what an earlier one does (test/Integration/aliasing-results.mlir).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @two(%t: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  return %t, %t : tensor<6xf32>, tensor<6xf32>
}
func.func @main() {
  %e = tensor.empty() : tensor<6xf32>
  %one = arith.constant 1.0 : f32
  %g = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r:2 = call @two(%g) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
  %z = arith.constant -1.0 : f32
  %f0 = linalg.fill ins(%z : f32) outs(%r#0 : tensor<6xf32>) -> tensor<6xf32>
  %u0 = tensor.cast %f0 : tensor<6xf32> to tensor<*xf32>
  %u1 = tensor.cast %r#1 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}
