// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: %run -e live_and_branch < %t.mlir | FileCheck %s --check-prefix=LIVE
// RUN: %run -e for_loops < %t.mlir | FileCheck %s --check-prefix=FOR
// RUN: %run -e yielded_twice < %t.mlir | FileCheck %s --check-prefix=TWICE

// The after region of an scf.while yields a tensor constant, and the before
// region adds 1 to its argument in place (a linalg.generic whose init is
// the argument). One-Shot Bufferize wrote into the constant's read-only
// global in the second iteration: a crash (differential fuzzer;
// fuzz/findings/upstream-while-yield-read-only.mlir). The yielded constant
// is copied first (reshape-copy-loop-yielded-values), so the reshape of
// the result sees 16 + 1, then -5 + 1. A review found the same with a
// value from outside the loop that is read after it (it printed the loop's
// sum for it), and a constant yielded through an scf.if (a crash): every
// yielded value that is neither the carried one nor made in the loop is
// copied (@live_and_branch). An scf.for that yields the constant, or a
// value from outside through the result of a loop nested in it, had the
// same (differential fuzzer: a crash; @for_loops).

memref.global "private" constant @g : memref<f32> = dense<16.>
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.get_global @g : memref<f32>
  %init = bufferization.to_tensor %m restrict : memref<f32> to tensor<f32>
  %r:2 = scf.while (%i = %c0, %b = %init) : (index, tensor<f32>) -> (index, tensor<f32>) {
    %more = arith.cmpi slt, %i, %c1 : index
    %w = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%b : tensor<f32>) {
    ^bb0(%x: f32):
      %one = arith.constant 1.0 : f32
      %y = arith.addf %x, %one : f32
      linalg.yield %y : f32
    } -> tensor<f32>
    %v = reshape.static_reshape %w [1] special_zero = false : tensor<f32> -> tensor<1xf32>
    %u = tensor.cast %v : tensor<1xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
    scf.condition(%more) %i, %w : index, tensor<f32>
  } do {
  ^bb0(%j: index, %c: tensor<f32>):
    %next = arith.addi %j, %c1 : index
    %k = arith.constant dense<-5.0> : tensor<f32>
    scf.yield %next, %k : index, tensor<f32>
  }
  // CHECK: [17]
  // CHECK: [-4]
  return
}

func.func @live_and_branch() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1xf32>
  %g = linalg.fill ins(%one : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
  %e2 = tensor.empty() : tensor<1xf32>
  %init = linalg.fill ins(%one : f32) outs(%e2 : tensor<1xf32>) -> tensor<1xf32>
  %r:2 = scf.while (%i = %c0, %b = %init) : (index, tensor<1xf32>) -> (index, tensor<1xf32>) {
    %more = arith.cmpi slt, %i, %c3 : index
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b : tensor<1xf32>) {
    ^bb0(%x: f32):
      %y = arith.addf %x, %one : f32
      linalg.yield %y : f32
    } -> tensor<1xf32>
    %u = tensor.cast %w : tensor<1xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
    scf.condition(%more) %i, %w : index, tensor<1xf32>
  } do {
  ^bb0(%j: index, %c: tensor<1xf32>):
    %next = arith.addi %j, %c1 : index
    %odd = arith.cmpi eq, %j, %c1 : index
    %k = scf.if %odd -> tensor<1xf32> {
      %k1 = arith.constant dense<-5.0> : tensor<1xf32>
      scf.yield %k1 : tensor<1xf32>
    } else {
      scf.yield %g : tensor<1xf32>
    }
    scf.yield %next, %k : index, tensor<1xf32>
  }
  // LIVE: [2]
  // LIVE: [2]
  // LIVE: [-4]
  // LIVE: [2]
  // LIVE: [1]
  %ug = tensor.cast %g : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%ug) : (tensor<*xf32>) -> ()
  return
}

