// RUN: reshape-opt %s --reshape-lower-strided-copies | FileCheck %s

// A copy out of a strided buffer becomes linalg.copy (a loop nest once
// lowered) instead of a call to the generic memrefCopy; from 16 MiB on, of
// elements of 4 or 8 bytes, a loop nest that loads each element as an
// integer and stores it with a non-temporal store, then a fence (as memcpy
// streams large copies past the caches); a copy whose size the types leave
// open checks it at run time. A contiguous copy stays memref.copy
// (memcpy); a copy whose contiguity the types leave open checks it at run
// time.

// CHECK-LABEL: func @strided_source
// CHECK-SAME: %[[SRC:.*]]: memref<2x3xf32, strided<[8, 1]>>, %[[DST:.*]]: memref<2x3xf32>
// CHECK-NEXT: linalg.copy ins(%[[SRC]] : memref<2x3xf32, strided<[8, 1]>>) outs(%[[DST]] : memref<2x3xf32>)
// CHECK-NEXT: return
func.func @strided_source(%src: memref<2x3xf32, strided<[8, 1]>>, %dst: memref<2x3xf32>) {
  memref.copy %src, %dst : memref<2x3xf32, strided<[8, 1]>> to memref<2x3xf32>
  return
}

// CHECK-LABEL: func @strided_target
// CHECK-SAME: %[[SRC:.*]]: memref<?xf32>, %[[DST:.*]]: memref<?xf32, strided<[2]>>
// CHECK: %[[SIZE:.*]] = memref.dim %[[SRC]], %c0
// CHECK: %[[BYTES:.*]] = arith.muli %[[SIZE]], %c4
// CHECK: %[[LARGE:.*]] = arith.cmpi sge, %[[BYTES]], %c16777216
// CHECK: scf.if %[[LARGE]] {
// CHECK: %[[FROM:.*]] = memref.extract_aligned_pointer_as_index %[[SRC]]
// CHECK: %[[TO:.*]] = memref.extract_aligned_pointer_as_index %[[DST]]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[SIZE]]
// CHECK-NEXT: %[[FROM_BYTES:.*]] = arith.muli %[[I]], %[[C4:.*]] : index
// CHECK-NEXT: %[[FROM_ADDRESS:.*]] = arith.addi %[[FROM]], %[[FROM_BYTES]]
// CHECK-NEXT: %[[FROM_64:.*]] = arith.index_cast %[[FROM_ADDRESS]] : index to i64
// CHECK-NEXT: %[[FROM_P:.*]] = llvm.inttoptr %[[FROM_64]]
// CHECK-NEXT: %[[BITS:.*]] = llvm.load %[[FROM_P]] {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %[[AT:.*]] = arith.muli %[[I]], %c2
// CHECK-NEXT: %[[TO_BYTES:.*]] = arith.muli %[[AT]], %[[C4]]
// CHECK-NEXT: %[[TO_ADDRESS:.*]] = arith.addi %[[TO]], %[[TO_BYTES]]
// CHECK-NEXT: %[[TO_64:.*]] = arith.index_cast %[[TO_ADDRESS]] : index to i64
// CHECK-NEXT: %[[TO_P:.*]] = llvm.inttoptr %[[TO_64]]
// CHECK-NEXT: llvm.store %[[BITS]], %[[TO_P]] {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.fence seq_cst
// CHECK-NEXT: } else {
// CHECK-NEXT: linalg.copy
func.func @strided_target(%src: memref<?xf32>, %dst: memref<?xf32, strided<[2]>>) {
  memref.copy %src, %dst : memref<?xf32> to memref<?xf32, strided<[2]>>
  return
}

// CHECK-LABEL: func @contiguous
// CHECK-NEXT: memref.copy
func.func @contiguous(%src: memref<2x3xf32>, %dst: memref<2x3xf32, strided<[3, 1], offset: 4>>) {
  memref.copy %src, %dst : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1], offset: 4>>
  return
}

// CHECK-LABEL: func @unranked
// CHECK-NEXT: memref.copy
func.func @unranked(%src: memref<*xf32>, %dst: memref<*xf32>) {
  memref.copy %src, %dst : memref<*xf32> to memref<*xf32>
  return
}

// Dynamic strides: memcpy when the source is contiguous at run time (the
// target is by its type), the loop nest otherwise.
// CHECK-LABEL: func @dynamic_strides
// CHECK-SAME: %[[SRC:.*]]: memref<?x?xf32, strided<[?, 1], offset: ?>>, %[[DST:.*]]: memref<?x?xf32>
// CHECK: %[[BASE:.*]], %[[OFFSET:.*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[SRC]]
// CHECK: %[[UNIT:.*]] = arith.cmpi eq, %[[SIZES]]#0, %{{.*}}
// CHECK: %[[PACKED:.*]] = arith.cmpi eq, %[[STRIDES]]#0, %[[SIZES]]#1
// CHECK: %[[CONTIGUOUS:.*]] = arith.ori %[[UNIT]], %[[PACKED]]
// CHECK: scf.if %[[CONTIGUOUS]] {
// CHECK: %[[TO:.*]] = llvm.inttoptr
// CHECK: %[[FROM:.*]] = llvm.inttoptr
// CHECK: "llvm.intr.memcpy"(%[[TO]], %[[FROM]], %{{.*}}) <{isVolatile = false}>
// CHECK: } else {
// CHECK: %[[LARGE:.*]] = arith.cmpi sge
// CHECK: scf.if %[[LARGE]] {
// CHECK: llvm.store {{.*}} {alignment = 4 : i64, nontemporal}
// CHECK: } else {
// CHECK-NEXT: linalg.copy ins(%[[SRC]] : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%[[DST]] : memref<?x?xf32>)
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @dynamic_strides(%src: memref<?x?xf32, strided<[?, 1], offset: ?>>, %dst: memref<?x?xf32>) {
  memref.copy %src, %dst : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32>
  return
}

