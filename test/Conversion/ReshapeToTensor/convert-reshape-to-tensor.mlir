// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor=runtime-checks=false --cse | FileCheck %s

// Which tensor ops each reshape becomes (checks off: see
// runtime-checks.mlir for the checks).

//===----------------------------------------------------------------------===//
// static_reshape with known result dims: the fewest expand/collapse
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @identity
// CHECK-SAME: %[[X:.*]]: tensor<3x4xf32>
// CHECK-NEXT: return %[[X]]
func.func @identity(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = reshape.static_reshape %x [0, 0] special_zero = true : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func @collapse
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : tensor<3x4x5xf32> into tensor<3x20xf32>
// CHECK-NEXT: return %[[C]]
func.func @collapse(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  return %0 : tensor<3x20xf32>
}

// -----

// CHECK-LABEL: func @expand
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [3, 4, 5] : tensor<3x20xf32> into tensor<3x4x5xf32>
// CHECK-NEXT: return %[[E]]
func.func @expand(%x: tensor<3x20xf32>) -> tensor<3x4x5xf32> {
  %0 = reshape.static_reshape %x [3, 4, -1] special_zero = false : tensor<3x20xf32>
  return %0 : tensor<3x4x5xf32>
}

// -----

// Unit dims join a neighbouring group: still one op.
// CHECK-LABEL: func @unit_dims
// CHECK-NEXT: tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2, 3]] : tensor<1x6x4x1xf32> into tensor<6x4xf32>
func.func @unit_dims(%x: tensor<1x6x4x1xf32>) -> tensor<6x4xf32> {
  %0 = reshape.static_reshape %x [6, 4] special_zero = false : tensor<1x6x4x1xf32>
  return %0 : tensor<6x4xf32>
}

// -----

// No single op: collapse to 1-D, then expand.
// CHECK-LABEL: func @collapse_then_expand
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : tensor<4x3x2xf32> into tensor<24xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[C]] {{\[}}[0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: return %[[E]]
func.func @collapse_then_expand(%x: tensor<4x3x2xf32>) -> tensor<2x3x4xf32> {
  %0 = reshape.static_reshape %x [2, 0, 4] special_zero = true : tensor<4x3x2xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// Groups that are pure expands stay out of the collapse.
// CHECK-LABEL: func @collapse_then_expand_by_group
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : tensor<2x3x20xf32> into tensor<6x20xf32>
// CHECK-NEXT: tensor.expand_shape %[[C]] {{\[}}[0, 1], [2, 3]] output_shape [3, 2, 4, 5] : tensor<6x20xf32> into tensor<3x2x4x5xf32>
func.func @collapse_then_expand_by_group(%x: tensor<2x3x20xf32>) -> tensor<3x2x4x5xf32> {
  %0 = reshape.static_reshape %x [3, 2, 4, 5] special_zero = false : tensor<2x3x20xf32>
  return %0 : tensor<3x2x4x5xf32>
}

// -----

// A zero-size shape is one group.
// CHECK-LABEL: func @zero_size
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : tensor<2x0x3xf32> into tensor<0xf32>
// CHECK-NEXT: tensor.expand_shape %[[C]] {{\[}}[0, 1]] output_shape [0, 6] : tensor<0xf32> into tensor<0x6xf32>
func.func @zero_size(%x: tensor<2x0x3xf32>) -> tensor<0x6xf32> {
  %0 = reshape.static_reshape %x [-1, 6] special_zero = false : tensor<2x0x3xf32>
  return %0 : tensor<0x6xf32>
}

// -----

// CHECK-LABEL: func @rank_0
// CHECK: tensor.collapse_shape %{{.*}} [] : tensor<1x1xf32> into tensor<f32>
// CHECK: tensor.expand_shape %{{.*}} [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
func.func @rank_0(%x: tensor<1x1xf32>, %y: tensor<f32>) -> (tensor<f32>, tensor<1x1xf32>) {
  %0 = reshape.static_reshape %x [] special_zero = false : tensor<1x1xf32>
  %1 = reshape.static_reshape %y [1, 1] special_zero = false : tensor<f32>
  return %0, %1 : tensor<f32>, tensor<1x1xf32>
}

// -----

// The ops are built with the inferred static type; a cast restores the
// written one.
// CHECK-LABEL: func @written_type_less_static
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %{{.*}} : tensor<3x4x5xf32> into tensor<3x20xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[C]] : tensor<3x20xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[CAST]]
func.func @written_type_less_static(%x: tensor<3x4x5xf32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

//===----------------------------------------------------------------------===//
// static_reshape with `?` dims: result dims from the rules
//===----------------------------------------------------------------------===//

// special_zero copies anchor the groups: the copied `?` stays one group.
// CHECK-LABEL: func @copied_dynamic_dim
// CHECK-SAME: %[[X:.*]]: tensor<?x2048xf32>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]]
// CHECK-NEXT: tensor.expand_shape %[[X]] {{\[}}[0], [1, 2]] output_shape [%[[D0]], 32, 64] : tensor<?x2048xf32> into tensor<?x32x64xf32>
func.func @copied_dynamic_dim(%x: tensor<?x2048xf32>) -> tensor<?x32x64xf32> {
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  return %0 : tensor<?x32x64xf32>
}

// -----

// The -1 over a `?`: Pin / Pout, one dynamic dim per expand group.
// CHECK-LABEL: func @minus_one_over_dynamic_dim
// CHECK-SAME: %[[X:.*]]: tensor<?x4xf32>
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK: %[[D0:.*]] = tensor.dim %[[X]]
// CHECK: %[[PIN:.*]] = arith.muli %[[D0]], %{{.*}}
// CHECK: %[[Q:.*]] = arith.divsi %[[PIN]], %{{.*}}
// CHECK: tensor.expand_shape %[[C]] {{\[}}[0, 1]] output_shape [%[[Q]], 2] : tensor<?xf32> into tensor<?x2xf32>
func.func @minus_one_over_dynamic_dim(%x: tensor<?x4xf32>) -> tensor<?x2xf32> {
  %0 = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?x4xf32>
  return %0 : tensor<?x2xf32>
}

// -----

// An expand group with two dynamic dims cannot go through
// expand-strided-metadata: tensor.reshape with an index shape.
// CHECK-LABEL: func @multi_dynamic_group
// CHECK-SAME: %[[X:.*]]: tensor<?x?xf32>
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: %[[Q:.*]] = arith.divsi %[[D0]], %{{.*}}
// CHECK: %[[SHAPE:.*]] = tensor.from_elements %[[Q]], %[[D1]], %{{.*}} : tensor<3xindex>
// CHECK: tensor.reshape %[[X]](%[[SHAPE]]) : (tensor<?x?xf32>, tensor<3xindex>) -> tensor<?x?x2xf32>
// CHECK-NOT: tensor.expand_shape
func.func @multi_dynamic_group(%x: tensor<?x?xf32>) -> tensor<?x?x2xf32> {
  %0 = reshape.static_reshape %x [-1, 0, 2] special_zero = true : tensor<?x?xf32>
  return %0 : tensor<?x?x2xf32>
}

// -----

// An unranked input: tensor.reshape; the -1 divides the element count,
// computed by a loop over the rank.
// CHECK-LABEL: func @unranked_input
// CHECK-SAME: %[[X:.*]]: tensor<*xf32>
// CHECK: %[[RANK:.*]] = tensor.rank %[[X]]
// CHECK: %[[LOOP:.*]]:{{[0-9]+}} = scf.for %{{.*}} = %{{.*}} to %[[RANK]]
// CHECK: %[[Q:.*]] = arith.divsi %[[LOOP]]#0, %{{.*}}
// CHECK: %[[SHAPE:.*]] = tensor.from_elements %{{.*}}, %[[Q]] : tensor<2xindex>
// CHECK: tensor.reshape %[[X]](%[[SHAPE]]) : (tensor<*xf32>, tensor<2xindex>) -> tensor<3x?xf32>
func.func @unranked_input(%x: tensor<*xf32>) -> tensor<3x?xf32> {
  %0 = reshape.static_reshape %x [3, -1] special_zero = false : tensor<*xf32>
  return %0 : tensor<3x?xf32>
}

// -----

//===----------------------------------------------------------------------===//
// dynamic_reshape
//===----------------------------------------------------------------------===//

// The values are read with tensor.extract and passed, with the dynamic input
// dims (none here), to the shape resolution function of this signature; it
// casts them to index and branches on where the -1 is and, beside it,
// whether the other value is 0. Each branch resolves its class: [-1, 0]
// is 15x4, [-1, p] 60 divided by p (clamped: without checks nothing says
// that p is positive); without a -1, a 0 copies its input dim.
// CHECK-LABEL: func @dynamic_reshape
// CHECK-SAME: %[[X:.*]]: tensor<3x4x5xf32>, %[[S:.*]]: tensor<2xi32>
// CHECK: %[[E0:.*]] = tensor.extract %[[S]][%{{.*}}] : tensor<2xi32>
// CHECK: %[[E1:.*]] = tensor.extract %[[S]][%{{.*}}] : tensor<2xi32>
// CHECK: %[[R:.*]]:2 = call @[[RESOLVE:__reshape_resolve_[0-9A-F]+]](%[[E0]], %[[E1]]) : (i32, i32) -> (index, index)
// CHECK: %[[SHAPE:.*]] = tensor.from_elements %[[R]]#0, %[[R]]#1 : tensor<2xindex>
// CHECK: tensor.reshape %[[X]](%[[SHAPE]]) : (tensor<3x4x5xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK: func.func private @[[RESOLVE]](%[[P0:.*]]: i32, %[[P1:.*]]: i32) -> (index, index)
// CHECK-SAME: attributes {llvm.linkage = #llvm.linkage<internal>}
// CHECK: %[[A0:.*]] = arith.index_cast %[[P0]] : i32 to index
// CHECK: %[[A1:.*]] = arith.index_cast %[[P1]] : i32 to index
// CHECK: %[[MINUS_ONE:.*]] = arith.constant -1 : index
// CHECK: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[A0]], %[[MINUS_ONE]] : index
// CHECK: scf.if %[[FIRST]] -> (index, index) {
// CHECK:   %[[Z1:.*]] = arith.cmpi eq, %[[A1]], %[[ZERO]] : index
// CHECK:   scf.if %[[Z1]] -> (index, index) {
// CHECK:     %[[C15:.*]] = arith.constant 15 : index
// CHECK:     %[[C4:.*]] = arith.constant 4 : index
// CHECK:     scf.yield %[[C15]], %[[C4]] : index, index
// CHECK:   } else {
// CHECK:     %[[DIVISOR:.*]] = arith.maxsi
// CHECK:     arith.divsi %{{.*}}, %[[DIVISOR]] : index
// CHECK:   }
// CHECK: } else {
// CHECK:   %[[SECOND:.*]] = arith.cmpi eq, %[[A1]], %[[MINUS_ONE]] : index
// CHECK:   scf.if %[[SECOND]] -> (index, index) {
// CHECK:   } else {
// CHECK-DAG: %[[Z0:.*]] = arith.cmpi eq, %[[A0]], %[[ZERO]] : index
// CHECK-DAG: %[[Z1:.*]] = arith.cmpi eq, %[[A1]], %[[ZERO]] : index
// CHECK-DAG: %[[R0:.*]] = arith.select %[[Z0]], %{{.*}}, %[[A0]] : index
// CHECK-DAG: %[[R1:.*]] = arith.select %[[Z1]], %{{.*}}, %[[A1]] : index
// CHECK:     scf.yield %[[R0]], %[[R1]] : index, index
// CHECK-NOT: arith.divsi
// CHECK: return
func.func @dynamic_reshape(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// Every op of one signature (input type, target length, special_zero, result
// type) calls the same function; another signature gets its own. The `?`
// input dims are arguments, the static ones constants in the function.
// CHECK-LABEL: func @shared_resolution
// CHECK-SAME: %[[X:.*]]: tensor<?x4xf32>, %[[Y:.*]]: tensor<?x4xf32>, %[[S:.*]]: tensor<2xi64>
// CHECK: %[[DX:.*]] = tensor.dim %[[X]], %{{.*}}
// CHECK: call @[[F1:__reshape_resolve_[0-9A-F]+]](%[[DX]], %{{.*}}, %{{.*}})
// CHECK: %[[DY:.*]] = tensor.dim %[[Y]], %{{.*}}
// CHECK: call @[[F1]](%[[DY]], %{{.*}}, %{{.*}})
// CHECK: call @[[F2:__reshape_resolve_[0-9A-F]+]](%[[DX]], %{{.*}}, %{{.*}})
// CHECK-NOT: call
// CHECK: return
// CHECK: func.func private @[[F1]](%{{.*}}: index, %{{.*}}: i64, %{{.*}}: i64) -> (index, index)
// CHECK: func.func private @[[F2]](%{{.*}}: index, %{{.*}}: i64, %{{.*}}: i64) -> (index, index)
// CHECK-NOT: func.func
func.func @shared_resolution(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>, %s: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x4xf32>, tensor<2xi64>
  %1 = reshape.dynamic_reshape %y, %s special_zero = true : tensor<?x4xf32>, tensor<2xi64>
  %2 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x4xf32>, tensor<2xi64>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Signed shape values are read as signless (same bits).
// CHECK-LABEL: func @dynamic_reshape_signed
// CHECK: %[[E:.*]] = tensor.extract %{{.*}} : tensor<1xsi64>
// CHECK: call @[[RESOLVE:__reshape_resolve_[0-9A-F]+]](%[[E]]) : (si64) -> index
// CHECK: func.func private @[[RESOLVE]](%[[P:.*]]: si64) -> index
// CHECK: %[[B:.*]] = builtin.unrealized_conversion_cast %[[P]] : si64 to i64
// CHECK: arith.index_cast %[[B]] : i64 to index
func.func @dynamic_reshape_signed(%x: tensor<3x4xf32>, %s: tensor<1xsi64>) -> tensor<?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<3x4xf32>, tensor<1xsi64>
  return %0 : tensor<?xf32>
}

// -----

// A fully static written result relates the dims: views, no shape values.
// CHECK-LABEL: func @dynamic_reshape_static_result
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[C]] {{\[}}[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
// CHECK-NEXT: return %[[E]]
func.func @dynamic_reshape_static_result(%x: tensor<2x3x4xf32>, %s: tensor<2xi32>) -> tensor<4x6xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3x4xf32>, tensor<2xi32> -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// A shape of unknown length: the resolved shape is a tensor.generate, the
// result unranked.
// CHECK-LABEL: func @dynamic_reshape_unknown_length
// CHECK-SAME: %[[X:.*]]: tensor<?x?xf32>, %[[S:.*]]: tensor<?xi32>
// CHECK: %[[N:.*]] = tensor.dim %[[S]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[N]]
// CHECK: %[[SHAPE:.*]] = tensor.generate %[[N]]
// CHECK: tensor.reshape %[[X]](%[[SHAPE]]) : (tensor<?x?xf32>, tensor<?xindex>) -> tensor<*xf32>
func.func @dynamic_reshape_unknown_length(%x: tensor<?x?xf32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?x?xf32>, tensor<?xi32>
  return %0 : tensor<*xf32>
}

// -----

// `__reshape_` names are reserved for the lowering, but a symbol that takes
// the name of a resolution function (its hash) is not reused: the function
// gets a suffix.
// CHECK-LABEL: func @__reshape_resolve_37D460E2967C1AD9()
// CHECK-LABEL: func @name_taken
// CHECK: call @__reshape_resolve_37D460E2967C1AD9_1(
// CHECK: func.func private @__reshape_resolve_37D460E2967C1AD9_1(
func.func @__reshape_resolve_37D460E2967C1AD9() {
  return
}
func.func @name_taken(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// Neither is a private function of the very type a resolution function of
// that name has (what a hash collision, or a function an earlier run made,
// looks like): only a function this run made for the same key is reused.
// Calling this one would skip every check.
// CHECK-LABEL: func private @__reshape_resolve_37D460E2967C1AD9(%{{.*}}: i32, %{{.*}}: i32) -> (index, index)
// CHECK-LABEL: func @same_type_taken
// CHECK: call @__reshape_resolve_37D460E2967C1AD9_1(
// CHECK: func.func private @__reshape_resolve_37D460E2967C1AD9_1(
// CHECK-NOT: reshape.symbol_key
func.func private @__reshape_resolve_37D460E2967C1AD9(%a: i32, %b: i32) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c60 = arith.constant 60 : index
  return %c1, %c60 : index, index
}
func.func @same_type_taken(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// -----

// Found by the differential test. expand_shape cannot expand a `?` source
// dim into a static group (its verifier rejects it): tensor.reshape.
// CHECK-LABEL: func @dynamic_source_static_group
// CHECK-NOT: tensor.expand_shape
// CHECK: tensor.reshape %{{.*}} : (tensor<?xf32>, tensor<4xindex>) -> tensor<6x1x3x0xf32>
func.func @dynamic_source_static_group(%x: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %r = reshape.static_reshape %x [6, 1, 3, 0] special_zero = false : tensor<?xf32> -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

// -----

// Found by the differential test. A group with a static 0 and a `?` dim:
// One-Shot Bufferize would give its collapse an invalid memref type (a
// static 0 where the group is dynamic), so tensor.reshape.
// CHECK-LABEL: func @zero_and_dynamic_group
// CHECK-NOT: tensor.collapse_shape
// CHECK: tensor.reshape %{{.*}} : (tensor<?x?x0x3xf32>, tensor<1xindex>) -> tensor<?xf32>
func.func @zero_and_dynamic_group(%x: tensor<?x?x0x3xf32>) -> tensor<?xf32> {
  %r = reshape.static_reshape %x [-1] special_zero = true : tensor<?x?x0x3xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Found by the differential test. An unranked cast of a ranked tensor is
// read through: the dims of the rank-0 source, not a loop of tensor.dim
// over the unranked cast (which upstream folds into an invalid tensor.dim
// of the rank-0 tensor).
// CHECK-LABEL: func @unranked_cast_of_rank0
// CHECK-SAME: %[[X:.*]]: tensor<f32>
// CHECK-NOT: scf.for
// CHECK: tensor.expand_shape %[[X]] [] output_shape [1] : tensor<f32> into tensor<1xf32>
func.func @unranked_cast_of_rank0(%x: tensor<f32>) -> tensor<?xf32> {
  %u = tensor.cast %x : tensor<f32> to tensor<*xf32>
  %r = reshape.static_reshape %u [-1] special_zero = true : tensor<*xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Found by the builder fuzzer: static dims whose product wraps to 0 in 64
// bits (2 * 2^31 * 2^62) with a `?` dim: One-Shot Bufferize would take the
// collapsed extent for a static 0, as with a literal 0, so tensor.reshape.
// CHECK-LABEL: func @static_product_wraps_to_zero
// CHECK-NOT: tensor.collapse_shape
// CHECK: tensor.reshape
func.func @static_product_wraps_to_zero(%x: tensor<2x2147483648x4611686018427387904x?xf32>) -> tensor<?xf32> {
  %r = reshape.static_reshape %x [-1] special_zero = false : tensor<2x2147483648x4611686018427387904x?xf32> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Found by the builder fuzzer: a group whose static dims overflow 64 bits
// (2^62 * 4, the -1 spans only 2^62): collapse_shape would wrap the product
// into a static 0, so tensor.reshape. (The fuzzer's input had a leading 1
// dim, whose stride overflows: see invalid.mlir.)
// CHECK-LABEL: func @static_product_overflows
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: tensor.expand_shape
// CHECK: tensor.reshape
func.func @static_product_overflows(%x: tensor<4611686018427387904x4xbf16>) -> tensor<1073741824x4x4294967296xbf16> {
  %0 = reshape.static_reshape %x [-1, 0, 4294967296] special_zero = true : tensor<4611686018427387904x4xbf16>
  return %0 : tensor<1073741824x4x4294967296xbf16>
}
