// reshape-to-llvm: reshape-return-views leaves an invalid memref.cast
// (memref<3x20xf32> to memref<?x7xf32>) for an entry point whose returned
// cast contradicts the type the reshape refines to (the program is valid;
// calling it is undefined behaviour, compiling it must not fail).
//   reshape-opt return-views-contradicting-cast.mlir --reshape-to-llvm
func.func @contradicting_cast(%x: tensor<3x4x5xf32>) -> tensor<?x7xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<?x7xf32>
  return %1 : tensor<?x7xf32>
}
