// Upstream (MLIR 22.1, One-Shot Bufferize), found by the differential
// fuzzer: One-Shot does not see that the result of an scf.index_switch
// aliases the buffer a case yields (a view of %v1 here). After CSE both
// linalg.generic ops write into one tensor.empty, and One-Shot lets the
// second write into %v1's buffer in place while the switch's result, read
// later, still views it: a silently wrong program (the copy of the result
// is made after the write). An scf.if in its place is bufferized right.
// Plain mlir-opt shows it:
//   mlir-opt upstream-index-switch-alias.mlir --cse --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// (the second linalg.generic has ins(%alloc) outs(%alloc), and the
// memref.copy of the switch's result comes after it).
// reshape-to-llvm runs reshape-index-switch-to-if before bufferization
// (test/Integration/index-switch-results.mlir).
func.func private @obs(tensor<f32>)
func.func @main(%i: index) {
  %v0 = arith.constant dense<73.> : tensor<f32>
  %e0 = tensor.empty() : tensor<f32>
  %v1 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%v0 : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<f32>
  %r = scf.index_switch %i -> tensor<f32>
  case 0 {
    %c = arith.constant dense<1.0> : tensor<f32>
    scf.yield %c : tensor<f32>
  }
  default {
    %s = tensor.extract_slice %v1[] [] [] : tensor<f32> to tensor<f32>
    scf.yield %s : tensor<f32>
  }
  %e1 = tensor.empty() : tensor<f32>
  %v2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%v1 : tensor<f32>) outs(%e1 : tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.constant -1. : f32
    %s = arith.addf %a, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  call @obs(%r) : (tensor<f32>) -> ()
  call @obs(%v2) : (tensor<f32>) -> ()
  return
}
