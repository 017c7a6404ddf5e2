// RUN: reshape-opt %s --split-input-file --reshape-check-allocation-sizes | FileCheck %s
// RUN: reshape-opt %s --split-input-file --reshape-check-allocation-sizes=check-mode=assert | FileCheck %s --check-prefix=ASSERT
// RUN: reshape-opt %s --split-input-file --reshape-check-allocation-sizes --reshape-check-allocation-sizes | FileCheck %s --check-prefix=TWICE

// A static size past 64 bits stops wherever the allocation runs.
// CHECK-LABEL: func.func @static_overflow
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: scf.if %[[TRUE]] {
// CHECK: llvm.call @__reshape_report_
// CHECK: memref.alloc() {reshape.size_checked} : memref<4294967296x4294967296x16xf32>
// In assert mode, a cf.assert of the message.
// ASSERT-LABEL: func.func @static_overflow
// ASSERT: cf.assert %{{.*}}, "{{.*}}reshape-check-allocation-sizes.mlir:{{[0-9]+}}:8: memref.alloc: cannot allocate memref<4294967296x4294967296x16xf32>: its size in bytes overflows 64 bits"
// A second run leaves a checked allocation alone.
// TWICE-LABEL: func.func @static_overflow
// TWICE-COUNT-1: llvm.call @__reshape_report_
// TWICE-NOT: llvm.call @__reshape_report_
// TWICE: memref.alloc()
func.func @static_overflow() -> memref<4294967296x4294967296x16xf32> {
  %0 = memref.alloc() : memref<4294967296x4294967296x16xf32>
  return %0 : memref<4294967296x4294967296x16xf32>
}

// -----

// Dynamic sizes: their product with the element size, unsigned, with the
// high halves and the bound; a 0 size makes it 0.
// CHECK-LABEL: func.func @dynamic
// CHECK-COUNT-3: arith.mului_extended
// CHECK: arith.cmpi ugt
// CHECK: scf.if
// CHECK: llvm.call @__reshape_report_
// CHECK: memref.alloca(%{{.*}}, %{{.*}}) {reshape.size_checked} : memref<?x4x?xf32>
func.func @dynamic(%n: index, %m: index) -> memref<?x4x?xf32> {
  %0 = memref.alloca(%n, %m) : memref<?x4x?xf32>
  return %0 : memref<?x4x?xf32>
}

// -----

// Sizes that fit, or a static 0 extent: nothing to check.
// CHECK-LABEL: func.func @fits
// CHECK-NOT: scf.if
// CHECK-NOT: llvm.call
func.func @fits(%n: index) -> (memref<1024x1024xf32>, memref<?x0x9223372036854775807xf32>) {
  %0 = memref.alloc() : memref<1024x1024xf32>
  %1 = memref.alloc(%n) : memref<?x0x9223372036854775807xf32>
  return %0, %1 : memref<1024x1024xf32>, memref<?x0x9223372036854775807xf32>
}

// -----

// A module that gives exit to something else gets the assert form.
// CHECK-LABEL: func.func @exit
// CHECK-LABEL: func.func @own_exit
// CHECK: cf.assert %{{.*}}, "{{.*}}memref.alloc: cannot allocate memref<4294967296x4294967296x16xf32>: its size in bytes overflows 64 bits"
func.func @exit(%code: i32) {
  return
}
func.func @own_exit() -> memref<4294967296x4294967296x16xf32> {
  %0 = memref.alloc() : memref<4294967296x4294967296x16xf32>
  return %0 : memref<4294967296x4294967296x16xf32>
}

// -----

// A nested module is left to its own run: its allocations were checked
// with calls of functions of the outer module, which it cannot see (the IR
// did not verify; found by review).
// CHECK-LABEL: module @nested
// CHECK-NOT: scf.if
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-LABEL: func.func @outer
// CHECK: scf.if
// CHECK: memref.alloc(%{{.*}}) {reshape.size_checked} : memref<?xf32>
module @nested {
  func.func @inner(%n: index) -> memref<?xf32> {
    %0 = memref.alloc(%n) : memref<?xf32>
    return %0 : memref<?xf32>
  }
}
func.func @outer(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %0 : memref<?xf32>
}
