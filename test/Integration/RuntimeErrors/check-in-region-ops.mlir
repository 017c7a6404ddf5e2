// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run -e switch_ok < %t.mlir | FileCheck %s --check-prefix=OK
// RUN: not %run -e switch_bad < %t.mlir 2>&1 | FileCheck %s --check-prefix=SWITCH
// RUN: not %run -e while_bad < %t.mlir 2>&1 | FileCheck %s --check-prefix=WHILE
// RUN: not %run -e parallel_bad < %t.mlir 2>&1 | FileCheck %s --check-prefix=PARALLEL

// Reshapes with runtime checks inside scf.index_switch, the before region of
// scf.while and scf.parallel: the pipeline lowers them (it refused them) and
// the checks run there.

func.func private @printI64(i64)
func.func private @printNewline()

// The number of rows of a [-1, n] reshape of %x in the case %i selects.
func.func private @rows(%x: tensor<?xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> index
  case 0 {
    %a = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
    %d = tensor.dim %a, %c0 : tensor<?x2xf32>
    scf.yield %d : index
  }
  default {
    %b = reshape.static_reshape %x [-1, 4] special_zero = false : tensor<?xf32> -> tensor<?x4xf32>
    %d = tensor.dim %b, %c0 : tensor<?x4xf32>
    scf.yield %d : index
  }
  return %r : index
}

func.func private @input(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
}

func.func private @print(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @switch_ok() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = call @input(%c8) : (index) -> tensor<?xf32>
  %a = call @rows(%x, %c0) : (tensor<?xf32>, index) -> index
  call @print(%a) : (index) -> ()
  %b = call @rows(%x, %c1) : (tensor<?xf32>, index) -> index
  call @print(%b) : (index) -> ()
  return
}
// OK: 4
// OK-NEXT: 2

func.func @switch_bad() {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %x = call @input(%c6) : (index) -> tensor<?xf32>
  %a = call @rows(%x, %c1) : (tensor<?xf32>, index) -> index
  call @print(%a) : (index) -> ()
  return
}
// SWITCH: reshape.static_reshape: R4: -1 cannot be inferred: 6 elements are not divisible by 4
// SWITCH-NOT: {{.}}

func.func @while_bad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %x = call @input(%c5) : (index) -> tensor<?xf32>
  %r = scf.while (%j = %c0) : (index) -> index {
    %a = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
    %d = tensor.dim %a, %c0 : tensor<?x2xf32>
    %lt = arith.cmpi slt, %j, %d : index
    scf.condition(%lt) %j : index
  } do {
  ^bb0(%j: index):
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  call @print(%r) : (index) -> ()
  return
}
// WHILE: reshape.static_reshape: R4: -1 cannot be inferred: 5 elements are not divisible by 2
// WHILE-NOT: {{.}}

func.func @parallel_bad() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %x = call @input(%c7) : (index) -> tensor<?xf32>
  %m = memref.alloca() : memref<3xindex>
  scf.parallel (%k) = (%c0) to (%c3) step (%c1) {
    %a = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
    %d = tensor.dim %a, %c0 : tensor<?x2xf32>
    memref.store %d, %m[%k] : memref<3xindex>
    scf.reduce
  }
  %v = memref.load %m[%c0] : memref<3xindex>
  call @print(%v) : (index) -> ()
  return
}
// PARALLEL: reshape.static_reshape: R4: -1 cannot be inferred: 7 elements are not divisible by 2
// PARALLEL-NOT: {{.}}
