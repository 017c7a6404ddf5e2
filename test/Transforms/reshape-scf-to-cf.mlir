// RUN: reshape-opt %s --allow-unregistered-dialect --reshape-scf-to-cf --split-input-file | FileCheck %s

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

// -----

// An op is lowered before the ops in its regions, as convert-scf-to-cf does:
// the patterns of scf.index_switch, scf.while and scf.parallel need their
// regions structured (this failed when they held another scf op).
// CHECK-LABEL: func.func @region_ops_holding_scf_ops
//   CHECK-NOT: scf.
//       CHECK: cf.switch
//   CHECK-NOT: scf.
func.func @region_ops_holding_scf_ops(%i: index, %c: i1, %n: index, %x: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.index_switch %i
  case 0 {
    scf.if %c {
      func.call @report(%x) : (i64) -> ()
    }
    scf.yield
  }
  default {
    scf.if %c {
      func.call @report(%x) : (i64) -> ()
    }
  }
  %r = scf.while (%j = %c0) : (index) -> index {
    scf.if %c {
      func.call @report(%x) : (i64) -> ()
    }
    %lt = arith.cmpi slt, %j, %n : index
    scf.condition(%lt) %j : index
  } do {
  ^bb0(%j: index):
    scf.if %c {
      func.call @report(%x) : (i64) -> ()
    }
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  scf.parallel (%k) = (%c0) to (%n) step (%c1) {
    scf.if %c {
      func.call @report(%x) : (i64) -> ()
    }
    scf.reduce
  }
  return
}

func.func private @report(i64)

// -----

// An unregistered op is not an scf op (this crashed).
// CHECK-LABEL: func.func @unregistered_op
//       CHECK:   "test.op"() : () -> ()
func.func @unregistered_op() {
  "test.op"() : () -> ()
  return
}
