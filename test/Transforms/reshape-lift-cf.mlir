// RUN: reshape-opt %s --split-input-file --allow-unregistered-dialect --reshape-lift-cf --verify-diagnostics | FileCheck %s

// A loop of cf branches carrying a tensor becomes an scf.while.
// CHECK-LABEL: func.func @loop(
// CHECK-NOT:     cf.br
// CHECK:         scf.while
// CHECK-NOT:     cf.br
// CHECK:         return
func.func @loop(%x: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0, %x : index, tensor<6xf32>)
^header(%i: index, %a: tensor<6xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  cf.br ^header(%j, %a : index, tensor<6xf32>)
^exit:
  return %a : tensor<6xf32>
}

// -----

// Branches without a cycle are lifted too: ownership-based deallocation
// crashed on a cf.cond_br after the result of a call of a private function
// (found by review).
// CHECK-LABEL: func.func @branches(
// CHECK-NOT:     cf.cond_br
// CHECK:         scf.if
// CHECK-NOT:     cf.cond_br
func.func @branches(%x: tensor<6xf32>, %y: tensor<6xf32>, %c: i1) -> tensor<6xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : tensor<6xf32>
^b:
  return %y : tensor<6xf32>
}

// -----

// A region with another branch and no loop stays as it is.
// CHECK-LABEL: func.func @other_branch(
// CHECK:         llvm.cond_br
// CHECK-NOT:     scf.if
func.func @other_branch(%c: i1) {
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.br ^b
^b:
  return
}

// -----

// A cf.switch, without a loop: ownership-based deallocation takes none.
// CHECK-LABEL: func.func @switch(
// CHECK-NOT:     cf.switch
// CHECK:         scf.index_switch
func.func @switch(%x: tensor<6xf32>, %y: tensor<6xf32>, %k: i32) -> tensor<6xf32> {
  cf.switch %k : i32, [
    default: ^a,
    1: ^b
  ]
^a:
  return %x : tensor<6xf32>
^b:
  return %y : tensor<6xf32>
}

// -----

// A loop that never exits: the function returns a value of no meaning, an
// empty tensor (a `?` extent 0), not a ub.poison One-Shot cannot bufferize.
// CHECK-LABEL: func.func @forever(
// CHECK-NOT:     ub.poison
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<0x3xf32>
// CHECK:         %[[C:.*]] = tensor.cast %[[E]] : tensor<0x3xf32> to tensor<?x3xf32>
// CHECK:         return %[[C]]
func.func @forever(%x: tensor<2x3xf32>) -> tensor<?x3xf32> {
  cf.br ^loop
^loop:
  cf.br ^loop
}

// -----

// In an scf.execute_region: lifted there; one that never ends yields such
// values.
// CHECK-LABEL: func.func @in_region(
// CHECK:         scf.execute_region
// CHECK-NOT:     cf.br
// CHECK:         scf.while
func.func @in_region(%x: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %r = scf.execute_region -> tensor<6xf32> {
    %c0 = arith.constant 0 : index
    cf.br ^h(%c0 : index)
  ^h(%i: index):
    %lt = arith.cmpi slt, %i, %n : index
    cf.cond_br %lt, ^body, ^done
  ^body:
    %c1 = arith.constant 1 : index
    %j = arith.addi %i, %c1 : index
    cf.br ^h(%j : index)
  ^done:
    scf.yield %x : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

// CHECK-LABEL: func.func @region_forever(
// CHECK:         scf.execute_region
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<6xf32>
// CHECK:         scf.yield %[[E]]
func.func @region_forever(%x: tensor<6xf32>) -> tensor<6xf32> {
  %r = scf.execute_region -> tensor<6xf32> {
    cf.br ^h
  ^h:
    cf.br ^h
  }
  return %r : tensor<6xf32>
}

// -----

// A branch the lifting does not know: a located error, the IR untouched.
func.func @unknown_branch(%c: i1) {
  cf.br ^h
^h:
  // expected-error @below {{a loop of unstructured control flow or a cf.switch that cannot be lifted to scf (bufferization supports neither): only cf.br, cf.cond_br and cf.switch branches are lifted}}
  "test.unknown_branch"(%c)[^h, ^exit] : (i1) -> ()
^exit:
  return
}

// -----

// An llvm.cond_br implements BranchOpInterface, but the lifting knows only
// cf's branches: it failed half way (found by review).
func.func @llvm_branch(%c: i1) {
  cf.br ^h
^h:
  // expected-error @below {{only cf.br, cf.cond_br and cf.switch branches are lifted}}
  llvm.cond_br %c, ^h, ^exit
^exit:
  return
}
