// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %cc -O0 -Wno-override-module -S %t.ll -o - | FileCheck %s --check-prefix=ASM

// Math on bf16 runs in f32, between an extf and a truncf that
// reshape-expand-bf16 makes integer code (upstream's
// math-extend-to-supported-types). LLVM promoted an intrinsic on bfloat
// (llvm.tanh.bf16) to float and called __truncsfbf2 for its result on a CPU
// without AVX512-BF16, which libgcc 12 lacks: reshape-run's JIT did not
// find it, and an object did not link. Each row holds tanh, sqrt(|x|),
// exp and erf of one input, rounded to bf16 from the exact values (Python):
// CHECK: [0.462891,   0.707031,   1.64844,   0.519531]
// CHECK: [0.964844,   1.41406,   7.375,   0.996094]
// CHECK: [-0.847656,   1.11719,   0.287109,   -0.921875]
// CHECK: [0.996094,   1.73438,   20.125,   1]

// No libcall to bf16 is left for a baseline x86-64 (clang without -march),
// at -O0 too (LLVM's x86 backend called __truncsfbf2 to pass a bfloat
// value from block to block until reshape-bf16-values-as-i16 passed the
// bits).
// ASM-LABEL: main:
// ASM-NOT: __truncsfbf2
// ASM: tanhf
// ASM-NOT: __truncsfbf2

#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[0.5, 2.0, -1.25, 3.0]> : tensor<4xbf16>
  %e = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4xbf16>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %j = linalg.index 1 : index
    %t = math.tanh %a : bf16
    %abs = math.absf %a : bf16
    %s = math.sqrt %abs : bf16
    %x1 = math.exp %a : bf16
    %er = math.erf %a : bf16
    %r = scf.index_switch %j -> bf16
    case 0 { scf.yield %t : bf16 }
    case 1 { scf.yield %s : bf16 }
    case 2 { scf.yield %x1 : bf16 }
    default { scf.yield %er : bf16 }
    %f = arith.extf %r : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<4x4xf32>
  %u = tensor.cast %0 : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
