// RUN: reshape-opt %s --split-input-file | FileCheck %s --check-prefix=INFER
// RUN: reshape-opt %s --split-input-file --resolve-ranked-shaped-type-result-dims --cse | FileCheck %s --check-prefix=REIFY

// Result types inferred when they are omitted (InferTypeOpInterface), and
// result dims reified as IR (ReifyRankedShapedTypeOpInterface) through the
// upstream --resolve-ranked-shaped-type-result-dims.

// The worked examples of docs/Rules.md and the spec.
// INFER-LABEL: func @worked_examples
// INFER: [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<3x20xf32>
// INFER: [0, -1, 4] special_zero = true : tensor<2x5x5x24xf32> -> tensor<2x150x4xf32>
// INFER: [0, 4] special_zero = false : tensor<2x5x5x0xf32> -> tensor<0x4xf32>
// INFER: [4, 0, 16] special_zero = true : tensor<2x8x32xf32> -> tensor<4x8x16xf32>
// INFER: [0, -1, 64] special_zero = true : tensor<?x2048xf32> -> tensor<?x32x64xf32>
// INFER: [3, -1] special_zero = false : tensor<*xf32> -> tensor<3x?xf32>
// INFER: [0, -1] special_zero = true : tensor<0x2x2xf32> -> tensor<0x4xf32>
// INFER: [] special_zero = false : tensor<1xf32> -> tensor<f32>
func.func @worked_examples(%a: tensor<3x4x5xf32>, %b: tensor<2x5x5x24xf32>,
                           %c: tensor<2x5x5x0xf32>, %d: tensor<2x8x32xf32>,
                           %e: tensor<?x2048xf32>, %f: tensor<*xf32>,
                           %g: tensor<0x2x2xf32>, %h: tensor<1xf32>) {
  %0 = reshape.static_reshape %a [0, -1] special_zero = true : tensor<3x4x5xf32>
  %1 = reshape.static_reshape %b [0, -1, 4] special_zero = true : tensor<2x5x5x24xf32>
  %2 = reshape.static_reshape %c [0, 4] special_zero = false : tensor<2x5x5x0xf32>
  %3 = reshape.static_reshape %d [4, 0, 16] special_zero = true : tensor<2x8x32xf32>
  %4 = reshape.static_reshape %e [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  %5 = reshape.static_reshape %f [3, -1] special_zero = false : tensor<*xf32>
  %6 = reshape.static_reshape %g [0, -1] special_zero = true : tensor<0x2x2xf32>
  %7 = reshape.static_reshape %h [] special_zero = false : tensor<1xf32>
  return
}

// -----

// INFER-LABEL: func @inferred_kinds
// A copied `?` stays `?`; a -1 over a `?` is `?`; a copy from an unranked
// input is `?`; rank 0 in and out.
// INFER: [0, 4] special_zero = true : tensor<?x?x4xf32> -> tensor<?x4xf32>
// INFER: [-1, 2] special_zero = false : tensor<?x4xf32> -> tensor<?x2xf32>
// INFER: [0, 5] special_zero = true : tensor<*xf32> -> tensor<?x5xf32>
// INFER: [1, -1, 1] special_zero = false : tensor<f32> -> tensor<1x1x1xf32>
// INFER: [] special_zero = true : tensor<1x1xf32> -> tensor<f32>
// dynamic_reshape without known values (R7): `?` dims, unranked for `?` length.
// INFER: tensor<3x4x5xf32>, tensor<3xi32> -> tensor<?x?x?xf32>
// INFER: tensor<3x4x5xf32>, tensor<?xi64> -> tensor<*xf32>
// INFER: tensor<1x1xf32>, tensor<0xindex> -> tensor<f32>
func.func @inferred_kinds(%a: tensor<?x?x4xf32>, %b: tensor<?x4xf32>, %u: tensor<*xf32>,
                          %z: tensor<f32>, %o: tensor<1x1xf32>, %x: tensor<3x4x5xf32>,
                          %s: tensor<3xi32>, %t: tensor<?xi64>, %e: tensor<0xindex>) {
  %0 = reshape.static_reshape %a [0, 4] special_zero = true : tensor<?x?x4xf32>
  %1 = reshape.static_reshape %b [-1, 2] special_zero = false : tensor<?x4xf32>
  %2 = reshape.static_reshape %u [0, 5] special_zero = true : tensor<*xf32>
  %3 = reshape.static_reshape %z [1, -1, 1] special_zero = false : tensor<f32>
  %4 = reshape.static_reshape %o [] special_zero = true : tensor<1x1xf32>
  %5 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<3xi32>
  %6 = reshape.dynamic_reshape %x, %t special_zero = true : tensor<3x4x5xf32>, tensor<?xi64>
  %7 = reshape.dynamic_reshape %o, %e special_zero = false : tensor<1x1xf32>, tensor<0xindex>
  return
}

// -----

// A copied dynamic dim reifies to the input dim; a static one to a constant.
// REIFY-LABEL: func @reify_copy
// REIFY-SAME: %[[X:.*]]: tensor<?x2048xf32>
// REIFY-DAG: %[[C0:.*]] = arith.constant 0 : index
// REIFY-DAG: %[[C32:.*]] = arith.constant 32 : index
// REIFY: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]]
// REIFY: return %[[D0]], %[[C32]]
func.func @reify_copy(%x: tensor<?x2048xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x32x64xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x32x64xf32>
  return %d0, %d1 : index, index
}

// -----

// The -1 over a dynamic dim reifies to Pin / Pout.
// REIFY-LABEL: func @reify_minus_one
// REIFY-SAME: %[[X:.*]]: tensor<?x10xf32>
// REIFY-DAG: %[[C0:.*]] = arith.constant 0 : index
// REIFY-DAG: %[[C5:.*]] = arith.constant 5 : index
// REIFY-DAG: %[[C10:.*]] = arith.constant 10 : index
// REIFY: %[[D:.*]] = tensor.dim %[[X]], %[[C0]]
// REIFY: %[[PIN:.*]] = arith.muli %[[D]], %[[C10]]
// REIFY: %[[Q:.*]] = arith.divsi %[[PIN]], %[[C5]]
// REIFY: return %[[Q]]
func.func @reify_minus_one(%x: tensor<?x10xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = reshape.static_reshape %x [-1, 5] special_zero = false : tensor<?x10xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x5xf32>
  return %d0 : index
}

// -----

// An unranked input: the -1 divides the element count, a loop over the rank.
// REIFY-LABEL: func @reify_unranked
// REIFY-SAME: %[[X:.*]]: tensor<*xf32>
// REIFY: %[[RANK:.*]] = tensor.rank %[[X]]
// REIFY: %[[LOOP:.*]]:{{[0-9]+}} = scf.for %[[J:.*]] = %{{.*}} to %[[RANK]]
// REIFY: tensor.dim %[[X]], %[[J]]
// REIFY: arith.divsi %[[LOOP]]#0, %{{.*}}
func.func @reify_unranked(%x: tensor<*xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = reshape.static_reshape %x [3, -1] special_zero = false : tensor<*xf32>
  %d1 = tensor.dim %0, %c1 : tensor<3x?xf32>
  return %d1 : index
}

// -----

// dynamic_reshape: dims come from the shape values, read as index.
// REIFY-LABEL: func @reify_dynamic_no_special_zero
// REIFY-SAME: %[[X:.*]]: tensor<?x?xf32>, %[[S:.*]]: tensor<2xi32>
// REIFY: %[[E0:.*]] = tensor.extract %[[S]][%{{.*}}] : tensor<2xi32>
// REIFY: %[[V0:.*]] = arith.index_cast %[[E0]] : i32 to index
// REIFY: %[[M1:.*]] = arith.cmpi eq, %[[V0]], %{{.*}}
// The -1 quotient is only computed when the target has a -1.
// REIFY: %[[Q:.*]] = scf.if %{{.*}} -> (index) {
// REIFY: arith.divsi
// REIFY: %[[R0:.*]] = arith.select %[[M1]], %[[Q]], %[[V0]]
// REIFY: return %[[R0]]
func.func @reify_dynamic_no_special_zero(%x: tensor<?x?xf32>, %s: tensor<2xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x?xf32>, tensor<2xi32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  return %d0 : index
}

// -----

// A static declared dim reifies to its constant, whatever the shape values.
// REIFY-LABEL: func @reify_declared_static
// REIFY: %[[C3:.*]] = arith.constant 3 : index
// REIFY: return %[[C3]]
func.func @reify_declared_static(%x: tensor<?x?xf32>, %s: tensor<2xindex>) -> index {
  %c0 = arith.constant 0 : index
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x?xf32>, tensor<2xindex> -> tensor<3x?xf32>
  %d0 = tensor.dim %0, %c0 : tensor<3x?xf32>
  return %d0 : index
}
