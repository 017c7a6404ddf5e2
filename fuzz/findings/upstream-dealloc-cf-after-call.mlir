// Upstream (MLIR 22.1, ownership-based deallocation with
// private-function-dynamic-ownership=true, which reshape-to-llvm uses):
// a use after free, mostly a crash (segmentation fault in
// DeallocationState::getMemrefsToRetain), on a cf.cond_br after the result
// of a call of a private function that returns a tensor (or after an
// scf.for that carries one): the pass replaces the call by one with an
// ownership result, and the liveness it computed first still points to
// the old call's results (llvm/llvm-project#119863). Found by review
// (valgrind on the compiler; three differential fuzzer inputs crashed in
// 10-40 % of the runs). Plain mlir-opt shows it:
//   mlir-opt upstream-dealloc-cf-after-call.mlir --one-shot-bufferize=bufferize-function-boundaries --ownership-based-buffer-deallocation=private-function-dynamic-ownership=true
// (with =false it does not crash).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @cond() -> i1
func.func private @callee(%n: index, %v: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
func.func @main() {
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %t = call @callee(%c4, %one) : (index, f32) -> tensor<?xf32>
  %cmp = call @cond() : () -> i1
  cf.cond_br %cmp, ^bb1, ^bb2
^bb1:
  %u1 = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  cf.br ^bb2
^bb2:
  %s = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %u = tensor.cast %s : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
