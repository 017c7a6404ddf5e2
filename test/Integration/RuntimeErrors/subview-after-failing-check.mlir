// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: not --crash stdbuf -oL %run < %t.assert.mlir 2>/dev/null | FileCheck %s --check-prefix=ASSERT

// The code after a check that always fails must still verify. The declared
// result extent 4 is more static than the inferred one, so the lowering
// gives the result its type with a slice of the whole result, checked at
// run time (R6). The loop writes its one-element init in place, which hides
// the extent until bufferization; then canonicalize knows the buffer holds
// 1 element, and upstream's memref.subview cast folder made the slice a
// subview of 4 elements of that buffer, out of bounds, which the verifier
// refuses: reshape-to-llvm failed. Its canonicalizer leaves the pattern out
// (as it does the expand_shape and collapse_shape ones): the program stops
// on R6. (Red-team review.)

func.func @main() {
  %one = arith.constant dense<64.0> : tensor<1xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = tensor.cast %one : tensor<1xf32> to tensor<?xf32>
  %r:2 = scf.while (%i = %c0, %t = %init) : (index, tensor<?xf32>) -> (index, tensor<?xf32>) {
    %go = arith.cmpi slt, %i, %c2 : index
    scf.condition(%go) %i, %t : index, tensor<?xf32>
  } do {
  ^bb0(%i: index, %t: tensor<?xf32>):
    %i1 = arith.addi %i, %c1 : index
    %u = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<?xf32>) {
    ^bb0(%o: f32):
      %m2 = arith.constant -2.0 : f32
      %a = arith.addf %o, %m2 : f32
      linalg.yield %a : f32
    } -> tensor<?xf32>
    scf.yield %i1, %u : index, tensor<?xf32>
  }
  %e = reshape.static_reshape %r#1 [-1] special_zero = false : tensor<?xf32> -> tensor<4xf32>
  %u1 = tensor.cast %e : tensor<4xf32> to tensor<*xf32>
  func.call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// CHECK: subview-after-failing-check.mlir:37:8: reshape.static_reshape: R6: result dim 0 is 1 but the declared type says 4
// CHECK-NOT: {{.}}
// ASSERT: subview-after-failing-check.mlir:37:8: reshape.static_reshape: R6: result dim 0 is ? but the declared type says 4
// ASSERT-NOT: {{.}}
