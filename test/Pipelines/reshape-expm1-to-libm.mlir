// RUN: reshape-opt %s --split-input-file --reshape-expm1-to-libm | FileCheck %s

// math.expm1 of f32 and f64 as libm calls (upstream's convert-math-to-llvm
// makes exp(x) - 1, 0 for a tiny x); vectors element by element; f16 and
// bf16 through f32 (libm has neither; an f16 1e-4 gave 0); other math ops
// stay.
// CHECK-DAG: func.func private @expm1f(f32) -> f32
// CHECK-DAG: func.func private @expm1(f64) -> f64
// CHECK-LABEL: func.func @scalars
// CHECK: call @expm1f(%{{.*}}) : (f32) -> f32
// CHECK: call @expm1(%{{.*}}) : (f64) -> f64
// CHECK: math.exp %{{.*}} : f32
// CHECK: %[[WIDE:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK: %[[E:.*]] = call @expm1f(%[[WIDE]]) : (f32) -> f32
// CHECK: arith.truncf %[[E]] : f32 to f16
// CHECK-NOT: math.expm1
func.func @scalars(%x: f32, %y: f64, %h: f16) -> (f32, f64, f32, f16) {
  %0 = math.expm1 %x : f32
  %1 = math.expm1 %y : f64
  %2 = math.exp %x : f32
  %3 = math.expm1 %h : f16
  return %0, %1, %2, %3 : f32, f64, f32, f16
}

// CHECK-LABEL: func.func @vector
// CHECK-COUNT-2: call @expm1f
// CHECK-NOT: math.expm1
func.func @vector(%v: vector<2xf32>) -> vector<2xf32> {
  %0 = math.expm1 %v : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// Without expm1, nothing changes.
// CHECK-LABEL: func.func @none
// CHECK-NOT: call
// CHECK: math.exp
func.func @none(%x: f32) -> f32 {
  %0 = math.exp %x : f32
  return %0 : f32
}
