// RUN: reshape-opt %s --reshape-scf-to-cf --split-input-file | FileCheck %s

// Two scf.if in one block, lowered bottom-up: the ops between them stay in
// order, each if becomes one conditional branch around its body.

// CHECK-LABEL: func.func @two_ifs(
//  CHECK-SAME:     %[[C:.*]]: i1, %[[D:.*]]: i1, %[[X:.*]]: i64)
//       CHECK:   cf.cond_br %[[C]], ^[[THEN1:.*]], ^[[JOIN1:[a-z0-9]*]]
//       CHECK: ^[[THEN1]]:
//       CHECK:   call @report(%[[X]])
//       CHECK:   cf.br ^[[JOIN1]]
//       CHECK: ^[[JOIN1]]:
//       CHECK:   %[[Y:.*]] = arith.addi %[[X]], %[[X]]
//       CHECK:   cf.cond_br %[[D]], ^[[THEN2:.*]], ^[[JOIN2:[a-z0-9]*]]
//       CHECK: ^[[THEN2]]:
//       CHECK:   call @report(%[[Y]])
//       CHECK:   cf.br ^[[JOIN2]]
//       CHECK: ^[[JOIN2]]:
//       CHECK:   return %[[Y]]
//   CHECK-NOT: scf.
func.func @two_ifs(%c: i1, %d: i1, %x: i64) -> i64 {
  scf.if %c {
    func.call @report(%x) : (i64) -> ()
  }
  %y = arith.addi %x, %x : i64
  scf.if %d {
    func.call @report(%y) : (i64) -> ()
  }
  return %y : i64
}
func.func private @report(i64)

// -----

// A check inside a loop: the loop's blocks and the if's blocks nest.

// CHECK-LABEL: func.func @loop_with_if(
//       CHECK:   cf.br ^[[HEAD:.*]](
//       CHECK: ^[[HEAD]](%[[I:.*]]: index, %[[A:.*]]: i64):
//       CHECK:   cf.cond_br %{{.*}}, ^[[BODY:.*]], ^[[EXIT:[a-z0-9]*]]
//       CHECK: ^[[BODY]]:
//       CHECK:   cf.cond_br %{{.*}}, ^[[THEN:.*]], ^[[LATCH:[a-z0-9]*]]
//       CHECK: ^[[THEN]]:
//       CHECK:   call @report(%[[A]])
//       CHECK: ^[[LATCH]]:
//       CHECK:   cf.br ^[[HEAD]](
//       CHECK: ^[[EXIT]]:
//       CHECK:   return %[[A]]
//   CHECK-NOT: scf.
func.func @loop_with_if(%n: index, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i64) {
    %bad = arith.cmpi slt, %a, %x : i64
    scf.if %bad {
      func.call @report(%a) : (i64) -> ()
    }
    %b = arith.addi %a, %a : i64
    scf.yield %b : i64
  }
  return %r : i64
}
func.func private @report(i64)

// -----

// Every pattern of convert-scf-to-cf applies: scf.while too.

// CHECK-LABEL: func.func @while(
//   CHECK-NOT:   scf.
//       CHECK:   cf.cond_br
//   CHECK-NOT:   scf.
func.func @while(%x: i64) -> i64 {
  %r = scf.while (%a = %x) : (i64) -> i64 {
    %c = arith.cmpi slt, %a, %x : i64
    scf.condition(%c) %a : i64
  } do {
  ^bb0(%b: i64):
    scf.yield %b : i64
  }
  return %r : i64
}
