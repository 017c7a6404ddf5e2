// Upstream (MLIR 22.1, One-Shot Bufferize; found by the differential
// fuzzer): a silently wrong program. @h returns its
// argument cast to an unranked tensor; One-Shot's function analysis misses
// that the result aliases the argument, so the second linalg.fill writes in
// place into the buffer %r still views, and @obs(%r) sees 2.0 instead of 1.0.
// With a ranked cast (tensor<2xf32> to tensor<?xf32>) the aliasing is seen
// and the fill gets its own buffer. reshape-to-llvm inherits it: a private
// function that returns a cast of its argument to tensor<*xf32>, whose
// caller writes the argument's buffer in place afterwards. Worked around:
// reshape-copy-unranked-argument-results makes a function the module calls
// return a copy there (test/Integration/unranked-argument-results.mlir).
//   mlir-opt upstream-unranked-result-alias.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
func.func private @obs(tensor<*xf32> {bufferization.access = "read"})
func.func private @h(%a: tensor<f32>) -> tensor<*xf32> {
  %c = tensor.cast %a : tensor<f32> to tensor<*xf32>
  return %c : tensor<*xf32>
}
func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<f32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = call @h(%x) : (tensor<f32>) -> tensor<*xf32>
  %y = linalg.fill ins(%two : f32) outs(%e : tensor<f32>) -> tensor<f32>
  call @obs(%r) : (tensor<*xf32>) -> ()
  %yu = tensor.cast %y : tensor<f32> to tensor<*xf32>
  call @obs(%yu) : (tensor<*xf32>) -> ()
  return
}
