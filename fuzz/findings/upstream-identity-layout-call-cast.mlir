// Upstream (MLIR 22.1, One-Shot Bufferize), found by review: with identity
// layouts at function boundaries, a call that passes a strided buffer (a
// column slice of a static matrix) to a function of tensor<?x?xf32> gets
// memref.cast memref<?x?xf32, strided<[4, 1]>> to memref<?x?xf32>: the
// verifier takes it (a `?` extent makes the strides compatible), and the
// callee's collapse reads the first six elements of the matrix: a silently
// wrong program. Plain mlir-opt shows it:
//   mlir-opt upstream-identity-layout-call-cast.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-deallocation-pipeline --convert-bufferization-to-memref --expand-strided-metadata --lower-affine --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so,libmlir_c_runner_utils.so
// prints [0, 1, 2, 3, 4, 5] for [0, 1, 4, 5, 8, 9]. reshape-to-llvm runs
// reshape-identity-layout-casts right after bufferization: each such cast
// is checked at run time and the buffer copied where it is not row-major
// (test/Integration/strided-ranked-boundaries.mlir).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @f(%x: tensor<?x?xf32>) -> tensor<?xf32> {
  %y = tensor.collapse_shape %x [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %y : tensor<?xf32>
}
func.func @main() {
  %big = arith.constant dense<[[0., 1., 2., 3.], [4., 5., 6., 7.], [8., 9., 10., 11.]]> : tensor<3x4xf32>
  %cols = tensor.extract_slice %big[0, 0] [3, 2] [1, 1] : tensor<3x4xf32> to tensor<3x2xf32>
  %d = tensor.cast %cols : tensor<3x2xf32> to tensor<?x?xf32>
  %r = call @f(%d) : (tensor<?x?xf32>) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
