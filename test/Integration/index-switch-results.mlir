// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s

// The result of an scf.index_switch is the buffer of %v1, which a later
// linalg.generic must not overwrite: after CSE, both generics write into
// one tensor.empty, and One-Shot Bufferize wrote the second in place,
// over %v1, while the switch's result was still to be read: it printed 72
// for 73 (differential fuzzer). reshape-index-switch-to-if makes the
// switch an scf.if chain, which One-Shot gets right.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @one() -> index {
  %c1 = arith.constant 1 : index
  return %c1 : index
}

// CHECK: data =
// CHECK-NEXT: [73]
// CHECK: data =
// CHECK-NEXT: [72]
func.func @main() {
  %v0 = arith.constant dense<73.> : tensor<f32>
  %e0 = tensor.empty() : tensor<f32>
  %v1 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%v0 : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    %z = arith.constant 0. : f32
    %s = arith.addf %a, %z : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %i = call @one() : () -> index
  %r = scf.index_switch %i -> tensor<*xf32>
  case 0 {
    %x = tensor.cast %v0 : tensor<f32> to tensor<*xf32>
    scf.yield %x : tensor<*xf32>
  }
  default {
    %y = tensor.cast %v1 : tensor<f32> to tensor<*xf32>
    scf.yield %y : tensor<*xf32>
  }
  %e1 = tensor.empty() : tensor<f32>
  %v2 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%v1 : tensor<f32>) outs(%e1 : tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.constant -1. : f32
    %s = arith.addf %a, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  call @printMemrefF32(%r) : (tensor<*xf32>) -> ()
  %w = tensor.cast %v2 : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
