// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// An op in an scf.parallel body writes into a tensor.empty that CSE merged
// with one from outside the loop, whose buffer holds the value it reads:
// One-Shot Bufferize (MLIR 22.1) wrote it in place, and each iteration
// read the previous one's result: -2, then -3, then -4 (differential
// fuzzer; plain mlir-opt --cse --one-shot-bufferize shows it).
// reshape-parallel-loops-to-for turns scf.parallel into scf.for first,
// which One-Shot gets right.

// CHECK-COUNT-3: {{\[\[}}-2,   -1],
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
