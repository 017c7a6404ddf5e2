// Upstream (MLIR 22.1, One-Shot Bufferize), found by review: a function
// returns a tensor constant (bufferized: memref.get_global of a read-only
// global) and its caller writes into the call's result. One-Shot takes a
// call's result for a buffer the caller may write in place, and stores
// into the global: the JIT crashes, and at -O2 LLVM drops the store (the
// program reads 0 for 99). Plain mlir-opt shows it:
//   mlir-opt upstream-returned-global-write.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
// (@main does memref.store into the result of call @k, which returns the
// memref.get_global).
// reshape-to-llvm runs reshape-copy-returned-globals right after
// bufferization: a function the module calls returns a copy of a buffer
// that may view a global (test/Integration/returned-globals.mlir).
func.func private @k() -> tensor<6xf32> {
  %k = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>
  return %k : tensor<6xf32>
}
func.func @main() -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c99 = arith.constant 99.0 : f32
  %a = func.call @k() : () -> tensor<6xf32>
  %a2 = tensor.insert %c99 into %a[%c0] : tensor<6xf32>
  return %a2 : tensor<6xf32>
}
