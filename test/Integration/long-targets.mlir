// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: reshape-opt %s --convert-reshape-to-tensor | FileCheck %s --check-prefix=LOOPS

// Targets longer than 16 values are checked and resolved in loops over the
// values (the IR does not grow with the target), with the same results.

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// LOOPS-LABEL: func @dynamic_target
// LOOPS-NOT: call @__reshape_resolve
// LOOPS: scf.for
// LOOPS: tensor.generate
func.func @dynamic_target(%x: tensor<2x3x4xf32>, %s: tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x4xf32>, tensor<20xi32>
  return %0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
}

// LOOPS-LABEL: func @static_target
// LOOPS: scf.for
func.func @static_target(%x: tensor<?x4xf32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32> {
  %0 = reshape.static_reshape %x [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, -1] special_zero = false : tensor<?x4xf32> -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
}

// A result of many dims that is only used unranked is built unranked: no
// memref type of that rank reaches upstream's lowering, which flattens the
// layout of each one in time quadratic in its rank.
// LOOPS-LABEL: func @unranked_result
// LOOPS: %[[F:.*]] = scf.execute_region -> tensor<*xf32> no_inline {
// LOOPS: %[[SHAPE:.*]] = tensor.cast %{{.*}} : tensor<20xindex> to tensor<?xindex>
// LOOPS: %[[R:.*]] = tensor.reshape %{{.*}}(%[[SHAPE]]) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
// LOOPS: scf.yield %[[R]] : tensor<*xf32>
// LOOPS: return %[[F]] : tensor<*xf32>
func.func @unranked_result(%x: tensor<*xf32>, %s: tensor<20xi32>) -> tensor<*xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<*xf32>, tensor<20xi32>
  %1 = tensor.cast %0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32> to tensor<*xf32>
  return %1 : tensor<*xf32>
}

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c17 = arith.constant 17 : index
  %c18 = arith.constant 18 : index
  %c19 = arith.constant 19 : index
  %x = tensor.empty() : tensor<2x3x4xf32>
  %s = arith.constant dense<[1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, -1]> : tensor<20xi32>
  %a = call @dynamic_target(%x, %s) : (tensor<2x3x4xf32>, tensor<20xi32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  // [1, 1, 0 (copies 4), 1, ..., 1, 2, -1 (24 / 8 = 3)]
  // CHECK: 1, 4, 1, 2, 3,
  %da_0 = tensor.dim %a, %c0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ia_0 = arith.index_cast %da_0 : index to i64
  call @printI64(%ia_0) : (i64) -> ()
  call @printComma() : () -> ()
  %da_2 = tensor.dim %a, %c2 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ia_2 = arith.index_cast %da_2 : index to i64
  call @printI64(%ia_2) : (i64) -> ()
  call @printComma() : () -> ()
  %da_17 = tensor.dim %a, %c17 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ia_17 = arith.index_cast %da_17 : index to i64
  call @printI64(%ia_17) : (i64) -> ()
  call @printComma() : () -> ()
  %da_18 = tensor.dim %a, %c18 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ia_18 = arith.index_cast %da_18 : index to i64
  call @printI64(%ia_18) : (i64) -> ()
  call @printComma() : () -> ()
  %da_19 = tensor.dim %a, %c19 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ia_19 = arith.index_cast %da_19 : index to i64
  call @printI64(%ia_19) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %y0 = tensor.empty() : tensor<6x4xf32>
  %y = tensor.cast %y0 : tensor<6x4xf32> to tensor<?x4xf32>
  %b = call @static_target(%y) : (tensor<?x4xf32>) -> tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  // [1, ..., 1, 4, -1 (24 / 4 = 6)]
  // CHECK: 1, 1, 1, 4, 6,
  %db_0 = tensor.dim %b, %c0 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ib_0 = arith.index_cast %db_0 : index to i64
  call @printI64(%ib_0) : (i64) -> ()
  call @printComma() : () -> ()
  %db_2 = tensor.dim %b, %c2 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ib_2 = arith.index_cast %db_2 : index to i64
  call @printI64(%ib_2) : (i64) -> ()
  call @printComma() : () -> ()
  %db_17 = tensor.dim %b, %c17 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ib_17 = arith.index_cast %db_17 : index to i64
  call @printI64(%ib_17) : (i64) -> ()
  call @printComma() : () -> ()
  %db_18 = tensor.dim %b, %c18 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ib_18 = arith.index_cast %db_18 : index to i64
  call @printI64(%ib_18) : (i64) -> ()
  call @printComma() : () -> ()
  %db_19 = tensor.dim %b, %c19 : tensor<?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?x?xf32>
  %ib_19 = arith.index_cast %db_19 : index to i64
  call @printI64(%ib_19) : (i64) -> ()
  call @printComma() : () -> ()
  call @printNewline() : () -> ()
  %z = arith.constant dense<[[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]]> : tensor<1x3x2xf32>
  %zu = tensor.cast %z : tensor<1x3x2xf32> to tensor<*xf32>
  %t = arith.constant dense<[1, 0, -1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]> : tensor<20xi32>
  %c = call @unranked_result(%zu, %t) : (tensor<*xf32>, tensor<20xi32>) -> tensor<*xf32>
  // [1, 0 (copies 3), -1 (6 / 3 = 2), 1, ..., 1]
  // CHECK: rank = 20 offset = 0 sizes = [1, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] strides = [6, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] data =
  // CHECK: {{\[+0\]+}}
  // CHECK: {{\[+1\]+}}
  // CHECK: {{\[+2\]+}}
  // CHECK: {{\[+3\]+}}
  // CHECK: {{\[+4\]+}}
  // CHECK: {{\[+5\]+}}
  call @printMemrefF32(%c) : (tensor<*xf32>) -> ()
  return
}
