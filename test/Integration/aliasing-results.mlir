// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: %run -e other_routes < %t.mlir | FileCheck %s --check-prefix=ROUTES

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
