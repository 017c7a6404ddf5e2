// RUN: reshape-opt %s --split-input-file | reshape-opt --split-input-file | FileCheck %s
// RUN: reshape-opt %s --split-input-file --mlir-print-op-generic | reshape-opt --split-input-file | FileCheck %s
// RUN: reshape-opt %s --split-input-file --verify-roundtrip > /dev/null
// RUN: reshape-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Round trip of both ops through the custom and the generic form.

// CHECK-LABEL: func @static_reshape_custom
// CHECK-SAME: %[[X:.*]]: tensor<3x4x5xf32>
// CHECK: reshape.static_reshape %[[X]] [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<3x20xf32>
// GENERIC-LABEL: sym_name = "static_reshape_custom"
// GENERIC: "reshape.static_reshape"(%{{.*}}) <{shape = array<i64: 0, -1>, special_zero = true}> : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
func.func @static_reshape_custom(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<3x20xf32>
  return %0 : tensor<3x20xf32>
}

// -----

// CHECK-LABEL: func @static_reshape_generic
// CHECK: reshape.static_reshape %{{.*}} [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<3x20xf32>
func.func @static_reshape_generic(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32> {
  %0 = "reshape.static_reshape"(%x) <{shape = array<i64: 0, -1>, special_zero = true}>
         : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
  return %0 : tensor<3x20xf32>
}

// -----

// CHECK-LABEL: func @dynamic_reshape_custom
// CHECK-SAME: %[[X:.*]]: tensor<3x4x5xf32>, %[[S:.*]]: tensor<2xi32>
// CHECK: reshape.dynamic_reshape %[[X]], %[[S]] special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
// GENERIC-LABEL: sym_name = "dynamic_reshape_custom"
// GENERIC: "reshape.dynamic_reshape"(%{{.*}}, %{{.*}}) <{special_zero = false}> : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
func.func @dynamic_reshape_custom(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @dynamic_reshape_generic
// CHECK: reshape.dynamic_reshape %{{.*}}, %{{.*}} special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
func.func @dynamic_reshape_generic(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = "reshape.dynamic_reshape"(%x, %s) <{special_zero = false}>
         : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Element types: the ops accept any (R1); the result keeps the input's.

// CHECK-LABEL: func @element_types
// CHECK: -> tensor<20x3xf16>
// CHECK: -> tensor<20x3xbf16>
// CHECK: -> tensor<20x3xi8>
// CHECK: -> tensor<20x3xi1>
// CHECK: -> tensor<20x3xf64>
// CHECK: -> tensor<20x3xcomplex<f32>>
// CHECK: -> tensor<20x3xf8E4M3FN>
// CHECK: -> tensor<20x3xindex>
func.func @element_types(%a: tensor<3x4x5xf16>, %b: tensor<3x4x5xbf16>,
                         %c: tensor<3x4x5xi8>, %d: tensor<3x4x5xi1>,
                         %e: tensor<3x4x5xf64>, %f: tensor<3x4x5xcomplex<f32>>,
                         %g: tensor<3x4x5xf8E4M3FN>, %h: tensor<3x4x5xindex>) {
  %0 = reshape.static_reshape %a [20, 3] special_zero = false : tensor<3x4x5xf16> -> tensor<20x3xf16>
  %1 = reshape.static_reshape %b [20, 3] special_zero = false : tensor<3x4x5xbf16> -> tensor<20x3xbf16>
  %2 = reshape.static_reshape %c [20, 3] special_zero = false : tensor<3x4x5xi8> -> tensor<20x3xi8>
  %3 = reshape.static_reshape %d [20, 3] special_zero = false : tensor<3x4x5xi1> -> tensor<20x3xi1>
  %4 = reshape.static_reshape %e [20, 3] special_zero = false : tensor<3x4x5xf64> -> tensor<20x3xf64>
  %5 = reshape.static_reshape %f [20, 3] special_zero = false : tensor<3x4x5xcomplex<f32>> -> tensor<20x3xcomplex<f32>>
  %6 = reshape.static_reshape %g [20, 3] special_zero = false : tensor<3x4x5xf8E4M3FN> -> tensor<20x3xf8E4M3FN>
  %7 = reshape.static_reshape %h [20, 3] special_zero = false : tensor<3x4x5xindex> -> tensor<20x3xindex>
  return
}

// -----

// Ranked, unranked and `?` inputs; results less static than inferred (R6).

// CHECK-LABEL: func @input_kinds
// CHECK: reshape.static_reshape %{{.*}} [3, -1] special_zero = false : tensor<*xf32> -> tensor<3x?xf32>
// CHECK: reshape.static_reshape %{{.*}} [0, -1, 64] special_zero = true : tensor<?x2048xf32> -> tensor<?x32x64xf32>
// CHECK: reshape.static_reshape %{{.*}} [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<?x?xf32>
// CHECK: reshape.static_reshape %{{.*}} [] special_zero = false : tensor<1x1xf32> -> tensor<f32>
// CHECK: reshape.static_reshape %{{.*}} [1, 1] special_zero = true : tensor<f32> -> tensor<1x1xf32>
func.func @input_kinds(%u: tensor<*xf32>, %d: tensor<?x2048xf32>, %s: tensor<3x4x5xf32>,
                       %o: tensor<1x1xf32>, %z: tensor<f32>) {
  %0 = reshape.static_reshape %u [3, -1] special_zero = false : tensor<*xf32> -> tensor<3x?xf32>
  %1 = reshape.static_reshape %d [0, -1, 64] special_zero = true : tensor<?x2048xf32> -> tensor<?x32x64xf32>
  %2 = reshape.static_reshape %s [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<?x?xf32>
  %3 = reshape.static_reshape %o [] special_zero = false : tensor<1x1xf32> -> tensor<f32>
  %4 = reshape.static_reshape %z [1, 1] special_zero = true : tensor<f32> -> tensor<1x1xf32>
  return
}

// -----

// Shape operands: i32, i64, index, other integer widths, signed integers, and
// a shape of unknown length (an unranked result).

// CHECK-LABEL: func @shape_operands
// CHECK: tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
// CHECK: tensor<3x4x5xf32>, tensor<3xi64> -> tensor<?x4x?xf32>
// CHECK: tensor<3x4x5xf32>, tensor<1xindex> -> tensor<60xf32>
// CHECK: tensor<3x4x5xf32>, tensor<2xi8> -> tensor<?x?xf32>
// CHECK: tensor<3x4x5xf32>, tensor<2xi16> -> tensor<?x?xf32>
// CHECK: tensor<3x4x5xf32>, tensor<2xsi32> -> tensor<?x?xf32>
// CHECK: tensor<*xf32>, tensor<?xi64> -> tensor<*xf32>
// CHECK: tensor<?x?xf32>, tensor<0xi32> -> tensor<f32>
func.func @shape_operands(%x: tensor<3x4x5xf32>, %u: tensor<*xf32>, %d: tensor<?x?xf32>,
                          %a: tensor<2xi32>, %b: tensor<3xi64>, %c: tensor<1xindex>,
                          %e: tensor<2xi8>, %f: tensor<2xi16>, %g: tensor<2xsi32>,
                          %h: tensor<?xi64>, %i: tensor<0xi32>) {
  %0 = reshape.dynamic_reshape %x, %a special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %1 = reshape.dynamic_reshape %x, %b special_zero = true : tensor<3x4x5xf32>, tensor<3xi64> -> tensor<?x4x?xf32>
  %2 = reshape.dynamic_reshape %x, %c special_zero = true : tensor<3x4x5xf32>, tensor<1xindex> -> tensor<60xf32>
  %3 = reshape.dynamic_reshape %x, %e special_zero = false : tensor<3x4x5xf32>, tensor<2xi8> -> tensor<?x?xf32>
  %4 = reshape.dynamic_reshape %x, %f special_zero = false : tensor<3x4x5xf32>, tensor<2xi16> -> tensor<?x?xf32>
  %5 = reshape.dynamic_reshape %x, %g special_zero = false : tensor<3x4x5xf32>, tensor<2xsi32> -> tensor<?x?xf32>
  %6 = reshape.dynamic_reshape %u, %h special_zero = true : tensor<*xf32>, tensor<?xi64> -> tensor<*xf32>
  %7 = reshape.dynamic_reshape %d, %i special_zero = false : tensor<?x?xf32>, tensor<0xi32> -> tensor<f32>
  return
}

// -----

// Discardable attributes survive the custom form.

// CHECK-LABEL: func @discardable_attributes
// CHECK: reshape.static_reshape %{{.*}} [60] special_zero = false {note = "kept"} : tensor<3x4x5xf32> -> tensor<60xf32>
// CHECK: reshape.dynamic_reshape %{{.*}}, %{{.*}} special_zero = true {note = "kept"} : tensor<3x4x5xf32>, tensor<1xi32> -> tensor<?xf32>
func.func @discardable_attributes(%x: tensor<3x4x5xf32>, %s: tensor<1xi32>) {
  %0 = reshape.static_reshape %x [60] special_zero = false {note = "kept"} : tensor<3x4x5xf32> -> tensor<60xf32>
  %1 = reshape.dynamic_reshape %x, %s special_zero = true {note = "kept"} : tensor<3x4x5xf32>, tensor<1xi32> -> tensor<?xf32>
  return
}

// -----

// Rank 64.

// CHECK-LABEL: func @rank_64
// CHECK: -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x6xf32>
func.func @rank_64(%x: tensor<2x3xf32>) {
  %0 = reshape.static_reshape %x [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1] special_zero = false : tensor<2x3xf32>
  return
}
