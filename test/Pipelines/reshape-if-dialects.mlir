// RUN: reshape-opt %s --split-input-file --reshape-if-dialects='dialects=math,complex pipelines=builtin.module(canonicalize)' | FileCheck %s

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
