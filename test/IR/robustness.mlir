// RUN: reshape-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// Robustness of the verifier and of type inference at the edges: extents
// near INT64_MAX, products that wrap to the right value in 64 or 32 bits,
// negative values whose product is the volume, -1 on empty inputs, rank 0
// and rank 64, and the ops inside scf.if and scf.for.

// CHECK-LABEL: func @int64_max_extent
// CHECK: -> tensor<1x9223372036854775807xf32>
func.func @int64_max_extent(%x: tensor<9223372036854775807xf32>) -> tensor<1x9223372036854775807xf32> {
  %0 = reshape.static_reshape %x [1, -1] special_zero = false : tensor<9223372036854775807xf32>
  return %0 : tensor<1x9223372036854775807xf32>
}

// -----

func.func @int64_max_not_divisible(%x: tensor<9223372036854775807xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R4: -1 cannot be inferred: 9223372036854775807 elements are not divisible by 2}}
  %0 = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<9223372036854775807xf32>
  return
}

// -----

// 4294967296 * 4294967297 wraps to 4294967296 in 64 bits: checked
// arithmetic rejects it rather than matching the input's count.
func.func @product_wraps_to_the_volume_in_64_bits(%x: tensor<4294967296xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R8: the element count of the target [4294967296, 4294967297] overflows 64 bits}}
  %0 = reshape.static_reshape %x [4294967296, 4294967297] special_zero = false : tensor<4294967296xf32>
  return
}

// -----

// 2^32 * 2^32 wraps to 0, the count of this empty input.
func.func @product_wraps_to_zero(%x: tensor<0xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R8: the element count of the target [4294967296, 4294967296] overflows 64 bits}}
  %0 = reshape.static_reshape %x [4294967296, 4294967296] special_zero = false : tensor<0xf32>
  return
}

// -----

// 65536 * 65537 wraps to 65536 in 32 bits; in 64 bits it is 4295032832.
func.func @product_wraps_to_the_volume_in_32_bits(%x: tensor<65536xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R5: volume mismatch: input 65536 (65536 elements) vs target [65536, 65537] (4295032832 elements)}}
  %0 = reshape.static_reshape %x [65536, 65537] special_zero = false : tensor<65536xf32>
  return
}

// -----

// -2 * -3 = 6, the volume: still R2.
func.func @negatives_multiply_to_the_volume(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R2: shape value -2 at index 0 is less than -1}}
  %0 = reshape.static_reshape %x [-2, -3] special_zero = false : tensor<2x3xf32>
  return
}

// -----

func.func @most_negative_value(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R2: shape value -9223372036854775808 at index 0 is less than -1}}
  %0 = reshape.static_reshape %x [-9223372036854775808, 6] special_zero = false : tensor<2x3xf32>
  return
}

// -----

// -1 on empty inputs: the quotient is 0, and a copied 0 does not block it.
// CHECK-LABEL: func @minus_one_on_empty_inputs
// CHECK: -> tensor<0x4xf32>
// CHECK: -> tensor<4x0xf32>
// CHECK: -> tensor<0x4xf32>
func.func @minus_one_on_empty_inputs(%x: tensor<0x4xf32>, %y: tensor<0xf32>, %z: tensor<0x2x2xf32>) {
  %0 = reshape.static_reshape %x [-1, 4] special_zero = false : tensor<0x4xf32>
  %1 = reshape.static_reshape %y [4, -1] special_zero = false : tensor<0xf32>
  %2 = reshape.static_reshape %z [0, -1] special_zero = true : tensor<0x2x2xf32>
  return
}

// -----

func.func @minus_one_with_a_literal_zero(%x: tensor<0x4xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R4: -1 cannot be inferred: the target [-1, 0] has a 0 and special_zero is false}}
  %0 = reshape.static_reshape %x [-1, 0] special_zero = false : tensor<0x4xf32>
  return
}

// -----

func.func @copy_past_the_rank(%x: tensor<f32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R3: special_zero copies input dim 0 but the input has rank 0}}
  %0 = reshape.static_reshape %x [0] special_zero = true : tensor<f32>
  return
}

// -----

// Rank 0 in and out, and rank 64 in and out.
// CHECK-LABEL: func @rank_0_and_64
// CHECK: -> tensor<f32>
// CHECK: -> tensor<1x1xf32>
// CHECK: -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
// CHECK: -> tensor<1xf32>
func.func @rank_0_and_64(%x: tensor<f32>, %y: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) {
  %0 = reshape.static_reshape %x [] special_zero = false : tensor<f32>
  %1 = reshape.static_reshape %x [1, -1] special_zero = false : tensor<f32>
  %2 = reshape.static_reshape %x [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1] special_zero = false : tensor<f32>
  %3 = reshape.static_reshape %y [-1] special_zero = true : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return
}

// -----

// Inside regions: the ops verify and infer the same way.
// CHECK-LABEL: func @in_regions
// CHECK: scf.if
// CHECK: reshape.static_reshape {{.*}} -> tensor<3x20xf32>
// CHECK: scf.for
// CHECK: reshape.dynamic_reshape {{.*}} -> tensor<?x?xf32>
func.func @in_regions(%c: i1, %x: tensor<3x4x5xf32>, %s: tensor<2xi32>, %n: index) {
  scf.if %c {
    %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %1 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  }
  return
}

// -----

func.func @invalid_in_a_loop(%x: tensor<3x4x5xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'reshape.static_reshape' op R4: -1 cannot be inferred: 60 elements are not divisible by 7}}
    %0 = reshape.static_reshape %x [7, -1] special_zero = false : tensor<3x4x5xf32>
  }
  return
}
