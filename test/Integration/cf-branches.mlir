// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run -e carried < %t.mlir | FileCheck %s --check-prefix=CARRIED
// RUN: %run -e irreducible < %t.mlir | FileCheck %s --check-prefix=IRREDUCIBLE
// RUN: %run -e switch < %t.mlir | FileCheck %s --check-prefix=SWITCH
// RUN: not %run -e check_in_loop < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=PRINTED
// RUN: not %run -e check_in_loop < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CHECK-IN-LOOP
// RUN: reshape-opt %s --convert-scf-to-cf --reshape-to-llvm | %run -e scf_carried | FileCheck %s --check-prefix=CARRIED
// RUN: %run -e after_private_call < %t.mlir | FileCheck %s --check-prefix=AFTER-CALL
// RUN: %run -e after_scf_for < %t.mlir | FileCheck %s --check-prefix=AFTER-FOR
// RUN: reshape-opt %s --convert-scf-to-cf --reshape-to-llvm | %run -e scf_if_after_call | FileCheck %s --check-prefix=AFTER-CALL

// Loops of unstructured control flow (what --convert-scf-to-cf makes of an
// scf.for): ownership-based deallocation refused them ("Only structured
// control-flow loops are supported"), and One-Shot Bufferize crashed on a
// tensor such a loop carried (found by review). reshape-lift-cf lifts
// them to scf first; the lifting of an irreducible loop needs values of no
// meaning, empty tensors (upstream's ub.poison did not bufferize). A
// cf.switch, in a loop or not, was refused by ownership-based deallocation
// (review); it is lifted too. So is a branch without a cycle: ownership-
// based deallocation crashed (a use after free, MLIR 22.1) on a cf.cond_br
// after the result of a call of a private function or of an scf.for that
// carries a tensor (found by review; --convert-scf-to-cf makes such a
// branch of an scf.if).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

// A tensor carried through reshapes and a linalg.generic, three times.
// CARRIED: sizes = [2, 4, 5]
// CARRIED-NEXT: 8,   8,   8,   8,   8
func.func @carried() {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x4x5xf32>
  %x0 = linalg.fill ins(%one : f32) outs(%e : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %x = tensor.cast %x0 : tensor<2x4x5xf32> to tensor<?x4x5xf32>
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0, %x : index, tensor<?x4x5xf32>)
^header(%i: index, %acc: tensor<?x4x5xf32>):
  %c3 = arith.constant 3 : index
  %more = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %y = reshape.static_reshape %acc [-1, 10] special_zero = false : tensor<?x4x5xf32> -> tensor<?x10xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} outs(%y : tensor<?x10xf32>) {
  ^bb0(%o: f32):
    %t = arith.addf %o, %o : f32
    linalg.yield %t : f32
  } -> tensor<?x10xf32>
  %w = reshape.static_reshape %z [-1, 4, 5] special_zero = false : tensor<?x10xf32> -> tensor<?x4x5xf32>
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %w : index, tensor<?x4x5xf32>)
^exit:
  %u = tensor.cast %acc : tensor<?x4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// Two blocks that branch to each other, each entered from the start: no
