// Upstream (MLIR 22.1): --int-range-optimizations crashes (segmentation
// fault in arith::ConstantOp::inferResultRanges) on an empty tensor
// constant passed to a call. No reshape op; our test
// test/Integration/RuntimeErrors/r9-empty-target.mlir meets it (red-team
// review). reshape-to-llvm does not run that pass.
//   mlir-opt upstream-int-range-empty-dense.mlir --int-range-optimizations
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @reshape(%x: tensor<?x3xf32>, %s: tensor<0xi32>) -> tensor<f32> {
  %0 = tensor.empty() : tensor<f32>
  return %0 : tensor<f32>
}
func.func @main() {
  %c42 = arith.constant 42 : i64
  call @printI64(%c42) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = tensor.empty() : tensor<2x3xf32>
  %s = arith.constant dense<[]> : tensor<0xi32>
  %xd = tensor.cast %x : tensor<2x3xf32> to tensor<?x3xf32>
  %r = call @reshape(%xd, %s) : (tensor<?x3xf32>, tensor<0xi32>) -> tensor<f32>
  return
}
