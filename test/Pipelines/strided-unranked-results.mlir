// RUN: reshape-opt %s --reshape-to-llvm | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm --mlir-print-ir-after=reshape-ranked-clones 2>&1 >/dev/null | FileCheck %s --check-prefix=CLONE

// A public function returns a strided slice of a constant cast to an
// unranked tensor: the deallocation clones it at the unranked type,
// canonicalize folds the cast into the clone, and reshape-ranked-clones
// cloned it at its strided type, which upstream's lowering of a clone
// refused (pipeline fuzzer). It is copied into a buffer of the identity
// layout.

// CLONE: %[[S:.*]] = memref.subview {{.*}} to memref<3xf32, strided<[3], offset: 1>>
// CLONE: %[[A:.*]] = memref.alloc() : memref<3xf32>
// CLONE: memref.copy %[[S]], %[[A]] : memref<3xf32, strided<[3], offset: 1>> to memref<3xf32>
// CLONE: memref.cast %[[A]] : memref<3xf32> to memref<*xf32>

// CHECK: llvm.func @every_third
func.func @every_third() -> tensor<*xf32> {
  %x = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<9xf32>
  %s = tensor.extract_slice %x[1] [3] [3] : tensor<9xf32> to tensor<3xf32>
  %u = tensor.cast %s : tensor<3xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}
