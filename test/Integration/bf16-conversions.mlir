// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// f32 -> bf16 -> f32 as the pipeline expands it: round to nearest even,
// NaN and infinities kept.
#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %x = arith.constant dense<[1.0, 1.00390625, 1.01171875, -3.14159, 0x7F800000, 0xFF800000, 0x7FC00000, 3.4e38]> : tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %b = arith.truncf %a : f32 to bf16
    %f = arith.extf %b : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<8xf32>
  %u = tensor.cast %0 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)

// 1 + 2^-8 is a tie: to the even 1; 1 + 3 * 2^-8 rounds up to 1 + 2^-6;
// 3.4e38 is above the largest bf16 (3.3895e38) by more than half a step.
// CHECK: [1,  1,  1.01562,  -3.14062,  inf,  -inf,  nan,  inf]
