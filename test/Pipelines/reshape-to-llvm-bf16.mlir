// RUN: reshape-opt %s --reshape-to-llvm | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR

// bf16 <-> f32 conversions leave the pipeline as integer code: LLVM turns
// an fptrunc to bfloat into a call to __truncsfbf2 on a CPU without
// AVX512-BF16, and libgcc 12 has no such function.

// CHECK-LABEL: llvm.func @round_trip
// CHECK-NOT: llvm.fptrunc
// CHECK-NOT: llvm.fpext
// CHECK: llvm.return
// LLVMIR-LABEL: define {{.*}} @round_trip
// LLVMIR-NOT: fptrunc
// LLVMIR-NOT: fpext
// LLVMIR: ret
#id = affine_map<(d0) -> (d0)>
func.func @round_trip(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %b = arith.truncf %a : f32 to bf16
    %f = arith.extf %b : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
