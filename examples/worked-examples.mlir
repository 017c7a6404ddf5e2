// The worked examples of the oneDNN Graph and OpenVINO specifications and of
// docs/Rules.md, as entry points that examples/demo.c calls after this module
// is compiled ahead of time (reshape-to-llvm, mlir-translate, clang-22).
// Some result types are left out: reshape-opt infers them.

// oneAPI StaticReshape: data (3, 4, 5), shape (0, -1), special_zero.
func.func @oneapi_static_reshape(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32>
    attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  return %0 : tensor<3x20xf32>
}

// OpenVINO Reshape-1, second example.
func.func @openvino_copy_infer_literal(%x: tensor<2x5x5x24xf32>) -> tensor<2x150x4xf32>
    attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [0, -1, 4] special_zero = true : tensor<2x5x5x24xf32>
  return %0 : tensor<2x150x4xf32>
}

// OpenVINO Reshape-1, first example: a literal zero on an empty input.
func.func @openvino_literal_zero(%x: tensor<2x5x5x0xf32>) -> tensor<0x4xf32>
    attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [0, 4] special_zero = false : tensor<2x5x5x0xf32>
  return %0 : tensor<0x4xf32>
}

// special_zero copies a dim in the middle.
func.func @copy_in_the_middle(%x: tensor<2x8x32xf32>) -> tensor<4x8x16xf32>
    attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [4, 0, 16] special_zero = true : tensor<2x8x32xf32>
  return %0 : tensor<4x8x16xf32>
}

// A small graph: a constant shape (static_reshape) on an input of unknown
// batch, then a shape that arrives at run time (dynamic_reshape).
func.func @graph(%x: tensor<?x2048xf32>, %shape: tensor<2xi32>) -> tensor<?x?xf32>
    attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  %1 = reshape.dynamic_reshape %0, %shape special_zero = true : tensor<?x32x64xf32>, tensor<2xi32>
  return %1 : tensor<?x?xf32>
}
