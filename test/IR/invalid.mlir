// RUN: reshape-opt %s --split-input-file --verify-diagnostics

// One chunk per diagnostic. The message text is the contract: every
// verifier diagnostic names the rule of docs/Rules.md it enforces.

//===----------------------------------------------------------------------===//
// reshape.static_reshape
//===----------------------------------------------------------------------===//

func.func @static_reshape_r1_element_type(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R1: the result element type 'f16' differs from the input element type 'f32'}}
  %0 = reshape.static_reshape %x [60] special_zero = false : tensor<3x4x5xf32> -> tensor<60xf16>
  return
}

// -----

func.func @static_reshape_r2_value_below_minus_one(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R2: shape value -2 at index 0 is less than -1}}
  %0 = reshape.static_reshape %x [-2, -3] special_zero = false : tensor<2x3xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @static_reshape_r2_value_below_minus_one_unranked(%x: tensor<*xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R2: shape value -7 at index 1 is less than -1}}
  %0 = reshape.static_reshape %x [4, -7] special_zero = true : tensor<*xf32> -> tensor<4x7xf32>
  return
}

// -----

func.func @static_reshape_r2_two_minus_ones(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R2: at most one -1 is allowed, the target [-1, -1] has 2}}
  %0 = reshape.static_reshape %x [-1, -1] special_zero = false : tensor<2x3xf32> -> tensor<?x?xf32>
  return
}

// -----

func.func @static_reshape_r3_copy_past_rank(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R3: special_zero copies input dim 2 but the input has rank 2}}
  %0 = reshape.static_reshape %x [0, 0, 0] special_zero = true : tensor<2x3xf32> -> tensor<2x3x?xf32>
  return
}

// -----

func.func @static_reshape_r4_literal_zero_with_minus_one(%x: tensor<4x0xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R4: -1 cannot be inferred: the target [-1, 0] has a 0 and special_zero is false}}
  %0 = reshape.static_reshape %x [-1, 0] special_zero = false : tensor<4x0xf32> -> tensor<?x0xf32>
  return
}

// -----

func.func @static_reshape_r4_not_divisible(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R4: -1 cannot be inferred: 60 elements are not divisible by 7}}
  %0 = reshape.static_reshape %x [7, -1] special_zero = false : tensor<3x4x5xf32> -> tensor<7x?xf32>
  return
}

// -----

func.func @static_reshape_r4_not_divisible_with_copied_dynamic_dim(%x: tensor<?x10xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R4: -1 cannot be inferred: 10 elements are not divisible by 3}}
  %0 = reshape.static_reshape %x [0, -1, 3] special_zero = true : tensor<?x10xf32> -> tensor<?x?x3xf32>
  return
}

// -----

func.func @static_reshape_r5_volume_mismatch(%x: tensor<2x8x32xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R5: volume mismatch: input 2x8x32 (512 elements) vs target [4, 0, 16] (0 elements)}}
  %0 = reshape.static_reshape %x [4, 0, 16] special_zero = false : tensor<2x8x32xf32> -> tensor<4x0x16xf32>
  return
}

// -----

func.func @static_reshape_r6_unranked_result(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R6: the result must be ranked with rank 2, one dim per target value, got 'tensor<*xf32>'}}
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<*xf32>
  return
}

// -----

func.func @static_reshape_r6_result_rank(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R6: the result must be ranked with rank 2, one dim per target value, got 'tensor<3x20x1xf32>'}}
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<3x20x1xf32>
  return
}

// -----

func.func @static_reshape_r6_declared_extent(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R6: result dim 1 is 20 but the declared type says 21}}
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<3x21xf32>
  return
}

// -----

func.func @static_reshape_r8_input_count(%x: tensor<4294967296x4294967296xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R8: the element count of the input 4294967296x4294967296 overflows 64 bits}}
  %0 = reshape.static_reshape %x [1, 1] special_zero = false : tensor<4294967296x4294967296xf32> -> tensor<1x1xf32>
  return
}

// -----

func.func @static_reshape_r8_minus_one_span(%x: tensor<0x4294967296x4294967296xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R8: -1 cannot be inferred: the product of the input dims it spans overflows 64 bits}}
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<0x4294967296x4294967296xf32> -> tensor<0x?xf32>
  return
}

// -----

func.func @static_reshape_r8_target_product(%x: tensor<0xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R8: -1 cannot be inferred: the product of the target [4294967296, 4294967296, -1] overflows 64 bits}}
  %0 = reshape.static_reshape %x [4294967296, 4294967296, -1] special_zero = false : tensor<0xf32> -> tensor<4294967296x4294967296x?xf32>
  return
}

// -----

func.func @static_reshape_r8_target_count(%x: tensor<6xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R8: the element count of the target [4294967296, 4294967296, 6] overflows 64 bits}}
  %0 = reshape.static_reshape %x [4294967296, 4294967296, 6] special_zero = false : tensor<6xf32> -> tensor<4294967296x4294967296x6xf32>
  return
}

