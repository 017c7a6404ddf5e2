// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: FileCheck %s --check-prefix=LLVM < %t.mlir
// RUN: reshape-opt %s --reshape-report-copies --verify-diagnostics > /dev/null
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %cc -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %cc -O2 %S/Inputs/returned-views-harness.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s

// Returned views are not copied, and a reshape that must copy copies once:
// the C harness checks that each result is a view of its input or a fresh
// buffer it frees (make leak-check runs it under valgrind). The LLVM checks
// read the final LLVM dialect; the remarks of --reshape-report-copies must
// say the same.

// A public function that the module also calls: the module calls a private
// copy, the entry point returns the view.
// LLVM-LABEL: llvm.func @flatten(
// LLVM-NOT: malloc
// LLVM-NOT: memcpy
// LLVM: llvm.return
func.func @flatten(%x: tensor<4x6xf32>) -> tensor<24xf32> attributes {llvm.emit_c_interface} {
  // expected-remark@+1 {{view: the result is a view of the input, no copy}}
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<4x6xf32>
  return %0 : tensor<24xf32>
}

// LLVM-LABEL: llvm.func @last_of_flat(
// LLVM-NOT: malloc
// LLVM: llvm.return
func.func @last_of_flat(%x: tensor<4x6xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c23 = arith.constant 23 : index
  %0 = call @flatten(%x) : (tensor<4x6xf32>) -> tensor<24xf32>
  %e = tensor.extract %0[%c23] : tensor<24xf32>
  return %e : f32
}

// An entry point that returns the view a private callee returns.
func.func private @split(%x: tensor<4x6xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  // expected-remark@+1 {{view: the result is a view of the input, no copy}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<4x6xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// LLVM-LABEL: llvm.func @split_entry(
// LLVM-NOT: malloc
// LLVM-NOT: memcpy
// LLVM: llvm.return
func.func @split_entry(%x: tensor<4x6xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %0 = call @split(%x, %s) : (tensor<4x6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// dynamic_reshape of a strided subview (two columns of three): one copy,
// which the caller owns.
// LLVM-LABEL: llvm.func @columns(
// LLVM: llvm.call @malloc
// LLVM-NOT: llvm.call @malloc
// LLVM-NOT: memcpy
// LLVM: llvm.return
func.func @columns(%x: tensor<4x6xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %c = tensor.extract_slice %x[0, 1] [4, 2] [1, 1] : tensor<4x6xf32> to tensor<4x2xf32>
  // expected-remark@+1 {{copy: the input buffer 'memref<4x2xf32, strided<[6, 1], offset: 1>>' is not contiguous}}
  %0 = reshape.dynamic_reshape %c, %s special_zero = false : tensor<4x2xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// Rows 1-2 are contiguous but start at an offset, and memref.reshape needs
// an identity layout: one copy (a memcpy).
// LLVM-LABEL: llvm.func @rows(
// LLVM: llvm.call @malloc
// LLVM-NOT: llvm.call @malloc
// LLVM: llvm.intr.memcpy
// LLVM-NOT: llvm.intr.memcpy
// LLVM: llvm.return
func.func @rows(%x: tensor<4x6xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %r = tensor.extract_slice %x[1, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  // expected-remark@+1 {{copy: the buffer 'memref<2x6xf32, strided<[6, 1], offset: 6>>' starts at an offset, and a function result or memref.reshape needs an identity layout}}
  %0 = reshape.dynamic_reshape %r, %s special_zero = false : tensor<2x6xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// The same copy returned twice: one result owns the copy, the other is a
// copy of its own (the caller frees both).
// LLVM-LABEL: llvm.func @rows_twice(
// LLVM-COUNT-2: llvm.call @malloc
// LLVM-NOT: llvm.call @malloc
// LLVM: llvm.return
func.func @rows_twice(%x: tensor<4x6xf32>, %s: tensor<2xi32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) attributes {llvm.emit_c_interface} {
  %r = tensor.extract_slice %x[1, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  // expected-remark@+1 {{copy: the buffer 'memref<2x6xf32, strided<[6, 1], offset: 6>>' starts at an offset, and a function result or memref.reshape needs an identity layout}}
  %0 = reshape.dynamic_reshape %r, %s special_zero = false : tensor<2x6xf32>, tensor<2xi32>
  return %0, %0 : tensor<?x?xf32>, tensor<?x?xf32>
}

// CHECK: flatten: view, data ok
// CHECK-NEXT: last_of_flat: 23
// CHECK-NEXT: split_entry: view, data ok
// CHECK-NEXT: columns: owned copy, data ok
// CHECK-NEXT: rows: owned copy, data ok
// CHECK-NEXT: rows_twice: two owned copies, data ok
// CHECK-NEXT: all ok
