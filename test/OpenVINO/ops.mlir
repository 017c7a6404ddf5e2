// RUN: reshape-opt %s --split-input-file | reshape-opt --split-input-file | FileCheck %s
// RUN: reshape-opt %s --split-input-file --mlir-print-op-generic \
// RUN:   | reshape-opt --split-input-file | FileCheck %s
// RUN: reshape-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON

// openvino.layer round-trips in its custom and generic forms, with or
// without inputs and data, with any number of results.

// CHECK-LABEL: func.func @layers(
// CHECK-SAME:    %[[X:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[U:.*]]: tensor<*xf16>
func.func @layers(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %u: tensor<*xf16>)
    -> (tensor<1x4x6x6xf32>, tensor<1x2x6x6xf32>, tensor<*xf16>) {
  // CHECK: %[[C:.*]] = openvino.layer "Convolution" "opset1"(%[[X]], %[[W]])
  // CHECK-SAME: data {dilations = "1,1", strides = "1,1"}
  // CHECK-SAME: : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %0 = openvino.layer "Convolution" "opset1"(%x, %w) data {strides = "1,1", dilations = "1,1"}
         : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  // CHECK: %[[S:.*]]:2 = openvino.layer "Split" "opset1"(%[[C]]) : (tensor<1x4x6x6xf32>) -> (tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>)
  %1:2 = openvino.layer "Split" "opset1"(%0) : (tensor<1x4x6x6xf32>) -> (tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>)
  // CHECK: openvino.layer "MyOp" ""(%[[U]]) : (tensor<*xf16>) -> tensor<*xf16>
  %2 = openvino.layer "MyOp" ""(%u) : (tensor<*xf16>) -> tensor<*xf16>
  return %0, %1#1, %2 : tensor<1x4x6x6xf32>, tensor<1x2x6x6xf32>, tensor<*xf16>
}

// A layer whose results are unused is kept: it has no semantics, so MLIR
// assumes it has side effects.
// CANON-LABEL: func.func @unused(
// CANON-NEXT:    openvino.layer "Assign" "opset6"
// CANON-NEXT:    return

// -----

func.func @unused(%x: tensor<2xf32>) {
  %0 = openvino.layer "Assign" "opset6"(%x) data {variable_id = "v"} : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

// Element types MLIR has no builtin type for.
// CHECK-LABEL: func.func @element_types(
// CHECK-SAME:    tensor<64x!openvino.element<"nf4">>
// CHECK:         openvino.layer "Const" "opset1" data {element_type = "string", offset = "0", shape = "2", size = "24"} : () -> tensor<2x!openvino.element<"string">>
// CHECK:         openvino.layer "Convert" "opset1"({{.*}}) data {destination_type = "dynamic"} : (tensor<64x!openvino.element<"nf4">>) -> tensor<?x!openvino.element<"dynamic">>
func.func @element_types(%w: tensor<64x!openvino.element<"nf4">>)
    -> (tensor<2x!openvino.element<"string">>, tensor<?x!openvino.element<"dynamic">>) {
  %0 = openvino.layer "Const" "opset1" data {element_type = "string", offset = "0", shape = "2", size = "24"}
         : () -> tensor<2x!openvino.element<"string">>
  %1 = openvino.layer "Convert" "opset1"(%w) data {destination_type = "dynamic"}
         : (tensor<64x!openvino.element<"nf4">>) -> tensor<?x!openvino.element<"dynamic">>
  return %0, %1 : tensor<2x!openvino.element<"string">>, tensor<?x!openvino.element<"dynamic">>
}
