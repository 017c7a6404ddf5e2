// Upstream (MLIR 22.1, One-Shot Bufferize), found by the differential
// fuzzer: @h only reads its unranked argument, but One-Shot's alias
// analysis counts it as written (the scf.if merges a view of it with the
// buffer linalg.fill writes), so the call in @main needs a copy of the
// unranked %2, which One-Shot cannot make: "'tensor.cast' op not
// bufferizable under the given constraints: cannot avoid RaW conflict", a
// located refusal the user guide lists. Plain mlir-opt shows it:
//   mlir-opt upstream-unranked-argument-copy.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// The fuzzers take it as a documented refusal (isDocumentedRefusal).
func.func private @obs(tensor<*xf32> {bufferization.access = "read"})
func.func private @h(%a: tensor<*xf32>, %c: i1, %n: index) -> tensor<?xf32> {
  %cst = arith.constant 1.0 : f32
  %r = scf.if %c -> (tensor<?x?xf32>) {
    %e = tensor.empty(%n, %n) : tensor<?x?xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %f : tensor<?x?xf32>
  } else {
    %x = tensor.cast %a : tensor<*xf32> to tensor<?x?xf32>
    scf.yield %x : tensor<?x?xf32>
  }
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @obs(%u) : (tensor<*xf32>) -> ()
  %k = arith.constant dense<-5.0> : tensor<1xf32>
  %kc = tensor.cast %k : tensor<1xf32> to tensor<?xf32>
  return %kc : tensor<?xf32>
}
func.func @main(%c: i1, %n: index) {
  %cst = arith.constant 5.0 : f32
  %0 = tensor.empty() : tensor<3x3xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %2 = tensor.cast %1 : tensor<3x3xf32> to tensor<*xf32>
  %3 = call @h(%2, %c, %n) : (tensor<*xf32>, i1, index) -> tensor<?xf32>
  %4 = tensor.cast %3 : tensor<?xf32> to tensor<*xf32>
  call @obs(%4) : (tensor<*xf32>) -> ()
  return
}
