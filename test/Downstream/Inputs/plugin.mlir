// A program with both reshape ops for upstream mlir-opt with
// ReshapePlugin.so: `main` reshapes 2x3x4 by [0, -1] (special_zero) and then
// by a shape that arrives at run time.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @reshape(%x: tensor<2x3x4xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<2x3x4xf32> -> tensor<2x12xf32>
  %1 = reshape.dynamic_reshape %0, %s special_zero = false : tensor<2x12xf32>, tensor<2xi64> -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<2x3x4xf32>
  %s = arith.constant dense<[-1, 6]> : tensor<2xi64>
  %r = func.call @reshape(%x, %s) : (tensor<2x3x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
