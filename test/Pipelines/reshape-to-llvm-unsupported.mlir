// RUN: reshape-opt %s --split-input-file --reshape-to-llvm --verify-diagnostics

// An op that reshape-to-llvm cannot lower stops it with a located error that
// shows the op.

// An op on tensors without a bufferization (tosa: run tosa-to-linalg first)
// stops One-Shot Bufferize.
func.func @tosa(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  // expected-error @below {{op was not bufferized}}
  %b = tosa.abs %a : (tensor<6xf32>) -> tensor<6xf32>
  %x = reshape.static_reshape %b [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  return %x : tensor<2x3xf32>
}

// -----

// An op on scalars that no conversion lowers is reported by the last pass,
// reshape-check-llvm, without the casts around it.
func.func @gpu_id(%a: tensor<6xf32>) -> (tensor<2x3xf32>, index) {
  %x = reshape.static_reshape %a [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  // expected-error @below {{'gpu.thread_id' is left after the lowering to the LLVM dialect}}
  %t = gpu.thread_id x
  return %x, %t : tensor<2x3xf32>, index
}

// -----

// One-Shot Bufferize (upstream) refuses a function on tensors that ends in
// something other than func.return.
// expected-error @below {{cannot bufferize func.func without func.return}}
func.func @no_return(%a: tensor<6xf32>) {
  %x = reshape.static_reshape %a [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  llvm.unreachable
}
