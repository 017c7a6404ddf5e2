// RUN: reshape-opt %s --split-input-file --reshape-refine-shapes --verify-diagnostics

// Unlike canonicalize, refine-shapes reports what provably breaks a rule.

func.func @constant_shape_breaks_r5(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %s = arith.constant dense<[5, 5]> : tensor<2xi32>
  // expected-error@+1 {{'reshape.dynamic_reshape' op R5: volume mismatch: input 3x4 (12 elements) vs target [5, 5] (25 elements)}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @constant_shape_breaks_r4(%x: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %s = arith.constant dense<[5, -1]> : tensor<2xi64>
  // expected-error@+1 {{'reshape.dynamic_reshape' op R4: -1 cannot be inferred: 12 elements are not divisible by 5}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4xf32>, tensor<2xi64>
  return %0 : tensor<?x?xf32>
}

// -----

// The input became static through an earlier refinement.
func.func @refined_input_breaks_r5(%x: tensor<2x4xf32>) -> tensor<3x5xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<2x4xf32> -> tensor<?x?xf32>
  // expected-error@+1 {{'reshape.static_reshape' op R5: volume mismatch: input 2x4 (8 elements) vs target [3, 5] (15 elements)}}
  %1 = reshape.static_reshape %0 [3, 5] special_zero = false : tensor<?x?xf32>
  return %1 : tensor<3x5xf32>
}

// -----

func.func @refined_input_breaks_r10(%x: tensor<2x3xf32>, %s: tensor<2xi32>) -> tensor<7x1xf32> {
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<2x3xf32> -> tensor<?xf32>
  // expected-error@+1 {{'reshape.dynamic_reshape' op R10: the input 6 has 6 elements but the declared result has 7}}
  %1 = reshape.dynamic_reshape %0, %s special_zero = false : tensor<?xf32>, tensor<2xi32> -> tensor<7x1xf32>
  return %1 : tensor<7x1xf32>
}
