// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %cc -O0 -Wno-override-module -S %t.ll -o - | FileCheck %s --check-prefix=ASM

// Integers to bf16 at run time round once, to nearest even, as the folder
// (APFloat) does at compile time. LLVM converted them to f32 and called
// __truncsfbf2 for the rest on a CPU without AVX512-BF16 (a oneDNN
// TypeCast of s8 to bf16 did not link in reshape-run's JIT: graph fuzzer),
// and rounded twice: 2^24 + 2^16 + 1 became 2^24, not 2^24 + 2^17.
// reshape-expand-bf16 converts through an exact f32 (up to 24 bits) or f64
// (up to 53), past that through a magnitude rounded to odd at 53 bits.
// Each line holds the bf16 bits of the values of one type, in the order
// written below, rounded from the exact integers (Python): i8, ui8, i16,
// ui16, i32, ui32, i64, ui64 (a ui constant is written as its signed
// bits). Among them, values just above a bf16 tie (2^24 + 2^16 + 1,
// 2^62 + 2^54 + 1, 2^63 + 2^55 + 1 unsigned: up), ties (2^62 + 2^54: to
// even), the extremes (-2^63, 2^64 - 1: 2^64).
// CHECK: [49920,  17150,  49024,  0,  17096]
// CHECK: [17279,  17152,  16256,  0,  17278]
// CHECK: [18176,  50944,  17280,  17282,  50050,  18175]
// CHECK: [18304,  17280,  17282,  18176]
// CHECK: [19329,  52865,  19328,  52992,  20224,  19329]
// CHECK: [20352,  20225,  20224,  20226]
// CHECK: [24193,  56961,  24192,  57088,  24320,  23169,  23168,  23040,  23040,  49216,  20536]
// CHECK: [24448,  24321,  24320,  24320,  23041,  16608]

