// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e main < %t.mlir 2>&1 | FileCheck %s

// An elementwise op on tensors (a linalg.generic after
// reshape-elementwise-to-linalg) of a cast that the data contradicts: the
// program stops before it, as before any op that reads the cast's data.
// CHECK: tensor.cast: dim 0 of the source is 2 at run time, the result type says 4
// CHECK-NOT: [

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @make(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %x = call @make(%c2) : (index) -> tensor<?xf32>
  %c = tensor.cast %x : tensor<?xf32> to tensor<4xf32>
  %n = arith.negf %c : tensor<4xf32>
  %u = tensor.cast %n : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
