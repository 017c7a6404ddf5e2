// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// The after region of an scf.while yields a tensor constant, and the before
// region adds 1 to its argument in place (a linalg.generic whose init is
// the argument). One-Shot Bufferize wrote into the constant's read-only
// global in the second iteration: a crash (differential fuzzer;
// fuzz/findings/upstream-while-yield-read-only.mlir). The yielded constant
// is copied first (reshape-copy-while-yielded-constants), so the reshape of
// the result sees 16 + 1, then -5 + 1.

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
