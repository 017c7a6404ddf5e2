// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// A function returns one value twice, or two views of one value (a reshape
// of its argument twice, and the argument), and the caller fills one of
// the results. One-Shot Bufferize did not see that the results were one
// buffer and filled in place: the others printed the fill too (found by
// review, through private and public callees; upstream reproducer in
// fuzz/findings/upstream-duplicate-results.mlir).
// reshape-copy-aliasing-results makes the callee return copies.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @twice(%t: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  return %t, %t : tensor<6xf32>, tensor<6xf32>
}

func.func @views(%t: tensor<6xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>) {
  %a = reshape.static_reshape %t [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  return %a, %a, %t : tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<6xf32>
  %one = arith.constant 1.0 : f32
  %minus = arith.constant -1.0 : f32
  %g = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>

  // CHECK: [-1,  -1,  -1,  -1,  -1,  -1]
  // CHECK: [1,  1,  1,  1,  1,  1]
  %r:2 = call @twice(%g) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
  %f0 = linalg.fill ins(%minus : f32) outs(%r#0 : tensor<6xf32>) -> tensor<6xf32>
  %u0 = tensor.cast %f0 : tensor<6xf32> to tensor<*xf32>
  %u1 = tensor.cast %r#1 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  // CHECK: {{\[}}[-1,   -1,   -1],
  // CHECK: {{\[}}[1,   1,   1],
  // CHECK: [1,  1,  1,  1,  1,  1]
  %v:3 = call @views(%g) : (tensor<6xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>)
  %h0 = linalg.fill ins(%minus : f32) outs(%v#0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %w0 = tensor.cast %h0 : tensor<2x3xf32> to tensor<*xf32>
  %w1 = tensor.cast %v#1 : tensor<2x3xf32> to tensor<*xf32>
  %w2 = tensor.cast %v#2 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%w0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%w1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%w2) : (tensor<*xf32>) -> ()
  return
}
