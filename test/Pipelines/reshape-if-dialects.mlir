// RUN: reshape-opt %s --split-input-file --reshape-if-dialects='dialects=math,complex pipelines=builtin.module(canonicalize)' | FileCheck %s
// RUN: not reshape-opt %s --split-input-file --reshape-if-dialects='dialects=math pipelines=gpu.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not reshape-opt %s --split-input-file --reshape-if-dialects='dialects=math pipelines=func.func(canonicalize)' 2>&1 | FileCheck %s --check-prefix=ANCHOR

// A pipeline anchored on another op than a module is refused (a gpu.module
// one ran on the module as it was).
// ANCHOR: reshape-if-dialects: a pipeline anchored on '{{gpu.module|func.func}}' cannot run on a module: nest it in builtin.module(...)

// The pipeline runs on a module that holds an op of one of the dialects,
// and nowhere else.

// CHECK-LABEL: func @with_math
// CHECK-NOT: arith.addi
// CHECK: math.absf
func.func @with_math(%x: f32) -> (f32, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  %a = math.absf %x : f32
  return %a, %s : f32, index
}

// -----

// CHECK-LABEL: func @without
// CHECK: arith.addi
func.func @without() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  return %s : index
}