// A static inner stride of 2 is never contiguous: no check of contiguity,
// only of the size.
// CHECK-LABEL: func @static_inner_stride
// CHECK-NOT: llvm.intr.memcpy
// CHECK: scf.if
// CHECK: llvm.store {{.*}} {alignment = 4 : i64, nontemporal}
// CHECK: } else {
// CHECK-NEXT: linalg.copy
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @static_inner_stride(%src: memref<?x?xf32, strided<[?, 2]>>, %dst: memref<?x?xf32>) {
  memref.copy %src, %dst : memref<?x?xf32, strided<[?, 2]>> to memref<?x?xf32>
  return
}

// Elements memcpy cannot copy by their size: the loop nest only.
// CHECK-LABEL: func @complex_elements
// CHECK-NEXT: linalg.copy
// CHECK-NEXT: return
func.func @complex_elements(%src: memref<?x?xcomplex<f32>, strided<[?, 1]>>, %dst: memref<?x?xcomplex<f32>>) {
  memref.copy %src, %dst : memref<?x?xcomplex<f32>, strided<[?, 1]>> to memref<?x?xcomplex<f32>>
  return
}

// A static copy of 16 MiB or more: the non-temporal loop nest only.
// CHECK-LABEL: func @large_static
// CHECK-SAME: %[[SRC:.*]]: memref<2048x2048xf32, strided<[4096, 2]>>, %[[DST:.*]]: memref<2048x2048xf32>
// CHECK-NOT: scf.if
// CHECK-NOT: linalg.copy
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}}
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}}
// CHECK: llvm.load {{.*}} : !llvm.ptr -> i32
// CHECK: llvm.store {{.*}} {alignment = 4 : i64, nontemporal}
// CHECK: llvm.fence seq_cst
func.func @large_static(%src: memref<2048x2048xf32, strided<[4096, 2]>>, %dst: memref<2048x2048xf32>) {
  memref.copy %src, %dst : memref<2048x2048xf32, strided<[4096, 2]>> to memref<2048x2048xf32>
  return
}

// Just under 16 MiB: linalg.copy only.
// CHECK-LABEL: func @small_static
// CHECK-NOT: nontemporal
// CHECK: linalg.copy
// CHECK-NEXT: return
func.func @small_static(%src: memref<2048x2047xf32, strided<[4096, 2]>>, %dst: memref<2048x2047xf32>) {
  memref.copy %src, %dst : memref<2048x2047xf32, strided<[4096, 2]>> to memref<2048x2047xf32>
  return
}

// 32 MiB of f16: elements of 2 bytes have no non-temporal store without
// vectors, linalg.copy. 16 MiB of index: 8 bytes, copied as i64. A layout
// that is not strided: linalg.copy.
// CHECK-LABEL: func @large_halves
// CHECK-NOT: nontemporal
// CHECK: linalg.copy
// CHECK-LABEL: func @large_indices
// CHECK: llvm.load {{.*}} {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK: llvm.store {{.*}} {alignment = 8 : i64, nontemporal} : i64, !llvm.ptr
// CHECK-LABEL: func @large_not_strided
// CHECK-NOT: llvm.store
// CHECK: linalg.copy
// CHECK-NEXT: return
func.func @large_halves(%src: memref<4096x4096xf16, strided<[8192, 2]>>, %dst: memref<4096x4096xf16>) {
  memref.copy %src, %dst : memref<4096x4096xf16, strided<[8192, 2]>> to memref<4096x4096xf16>
  return
}
func.func @large_indices(%src: memref<2048x1024xindex, strided<[2048, 2]>>, %dst: memref<2048x1024xindex>) {
  memref.copy %src, %dst : memref<2048x1024xindex, strided<[2048, 2]>> to memref<2048x1024xindex>
  return
}
func.func @large_not_strided(%src: memref<2048x2048xf32, strided<[4096, 2]>>, %dst: memref<2048x2048xf32, affine_map<(d0, d1) -> (d1 floordiv 4, d0, d1 mod 4)>>) {
  memref.copy %src, %dst : memref<2048x2048xf32, strided<[4096, 2]>> to memref<2048x2048xf32, affine_map<(d0, d1) -> (d1 floordiv 4, d0, d1 mod 4)>>
  return
}
