func.func @reshape(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  %1 = reshape.dynamic_reshape %0, %s special_zero = true : tensor<3x20xf32>, tensor<2xi32>
  return %1 : tensor<?x?xf32>
}
