// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: FileCheck %s --check-prefix=LLVM < %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir | llc -O2 -mtriple=x86_64-unknown-linux-gnu -mcpu=x86-64 | FileCheck %s --check-prefix=X86

// A strided copy of 16 MiB or more stores past the caches (non-temporal
// stores of the elements' bits, then a fence), a smaller one does not; a
// copy whose size is known only at run time checks it then. The elements
// are loaded as integers: so they are stored with MOVNTI on any x86-64 (a
// float loaded, cast and stored was folded into a float store, non-temporal
// only with AMD's SSE4A); the fence is a locked instruction or mfence.
// Either way the data is the same: every other column of a 2048x4096
// matrix whose element (i, j) is i * 4096 + j, flattened.
// X86-LABEL: every_other_column:
// X86: movnti
// X86: {{lock|mfence}}
// X86-LABEL: every_other_column_dynamic:
// X86: movnti
// X86: {{lock|mfence}}

func.func private @printI64(i64)
func.func private @printNewline()

// 2048x2048 f32: 16 MiB, by its type.
// LLVM-LABEL: llvm.func @every_other_column(
// LLVM: llvm.store {{.*}} {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
// LLVM: llvm.fence seq_cst
// LLVM: llvm.return
func.func private @every_other_column(%x: tensor<2048x4096xf32>) -> tensor<4194304xf32> {
  %s = tensor.extract_slice %x[0, 0] [2048, 2048] [1, 2] : tensor<2048x4096xf32> to tensor<2048x2048xf32>
  %0 = reshape.static_reshape %s [-1] special_zero = false : tensor<2048x2048xf32>
  return %0 : tensor<4194304xf32>
}

// The same copy, or a smaller one, by sizes known at run time.
// LLVM-LABEL: llvm.func @every_other_column_dynamic(
// LLVM: llvm.icmp "sge"
// LLVM: llvm.store {{.*}} {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
// LLVM: llvm.fence seq_cst
// LLVM: llvm.return
func.func private @every_other_column_dynamic(%x: tensor<?x?xf32>, %rows: index, %cols: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %x[0, 0] [%rows, %cols] [1, 2] : tensor<?x?xf32> to tensor<?x?xf32>
  %0 = reshape.static_reshape %s [-1] special_zero = false : tensor<?x?xf32>
  return %0 : tensor<?xf32>
}

// The element count of `t`, and the sum of its elements, element k
// weighted by k mod 1000 (in i64: exact).
func.func private @check(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %f = tensor.extract %t[%k] : tensor<?xf32>
    %v = arith.fptosi %f : f32 to i64
    %c1000 = arith.constant 1000 : index
    %km = arith.remui %k, %c1000 : index
    %w = arith.index_cast %km : index to i64
    %p = arith.muli %v, %w : i64
    %next = arith.addi %acc, %p : i64
    scf.yield %next : i64
  }
  %n64 = arith.index_cast %n : index to i64
  call @printI64(%n64) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c4096 = arith.constant 4096 : index
    %r = arith.muli %i, %c4096 : index
    %lin = arith.addi %r, %j : index
    %v = arith.index_cast %lin : index to i64
    %f = arith.sitofp %v : i64 to f32
    tensor.yield %f : f32
  } : tensor<2048x4096xf32>

  // Element k = 2048 i + j (i, j < 2048) is 4096 i + 2 j.
  // CHECK: 4194304
  // CHECK-NEXT: 8787106422763328
  %a = call @every_other_column(%x) : (tensor<2048x4096xf32>) -> tensor<4194304xf32>
  %au = tensor.cast %a : tensor<4194304xf32> to tensor<?xf32>
  call @check(%au) : (tensor<?xf32>) -> ()

  %xd = tensor.cast %x : tensor<2048x4096xf32> to tensor<?x?xf32>
  %c2048 = arith.constant 2048 : index
  // CHECK-NEXT: 4194304
  // CHECK-NEXT: 8787106422763328
  %b = call @every_other_column_dynamic(%xd, %c2048, %c2048) : (tensor<?x?xf32>, index, index) -> tensor<?xf32>
  call @check(%b) : (tensor<?xf32>) -> ()

  // 3 rows of 5: 60 bytes, the cached loop nest. Element k is
  // 4096 (k / 5) + 2 (k mod 5).
  // CHECK-NEXT: 15
  // CHECK-NEXT: 635360
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c = call @every_other_column_dynamic(%xd, %c3, %c5) : (tensor<?x?xf32>, index, index) -> tensor<?xf32>
  call @check(%c) : (tensor<?xf32>) -> ()
  return
}