// -----

func.func @static_reshape_r9_empty_target(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op R9: an empty target needs an input of 1 element, the input 2x3 has 6}}
  %0 = reshape.static_reshape %x [] special_zero = false : tensor<2x3xf32> -> tensor<f32>
  return
}

// -----

func.func @static_reshape_inferred_type_violation(%x: tensor<3x4x5xf32>) {
  // The result type is omitted: inference reports the rule.
  // expected-error@+1 {{'reshape.static_reshape' op R4: -1 cannot be inferred: 60 elements are not divisible by 8}}
  %0 = reshape.static_reshape %x [8, -1] special_zero = false : tensor<3x4x5xf32>
  return
}

// -----

func.func @static_reshape_special_zero_spelling(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{expected 'true' or 'false', got 'yes'}}
  %0 = reshape.static_reshape %x [60] special_zero = yes : tensor<3x4x5xf32>
  return
}

// -----

func.func @static_reshape_shape_i32_array(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{invalid properties {shape = array<i32: 0, -1>, special_zero = true} for op reshape.static_reshape: Invalid attribute `shape` in property conversion: array<i32: 0, -1>}}
  %0 = "reshape.static_reshape"(%x) <{shape = array<i32: 0, -1>, special_zero = true}> : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
  return
}

// -----

func.func @static_reshape_shape_plain_array(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{invalid properties {shape = [0, -1], special_zero = true} for op reshape.static_reshape: Invalid attribute `shape` in property conversion: [0, -1]}}
  %0 = "reshape.static_reshape"(%x) <{shape = [0, -1], special_zero = true}> : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
  return
}

// -----

func.func @static_reshape_missing_shape(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op requires attribute 'shape'}}
  %0 = "reshape.static_reshape"(%x) <{special_zero = true}> : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
  return
}

// -----

func.func @static_reshape_missing_special_zero(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op requires attribute 'special_zero'}}
  %0 = "reshape.static_reshape"(%x) <{shape = array<i64: 0, -1>}> : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
  return
}

// -----

func.func @static_reshape_special_zero_not_bool(%x: tensor<3x4x5xf32>) {
  // expected-error@+1 {{invalid properties {shape = array<i64: 0, -1>, special_zero = 1 : i32} for op reshape.static_reshape: Invalid attribute `special_zero` in property conversion: 1 : i32}}
  %0 = "reshape.static_reshape"(%x) <{shape = array<i64: 0, -1>, special_zero = 1 : i32}> : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
  return
}

// -----

func.func @static_reshape_input_not_tensor(%x: memref<3x4x5xf32>) {
  // expected-error@+1 {{'reshape.static_reshape' op operand #0 must be tensor of any type values, but got 'memref<3x4x5xf32>'}}
  %0 = "reshape.static_reshape"(%x) <{shape = array<i64: 60>, special_zero = false}> : (memref<3x4x5xf32>) -> tensor<60xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// reshape.dynamic_reshape
//===----------------------------------------------------------------------===//

func.func @dynamic_reshape_r7_shape_too_long(%x: tensor<?x6xf32>, %s: tensor<72147483648xi64>) {
  // The inferred result would have 72147483648 dims.
  // expected-error@+1 {{'reshape.dynamic_reshape' op R7: the shape operand has 72147483648 values, more than the 65536 dims a result may have}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x6xf32>, tensor<72147483648xi64>
  return
}

// -----

func.func @dynamic_reshape_r1_shape_rank_2(%x: tensor<3x4x5xf32>, %s: tensor<2x2xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1: the shape operand must be a 1-D tensor of signless or signed 8, 16, 32 or 64-bit integers or index, got 'tensor<2x2xi32>'}}
  %0 = "reshape.dynamic_reshape"(%x, %s) <{special_zero = false}> : (tensor<3x4x5xf32>, tensor<2x2xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_reshape_r1_shape_rank_0(%x: tensor<3x4x5xf32>, %s: tensor<i32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1: the shape operand must be a 1-D tensor of signless or signed 8, 16, 32 or 64-bit integers or index, got 'tensor<i32>'}}
  %0 = "reshape.dynamic_reshape"(%x, %s) <{special_zero = false}> : (tensor<3x4x5xf32>, tensor<i32>) -> tensor<60xf32>
  return
}

// -----

