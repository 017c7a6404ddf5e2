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

// -----

// From f64: to f32 rounding to odd (the nearest, one unit toward zero when
// it rounded away, the last bit set when inexact), then to bf16 as from
// f32: one rounding in all (two to nearest rounded 1 + 2^-8 + 2^-30 to 1).
// CHECK-LABEL: func.func @from_f64_success
// CHECK: %[[N:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.extf %[[N]] : f32 to f64
// CHECK: arith.cmpf one
// CHECK: %[[B:.*]] = arith.bitcast %[[N]] : f32 to i32
// CHECK: arith.subi %[[B]]
// CHECK: arith.ori
// CHECK: %[[O:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.bitcast %[[O]] : f32 to i32
// CHECK-NOT: arith.truncf
// CHECK: return
// PIPELINE-LABEL: llvm.func @from_f64_success
func.func @from_f64_success(%a: f64) -> bf16 {
  %b = arith.truncf %a : f64 to bf16
  return %b : bf16
}

// -----

// Arithmetic on bf16 runs in f32, rounded back after each op (exact: f32
// has more than twice bf16's precision); LLVM lowered an fadd of bfloat
// through f32 too, with a call to __truncsfbf2 (found by review: such code
// did not link with libgcc 12). Vectors the same.
// The sum is rounded to bf16 before the product (upstream's emulation
// marks its conversions `contract`, and the folder dropped the rounding).
// CHECK-LABEL: func.func @arithmetic
// CHECK-NOT: arith.extf
// CHECK: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: arith.bitcast %[[SUM]] : f32 to i32
// CHECK: %[[ROUNDED:.*]] = arith.bitcast %{{.*}} : i16 to bf16
// CHECK: arith.bitcast %[[ROUNDED]] : bf16 to i16
// CHECK: %[[WIDE:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.mulf %[[WIDE]], %{{.*}} : f32
// CHECK: arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-NOT: arith.truncf
// PIPELINE-LABEL: llvm.func @arithmetic
// PIPELINE-NOT: llvm.fptrunc
// PIPELINE-NOT: llvm.fpext
// PIPELINE-NOT: {{llvm.fadd|llvm.fmul|llvm.fcmp}} {{.*}}bf16
// PIPELINE: llvm.return
func.func @arithmetic(%a: bf16, %b: bf16, %v: vector<4xbf16>) -> (bf16, i1, vector<4xbf16>) {
  %s = arith.addf %a, %b : bf16
  %p = arith.mulf %s, %b : bf16
  %c = arith.cmpf olt, %p, %a : bf16
  %w = arith.addf %v, %v : vector<4xbf16>
  return %p, %c, %w : bf16, i1, vector<4xbf16>
}

// -----

// Integers to bf16 round once: through an exact f32 (up to 24 bits) or
// f64 (up to 53 bits), then the truncf expansion (through f32 the value of
// an i32 was rounded twice: 2^24 + 2^16 + 1 became 2^24, not 2^24 + 2^17;
// found by review; and LLVM called __truncsfbf2 for the rest). bf16 to an
// integer stays: LLVM extends bf16 with a shift.
// CHECK-LABEL: func.func @integer_conversions
// CHECK-NOT: {{(itofp|truncf).*to bf16}}
// CHECK: arith.sitofp %{{.*}} : i8 to f32
// CHECK-NOT: {{(itofp|truncf).*to bf16}}
// CHECK: arith.sitofp %{{.*}} : i32 to f64
// CHECK-NOT: {{(itofp|truncf).*to bf16}}
// CHECK: arith.uitofp %{{.*}} : i32 to f64
// CHECK-NOT: {{(itofp|truncf).*to bf16}}
// CHECK: arith.fptosi %{{.*}} : bf16 to i32
// CHECK-NOT: {{(itofp|truncf).*to bf16}}
// CHECK: return
func.func @integer_conversions(%c: i8, %i: i32, %a: bf16, %b: bf16) -> (bf16, bf16, bf16, i32) {
  %t8 = arith.sitofp %c : i8 to bf16
  %s = arith.sitofp %i : i32 to bf16
  %u = arith.uitofp %i : i32 to bf16
  %sum = arith.addf %a, %b : bf16
  %t = arith.fptosi %sum : bf16 to i32
  return %t8, %s, %u, %t : bf16, bf16, bf16, i32
}

