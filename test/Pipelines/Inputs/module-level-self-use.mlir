// A module-level reshape that uses its own result.
%0 = reshape.static_reshape %0 [-1] special_zero = false : tensor<6xf32> -> tensor<6xf32>
