// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// f64 -> bf16 at run time rounds once, to nearest even, as the folder
// (APFloat) does at compile time. Upstream's expansion went through f32
// with two roundings to nearest: 1 + 2^-8 + 2^-30, just above a bf16
// tie, became 1 (red-team review). reshape-expand-bf16 narrows to f32
// rounding to odd first.
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefF32(tensor<*xf32>)

// Each value through a linalg.generic (at run time), against a rounding
// of the exact value (Python fractions): 1 + 2^-8 + 2^-30 -> 1 + 2^-7;
// 1 + 2^-8 (a tie) -> 1; just below it -> 1; the negative of the first;
// 3 * 2^-149 (an f32 subnormal, below the smallest bf16) -> 0; 1e39 (past
// f32) -> inf; 3.3e38; -0.0; 1/3.
// CHECK: [1.00781,  1,  1,  -1.00781,  0,  inf,  3.29649e+38,  -0,  0.333984]
func.func @main() {
  %x = arith.constant dense<[1.0039062509313226, 1.00390625, 1.0039062490686774, -1.0039062509313226, 4.2038954e-45, 1.0e39, 3.3e38, -0.0, 0.3333333333333333]> : tensor<9xf64>
  %e = tensor.empty() : tensor<9xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<9xf64>) outs(%e : tensor<9xf32>) {
  ^bb0(%a: f64, %o: f32):
    %b = arith.truncf %a : f64 to bf16
    %f = arith.extf %b : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<9xf32>
  %u = tensor.cast %0 : tensor<9xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
