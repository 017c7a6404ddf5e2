// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// Unranked results that view an argument, or each other, through values
// the copy passes could not copy before (found by review, each a silently
// wrong program: the caller wrote one buffer in place, and a value that
// must not change did; into a constant the program crashed). One-Shot
// Bufferize misses these aliases; reshape-copy-unranked-argument-results
// and reshape-copy-aliasing-results now copy an unranked value whole
// (flattened by its element count, copied, reshaped back).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// Returns its unranked argument.
func.func private @identity(%t: tensor<*xf32>) -> tensor<*xf32> {
  return %t : tensor<*xf32>
}

// Returns its argument, cast to an unranked tensor, through @identity.
func.func private @wrap(%t: tensor<6xf32>) -> tensor<*xf32> {
  %u = tensor.cast %t : tensor<6xf32> to tensor<*xf32>
  %r = call @identity(%u) : (tensor<*xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// Writes -1 into what @wrap returns for %t, prints it, then %t.
func.func private @write_through_wrap(%t: tensor<6xf32>) {
  %minus = arith.constant -1.0 : f32
  %r = call @wrap(%t) : (tensor<6xf32>) -> tensor<*xf32>
  %rr = tensor.cast %r : tensor<*xf32> to tensor<6xf32>
  %f = linalg.fill ins(%minus : f32) outs(%rr : tensor<6xf32>) -> tensor<6xf32>
  %uf = tensor.cast %f : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%uf) : (tensor<*xf32>) -> ()
  %u = tensor.cast %t : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// One unranked value returned twice: chosen by an scf.if (a dynamic_reshape
// by a shape of unknown length in each branch), by an arith.select, or a
// call's result.
func.func private @twice_if(%c: i1, %s: tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r = scf.if %c -> tensor<*xf32> {
    %e = tensor.empty() : tensor<6xf32>
    %g = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
    %u = reshape.dynamic_reshape %g, %s special_zero = false : tensor<6xf32>, tensor<?xi32> -> tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  } else {
    %e = tensor.empty() : tensor<6xf32>
    %g = linalg.fill ins(%two : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
    %u = reshape.dynamic_reshape %g, %s special_zero = false : tensor<6xf32>, tensor<?xi32> -> tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  }
  return %r, %r : tensor<*xf32>, tensor<*xf32>
}

func.func private @twice_select(%c: i1, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %ua = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  %ub = tensor.cast %b : tensor<2x3xf32> to tensor<*xf32>
  %r = arith.select %c, %ua, %ub : tensor<*xf32>
  return %r, %r : tensor<*xf32>, tensor<*xf32>
}

func.func private @twice_call(%t: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %u = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  %r = call @identity(%u) : (tensor<*xf32>) -> tensor<*xf32>
  return %r, %r : tensor<*xf32>, tensor<*xf32>
}

// Writes -1 into the first result, prints both.
func.func private @write_first(%r0: tensor<*xf32>, %r1: tensor<*xf32>) {
  %minus = arith.constant -1.0 : f32
  %w = tensor.cast %r0 : tensor<*xf32> to tensor<?x?xf32>
  %f = linalg.fill ins(%minus : f32) outs(%w : tensor<?x?xf32>) -> tensor<?x?xf32>
  %uf = tensor.cast %f : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%uf) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%r1) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %e = tensor.empty() : tensor<6xf32>
  %one = arith.constant 1.0 : f32
  %g = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  // CHECK: [-1,  -1,  -1,  -1,  -1,  -1]
  // CHECK: [1,  1,  1,  1,  1,  1]
  call @write_through_wrap(%g) : (tensor<6xf32>) -> ()
  // A constant (a read-only global): the write crashed.
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  // CHECK: [-1,  -1,  -1,  -1,  -1,  -1]
  // CHECK: [1,  2,  3,  4,  5,  6]
  call @write_through_wrap(%k) : (tensor<6xf32>) -> ()

  %true = arith.constant true
  %s0 = arith.constant dense<[2, 3]> : tensor<2xi32>
  %s = tensor.cast %s0 : tensor<2xi32> to tensor<?xi32>
  %a:2 = call @twice_if(%true, %s) : (i1, tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  // CHECK: [-1,   -1,   -1]
  // CHECK: [1,   1,   1]
  call @write_first(%a#0, %a#1) : (tensor<*xf32>, tensor<*xf32>) -> ()

  // A strided source (every other column of a 2x6 matrix; @identity
  // copies it whole).
  %m = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0, 11.0]]> : tensor<2x6xf32>
  %columns = tensor.extract_slice %m[0, 1] [2, 3] [1, 2] : tensor<2x6xf32> to tensor<2x3xf32>
  %b:2 = call @twice_select(%true, %columns, %columns) : (i1, tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  // CHECK: [-1,   -1,   -1]
  // CHECK: [1,   3,   5]
  // CHECK: [7,   9,   11]
  call @write_first(%b#0, %b#1) : (tensor<*xf32>, tensor<*xf32>) -> ()

  %c:2 = call @twice_call(%columns) : (tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  // CHECK: [-1,   -1,   -1]
  // CHECK: [1,   3,   5]
  // CHECK: [7,   9,   11]
  call @write_first(%c#0, %c#1) : (tensor<*xf32>, tensor<*xf32>) -> ()
  // The matrix itself never changed.
  %um = tensor.cast %m : tensor<2x6xf32> to tensor<*xf32>
  // CHECK: [0,   1,   2,   3,   4,   5]
  // CHECK: [6,   7,   8,   9,   10,   11]
  call @printMemrefF32(%um) : (tensor<*xf32>) -> ()
  return
}
