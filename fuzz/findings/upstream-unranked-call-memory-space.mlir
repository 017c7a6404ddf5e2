// Upstream (MLIR 22.1, One-Shot Bufferize), found by review: a call that
// passes an unranked tensor whose buffer is in another memory space than
// the callee's argument (here memory space 1 into the default space)
// crashes One-Shot Bufferize: bufferization::castOrReallocMemRefValue
// casts the unranked argument type to MemRefType (a segmentation fault in
// MemRefType::getElementType). No reshape is involved; plain mlir-opt
// shows it:
//   mlir-opt upstream-unranked-call-memory-space.mlir --one-shot-bufferize=bufferize-function-boundaries
// reshape-to-llvm reaches it the same way (a reshape result in memory
// space 1 passed to printMemrefF32, say). Not guarded: only IR that
// brings a buffer of another memory space in (bufferization.to_tensor of
// it) and passes it unranked to a call meets it; the generators make
// neither.
func.func private @use(%x: tensor<*xf32>) -> index {
  %r = tensor.rank %x : tensor<*xf32>
  return %r : index
}
func.func @main(%m: memref<*xf32, 1>) -> index {
  %t = bufferization.to_tensor %m restrict : memref<*xf32, 1> to tensor<*xf32>
  %r = func.call @use(%t) : (tensor<*xf32>) -> index
  return %r : index
}
