// RUN: reshape-opt %s --reshape-bf16-values-as-i16 --split-input-file | FileCheck %s
// RUN: reshape-opt %s --reshape-bf16-values-as-i16 | mlir-translate --mlir-to-llvmir | %cc -O0 -Wno-override-module -x ir -S - -o - | FileCheck %s --check-prefix=ASM

// bf16 values move as their i16 bits: a load and a store of a copy, a
// select between a loaded value and a constant (the NaN that
// reshape-expand-bf16's rounding picks), and a value passed to another
// block. LLVM's x86 backend without AVX512-BF16 held such values as f32
// and called __truncsfbf2 to round them back (a oneDNN graph with a
// TypeCast to bf16 beside a DynamicReshape did not link in reshape-run's
// JIT: found by review); at -O0 it did so for each value passed between
// blocks. (A bf16 argument of a function stays bf16: at -O0 the backend
// still rounds it with the call.)
// ASM-LABEL: copy:
// ASM-NOT: __truncsfbf2
// ASM-LABEL: select_and_branch:
// ASM-NOT: __truncsfbf2
// ASM-LABEL: vector_and_argument:

// CHECK-LABEL: llvm.func @copy(
// CHECK-SAME: %[[SRC:.*]]: !llvm.ptr, %[[DST:.*]]: !llvm.ptr
// CHECK: %[[BITS:.*]] = llvm.load %[[SRC]] : !llvm.ptr -> i16
// CHECK-NEXT: llvm.store %[[BITS]], %[[DST]] : i16, !llvm.ptr
// CHECK-NOT: bf16
llvm.func @copy(%src: !llvm.ptr, %dst: !llvm.ptr) {
  %v = llvm.load %src : !llvm.ptr -> bf16
  llvm.store %v, %dst : bf16, !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @select_and_branch(
// CHECK-SAME: %[[SRC:.*]]: !llvm.ptr, %[[DST:.*]]: !llvm.ptr, %[[C:.*]]: i1
// CHECK-DAG: %[[NAN:.*]] = llvm.mlir.constant(32704 : i16) : i16
// CHECK-DAG: %[[BITS:.*]] = llvm.load %[[SRC]] : !llvm.ptr -> i16
// CHECK: %[[PICKED:.*]] = llvm.select %[[C]], %[[NAN]], %[[BITS]] : i1, i16
// CHECK: llvm.cond_br %[[C]], ^[[NEXT:.*]](%[[PICKED]] : i16), ^[[NEXT]](%[[BITS]] : i16)
// CHECK: ^[[NEXT]](%[[ARG:.*]]: i16):
// CHECK: llvm.call @use(%[[DST]])
// CHECK: llvm.store %[[ARG]], %[[DST]] : i16, !llvm.ptr
llvm.func @use(!llvm.ptr)
llvm.func @select_and_branch(%src: !llvm.ptr, %dst: !llvm.ptr, %c: i1) {
  %bits = llvm.mlir.constant(32704 : i16) : i16
  %nan = llvm.bitcast %bits : i16 to bf16
  %v = llvm.load %src : !llvm.ptr -> bf16
  %s = llvm.select %c, %nan, %v : i1, bf16
  llvm.cond_br %c, ^next(%s : bf16), ^next(%v : bf16)
^next(%a: bf16):
  llvm.call @use(%dst) : (!llvm.ptr) -> ()
  llvm.store %a, %dst : bf16, !llvm.ptr
  llvm.return
}

// -----

// Vectors of bf16 too; a bf16 argument of a function stays, and is stored
// through a bitcast.
// CHECK-LABEL: llvm.func @vector_and_argument(
// CHECK-SAME: %[[SRC:.*]]: !llvm.ptr, %[[DST:.*]]: !llvm.ptr, %[[X:.*]]: bf16
// CHECK: %[[V:.*]] = llvm.load %[[SRC]] : !llvm.ptr -> vector<4xi16>
// CHECK: llvm.store %[[V]], %[[DST]] : vector<4xi16>, !llvm.ptr
// CHECK: %[[XBITS:.*]] = llvm.bitcast %[[X]] : bf16 to i16
// CHECK: llvm.store %[[XBITS]], %[[DST]] : i16, !llvm.ptr
llvm.func @vector_and_argument(%src: !llvm.ptr, %dst: !llvm.ptr, %x: bf16) {
  %v = llvm.load %src : !llvm.ptr -> vector<4xbf16>
  llvm.store %v, %dst : vector<4xbf16>, !llvm.ptr
  llvm.store %x, %dst : bf16, !llvm.ptr
  llvm.return
}

// -----

// An element of a loaded vector, stored in another block: the extract
// moves bits too. A bf16 argument that a call in another block takes
// crosses the block boundary as bits, cast back in the block that uses it.
// CHECK-LABEL: llvm.func @across_blocks(
// CHECK-SAME: %[[SRC:.*]]: !llvm.ptr, %[[DST:.*]]: !llvm.ptr, %[[X:.*]]: bf16, %[[C:.*]]: i1
// CHECK: %[[XBITS:.*]] = llvm.bitcast %[[X]] : bf16 to i16
// CHECK: %[[V:.*]] = llvm.load %[[SRC]] : !llvm.ptr -> vector<4xi16>
// CHECK: %[[E:.*]] = llvm.extractelement %[[V]][%{{.*}} : i64] : vector<4xi16>
// CHECK: llvm.cond_br %[[C]], ^[[A:.*]], ^[[B:.*]]
// CHECK: ^[[A]]:
// CHECK-NEXT: %[[XLOCAL:.*]] = llvm.bitcast %[[XBITS]] : i16 to bf16
// CHECK: llvm.store %[[E]], %[[DST]] : i16, !llvm.ptr
// CHECK: llvm.call @take(%[[XLOCAL]]) : (bf16) -> ()
llvm.func @take(bf16)
llvm.func @across_blocks(%src: !llvm.ptr, %dst: !llvm.ptr, %x: bf16, %c: i1) {
  %v = llvm.load %src : !llvm.ptr -> vector<4xbf16>
  %one = llvm.mlir.constant(1 : i64) : i64
  %e = llvm.extractelement %v[%one : i64] : vector<4xbf16>
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.store %e, %dst : bf16, !llvm.ptr
  llvm.call @take(%x) : (bf16) -> ()
  llvm.return
^b:
  llvm.return
}
