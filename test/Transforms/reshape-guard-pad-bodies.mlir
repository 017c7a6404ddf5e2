// RUN: reshape-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(reshape-guard-pad-bodies))' | FileCheck %s
// A guarded body is not guarded again.
// RUN: reshape-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(reshape-guard-pad-bodies,reshape-guard-pad-bodies))' | FileCheck %s

// A body that is not pure runs under an scf.if that tests, per dim, whether
// the position is before the source (index < low) or after it (index >=
// low + source extent); elsewhere it yields poison, which the source
// overwrites.
// CHECK-LABEL: func @guarded
// CHECK-SAME: (%[[SRC:.*]]: tensor<?x4xf32>, %[[LOW:.*]]: index, %[[HIGH:.*]]: index)
// CHECK: %[[DIM:.*]] = tensor.dim %[[SRC]], %{{.*}} : tensor<?x4xf32>
// CHECK: %[[END0:.*]] = arith.addi %[[LOW]], %[[DIM]] : index
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[END1:.*]] = arith.addi %[[C2]], %[[C4]] : index
// CHECK: tensor.pad %[[SRC]] low[%[[LOW]], 2] high[%[[HIGH]], 1] {
// CHECK: ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
// CHECK:   %[[B0:.*]] = arith.cmpi ult, %[[I]], %[[LOW]] : index
// CHECK:   %[[A0:.*]] = arith.cmpi uge, %[[I]], %[[END0]] : index
// CHECK:   %[[O0:.*]] = arith.ori %[[B0]], %[[A0]] : i1
// CHECK:   %[[B1:.*]] = arith.cmpi ult, %[[J]], %[[C2]] : index
// CHECK:   %[[A1:.*]] = arith.cmpi uge, %[[J]], %[[END1]] : index
// CHECK:   %[[O1:.*]] = arith.ori %[[B1]], %[[A1]] : i1
// CHECK:   %[[PADDING:.*]] = arith.ori %[[O0]], %[[O1]] : i1
// CHECK:   %[[V:.*]] = scf.if %[[PADDING]] -> (f32) {
// CHECK:     %[[W:.*]] = func.call @value(%[[I]], %[[J]])
// CHECK:     scf.yield %[[W]] : f32
// CHECK:   } else {
// CHECK:     %[[POISON:.*]] = ub.poison : f32
// CHECK:     scf.yield %[[POISON]] : f32
// CHECK:   }
// CHECK:   tensor.yield %[[V]] : f32
func.func private @value(index, index) -> f32

func.func @guarded(%src: tensor<?x4xf32>, %low: index, %high: index) -> tensor<?x7xf32> {
  %p = tensor.pad %src low[%low, 2] high[%high, 1] {
  ^bb0(%i: index, %j: index):
    %v = func.call @value(%i, %j) : (index, index) -> f32
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  return %p : tensor<?x7xf32>
}

// -----

// A body of pure arithmetic stays as it is: running it at every position
// changes nothing.
// CHECK-LABEL: func @pure
// CHECK-NOT: scf.if
// CHECK: arith.addf
// CHECK-NEXT: tensor.yield
func.func @pure(%src: tensor<2xf32>, %x: f32) -> tensor<4xf32> {
  %p = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    %y = arith.addf %x, %x : f32
    tensor.yield %y : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// A division may trap (division by zero): not pure, guarded.
// CHECK-LABEL: func @trapping
// CHECK: scf.if %{{.*}} -> (i32) {
// CHECK:   arith.divsi
// CHECK: } else {
// CHECK:   ub.poison : i32
func.func @trapping(%src: tensor<2xi32>, %d: i32) -> tensor<4xi32> {
  %p = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    %q = arith.divsi %c, %d : i32
    tensor.yield %q : i32
  } : tensor<2xi32> to tensor<4xi32>
  return %p : tensor<4xi32>
}


// -----

// A tensor.extract is Pure upstream, yet its index may be valid at the
// padding positions only (it read out of bounds at the others): guarded.
// CHECK-LABEL: func @extract
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK:   tensor.extract
// CHECK: } else {
// CHECK:   ub.poison : f32
func.func @extract(%src: tensor<?xf32>, %table: tensor<1xf32>) -> tensor<?xf32> {
  %p = tensor.pad %src low[1] high[0] {
  ^bb0(%i: index):
    %v = tensor.extract %table[%i] : tensor<1xf32>
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// An unregistered op (no dialect) is guarded, not a crash (found by review).
// CHECK-LABEL: func @unregistered
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK:   "foo.bar"
// CHECK: } {reshape.guarded_body}
func.func @unregistered(%src: tensor<2xf32>) -> tensor<4xf32> {
  %p = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    %v = "foo.bar"(%i) : (index) -> f32
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// A body that only looks guarded (its extract runs before the scf.if) is
// guarded: the pass marks the pads it guarded itself.
// CHECK-LABEL: func @looks_guarded
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK:   tensor.extract
// CHECK:   scf.if
func.func @looks_guarded(%src: tensor<2xf32>, %table: tensor<1xf32>, %c: i1) -> tensor<4xf32> {
  %p = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    %v = tensor.extract %table[%i] : tensor<1xf32>
    %w = scf.if %c -> (f32) {
      scf.yield %v : f32
    } else {
      %poison = ub.poison : f32
      scf.yield %poison : f32
    }
    tensor.yield %w : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}
