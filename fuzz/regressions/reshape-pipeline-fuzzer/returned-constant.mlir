func.func @constant_dense_success() -> tensor<3x2xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = reshape.static_reshape %c [3, 2] special_zero = false : tensor<2x3xi32>
  return %0 : tensor<3x2xi32>
}
