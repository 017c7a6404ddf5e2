// Upstream (MLIR 22.1): One-Shot Bufferize does not take the body of an
// scf.parallel for one that runs again. After CSE the generic in the loop
// writes into the tensor.empty whose buffer holds %a, which it reads: it
// is written in place, and each iteration reads the previous one's
// result (prints -2, -3, -4; differential fuzzer). A silently wrong
// program; scf.for is handled right.
//   mlir-opt upstream-parallel-in-place.mlir --cse --one-shot-bufferize
func.func private @printMemrefF32(tensor<*xf32>)
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%p: f32, %q: f32):
    %m = arith.constant -2.0 : f32
    %s = arith.addf %p, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %e2 = tensor.empty() : tensor<2x2xf32>
    %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x2xf32>) outs(%e2 : tensor<2x2xf32>) {
    ^bb0(%p: f32, %q: f32):
      %m = arith.constant -1.0 : f32
      %s = arith.addf %p, %m : f32
      linalg.yield %s : f32
    } -> tensor<2x2xf32>
    %u = tensor.cast %b : tensor<2x2xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
    scf.reduce
  }
  return
}
