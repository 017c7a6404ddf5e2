// RUN: not reshape-opt %s --reshape-report-copies 2>&1 | FileCheck %s

// The trial lowering refuses what convert-reshape-to-tensor refuses, and so
// does the report: a module-level reshape that uses its own result (this
// hung).

// CHECK: error: 'reshape.static_reshape' op cannot be lowered: it uses a value defined after it, in a region without dominance
%0 = reshape.static_reshape %0 [-1] special_zero = false : tensor<6xf32> -> tensor<6xf32>
