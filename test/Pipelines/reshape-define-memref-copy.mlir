// RUN: reshape-opt %s --split-input-file --verify-diagnostics --reshape-define-memref-copy | FileCheck %s

// The declaration finalize-memref-to-llvm makes becomes a definition of
// the module's own, which the calls call.

// CHECK-LABEL: module
// CHECK-NOT: @memrefCopy
// CHECK: llvm.func internal @__reshape_memref_copy(%{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// CHECK: "llvm.intr.memcpy"
// CHECK: "llvm.intr.memcpy"
// CHECK: llvm.return
// CHECK: llvm.func @copy(
// CHECK: llvm.call @__reshape_memref_copy(
// CHECK-NOT: @memrefCopy
llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
llvm.func @copy(%size: i64, %src: !llvm.ptr, %dst: !llvm.ptr) {
  llvm.call @memrefCopy(%size, %src, %dst) : (i64, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

// A module that defines memrefCopy keeps it; so does one that declares it
// with another type.

// CHECK-LABEL: module
// CHECK-NOT: __reshape_memref_copy
// CHECK: llvm.func @memrefCopy(%{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) {
// CHECK: llvm.call @memrefCopy(
llvm.func @memrefCopy(%size: i64, %src: !llvm.ptr, %dst: !llvm.ptr) {
  llvm.return
}
llvm.func @copy(%size: i64, %src: !llvm.ptr, %dst: !llvm.ptr) {
  llvm.call @memrefCopy(%size, %src, %dst) : (i64, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

// CHECK-LABEL: module
// CHECK-NOT: __reshape_memref_copy
// CHECK: llvm.func @memrefCopy(i32, !llvm.ptr, !llvm.ptr)
llvm.func @memrefCopy(i32, !llvm.ptr, !llvm.ptr)

// -----

// The name of the definition is reserved.

// expected-error @below {{'@__reshape_memref_copy' is reserved for the lowering}}
llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
llvm.func @__reshape_memref_copy() {
  llvm.return
}
