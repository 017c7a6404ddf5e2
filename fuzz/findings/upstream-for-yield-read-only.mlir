// Upstream (MLIR 22.1, One-Shot Bufferize with
// allow-return-allocs-from-loops), found by the differential fuzzer: the
// body of an scf.for loads a tensor constant (memref.get_global of a
// constant global, in the loop) and yields it, and writes its iteration
// argument in place (a linalg.generic whose init is the argument). One-Shot
// takes the yielded global for a writable buffer: the second iteration
// writes into the read-only global, a crash (a silently changed constant
// where the global is writable memory). Plain mlir-opt shows it:
//   mlir-opt upstream-for-yield-read-only.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops"
// (scf.yield of memref.get_global @g0, and linalg.generic outs(%arg2)).
// reshape-to-llvm runs reshape-copy-loop-yielded-values before One-Shot
// Bufferize (test/Integration/loop-yielded-values.mlir, @for_loops).
memref.global "private" constant @g0 : memref<f32> = dense<11.>
func.func private @use(tensor<f32> {bufferization.access = "read"})
func.func @main(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.generate {
    %z = arith.constant 3.0 : f32
    tensor.yield %z : f32
  } : tensor<f32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<f32>) {
    %w = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%a : tensor<f32>) {
    ^bb0(%x: f32):
      %m = arith.constant -1.0 : f32
      %y = arith.addf %x, %m : f32
      linalg.yield %y : f32
    } -> tensor<f32>
    func.call @use(%w) : (tensor<f32>) -> ()
    %g = memref.get_global @g0 : memref<f32>
    %t = bufferization.to_tensor %g restrict : memref<f32> to tensor<f32>
    scf.yield %t : tensor<f32>
  }
  func.call @use(%r) : (tensor<f32>) -> ()
  return
}
