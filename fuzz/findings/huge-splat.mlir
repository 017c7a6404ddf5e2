// The inner reshape of a splat constant lowers to a tensor.reshape, the
// outer one (its element count checked at run time) to a tensor.reshape of
// that; upstream canonicalization folds the pair into a splat constant of
// the outer type, 77 309 411 292 elements, which the translation to LLVM IR
// tries to materialize: std::bad_alloc.
//   reshape-opt huge-splat.mlir --reshape-to-llvm | mlir-translate --mlir-to-llvmir
func.func private @use(tensor<*xf32> {bufferization.access = "read"})
func.func @main(%s: tensor<2xindex>) {
  %x = arith.constant dense<1.0> : tensor<1xf32>
  %a = reshape.dynamic_reshape %x, %s special_zero = false : tensor<1xf32>, tensor<2xindex> -> tensor<?x?xf32>
  %b = reshape.static_reshape %a [4294967294, 3, 6] special_zero = false : tensor<?x?xf32> -> tensor<4294967294x3x6xf32>
  %u = tensor.cast %b : tensor<4294967294x3x6xf32> to tensor<*xf32>
  func.call @use(%u) : (tensor<*xf32>) -> ()
  return
}
