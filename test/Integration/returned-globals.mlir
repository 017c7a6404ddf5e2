// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// A function returns a reshape of a constant (a view of a read-only
// global once bufferized) and its caller writes into the result. One-Shot
// Bufferize let the caller write in place, into the global: the JIT
// crashed, and at -O2 LLVM dropped the store (the program printed 0 for
// 99). Found by review, through private and public callees, a
// dynamic_reshape, and an scf.if that returns the constant or an argument;
// reshape-copy-returned-globals makes each return a copy.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @constant_view() -> tensor<6xf32> {
  %k = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %r = reshape.static_reshape %k [6] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// Public, and called in a loop: each call must see the constant again.
func.func @public_constant_view() -> tensor<3x2xf32> {
  %k = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %r = reshape.static_reshape %k [3, 2] special_zero = false : tensor<2x3xf32> -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func private @dynamic_constant_view(%s: tensor<2xi32>) -> tensor<?x?xf32> {
  %k = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  %r = reshape.dynamic_reshape %k, %s special_zero = false : tensor<2x3xf32>, tensor<2xi32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func private @constant_or_argument(%x: tensor<6xf32>, %b: i1) -> tensor<6xf32> {
  %r = scf.if %b -> tensor<6xf32> {
    %k = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>
    scf.yield %k : tensor<6xf32>
  } else {
    scf.yield %x : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

// A strided slice of a constant (every third row), returned `?x?`: the
// copy was a clone to the strided type, which upstream lowers as a new
// buffer of the identity layout cast to that type, whose strides it does
// not have: the copy wrote out of bounds, or (with constant extents) the
// canonicalizer left an invalid cast (differential fuzzer).
func.func private @strided_constant_view() -> tensor<?x?xf32> {
  %k = arith.constant dense<[[49.0], [12.0], [13.0], [14.0]]> : tensor<4x1xf32>
  %s = tensor.extract_slice %k[0, 0] [2, 1] [3, 1] : tensor<4x1xf32> to tensor<2x1xf32>
  %d = tensor.cast %s : tensor<2x1xf32> to tensor<?x?xf32>
  %r = reshape.static_reshape %d [2, 1] special_zero = false : tensor<?x?xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c99 = arith.constant 99.0 : f32
  %true = arith.constant true

  // CHECK: [99,  1,  2,  3,  4,  5]
  %a = call @constant_view() : () -> tensor<6xf32>
  %a2 = tensor.insert %c99 into %a[%c0] : tensor<6xf32>
  %ua = tensor.cast %a2 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  // CHECK: [0,  1,  2,  3,  4,  5]
  %a3 = call @constant_view() : () -> tensor<6xf32>
  %ua3 = tensor.cast %a3 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ua3) : (tensor<*xf32>) -> ()

  // CHECK: {{\[}}[99,   1],
  // CHECK-NEXT: [2,   3],
  // CHECK-NEXT: [4,   5]]
  // CHECK: {{\[}}[0,   1],
  // CHECK-NEXT: [100,   3],
  // CHECK-NEXT: [4,   5]]
  // CHECK: {{\[}}[0,   1],
  // CHECK-NEXT: [2,   3],
  // CHECK-NEXT: [101,   5]]
  %res = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %c99) -> f32 {
    %b = func.call @public_constant_view() : () -> tensor<3x2xf32>
    %b2 = tensor.insert %acc into %b[%i, %c0] : tensor<3x2xf32>
    %ub = tensor.cast %b2 : tensor<3x2xf32> to tensor<*xf32>
    func.call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
    %one = arith.constant 1.0 : f32
    %n = arith.addf %acc, %one : f32
    scf.yield %n : f32
  }

  // CHECK: {{\[}}[0,   99,   2,   3,   4,   5]]
  // CHECK: {{\[}}[0,   1,   2,   3,   4,   5]]
  %s = arith.constant dense<[1, 6]> : tensor<2xi32>
  %d = call @dynamic_constant_view(%s) : (tensor<2xi32>) -> tensor<?x?xf32>
  %d2 = tensor.insert %c99 into %d[%c0, %c1] : tensor<?x?xf32>
  %ud = tensor.cast %d2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()
  %d3 = call @dynamic_constant_view(%s) : (tensor<2xi32>) -> tensor<?x?xf32>
  %ud3 = tensor.cast %d3 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%ud3) : (tensor<*xf32>) -> ()

  // CHECK: [99,  1,  2,  3,  4,  5]
  // CHECK: [0,  1,  2,  3,  4,  5]
  %e = tensor.empty() : tensor<6xf32>
  %c = call @constant_or_argument(%e, %true) : (tensor<6xf32>, i1) -> tensor<6xf32>
  %c2 = tensor.insert %c99 into %c[%c0] : tensor<6xf32>
  %uc = tensor.cast %c2 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %c3b = call @constant_or_argument(%e, %true) : (tensor<6xf32>, i1) -> tensor<6xf32>
  %uc3 = tensor.cast %c3b : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%uc3) : (tensor<*xf32>) -> ()

  // CHECK: {{\[}}[99],
  // CHECK-NEXT: [14]]
  // CHECK: {{\[}}[49],
  // CHECK-NEXT: [14]]
  %v = call @strided_constant_view() : () -> tensor<?x?xf32>
  %v2 = tensor.insert %c99 into %v[%c0, %c0] : tensor<?x?xf32>
  %uv = tensor.cast %v2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%uv) : (tensor<*xf32>) -> ()
  %v3 = call @strided_constant_view() : () -> tensor<?x?xf32>
  %uv3 = tensor.cast %v3 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%uv3) : (tensor<*xf32>) -> ()
  return
}
