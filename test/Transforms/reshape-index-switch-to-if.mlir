// RUN: reshape-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(reshape-index-switch-to-if))' | FileCheck %s

// Cases in order, then the default, as nested scf.if.
// CHECK-LABEL: func @cases
// CHECK-SAME: (%[[I:.*]]: index, %[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %[[C:.*]]: tensor<f32>)
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[IS2:.*]] = arith.cmpi eq, %[[I]], %[[C2]] : index
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[IS5:.*]] = arith.cmpi eq, %[[I]], %[[C5]] : index
// CHECK: %[[R:.*]] = scf.if %[[IS2]] -> (tensor<f32>) {
// CHECK:   scf.yield %[[A]] : tensor<f32>
// CHECK: } else {
// CHECK:   %[[S:.*]] = scf.if %[[IS5]] -> (tensor<f32>) {
// CHECK:     scf.yield %[[B]] : tensor<f32>
// CHECK:   } else {
// CHECK:     scf.yield %[[C]] : tensor<f32>
// CHECK:   }
// CHECK:   scf.yield %[[S]] : tensor<f32>
// CHECK: }
// CHECK: return %[[R]]
// CHECK-NOT: scf.index_switch
func.func @cases(%i: index, %a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>) -> tensor<f32> {
  %r = scf.index_switch %i -> tensor<f32>
  case 2 {
    scf.yield %a : tensor<f32>
  }
  case 5 {
    scf.yield %b : tensor<f32>
  }
  default {
    scf.yield %c : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// A default alone: its body in place; a switch in a case goes too.
// CHECK-LABEL: func @default_and_nested
// CHECK-NOT: scf.index_switch
// CHECK: %[[D:.*]] = tensor.insert
// CHECK: scf.if
// CHECK: scf.if
// CHECK: return %[[D]],
func.func @default_and_nested(%i: index, %j: index, %a: tensor<f32>, %f: f32) -> (tensor<f32>, tensor<f32>) {
  %d = scf.index_switch %i -> tensor<f32>
  default {
    %s = tensor.insert %f into %a[] : tensor<f32>
    scf.yield %s : tensor<f32>
  }
  %r = scf.index_switch %i -> tensor<f32>
  case 0 {
    %n = scf.index_switch %j -> tensor<f32>
    case 1 {
      scf.yield %a : tensor<f32>
    }
    default {
      scf.yield %a : tensor<f32>
    }
    scf.yield %n : tensor<f32>
  }
  default {
    scf.yield %a : tensor<f32>
  }
  return %d, %r : tensor<f32>, tensor<f32>
}

// -----

// Without tensor results a switch stays (it hands out no buffer).
// CHECK-LABEL: func @scalars
// CHECK: scf.index_switch
func.func @scalars(%i: index, %f: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %f : f32
  }
  default {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}