func.func @for_loops() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %m = memref.get_global @g : memref<f32>
  %global = bufferization.to_tensor %m restrict : memref<f32> to tensor<f32>
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<f32>) -> tensor<f32>
  // The second iteration adds 1 to the constant in place: to a copy.
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%b = %init) -> (tensor<f32>) {
    %w = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%b : tensor<f32>) {
    ^bb0(%x: f32):
      %y = arith.addf %x, %one : f32
      linalg.yield %y : f32
    } -> tensor<f32>
    %v = reshape.static_reshape %w [1] special_zero = false : tensor<f32> -> tensor<1xf32>
    %u = tensor.cast %v : tensor<1xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
    %mi = memref.get_global @g : memref<f32>
    %gi = bufferization.to_tensor %mi restrict : memref<f32> to tensor<f32>
    scf.yield %gi : tensor<f32>
  }
  // FOR: [2]
  // FOR: [17]
  %ug = tensor.cast %global : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%ug) : (tensor<*xf32>) -> ()
  // FOR: [16]

  // A value from outside, read after the loop, yielded as the result of an
  // inner loop that starts from it: each iteration adds 1 to a copy.
  %e2 = tensor.empty() : tensor<1xf32>
  %outside = linalg.fill ins(%one : f32) outs(%e2 : tensor<1xf32>) -> tensor<1xf32>
  %e3 = tensor.empty() : tensor<1xf32>
  %init2 = linalg.fill ins(%one : f32) outs(%e3 : tensor<1xf32>) -> tensor<1xf32>
  %r2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%b = %init2) -> (tensor<1xf32>) {
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b : tensor<1xf32>) {
    ^bb0(%x: f32):
      %y = arith.addf %x, %one : f32
      linalg.yield %y : f32
    } -> tensor<1xf32>
    %u = tensor.cast %w : tensor<1xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
    %inner = scf.for %j = %c0 to %c1 step %c1 iter_args(%c = %outside) -> (tensor<1xf32>) {
      scf.yield %c : tensor<1xf32>
    }
    scf.yield %inner : tensor<1xf32>
  }
  // FOR: [2]
  // FOR: [2]
  // FOR: [2]
  %uo = tensor.cast %outside : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%uo) : (tensor<*xf32>) -> ()
  // FOR: [1]
  return
}

// The after region of an scf.while yields one value for both carried
// tensors; the before region subtracts 2 from the first in place and reads
// the second. In a program of the differential fuzzer
// (regressions/reshape-differential-fuzzer/while-yields-one-value-twice:
// this loop in an scf.if in an scf.parallel) One-Shot Bufferize gave both
// the one buffer, and the read saw the subtraction (-5 where -3 is right).
// The second is copied now (this smaller program ran right before too).
func.func @yielded_twice() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k1 = arith.constant dense<-5.0> : tensor<1xf32>
  %k = tensor.cast %k1 : tensor<1xf32> to tensor<?xf32>
  %two = arith.constant 2.0 : f32
  %minus = arith.constant -2.0 : f32
  %r:3 = scf.while (%i = %c0, %a = %k, %b = %k) : (index, tensor<?xf32>, tensor<?xf32>) -> (index, tensor<?xf32>, tensor<?xf32>) {
    %more = arith.cmpi slt, %i, %c2 : index
    %a2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<?xf32>) {
    ^bb0(%x: f32):
      %y = arith.addf %x, %minus : f32
      linalg.yield %y : f32
    } -> tensor<?xf32>
    %nb = tensor.dim %b, %c0 : tensor<?xf32>
    %e = tensor.empty(%nb) : tensor<?xf32>
    %b2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<?xf32>) outs(%e : tensor<?xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %two : f32
      linalg.yield %y : f32
    } -> tensor<?xf32>
    scf.condition(%more) %i, %a2, %b2 : index, tensor<?xf32>, tensor<?xf32>
  } do {
  ^bb0(%j: index, %a3: tensor<?xf32>, %b3: tensor<?xf32>):
    %next = arith.addi %j, %c1 : index
    %na = tensor.dim %a3, %c0 : tensor<?xf32>
    %e = tensor.empty(%na) : tensor<?xf32>
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a3 : tensor<?xf32>) outs(%e : tensor<?xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %two : f32
      linalg.yield %y : f32
    } -> tensor<?xf32>
    scf.yield %next, %w, %w : index, tensor<?xf32>, tensor<?xf32>
  }
  // Each round: a = a - 2, b = b + 2, then both become a + 2. From -5:
  // a = -7, b = -3; both -5; a = -7, b = -3; both -5; a = -7, b = -3.
  %ua = tensor.cast %r#1 : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  // TWICE: [-7]
  %ub = tensor.cast %r#2 : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  // TWICE: [-3]
  return
}
