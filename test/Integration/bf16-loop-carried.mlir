// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %cc -O0 -Wno-override-module -S %t.ll -o - | FileCheck %s --check-prefix=ASM

// A bf16 value carried by a loop, read from and written to memory: every
// add rounds to bf16 (-1 + 0 + 1 + 4 + ... + 49 is exact in bf16).
// reshape-bf16-values-as-i16 passed the loop's block argument as i16 bits
// but left a bitcast to bf16 at the start of the loop header that blocks
// after it used, and at -O0 LLVM's x86 backend rounded that value with a
// call of __truncsfbf2, which libgcc 12 lacks (found by review): no bf16
// value crosses a block boundary now.
// CHECK: 139
// ASM-LABEL: main:
// ASM-NOT: __truncsfbf2

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8xbf16>
  scf.for %i = %c0 to %c8 step %c1 {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %h = arith.mulf %g, %g : f32
    %b = arith.truncf %h : f32 to bf16
    memref.store %b, %m[%i] : memref<8xbf16>
  }
  %init = arith.constant -1.0 : bf16
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %init) -> (bf16) {
    %x = memref.load %m[%i] : memref<8xbf16>
    %s = arith.addf %acc, %x : bf16
    scf.yield %s : bf16
  }
  %out = memref.alloc() : memref<1xbf16>
  memref.store %r, %out[%c0] : memref<1xbf16>
  %fo = arith.extf %r : bf16 to f32
  vector.print %fo : f32
  return
}