// -----

// Past 53 bits: a magnitude of 2^53 or more is shifted right by the excess
// bits, rounded to odd (the bits shifted out ORed into the last one),
// converted to f64 and scaled back; a negative value is negated in f64.
// CHECK-LABEL: func.func @from_i64
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0> : vector<2xi64>
// CHECK-DAG: %[[LIMIT:.*]] = arith.constant dense<9007199254740992> : vector<2xi64>
// CHECK-DAG: %[[SHIFT:.*]] = arith.constant dense<11> : vector<2xi64>
// CHECK-DAG: %[[LOW:.*]] = arith.constant dense<2047> : vector<2xi64>
// CHECK-DAG: %[[SCALE:.*]] = arith.constant dense<2.048000e+03> : vector<2xf64>
// CHECK: %[[NEGATIVE:.*]] = arith.cmpi slt, %[[X:.*]], %[[ZERO]]
// CHECK: %[[NEGATED:.*]] = arith.subi %[[ZERO]], %[[X]]
// CHECK: %[[MAGNITUDE:.*]] = arith.select %[[NEGATIVE]], %[[NEGATED]], %[[X]]
// CHECK: %[[LARGE:.*]] = arith.cmpi uge, %[[MAGNITUDE]], %[[LIMIT]]
// CHECK: %[[KEPT:.*]] = arith.shrui %[[MAGNITUDE]], %[[SHIFT]]
// CHECK: %[[DROPPED:.*]] = arith.andi %[[MAGNITUDE]], %[[LOW]]
// CHECK: %[[INEXACT:.*]] = arith.cmpi ne, %[[DROPPED]], %[[ZERO]]
// CHECK: %[[STICKY:.*]] = arith.extui %[[INEXACT]] : vector<2xi1> to vector<2xi64>
// CHECK: %[[ODD:.*]] = arith.ori %[[KEPT]], %[[STICKY]]
// CHECK: %[[NARROWED:.*]] = arith.select %[[LARGE]], %[[ODD]], %[[MAGNITUDE]]
// CHECK: %[[F:.*]] = arith.uitofp %[[NARROWED]] : vector<2xi64> to vector<2xf64>
// CHECK: %[[SCALED:.*]] = arith.mulf %[[F]], %[[SCALE]]
// CHECK: %[[VALUE:.*]] = arith.select %[[LARGE]], %[[SCALED]], %[[F]]
// CHECK: %[[NEG:.*]] = arith.negf %[[VALUE]]
// CHECK: arith.select %[[NEGATIVE]], %[[NEG]], %[[VALUE]]
// CHECK-NOT: {{(itofp|truncf).*to vector<2xbf16>}}
// CHECK: arith.bitcast %{{.*}} : vector<2xi16> to vector<2xbf16>
// CHECK-NOT: {{(itofp|truncf).*to vector<2xbf16>}}
// CHECK: return
func.func @from_i64(%x: vector<2xi64>) -> vector<2xbf16> {
  %0 = arith.sitofp %x : vector<2xi64> to vector<2xbf16>
  return %0 : vector<2xbf16>
}

// -----

// Wider than 64 bits: left alone.
// CHECK-LABEL: func.func @from_i128_inapplicable
// CHECK: arith.uitofp %{{.*}} : i128 to bf16
func.func @from_i128_inapplicable(%x: i128) -> bf16 {
  %0 = arith.uitofp %x : i128 to bf16
  return %0 : bf16
}
