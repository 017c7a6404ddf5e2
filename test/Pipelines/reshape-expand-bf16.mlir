// RUN: reshape-opt %s --split-input-file --reshape-expand-bf16 | FileCheck %s
// RUN: reshape-opt %s --split-input-file --reshape-to-llvm | FileCheck %s --check-prefix=PIPELINE

// bf16 <-> f32 conversions become integer code; nothing else changes (the
// rest of arith-expand, e.g. maxnumf, is left to the LLVM conversion). On a
// CPU without AVX512-BF16, LLVM turns an fptrunc to bfloat into a call to
// __truncsfbf2, which libgcc 12 does not have.

// CHECK-LABEL: func.func @round_trip_success
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.shrui
// CHECK: arith.trunci %{{.*}} : i32 to i16
// CHECK: arith.bitcast %{{.*}} : i16 to bf16
// CHECK: arith.bitcast %{{.*}} : bf16 to i16
// CHECK: arith.extui %{{.*}} : i16 to i32
// CHECK: arith.shli
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// PIPELINE-LABEL: llvm.func @round_trip_success
// PIPELINE-NOT: llvm.fptrunc
// PIPELINE-NOT: llvm.fpext
// PIPELINE: llvm.return
func.func @round_trip_success(%a: f32) -> f32 {
  %b = arith.truncf %a : f32 to bf16
  %f = arith.extf %b : bf16 to f32
  return %f : f32
}

// -----

// CHECK-LABEL: func.func @other_types_inapplicable
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.maxnumf
// PIPELINE-LABEL: llvm.func @other_types_inapplicable
// PIPELINE: llvm.intr.maxnum
func.func @other_types_inapplicable(%a: f32) -> f32 {
  %h = arith.truncf %a : f32 to f16
  %f = arith.extf %h : f16 to f32
  %m = arith.maxnumf %f, %a : f32
  return %m : f32
}
