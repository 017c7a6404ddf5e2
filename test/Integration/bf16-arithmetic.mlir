// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %cc -O0 -Wno-override-module -c %t.ll -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=SYMBOLS

// Arithmetic on bf16 (a linalg.generic over a reshaped bf16 tensor) runs
// in f32 and rounds to bf16 after each op, as the program says: (a + b) - a
// with a = 1 and b = 2^-8 is 0 (1 + 2^-8 rounds to 1), with b = 2^-7 it is
// 2^-7. The object needs no runtime function for bf16: LLVM lowered an
// fadd of bfloat with a call to __truncsfbf2, which libgcc 12 lacks (found
// by review: such code did not link).

// SYMBOLS-NOT: __truncsfbf2
// SYMBOLS-NOT: __extendbfsf2

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// CHECK: [0,   0.0078125]
// CHECK-NEXT: [0,   0.0078125]
func.func @main() {
  %a = arith.constant dense<1.0> : tensor<4xbf16>
  %b = arith.constant dense<[0.00390625, 0.0078125, 0.00390625, 0.0078125]> : tensor<4xbf16>
  %ra = reshape.static_reshape %a [2, 2] special_zero = false : tensor<4xbf16> -> tensor<2x2xbf16>
  %rb = reshape.static_reshape %b [2, 2] special_zero = false : tensor<4xbf16> -> tensor<2x2xbf16>
  %e = tensor.empty() : tensor<2x2xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%ra, %rb : tensor<2x2xbf16>, tensor<2x2xbf16>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%x: bf16, %y: bf16, %o: f32):
    %s = arith.addf %x, %y : bf16
    %t = arith.subf %s, %x : bf16
    %f = arith.extf %t : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<2x2xf32>
  %u = tensor.cast %d : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
