// Upstream (MLIR 22, llvm/llvm-project#62644): linalg.index reads the
// position of the nearest linalg op around it, yet it is marked Pure, so
// CSE replaces the linalg.index of a linalg op nested in another by the
// outer op's one of the same dim: the inner map then reads the outer
// position. A silently wrong program. Reached through reshape-to-llvm by a
// tensor.pad whose body holds another (their bufferization makes nested
// linalg.map ops), found by review of reshape-guard-pad-bodies, which made
// every guarded nested pad meet it. reshape-to-llvm runs
// reshape-nested-linalg-indices before each CSE
// (test/Integration/nested-pads.mlir).
//   mlir-opt upstream-linalg-index-cse.mlir --cse
// leaves one linalg.index: the inner map writes 0, 1, 2, 3 + i*10 where it
// should write j*10 + i.
func.func @nested(%a: memref<4xindex>, %b: memref<4x4xindex>) {
  linalg.map outs(%a : memref<4xindex>) (%x: index) {
    %i = linalg.index 0 : index
    %row = memref.subview %b[%i, 0] [1, 4] [1, 1] : memref<4x4xindex> to memref<4xindex, strided<[1], offset: ?>>
    linalg.map outs(%row : memref<4xindex, strided<[1], offset: ?>>) (%y: index) {
      %j = linalg.index 0 : index
      %c10 = arith.constant 10 : index
      %t = arith.muli %j, %c10 : index
      %s = arith.addi %t, %i : index
      linalg.yield %s : index
    }
    linalg.yield %i : index
  }
  return
}