// No libcall is left for a baseline x86-64 (clang without -march).
// ASM-LABEL: main:
// ASM-NOT: __truncsfbf2
// ASM-NOT: __float
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %x0 = arith.constant dense<[-128, 127, -1, 0, 100]> : tensor<5xi8>
  %e0 = tensor.empty() : tensor<5xi64>
  %g0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x0 : tensor<5xi8>) outs(%e0 : tensor<5xi64>) {
  ^bb0(%a: i8, %o: i64):
    %b = arith.sitofp %a : i8 to bf16
    %i = arith.bitcast %b : bf16 to i16
    %w = arith.extui %i : i16 to i64
    linalg.yield %w : i64
  } -> tensor<5xi64>
  %u0 = tensor.cast %g0 : tensor<5xi64> to tensor<*xi64>
  call @printMemrefI64(%u0) : (tensor<*xi64>) -> ()
  %x1 = arith.constant dense<[-1, -128, 1, 0, -2]> : tensor<5xi8>
  %e1 = tensor.empty() : tensor<5xi64>
  %g1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x1 : tensor<5xi8>) outs(%e1 : tensor<5xi64>) {
  ^bb0(%a: i8, %o: i64):
    %b = arith.uitofp %a : i8 to bf16
    %i = arith.bitcast %b : bf16 to i16
    %w = arith.extui %i : i16 to i64
    linalg.yield %w : i64
  } -> tensor<5xi64>
  %u1 = tensor.cast %g1 : tensor<5xi64> to tensor<*xi64>
  call @printMemrefI64(%u1) : (tensor<*xi64>) -> ()
  %x2 = arith.constant dense<[32767, -32768, 257, 259, -259, 32639]> : tensor<6xi16>
  %e2 = tensor.empty() : tensor<6xi64>
  %g2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x2 : tensor<6xi16>) outs(%e2 : tensor<6xi64>) {
  ^bb0(%a: i16, %o: i64):
    %b = arith.sitofp %a : i16 to bf16
    %i = arith.bitcast %b : bf16 to i16
    %w = arith.extui %i : i16 to i64
    linalg.yield %w : i64
  } -> tensor<6xi64>
  %u2 = tensor.cast %g2 : tensor<6xi64> to tensor<*xi64>
  call @printMemrefI64(%u2) : (tensor<*xi64>) -> ()
  %x3 = arith.constant dense<[-1, 257, 259, -32640]> : tensor<4xi16>
  %e3 = tensor.empty() : tensor<4xi64>
  %g3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x3 : tensor<4xi16>) outs(%e3 : tensor<4xi64>) {
  ^bb0(%a: i16, %o: i64):
    %b = arith.uitofp %a : i16 to bf16
    %i = arith.bitcast %b : bf16 to i16
    %w = arith.extui %i : i16 to i64
    linalg.yield %w : i64
  } -> tensor<4xi64>
  %u3 = tensor.cast %g3 : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u3) : (tensor<*xi64>) -> ()
  %x4 = arith.constant dense<[16842753, -1077936129, 16842752, -2147483648, 2147483647, 16875520]> : tensor<6xi32>
  %e4 = tensor.empty() : tensor<6xi64>
  %g4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x4 : tensor<6xi32>) outs(%e4 : tensor<6xi64>) {
  ^bb0(%a: i32, %o: i64):
    %b = arith.sitofp %a : i32 to bf16
    %i = arith.bitcast %b : bf16 to i16
    %w = arith.extui %i : i16 to i64
    linalg.yield %w : i64
  } -> tensor<6xi64>
  %u4 = tensor.cast %g4 : tensor<6xi64> to tensor<*xi64>
  call @printMemrefI64(%u4) : (tensor<*xi64>) -> ()
  %x5 = arith.constant dense<[-1, -2139095039, -2139095040, -2122317824]> : tensor<4xi32>
  %e5 = tensor.empty() : tensor<4xi64>
  %g5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x5 : tensor<4xi32>) outs(%e5 : tensor<4xi64>) {
  ^bb0(%a: i32, %o: i64):
    %b = arith.uitofp %a : i32 to bf16
    %i = arith.bitcast %b : bf16 to i16
    %w = arith.extui %i : i16 to i64
    linalg.yield %w : i64
  } -> tensor<4xi64>
  %u5 = tensor.cast %g5 : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u5) : (tensor<*xi64>) -> ()
  %x6 = arith.constant dense<[4629700416936869889, -4629700416936869889, 4629700416936869888, -9223372036854775808, 9223372036854775807, 18084767253659649, 18084767253659648, 9007199254740993, 9007199254740991, -3, 12345678901]> : tensor<11xi64>
  %e6 = tensor.empty() : tensor<11xi64>
  %g6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x6 : tensor<11xi64>) outs(%e6 : tensor<11xi64>) {
  ^bb0(%a: i64, %o: i64):
    %b = arith.sitofp %a : i64 to bf16
    %i = arith.bitcast %b : bf16 to i16
    %w = arith.extui %i : i16 to i64
    linalg.yield %w : i64
  } -> tensor<11xi64>
  %u6 = tensor.cast %g6 : tensor<11xi64> to tensor<*xi64>
  call @printMemrefI64(%u6) : (tensor<*xi64>) -> ()
  %x7 = arith.constant dense<[-1, -9187343239835811839, -9187343239835811840, -9223372036854775808, 9042383626829825, 7]> : tensor<6xi64>
  %e7 = tensor.empty() : tensor<6xi64>
  %g7 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x7 : tensor<6xi64>) outs(%e7 : tensor<6xi64>) {
  ^bb0(%a: i64, %o: i64):
    %b = arith.uitofp %a : i64 to bf16
    %i = arith.bitcast %b : bf16 to i16
    %w = arith.extui %i : i16 to i64
    linalg.yield %w : i64
  } -> tensor<6xi64>
  %u7 = tensor.cast %g7 : tensor<6xi64> to tensor<*xi64>
  call @printMemrefI64(%u7) : (tensor<*xi64>) -> ()
  return
}
