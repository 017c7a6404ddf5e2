// The inner dynamic_reshape lowers to a tensor.reshape of a static input,
// the outer static_reshape (its element count checked at run time) to a
// tensor.reshape of that; upstream's tensor.reshape folder then takes the
// outer one straight to the static input: a tensor.reshape of 1 element
// into 2, which does not verify.
//   reshape-opt reshape-of-tensor-reshape.mlir --reshape-to-llvm
func.func private @use(tensor<*xf32> {bufferization.access = "read"})
func.func @main(%x: tensor<f32>, %s: tensor<1xi64>) {
  %v = reshape.dynamic_reshape %x, %s special_zero = false : tensor<f32>, tensor<1xi64> -> tensor<?xf32>
  %r = reshape.static_reshape %v [2] special_zero = true : tensor<?xf32> -> tensor<2xf32>
  %u = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  func.call @use(%u) : (tensor<*xf32>) -> ()
  return
}