// single loop header.
// IRREDUCIBLE: sizes = [6]
// IRREDUCIBLE-NEXT: [3,  3,  3,  3,  3,  3]
func.func @irreducible() {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %first = arith.cmpi eq, %c0, %c0 : index
  cf.cond_br %first, ^a(%c0, %x : index, tensor<6xf32>), ^b(%c0, %x : index, tensor<6xf32>)
^a(%i: index, %p: tensor<6xf32>):
  %s = arith.constant dense<[2, 3]> : tensor<2xi32>
  %r = reshape.dynamic_reshape %p, %s special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %q = reshape.static_reshape %r [-1] special_zero = false : tensor<?x?xf32> -> tensor<6xf32>
  %done = arith.cmpi sge, %i, %c2 : index
  cf.cond_br %done, ^exit(%q : tensor<6xf32>), ^b(%i, %q : index, tensor<6xf32>)
^b(%j: index, %t: tensor<6xf32>):
  %plus = linalg.generic {indexing_maps = [affine_map<(a) -> (a)>], iterator_types = ["parallel"]} outs(%t : tensor<6xf32>) {
  ^bb0(%o: f32):
    %v = arith.addf %o, %one : f32
    linalg.yield %v : f32
  } -> tensor<6xf32>
  %c1 = arith.constant 1 : index
  %k = arith.addi %j, %c1 : index
  cf.br ^a(%k, %plus : index, tensor<6xf32>)
^exit(%res: tensor<6xf32>):
  %u = tensor.cast %res : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// The check of a reshape in the loop stops the program in the iteration
// that breaks a rule: 60 elements by [5, -1], [6, -1], then [7, -1].
// PRINTED: 12
// PRINTED-NEXT: 10
// PRINTED-NOT: {{.}}
// CHECK-IN-LOOP: {{.*}}cf-branches.mlir:[[# @LINE + 12]]:8: reshape.dynamic_reshape: R4: -1 cannot be inferred: 60 elements are not divisible by 7
func.func @check_in_loop() {
  %x = tensor.empty() : tensor<3x4x5xf32>
  %c5 = arith.constant 5 : i64
  cf.br ^header(%c5 : i64)
^header(%a: i64):
  %c10 = arith.constant 10 : i64
  %more = arith.cmpi slt, %a, %c10 : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %m = arith.constant -1 : i64
  %s = tensor.from_elements %a, %m : tensor<2xi64>
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4x5xf32>, tensor<2xi64> -> tensor<?x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  %di = arith.index_cast %d : index to i64
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  %one = arith.constant 1 : i64
  %next = arith.addi %a, %one : i64
  cf.br ^header(%next : i64)
^exit:
  return
}

// The same loop as an scf.for, made a cf loop by --convert-scf-to-cf (the
// second compilation).
func.func @scf_carried() {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x4x5xf32>
  %x0 = linalg.fill ins(%one : f32) outs(%e : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %x = tensor.cast %x0 : tensor<2x4x5xf32> to tensor<?x4x5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> tensor<?x4x5xf32> {
    %y = reshape.static_reshape %acc [-1, 10] special_zero = false : tensor<?x4x5xf32> -> tensor<?x10xf32>
    %z = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} outs(%y : tensor<?x10xf32>) {
    ^bb0(%o: f32):
      %t = arith.addf %o, %o : f32
      linalg.yield %t : f32
    } -> tensor<?x10xf32>
    %w = reshape.static_reshape %z [-1, 4, 5] special_zero = false : tensor<?x10xf32> -> tensor<?x4x5xf32>
    scf.yield %w : tensor<?x4x5xf32>
  }
  %u = tensor.cast %r : tensor<?x4x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// A cf.switch that chooses the reshape: 2x3 for 1, 3x2 otherwise.
// SWITCH: sizes = [2, 3]
// SWITCH: sizes = [3, 2]
func.func private @switched(%t: tensor<6xf32>, %k: i32) -> tensor<?x?xf32> {
  cf.switch %k : i32, [
    default: ^other,
    1: ^one
  ]
^one:
  %a = reshape.static_reshape %t [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  %ac = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  cf.br ^end(%ac : tensor<?x?xf32>)
^other:
  %c = reshape.static_reshape %t [3, 2] special_zero = false : tensor<6xf32> -> tensor<3x2xf32>
  %cc = tensor.cast %c : tensor<3x2xf32> to tensor<?x?xf32>
  cf.br ^end(%cc : tensor<?x?xf32>)
^end(%r: tensor<?x?xf32>):
  return %r : tensor<?x?xf32>
}

func.func @switch() {
  %f = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %one = arith.constant 1 : i32
  %s = call @switched(%f, %one) : (tensor<6xf32>, i32) -> tensor<?x?xf32>
  %us = tensor.cast %s : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %seven = arith.constant 7 : i32
  %s7 = call @switched(%f, %seven) : (tensor<6xf32>, i32) -> tensor<?x?xf32>
  %us7 = tensor.cast %s7 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%us7) : (tensor<*xf32>) -> ()
  return
}

// A cf.cond_br after a call of a private function that returns a tensor,
// and after an scf.for that carries one.
func.func private @yes() -> i1 {
  %t = arith.constant true
  return %t : i1
}

func.func private @filled(%n: index, %v: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}

// AFTER-CALL: sizes = [4]
// AFTER-CALL-NEXT: [1,  1,  1,  1]
// AFTER-CALL: sizes = [2, 2]
// AFTER-CALL-NEXT: [1,   1]
// AFTER-CALL-NEXT: [1,   1]
func.func @after_private_call() {
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %t = call @filled(%c4, %one) : (index, f32) -> tensor<?xf32>
  %c = call @yes() : () -> i1
  cf.cond_br %c, ^print, ^reshape
^print:
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  cf.br ^reshape
^reshape:
  %s = reshape.static_reshape %t [2, 2] special_zero = false : tensor<?xf32> -> tensor<2x2xf32>
  %us = tensor.cast %s : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  return
}

// The same with an scf.if, made a cf.cond_br by --convert-scf-to-cf.
func.func @scf_if_after_call() {
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %t = call @filled(%c4, %one) : (index, f32) -> tensor<?xf32>
  %c = call @yes() : () -> i1
  scf.if %c {
    %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  %s = reshape.static_reshape %t [2, 2] special_zero = false : tensor<?xf32> -> tensor<2x2xf32>
  %us = tensor.cast %s : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  return
}

// AFTER-FOR: sizes = [6]
// AFTER-FOR-NEXT: [4,  4,  4,  4,  4,  4]
// AFTER-FOR: sizes = [2, 3]
// AFTER-FOR-NEXT: [4,   4,   4]
// AFTER-FOR-NEXT: [4,   4,   4]
#identity = affine_map<(d0) -> (d0)>
func.func @after_scf_for() {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> tensor<6xf32> {
    %w = linalg.generic {indexing_maps = [#identity], iterator_types = ["parallel"]} outs(%acc : tensor<6xf32>) {
    ^bb0(%o: f32):
      %t = arith.addf %o, %one : f32
      linalg.yield %t : f32
    } -> tensor<6xf32>
    scf.yield %w : tensor<6xf32>
  }
  %c = call @yes() : () -> i1
  cf.cond_br %c, ^print, ^reshape
^print:
  %u = tensor.cast %r : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  cf.br ^reshape
^reshape:
  %s = reshape.static_reshape %r [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
  %us = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  return
}
