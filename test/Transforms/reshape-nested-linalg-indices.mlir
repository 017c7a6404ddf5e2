// RUN: reshape-opt %s --pass-pipeline='builtin.module(func.func(reshape-nested-linalg-indices))' | FileCheck %s
// RUN: reshape-opt %s --pass-pipeline='builtin.module(func.func(reshape-nested-linalg-indices,cse))' | FileCheck %s --check-prefix=CSE

// A linalg.index inside two linalg ops gets the depth of its op: CSE then
// keeps it apart from the outer op's index of the same dim (upstream marks
// linalg.index Pure, and CSE made the inner one read the outer position).
// CHECK-LABEL: func @nested
// CHECK: linalg.map outs
// CHECK:   linalg.index 0 : index
// CHECK:   linalg.map outs
// CHECK:     linalg.index 0 {reshape.linalg_depth = 2 : i64} : index
// CHECK:     linalg.index 0 {reshape.linalg_depth = 2 : i64} : index
// CSE-LABEL: func @nested
// CSE: %[[I:.*]] = linalg.index 0 : index
// CSE: linalg.map outs
// CSE:   %[[J:.*]] = linalg.index 0 {reshape.linalg_depth = 2 : i64} : index
// CSE-NOT: linalg.index
// CSE:   arith.addi %[[J]], %[[J]]
// CSE:   arith.addi %{{.*}}, %[[I]]
func.func @nested(%a: memref<4xindex>, %b: memref<3xindex>) {
  linalg.map outs(%a : memref<4xindex>) (%x: index) {
    %i = linalg.index 0 : index
    linalg.map outs(%b : memref<3xindex>) (%y: index) {
      %j = linalg.index 0 : index
      %k = linalg.index 0 : index
      %s = arith.addi %j, %k : index
      %t = arith.addi %s, %i : index
      linalg.yield %t : index
    }
    linalg.yield %i : index
  }
  return
}

// A depth from an earlier run, where the op was nested deeper, goes: it
// would make the outer index equal to a nested one for CSE.
// CHECK-LABEL: func @stale
// CHECK: linalg.index 0 : index
// CHECK: linalg.index 0 {reshape.linalg_depth = 2 : i64} : index
// CSE-LABEL: func @stale
// CSE-COUNT-2: linalg.index 0
func.func @stale(%a: memref<4xindex>, %b: memref<3xindex>) {
  linalg.map outs(%a : memref<4xindex>) (%x: index) {
    %i = linalg.index 0 {reshape.linalg_depth = 2 : i64} : index
    linalg.map outs(%b : memref<3xindex>) (%y: index) {
      %j = linalg.index 0 : index
      %t = arith.addi %j, %i : index
      linalg.yield %t : index
    }
    linalg.yield %i : index
  }
  return
}
