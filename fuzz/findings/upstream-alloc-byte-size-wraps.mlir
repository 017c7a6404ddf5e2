// Upstream (MLIR 22, finalize-memref-to-llvm; red-team review): the
// allocation of a static buffer whose size in bytes overflows 64 bits
// (here 2^68 bytes, though reshape-to-llvm lowers it) computes a wrapped
// size: malloc returns a small buffer and the fill writes far past it
// (a segmentation fault, or heap corruption). reshape-to-llvm runs
// reshape-check-allocation-sizes, which stops the program there with a
// message (test/Integration/RuntimeErrors/allocation-size-overflow.mlir);
// both importers refuse such tensors (test/Target/OneDNNGraph/invalid.test,
// test/Target/OpenVINO/invalid.test).
//   mlir-opt upstream-alloc-byte-size-wraps.mlir --one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-loops --finalize-memref-to-llvm
func.func @ovf_alloc(%x: tensor<1xf32>) -> tensor<4294967296x4294967296x16xf32> {
  %e = tensor.empty() : tensor<4294967296x4294967296x16xf32>
  %c = arith.constant 3.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4294967296x4294967296x16xf32>) -> tensor<4294967296x4294967296x16xf32>
  return %f : tensor<4294967296x4294967296x16xf32>
}
