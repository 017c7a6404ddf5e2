// RUN: reshape-opt %s --split-input-file --verify-diagnostics

func.func @layer_without_type(%x: tensor<2xf32>) {
  // expected-error@+1 {{'openvino.layer' op needs a layer type}}
  %0 = openvino.layer "" "opset1"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @data_not_a_string(%x: tensor<2xf32>) {
  // expected-error@+1 {{'openvino.layer' op data attribute 'axis' must be a string, as in the XML, got 1 : i64}}
  %0 = openvino.layer "Split" "opset1"(%x) data {axis = 1} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

// expected-error@+1 {{an OpenVINO element type needs a name}}
func.func private @element_without_name(tensor<2x!openvino.element<"">>)

// -----

func.func @not_a_tensor(%x: f32) {
  // expected-error@+1 {{'openvino.layer' op operand #0 must be variadic of tensor of any type values, but got 'f32'}}
  %0 = openvino.layer "ReLU" "opset1"(%x) : (f32) -> tensor<f32>
  return
}
