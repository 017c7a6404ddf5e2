// RUN: reshape-opt %s --split-input-file --reshape-validate=profile=onednn --verify-diagnostics
// RUN: reshape-opt %s --split-input-file --reshape-validate | FileCheck %s --check-prefix=OPENVINO
// RUN: reshape-opt %s --split-input-file --reshape-validate=profile=openvino | FileCheck %s --check-prefix=OPENVINO

// The oneDNN Graph profile: f32, f16, bf16 data and an s32 shape. The
// OpenVINO profile (the default) accepts what the verifier accepts.

// OPENVINO-LABEL: func @in_profile
func.func @in_profile(%a: tensor<2x3xf32>, %b: tensor<2x3xf16>, %c: tensor<2x3xbf16>, %s: tensor<2xi32>) {
  %0 = reshape.static_reshape %a [-1] special_zero = false : tensor<2x3xf32>
  %1 = reshape.dynamic_reshape %b, %s special_zero = true : tensor<2x3xf16>, tensor<2xi32>
  %2 = reshape.dynamic_reshape %c, %s special_zero = false : tensor<2x3xbf16>, tensor<2xi32>
  return
}

// -----

// OPENVINO-LABEL: func @element_type
func.func @element_type(%x: tensor<2x3xi8>) {
  // expected-error@+1 {{'reshape.static_reshape' op R1 (oneDNN profile): element type 'i8' is not f32, f16 or bf16}}
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<2x3xi8>
  return
}

// -----

// OPENVINO-LABEL: func @shape_type
func.func @shape_type(%x: tensor<2x3xf32>, %s: tensor<2xi64>) {
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1 (oneDNN profile): the shape operand has element type 'i64', DynamicReshape-1 takes s32 (i32)}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3xf32>, tensor<2xi64>
  return
}

// -----

// Both at once: two errors.
// OPENVINO-LABEL: func @both
func.func @both(%x: tensor<2x3xf64>, %s: tensor<2xindex>) {
  // expected-error@+2 {{'reshape.dynamic_reshape' op R1 (oneDNN profile): element type 'f64' is not f32, f16 or bf16}}
  // expected-error@+1 {{'reshape.dynamic_reshape' op R1 (oneDNN profile): the shape operand has element type 'index', DynamicReshape-1 takes s32 (i32)}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3xf64>, tensor<2xindex>
  return
}
