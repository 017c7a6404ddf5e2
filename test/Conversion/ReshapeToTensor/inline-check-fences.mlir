// RUN: reshape-opt %s --split-input-file --reshape-inline-check-fences | FileCheck %s

// A fence as the conversion builds it is inlined; a region marked as a
// fence that it did not build (not ending in scf.yield, or of two blocks)
// is left alone (the pass crashed on a terminator that is not a yield:
// review).

// CHECK-LABEL: func @built
// CHECK-NOT: scf.execute_region
// CHECK: %[[C:.*]] = tensor.cast %{{.*}} : tensor<?xf32> to tensor<4xf32>
// CHECK: return %[[C]]
func.func @built(%x: tensor<?xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> no_inline {
    %c = tensor.cast %x : tensor<?xf32> to tensor<4xf32>
    scf.yield %c : tensor<4xf32>
  } {reshape.check_fence}
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func @not_a_yield
// CHECK: scf.execute_region
// CHECK: llvm.unreachable
func.func @not_a_yield() -> tensor<?xf32> {
  %r = scf.execute_region -> tensor<?xf32> no_inline {
    llvm.unreachable
  } {reshape.check_fence}
  return %r : tensor<?xf32>
}
