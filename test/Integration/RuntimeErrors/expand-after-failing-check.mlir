// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 | FileCheck %s

// The code after a check that always fails must still verify. Here the
// loop carries its one-element init unchanged, so after bufferization
// canonicalize knows the buffer holds 1 element: the -1 of [3, -1, 3, 3]
// is 1 / 27 = 0, and upstream's memref.expand_shape cast folder made the
// expand of that buffer static without looking at its source, 1 element
// into 3x0x3x3, which the expand_shape verifier refuses: reshape-to-llvm
// failed. Its canonicalizer leaves the pattern out (as it does the
// collapse_shape one): the program stops on R4. (Differential fuzzer;
// reduced. The nested loops in the before region keep the buffer's extent
// hidden until then.)

func.func private @opaque(%x: i64) -> i64 {
  return %x : i64
}
func.func private @keep(%x: tensor<?xf32>, %y: tensor<*xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
memref.global "private" constant @g : memref<f32> = dense<64.0>
func.func @main() {
  %m = memref.get_global @g : memref<f32>
  %scalar = bufferization.to_tensor %m restrict : memref<f32> to tensor<f32>
  %one = reshape.static_reshape %scalar [-1] special_zero = false : tensor<f32> -> tensor<1xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = tensor.cast %one : tensor<1xf32> to tensor<?xf32>
  %r:2 = scf.while (%i = %c0, %t = %init) : (index, tensor<?xf32>) -> (index, tensor<?xf32>) {
    %two = arith.constant 2 : i64
    %n64 = func.call @opaque(%two) : (i64) -> i64
    %n = arith.index_cast %n64 : i64 to index
    scf.for %k = %c1 to %n step %c1 {
      %w = scf.while (%j = %c0) : (index) -> (index) {
        %more = arith.cmpi slt, %j, %n : index
        scf.condition(%more) %j : index
      } do {
      ^bb0(%j: index):
        %j1 = arith.addi %j, %c1 : index
        scf.yield %j1 : index
      }
    }
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
  %s = arith.constant dense<[3, -1, 3, 3]> : tensor<4xi16>
  %e = reshape.dynamic_reshape %r#1, %s special_zero = true : tensor<?xf32>, tensor<4xi16> -> tensor<?x?x3x3xf32>
  %s3 = arith.constant dense<3> : tensor<3xi8>
  %f = reshape.dynamic_reshape %e, %s3 special_zero = false : tensor<?x?x3x3xf32>, tensor<3xi8> -> tensor<3x3x3xf32>
  %u1 = tensor.cast %f : tensor<3x3x3xf32> to tensor<*xf32>
  %k = func.call @keep(%init, %u1) : (tensor<?xf32>, tensor<*xf32>) -> tensor<?xf32>
  return
}

// A dynamic_reshape by a constant shape is a static_reshape after
// canonicalize.
// CHECK: expand-after-failing-check.mlir:58:8: reshape.static_reshape: R4: -1 cannot be inferred: 1 elements are not divisible by 27
// CHECK-NOT: {{.}}
