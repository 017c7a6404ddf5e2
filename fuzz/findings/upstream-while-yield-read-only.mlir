// Upstream (MLIR 22.1, One-Shot Bufferize with
// allow-return-allocs-from-loops), found by the differential fuzzer (its
// generator's in-place linalg.generic): the after region of an scf.while
// yields a tensor constant, and the before region writes its argument in
// place. One-Shot copies the init but takes the yielded constant's buffer
// (a memref.get_global of a constant global) for a writable one: the
// second iteration writes into the read-only global, a crash. Plain
// mlir-opt shows it:
//   mlir-opt upstream-while-yield-read-only.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops"
// (scf.yield of memref.get_global @__constant_xf32, then linalg.generic
// outs(%arg1) in the before region). The after region's arguments are
// handled right; scf.for is not when the constant is loaded in the loop
// (upstream-for-yield-read-only.mlir).
// reshape-to-llvm runs reshape-copy-loop-yielded-values before One-Shot
// Bufferize (test/Integration/loop-yielded-values.mlir).
memref.global "private" constant @g1 : memref<f32> = dense<16.>
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t2 = memref.get_global @g1 : memref<f32>
  %v15 = bufferization.to_tensor %t2 restrict : memref<f32> to tensor<f32>
  %r:2 = scf.while (%i = %c0, %b = %v15) : (index, tensor<f32>) -> (index, tensor<f32>) {
    %cond = arith.cmpi slt, %i, %c1 : index
    %w = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%b : tensor<f32>) {
    ^bb0(%t3: f32):
      %t4 = arith.constant 1. : f32
      %t5 = arith.addf %t3, %t4 : f32
      linalg.yield %t5 : f32
    } -> tensor<f32>
    scf.condition(%cond) %i, %w : index, tensor<f32>
  } do {
  ^bb0(%i2: index, %b2: tensor<f32>):
    %i3 = arith.addi %i2, %c1 : index
    %y = arith.constant dense<-5.> : tensor<f32>
    scf.yield %i3, %y : index, tensor<f32>
  }
  %u = tensor.cast %r#1 : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