func.func @dynamic_reshape_r1_shape_float(%x: tensor<3x4x5xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1: the shape operand must be a 1-D tensor of signless or signed 8, 16, 32 or 64-bit integers or index, got 'tensor<2xf32>'}}
  %0 = "reshape.dynamic_reshape"(%x, %s) <{special_zero = false}> : (tensor<3x4x5xf32>, tensor<2xf32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_reshape_r1_shape_unsigned(%x: tensor<3x4x5xf32>, %s: tensor<2xui32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1: the shape operand must be a 1-D tensor of signless or signed 8, 16, 32 or 64-bit integers or index, got 'tensor<2xui32>'}}
  %0 = "reshape.dynamic_reshape"(%x, %s) <{special_zero = false}> : (tensor<3x4x5xf32>, tensor<2xui32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_reshape_r1_shape_i1(%x: tensor<3x4x5xf32>, %s: tensor<2xi1>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1: the shape operand must be a 1-D tensor of signless or signed 8, 16, 32 or 64-bit integers or index, got 'tensor<2xi1>'}}
  %0 = "reshape.dynamic_reshape"(%x, %s) <{special_zero = false}> : (tensor<3x4x5xf32>, tensor<2xi1>) -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_reshape_r1_shape_inferred(%x: tensor<3x4x5xf32>, %s: tensor<2xf32>) {
  // The result type is omitted: inference reports the rule.
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1: the shape operand must be a 1-D tensor of signless or signed 8, 16, 32 or 64-bit integers or index, got 'tensor<2xf32>'}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xf32>
  return
}

// -----

func.func @dynamic_reshape_memref_input_inferred(%x: memref<3xf32>, %s: tensor<1xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op the input must be a tensor, got 'memref<3xf32>'}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : memref<3xf32>, tensor<1xi32>
  return
}

// -----

func.func @dynamic_reshape_r1_unsigned_shape_inferred(%x: tensor<3x4x5xf32>, %s: tensor<2xui32>) {
  // Inference names the rule as the verifier does (it said "needs a 1-D
  // integer shape operand" of this integer one).
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1: the shape operand must be a 1-D tensor of signless or signed 8, 16, 32 or 64-bit integers or index, got 'tensor<2xui32>'}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xui32>
  return
}

// -----

func.func @dynamic_reshape_r1_element_type(%x: tensor<3x4x5xf32>, %s: tensor<1xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1: the result element type 'bf16' differs from the input element type 'f32'}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<1xi32> -> tensor<?xbf16>
  return
}

// -----

func.func @dynamic_reshape_r6_ranked_for_unknown_length(%x: tensor<3x4x5xf32>, %s: tensor<?xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R6: the result must be unranked when the length of the shape operand is unknown, got 'tensor<?x?xf32>'}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<?xi32> -> tensor<?x?xf32>
  return
}

// -----

func.func @dynamic_reshape_r6_rank(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R6: the result must be ranked with rank 2, the length of the shape operand, got 'tensor<?x?x?xf32>'}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?x?xf32>
  return
}

// -----

func.func @dynamic_reshape_r6_unranked_for_static_length(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R6: the result must be ranked with rank 2, the length of the shape operand, got 'tensor<*xf32>'}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<*xf32>
  return
}

// -----

func.func @dynamic_reshape_r10_static_volumes(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R10: the input 3x4x5 has 60 elements but the declared result has 63}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<7x9xf32>
  return
}

// -----

// An empty shape operand is an empty target whatever its values: R9, with
// or without a written result (no declaration to blame).
func.func @dynamic_reshape_r9_empty_shape(%x: tensor<3x4x5xf32>, %s: tensor<0xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R9: an empty target needs an input of 1 element, the input 3x4x5 has 60}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<0xi32>
  return
}

// -----

func.func @dynamic_reshape_r8_declared_count(%x: tensor<6xf32>, %s: tensor<3xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R8: the element count of the declared result overflows 64 bits}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<3xi32> -> tensor<4294967296x4294967296x6xf32>
  return
}

// -----

func.func @dynamic_reshape_r8_input_count(%x: tensor<4294967296x4294967296xf32>, %s: tensor<1xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R8: the element count of the input 4294967296x4294967296 overflows 64 bits}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<4294967296x4294967296xf32>, tensor<1xi32> -> tensor<6xf32>
  return
}

// -----

func.func @dynamic_reshape_missing_special_zero(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op requires attribute 'special_zero'}}
  %0 = "reshape.dynamic_reshape"(%x, %s) : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @static_reshape_boolean_target_value(%x: tensor<6xf32>) {
  // expected-error@+1 {{expected an integer target value, got 'true'}}
  %0 = reshape.static_reshape %x [true, 6] special_zero = false : tensor<6xf32>
  return
}

// -----

func.func @static_reshape_shape_in_attr_dict(%x: tensor<6xf32>) {
  // expected-error@+1 {{'shape' is given by the op's syntax and must not appear in its attribute dictionary}}
  %0 = reshape.static_reshape %x [6] special_zero = false {shape = array<i64: 2, 3>} : tensor<6xf32>
  return
}

// -----

// The types after `:` are part of the syntax (only `-> result-type` is
// optional).
func.func @static_reshape_missing_input_type(%x: tensor<6xf32>) {
  // expected-error@+1 {{expected ':'}}
  %0 = reshape.static_reshape %x [6] special_zero = false
  return
}

// -----

func.func @dynamic_reshape_missing_shape_type(%x: tensor<6xf32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{expected ','}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32> -> tensor<?x?xf32>
  return
}
