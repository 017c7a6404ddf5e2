// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: %run -e other_routes < %t.mlir | FileCheck %s --check-prefix=ROUTES
// RUN: %run -e read_only_global < %t.mlir | FileCheck %s --check-prefix=GLOBAL

// A function returns one value twice, or two views of one value (a reshape
// of its argument twice, and the argument), and the caller fills one of
// the results. One-Shot Bufferize did not see that the results were one
// buffer and filled in place: the others printed the fill too (found by
// review, through private and public callees; upstream reproducer in
// fuzz/findings/upstream-duplicate-results.mlir).
// reshape-copy-aliasing-results makes the callee return copies. A second
// review found routes the first version did not follow (@other_routes): an
// scf.if yielding one value twice, a call returning its argument, an
// unranked tensor.reshape returned twice; a result of which nothing is
// known is now copied next to any other.

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

func.func private @if_twice(%c: i1) -> (tensor<6xf32>, tensor<6xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r:2 = scf.if %c -> (tensor<6xf32>, tensor<6xf32>) {
    %e = tensor.empty() : tensor<6xf32>
    %g = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
    scf.yield %g, %g : tensor<6xf32>, tensor<6xf32>
  } else {
    %e1 = tensor.empty() : tensor<6xf32>
    %e2 = tensor.empty() : tensor<6xf32>
    %h = linalg.fill ins(%two : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
    %k = linalg.fill ins(%two : f32) outs(%e2 : tensor<6xf32>) -> tensor<6xf32>
    scf.yield %h, %k : tensor<6xf32>, tensor<6xf32>
  }
  return %r#0, %r#1 : tensor<6xf32>, tensor<6xf32>
}

func.func private @id(%t: tensor<6xf32>) -> tensor<6xf32> {
  return %t : tensor<6xf32>
}

func.func private @through_call(%t: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %r = call @id(%t) : (tensor<6xf32>) -> tensor<6xf32>
  return %t, %r : tensor<6xf32>, tensor<6xf32>
}

func.func private @unranked_twice(%t: tensor<6xf32>, %s: tensor<?xindex>) -> (tensor<*xf32>, tensor<*xf32>) {
  %u = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %u, %u : tensor<*xf32>, tensor<*xf32>
}

func.func @other_routes() {
  %e = tensor.empty() : tensor<6xf32>
  %one = arith.constant 1.0 : f32
  %minus = arith.constant -1.0 : f32
  %g = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %true = arith.constant true

  // ROUTES: [-1,  -1,  -1,  -1,  -1,  -1]
  // ROUTES: [1,  1,  1,  1,  1,  1]
  %a:2 = call @if_twice(%true) : (i1) -> (tensor<6xf32>, tensor<6xf32>)
  %a0 = linalg.fill ins(%minus : f32) outs(%a#0 : tensor<6xf32>) -> tensor<6xf32>
  %ua0 = tensor.cast %a0 : tensor<6xf32> to tensor<*xf32>
  %ua1 = tensor.cast %a#1 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ua0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%ua1) : (tensor<*xf32>) -> ()

  // ROUTES: [-1,  -1,  -1,  -1,  -1,  -1]
  // ROUTES: [1,  1,  1,  1,  1,  1]
  %b:2 = call @through_call(%g) : (tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
  %b0 = linalg.fill ins(%minus : f32) outs(%b#0 : tensor<6xf32>) -> tensor<6xf32>
  %ub0 = tensor.cast %b0 : tensor<6xf32> to tensor<*xf32>
  %ub1 = tensor.cast %b#1 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ub0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%ub1) : (tensor<*xf32>) -> ()

  // ROUTES: [-1,  -1,  -1,  -1,  -1,  -1]
  // ROUTES: [1,  1,  1,  1,  1,  1]
  %s0 = arith.constant dense<[6]> : tensor<1xindex>
  %s = tensor.cast %s0 : tensor<1xindex> to tensor<?xindex>
  %c:2 = call @unranked_twice(%g, %s) : (tensor<6xf32>, tensor<?xindex>) -> (tensor<*xf32>, tensor<*xf32>)
  %c0r = tensor.cast %c#0 : tensor<*xf32> to tensor<6xf32>
  %c0 = linalg.fill ins(%minus : f32) outs(%c0r : tensor<6xf32>) -> tensor<6xf32>
  %uc0 = tensor.cast %c0 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%uc0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%c#1) : (tensor<*xf32>) -> ()
  return
}

// A private function returns a reshape of a global's tensor that is not
// writable (bufferization.to_tensor without `writable`); the caller squares
// the result in place. One-Shot Bufferize let it write the global: the
// second call printed the squares (found by review). The callee returns a
// copy.
memref.global "private" @squares_global : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func private @get_global() -> tensor<2x2xf32> {
  %m = memref.get_global @squares_global : memref<4xf32>
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %v = reshape.static_reshape %t [2, 2] special_zero = false : tensor<4xf32> -> tensor<2x2xf32>
  return %v : tensor<2x2xf32>
}

func.func @read_only_global() {
  %a = func.call @get_global() : () -> tensor<2x2xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<2x2xf32>) {
  ^bb0(%o: f32):
    %s = arith.mulf %o, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  %b = func.call @get_global() : () -> tensor<2x2xf32>
  %ub = tensor.cast %b : tensor<2x2xf32> to tensor<*xf32>
  func.call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  // GLOBAL:      [1,   2]
  // GLOBAL-NEXT: [3,   4]
  %uw = tensor.cast %w : tensor<2x2xf32> to tensor<*xf32>
  func.call @printMemrefF32(%uw) : (tensor<*xf32>) -> ()
  // GLOBAL:      [1,   4]
  // GLOBAL-NEXT: [9,   16]
  return
}
