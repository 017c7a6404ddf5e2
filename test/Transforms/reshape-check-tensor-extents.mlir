// RUN: reshape-opt %s --split-input-file --allow-unregistered-dialect --reshape-check-tensor-extents | FileCheck %s
// RUN: reshape-opt %s --split-input-file --allow-unregistered-dialect --reshape-check-tensor-extents=check-mode=assert | FileCheck %s --check-prefix=ASSERT

// A cast to a static extent: checked where the cast is, and the program
// stops before each use of its value (not at the cast: a pure op may sit
// where its value is never used). The cast is marked checked, which
// canonicalization leaves as it is.
// CHECK-LABEL: func.func @cast_extent
// CHECK: %[[DIM:.*]] = tensor.dim %[[X:.*]], %c1
// CHECK: %[[I:.*]] = arith.index_cast %[[DIM]] : index to i64
// CHECK: %[[FAILS:.*]] = arith.cmpi ne, %[[I]], %c4_i64
// CHECK: %[[CAST:.*]] = tensor.cast %[[X]] {reshape.extents_checked} : tensor<?x?xf32> to tensor<?x4xf32>
// CHECK: call @use_a(%[[X]])
// CHECK: scf.if %[[FAILS]] {
// CHECK: llvm.call @__reshape_report_
// CHECK: } {reshape.extent_check}
// CHECK: call @use_b(%[[CAST]])
// ASSERT-LABEL: func.func @cast_extent
// ASSERT: cf.assert %{{.*}}, "{{.*}}reshape-check-tensor-extents.mlir:[[# @LINE + 5]]:8: tensor.cast: dim 1 of the source is ? at run time, the result type says 4"
// ASSERT: call @use_b
func.func private @use_a(%x: tensor<?x?xf32>)
func.func private @use_b(%x: tensor<?x4xf32>)
func.func @cast_extent(%x: tensor<?x?xf32>) {
  %0 = tensor.cast %x : tensor<?x?xf32> to tensor<?x4xf32>
  call @use_a(%x) : (tensor<?x?xf32>) -> ()
  call @use_b(%0) : (tensor<?x4xf32>) -> ()
  return
}

// -----

// Casts that make no extent static, and a cast nothing uses: no check.
// CHECK-LABEL: func.func @no_check
// CHECK-NOT: scf.if
// CHECK: return
func.func @no_check(%x: tensor<3x?xf32>) -> tensor<*xf32> {
  %0 = tensor.cast %x : tensor<3x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %x : tensor<3x?xf32> to tensor<3x5xf32>
  %2 = tensor.cast %0 : tensor<?x?xf32> to tensor<*xf32>
  return %2 : tensor<*xf32>
}

// -----

// An unranked source: its rank first, then its extents, read only where
// the rank holds; one branch on the passing path before the use, the
// first failing check's message in it.
// CHECK-LABEL: func.func @cast_unranked
// CHECK: %[[RANK:.*]] = tensor.rank
// CHECK: %[[RANK_FAILS:.*]] = arith.cmpi ne
// CHECK: %[[DIMS:.*]]:2 = scf.if %[[RANK_FAILS]] -> (i64, i64) {
// CHECK:   scf.yield %c0_i64, %c0_i64
// CHECK: } else {
// CHECK:   tensor.dim
// CHECK:   tensor.dim
// CHECK: }
// CHECK: %[[ANY:.*]] = arith.ori
// CHECK: %[[ANY2:.*]] = arith.ori %[[ANY]]
// CHECK: scf.if %[[ANY2]] {
// CHECK:   scf.if %[[RANK_FAILS]] {
// CHECK-COUNT-2: scf.if %{{.*}} {
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: return
// ASSERT-LABEL: func.func @cast_unranked
// ASSERT: cf.assert %{{.*}}, "{{.*}}tensor.cast: the source has rank ? at run time, the result type has rank 2"
// ASSERT: cf.assert %{{.*}}, "{{.*}}tensor.cast: dim 0 of the source is ? at run time, the result type says 2"
// ASSERT: cf.assert %{{.*}}, "{{.*}}tensor.cast: dim 1 of the source is ? at run time, the result type says 3"
// ASSERT: return
func.func @cast_unranked(%x: tensor<*xf32>) -> tensor<2x3xf32> {
  %0 = tensor.cast %x : tensor<*xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Through views (which touch no element) to the ops that use the data, and
// through a select: its result is wrong only where it picked the cast.
// CHECK-LABEL: func.func @through_views_and_select
// CHECK: %[[FAILS:.*]] = arith.cmpi ne
// CHECK: %[[SLICE:.*]] = tensor.extract_slice
// CHECK: %[[FLAG:.*]] = arith.select %[[C:.*]], %[[FAILS]], %false
// CHECK: %[[PICKED:.*]] = arith.select %[[C]], %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK: scf.if %[[FAILS]] {
// CHECK: } {reshape.extent_check}
// CHECK: tensor.extract %[[SLICE]]
// CHECK: scf.if %[[FLAG]] {
// CHECK: } {reshape.extent_check}
// CHECK: return %{{.*}}, %[[PICKED]]
func.func @through_views_and_select(%x: tensor<?xf32>, %y: tensor<2xf32>, %c: i1, %i: index) -> (f32, tensor<2xf32>) {
  %0 = tensor.cast %x : tensor<?xf32> to tensor<2xf32>
  %1 = tensor.extract_slice %0[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
  %2 = arith.select %c, %0, %y : tensor<2xf32>
  %3 = tensor.extract %1[%i] : tensor<1xf32>
  return %3, %2 : f32, tensor<2xf32>
}

// -----

// Through the extents read of it and arithmetic on them, to the op that
// uses them; one stop per op, also for two uses; a conditional branch stops
// only where it takes the edge that passes the value.
// CHECK-LABEL: func.func @extents_twice_and_branch
// CHECK: %[[FAILS:.*]] = arith.cmpi ne
// CHECK: tensor.dim %[[CAST:.*]], %c0
// CHECK: arith.index_cast
// CHECK: scf.if %[[FAILS]] {
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: call @use_i64
// CHECK: scf.if %[[FAILS]] {
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: call @use_two
// CHECK: %[[FLAG:.*]] = arith.select %[[P:.*]], %[[FAILS]], %false
// CHECK: scf.if %[[FLAG]] {
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: cf.cond_br %[[P]]
func.func private @use_i64(i64)
func.func private @use_two(tensor<4xf32>, tensor<4xf32>)
func.func @extents_twice_and_branch(%x: tensor<?xf32>, %p: i1) {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %x : tensor<?xf32> to tensor<4xf32>
  %1 = tensor.dim %0, %c0 : tensor<4xf32>
  %2 = arith.index_cast %1 : index to i64
  call @use_i64(%2) : (i64) -> ()
  call @use_two(%0, %0) : (tensor<4xf32>, tensor<4xf32>) -> ()
  cf.cond_br %p, ^use(%0 : tensor<4xf32>), ^done
^use(%a: tensor<4xf32>):
  call @use_two(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> ()
  cf.br ^done
^done:
  return
}

// -----

// A cast of a reshape result that canonicalization would make a reshape of
// the cast's type: this pass does so first, and that reshape checks it
// (R6). Left to canonicalization, the checks of this pass (or those
// canonicalization made of other casts) could come between the cast and
// its use, and it stayed unchecked (found by review).
// CHECK-LABEL: func.func @reshape_result
// CHECK-NOT: scf.if
// CHECK: %[[R:.*]] = reshape.dynamic_reshape {{.*}} -> tensor<2x3xf32>
// CHECK-NOT: tensor.cast
// CHECK: return %[[R]]
func.func @reshape_result(%x: tensor<6xf32>, %s: tensor<2xi32>) -> tensor<2x3xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// Used only in a loop, it stays a cast: checked here.
// CHECK-LABEL: func.func @reshape_result_in_loop
// CHECK: scf.for
// CHECK: scf.if
// CHECK: } {reshape.extent_check}
// CHECK: tensor.extract
func.func @reshape_result_in_loop(%x: tensor<6xf32>, %s: tensor<2xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<2x3xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %1[%c0, %i] : tensor<2x3xf32>
    func.call @use(%v) : (f32) -> ()
  }
  return
}
func.func private @use(f32)

// -----

// A concat whose `?` operand must make the static result's extent: the
// concat runs only where the checks hold (else an empty tensor of its
// type), and the stop is before the use of its value.
// CHECK-LABEL: func.func @concat_sum
// CHECK: %[[DIM:.*]] = tensor.dim %[[B:.*]], %c0
// CHECK: %[[N:.*]] = arith.index_cast %[[DIM]]
// CHECK: %[[SUM:.*]], %[[CARRY:.*]] = arith.addui_extended %c3_i64, %[[N]] : i64, i1
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[SUM]], %c5_i64
// CHECK: %[[FAILS:.*]] = arith.ori %[[CARRY]], %[[NE]]
// CHECK: %[[R:.*]] = scf.if %[[FAILS]] -> (tensor<5xf32>) {
// CHECK:   %[[E:.*]] = tensor.empty() : tensor<5xf32>
// CHECK:   scf.yield %[[E]]
// CHECK: } else {
// CHECK:   %[[C:.*]] = tensor.concat dim(0)
// CHECK:   scf.yield %[[C]]
// CHECK: }
// CHECK: scf.if %[[FAILS]] {
// CHECK:   llvm.call @__reshape_report_
// CHECK: } {reshape.extent_check}
// CHECK: return %[[R]]
// ASSERT-LABEL: func.func @concat_sum
// ASSERT: cf.assert %{{.*}}, "{{.*}}reshape-check-tensor-extents.mlir:[[# @LINE + 2]]:8: tensor.concat: the operand extents 3 + ? along dim 0 do not add up to the result's 5"
func.func @concat_sum(%a: tensor<3xf32>, %b: tensor<?xf32>) -> tensor<5xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// A `?` result along the concat dim: the sum must not pass the largest
// extent.
// ASSERT-LABEL: func.func @concat_dynamic_sum
// ASSERT: arith.cmpi slt
// ASSERT: cf.assert %{{.*}}, "{{.*}}tensor.concat: the operand extents ? + ? along dim 0 add up past the largest extent"
func.func @concat_dynamic_sum(%a: tensor<?x0xf32>, %b: tensor<?x0xf32>) -> tensor<?x0xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x0xf32>, tensor<?x0xf32>) -> tensor<?x0xf32>
  return %0 : tensor<?x0xf32>
}

// -----

// The other dims: against the result's static extent, else a static
// operand's, else the first operand's.
// ASSERT-LABEL: func.func @concat_result_extent
// ASSERT: "{{.*}}tensor.concat: operand 1 has extent ? in dim 1, the result type says 4"
// ASSERT: "{{.*}}tensor.concat: the operand extents 2 + ? along dim 0 add up past the largest extent"
// ASSERT-NOT: cf.assert
// ASSERT: return
func.func @concat_result_extent(%a: tensor<2x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x4xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<?x?xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// ASSERT-LABEL: func.func @concat_operand_extent
// ASSERT: "{{.*}}tensor.concat: operand 0 has extent ? in dim 1, operand 1 has 4"
// ASSERT: "{{.*}}tensor.concat: operand 2 has extent ? in dim 1, operand 1 has 4"
// ASSERT: return
func.func @concat_operand_extent(%a: tensor<?x?xf32>, %b: tensor<?x4xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<?x?xf32>, tensor<?x4xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// ASSERT-LABEL: func.func @concat_first_operand
// ASSERT: "{{.*}}tensor.concat: operand 1 has extent ? in dim 1, operand 0 has ?"
// ASSERT: "{{.*}}tensor.concat: the operand extents ? + ? along dim 0 add up past the largest extent"
// ASSERT-NOT: cf.assert
// ASSERT: return
func.func @concat_first_operand(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Static operands: nothing to check.
// CHECK-LABEL: func.func @concat_no_check
// CHECK-NOT: scf.if
// CHECK: return
func.func @concat_no_check(%a: tensor<2x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.concat dim(0) %a, %a : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// A pad: `?` padding at least 0, and low + source + high that make a static
// result extent.
// ASSERT-LABEL: func.func @pad
// ASSERT: "{{.*}}tensor.pad: the low padding of dim 0 is ?, below 0"
// ASSERT: "{{.*}}tensor.pad: dim 0: low padding ? + source extent 2 + high padding 1 do not add up to the result's 5"
// ASSERT: "{{.*}}tensor.pad: dim 1: low padding 1 + source extent ? + high padding 1 do not add up to the result's 6"
// ASSERT-NOT: cf.assert
// ASSERT: return
func.func @pad(%x: tensor<2x?xf32>, %l: index) -> tensor<5x6xf32> {
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %x low[%l, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x?xf32> to tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// A `?` result extent: the sum must not pass the largest extent.
// ASSERT-LABEL: func.func @pad_dynamic_result
// ASSERT: "{{.*}}tensor.pad: the low padding of dim 0 is ?, below 0"
// ASSERT: "{{.*}}tensor.pad: the high padding of dim 0 is ?, below 0"
// ASSERT: "{{.*}}tensor.pad: dim 0: low padding ? + source extent 2 + high padding ? add up past the largest extent"
func.func @pad_dynamic_result(%x: tensor<2xf32>, %l: index, %h: index) -> tensor<?xf32> {
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %x low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<2xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// A static padding below 0 beside a `?` one: said as such, before the sum
// (which would only say it wraps).
// ASSERT-LABEL: func.func @pad_static_negative
// ASSERT: "{{.*}}tensor.pad: the low padding of dim 0 is -1, below 0"
// ASSERT: "{{.*}}tensor.pad: the high padding of dim 0 is ?, below 0"
// ASSERT: "{{.*}}tensor.pad: dim 0: low padding -1 + source extent 2 + high padding ? add up past the largest extent"
func.func @pad_static_negative(%x: tensor<2xf32>, %h: index) -> tensor<?xf32> {
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %x low[-1] high[%h] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<2xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// Static padding of a `?` source into a `?` result extent: only the sum
// (a `?` extent of up to 2^63 - 1 is possible without elements).
// ASSERT-LABEL: func.func @pad_static_padding
// ASSERT-NOT: below 0
// ASSERT: "{{.*}}tensor.pad: dim 1: low padding 1 + source extent ? + high padding 1 add up past the largest extent"
// ASSERT-NOT: cf.assert
// ASSERT: return
func.func @pad_static_padding(%x: tensor<2x?xf32>) -> tensor<4x?xf32> {
  %f = arith.constant 0.0 : f32
  %0 = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x?xf32> to tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

// A slice with a `?` offset, size, stride or source extent: positions from
// the offset to the last one (in 128 bits) inside the source's extent, a
// size not below 0; the stop before the use of its value.
// CHECK-LABEL: func.func @slice
// CHECK: arith.extsi %{{.*}} : i64 to i128
// CHECK: arith.muli %{{.*}}, %{{.*}} : i128
// CHECK: tensor.extract_slice
// CHECK: scf.if
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: return
// ASSERT-LABEL: func.func @slice
// ASSERT: "{{.*}}tensor.extract_slice: dim 0: offset ?, size 4 and stride -2 reach outside the source's extent ?"
// ASSERT-NOT: dim 1
// ASSERT: return
func.func @slice(%x: tensor<?x3xf32>, %o: index) -> tensor<4x3xf32> {
  %0 = tensor.extract_slice %x[%o, 0] [4, 3] [-2, 1] : tensor<?x3xf32> to tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// An insert_slice: its bounds in the destination, and the source's `?`
// extents against the sizes (a dropped dim has none); it runs only where
// they hold, else the destination stays as it is.
// CHECK-LABEL: func.func @insert
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (tensor<?x8xf32>) {
// CHECK:   scf.yield %[[D:.*]] : tensor<?x8xf32>
// CHECK: } else {
// CHECK:   tensor.insert_slice
// CHECK: scf.if
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: return %[[R]]
// ASSERT-LABEL: func.func @insert
// ASSERT: "{{.*}}tensor.insert_slice: dim 0: offset ?, size 1 and stride 1 reach outside the destination's extent ?"
// ASSERT: "{{.*}}tensor.insert_slice: dim 1: offset 2, size ? and stride 1 reach outside the destination's extent 8"
// ASSERT: "{{.*}}tensor.insert_slice: the source's extent ? in dim 0 is not the size ? of dim 1"
// ASSERT-NOT: cf.assert
// ASSERT: return
func.func @insert(%s: tensor<?xf32>, %d: tensor<?x8xf32>, %o: index, %n: index) -> tensor<?x8xf32> {
  %0 = tensor.insert_slice %s into %d[%o, 2] [1, %n] [1, 1] : tensor<?xf32> into tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// A parallel_insert_slice writes where it is, in the terminator of its
// scf.forall: the stop goes right before that terminator.
// CHECK-LABEL: func.func @parallel_insert
// CHECK: scf.forall
// CHECK: scf.if
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice
// ASSERT-LABEL: func.func @parallel_insert
// ASSERT: "{{.*}}tensor.parallel_insert_slice: dim 0: offset ?, size ? and stride 1 reach outside the destination's extent 4"
// ASSERT: "{{.*}}tensor.parallel_insert_slice: the source's extent ? in dim 0 is not the size ? of dim 0"
// ASSERT: scf.forall.in_parallel
func.func @parallel_insert(%s: tensor<?xf32>, %d: tensor<4xf32>, %o: index, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%out = %d) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %out[%o] [%n] [1] : tensor<?xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

// An expand_shape of a `?` extent: its `?` output sizes not below 0, and
// the product of its group that extent (exact, with the high halves; a 0
// size makes it 0); the stop before the use of its value. A group of a
// static extent has static sizes: nothing to check.
// CHECK-LABEL: func.func @expand
// CHECK: arith.mului_extended
// CHECK: tensor.expand_shape
// CHECK: scf.if
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: return
// ASSERT-LABEL: func.func @expand
// ASSERT: "{{.*}}tensor.expand_shape: the size of dim 0 is ?, below 0"
// ASSERT: "{{.*}}tensor.expand_shape: the size of dim 2 is ?, below 0"
// ASSERT: "{{.*}}tensor.expand_shape: the sizes ? x 3 x ? of dims 0 to 2 do not multiply to the source's extent ? in dim 0"
// ASSERT: "{{.*}}tensor.expand_shape: the size ? of dim 4 is not the source's extent ? in dim 2"
// ASSERT-NOT: dim 3
// ASSERT: return
func.func @expand(%x: tensor<?x4x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x3x?x4x?xf32> {
  %0 = tensor.expand_shape %x [[0, 1, 2], [3], [4]] output_shape [%a, 3, %b, 4, %c] : tensor<?x4x?xf32> into tensor<?x3x?x4x?xf32>
  return %0 : tensor<?x3x?x4x?xf32>
}

// -----

// A tensor.reshape: no shape value below 0, their product (exact) the
// source's element count, the static extents of the result; a shape of
// static length is read one value at a time, one of `?` length (an
// unranked result) in a loop, and the source's extents of an unranked
// source too. The stop before the use of its value.
// CHECK-LABEL: func.func @reshape
// CHECK-NOT: scf.for
// CHECK: tensor.extract %{{.*}} : tensor<2xi32>
// CHECK-NOT: scf.for
// CHECK: tensor.reshape
// CHECK: scf.for
// CHECK: scf.for
// CHECK: tensor.reshape
// CHECK: scf.if
// CHECK: } {reshape.extent_check}
// CHECK: scf.if
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: return
// ASSERT-LABEL: func.func @reshape
// ASSERT: "{{.*}}tensor.reshape: value ? of the shape is ?, below 0"
// ASSERT: "{{.*}}tensor.reshape: the values of the shape multiply past the largest extent, the source has ? elements"
// ASSERT: "{{.*}}tensor.reshape: the values of the shape multiply to ?, the source has ? elements"
// ASSERT: "{{.*}}tensor.reshape: value 0 of the shape is ?, the result type says 3"
// ASSERT-NOT: value 1 of
// ASSERT: "{{.*}}tensor.reshape: value ? of the shape is ?, below 0"
// ASSERT: return
func.func @reshape(%x: tensor<?x4xf32>, %s: tensor<2xi32>, %u: tensor<*xf32>, %t: tensor<?xindex>) -> (tensor<3x?xf32>, tensor<*xf32>) {
  %0 = tensor.reshape %x(%s) : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<3x?xf32>
  %1 = tensor.reshape %u(%t) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %0, %1 : tensor<3x?xf32>, tensor<*xf32>
}

// -----

// A cf.switch stops only where it takes an edge that passes the value: its
// flag is the value of such a case (here 3), or none of the cases where
// the default passes it.
// CHECK-LABEL: func.func @switch_edges
// CHECK-SAME: %[[X:.*]]: tensor<?xf32>, %[[K:.*]]: i32
// CHECK: %[[FAILS:.*]] = arith.cmpi ne
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: %[[IS1:.*]] = arith.cmpi eq, %[[K]], %[[C1]] : i32
// CHECK: %[[ON1:.*]] = arith.select %[[IS1]], %[[FALSE]], %[[FALSE]] : i1
// CHECK: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: %[[IS3:.*]] = arith.cmpi eq, %[[K]], %[[C3]] : i32
// CHECK: %[[FLAG:.*]] = arith.select %[[IS3]], %[[FAILS]], %[[ON1]] : i1
// CHECK: scf.if %[[FLAG]] {
// CHECK: } {reshape.extent_check}
// CHECK-NEXT: cf.switch %[[K]]
func.func @switch_edges(%x: tensor<?xf32>, %k: i32) {
  %0 = tensor.cast %x : tensor<?xf32> to tensor<4xf32>
  cf.switch %k : i32, [
    default: ^done,
    1: ^done,
    3: ^use(%0 : tensor<4xf32>)
  ]
^use(%a: tensor<4xf32>):
  "test.use"(%a) : (tensor<4xf32>) -> ()
  cf.br ^done
^done:
  return
}

// -----

// A nested module is left to its own run.
// CHECK-LABEL: module @nested
// CHECK-NOT: scf.if
// CHECK: return
// CHECK: func.func @outer
// CHECK: scf.if
module @nested {
  func.func @f(%x: tensor<?xf32>) -> tensor<3xf32> {
    %0 = tensor.cast %x : tensor<?xf32> to tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
func.func @outer(%x: tensor<?xf32>) -> tensor<3xf32> {
  %0 = tensor.cast %x : tensor<?xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// Inside an unregistered op of one region, which may be a symbol table of
// its own: the report function is called through its address (a call of
// its symbol did not verify; found by the pipeline fuzzer).
// CHECK-LABEL: func.func @unknown_symbol_table
// CHECK: "test.wrapper"() ({
// CHECK: scf.if
// CHECK: %[[REPORT:.*]] = llvm.mlir.addressof @__reshape_report_
// CHECK: llvm.call %[[REPORT]](
// CHECK: } {reshape.extent_check}
func.func @unknown_symbol_table(%x: tensor<*xf32>) {
  "test.wrapper"() ({
    %0 = tensor.cast %x : tensor<*xf32> to tensor<?x2xf32>
    "test.sink"(%0) : (tensor<?x2xf32>) -> ()
  }) : () -> ()
  return
}

// -----

// An elementwise op of tensors: each `?` extent against the result's
// static one, else a static operand's, else the first tensor operand's. It
// runs only where the checks hold, and is marked for
// reshape-elementwise-to-linalg, whose generic runs over the first
// operand's extents.
// CHECK-LABEL: func.func @elementwise
// CHECK: %[[DA:.*]] = tensor.dim %[[A:.*]], %c0
// CHECK: %[[NA:.*]] = arith.index_cast %[[DA]]
// CHECK: %[[DB:.*]] = tensor.dim %[[B:.*]], %c0
// CHECK: %[[NB:.*]] = arith.index_cast %[[DB]]
// CHECK: %[[FAILS:.*]] = arith.cmpi ne, %[[NB]], %[[NA]]
// CHECK: %[[R:.*]] = scf.if %[[FAILS]] -> (tensor<?x4xf32>) {
// CHECK:   tensor.empty(%{{.*}}) : tensor<?x4xf32>
// CHECK: } else {
// CHECK:   %[[S:.*]] = arith.addf %[[A]], %[[B]] {reshape.extents_checked} : tensor<?x4xf32>
// CHECK:   scf.yield %[[S]]
// CHECK: }
// CHECK: scf.if %[[FAILS]] {
// CHECK:   llvm.call @__reshape_report_
// CHECK: } {reshape.extent_check}
// CHECK: return %[[R]]
// ASSERT-LABEL: func.func @elementwise
// ASSERT: cf.assert %{{.*}}, "{{.*}}reshape-check-tensor-extents.mlir:[[# @LINE + 2]]:8: arith.addf: operand 1 has extent ? in dim 0, operand 0 has ?"
func.func @elementwise(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = arith.addf %a, %b : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// A select by a tensor of conditions reads all three; one by a scalar
// picks one of two tensors, whose extents may differ: not checked. One
// tensor alone has nothing to agree with.
// ASSERT-LABEL: func.func @elementwise_selects
// ASSERT: arith.select %{{.*}}, %{{.*}}, %{{.*}} {reshape.extents_checked} : tensor<?xi1>, tensor<?xf32>
// ASSERT: %[[PICK:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>
// ASSERT: %[[NEG:.*]] = arith.negf %{{.*}} : tensor<?xf32>
// ASSERT: "{{.*}}arith.select: operand 1 has extent ? in dim 0, operand 0 has ?"
// ASSERT: "{{.*}}arith.select: operand 2 has extent ? in dim 0, operand 0 has ?"
// ASSERT-NOT: cf.assert
// ASSERT: return %{{.*}}, %[[PICK]], %[[NEG]]
func.func @elementwise_selects(%m: tensor<?xi1>, %a: tensor<?xf32>, %b: tensor<?xf32>, %c: i1) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = arith.select %m, %a, %b : tensor<?xi1>, tensor<?xf32>
  %1 = arith.select %c, %a, %b : tensor<?xf32>
  %2 = arith.negf %a : tensor<?xf32>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// Static extents agree by the verifier: nothing to check.
// CHECK-LABEL: func.func @elementwise_static
// CHECK-NEXT: arith.cmpf olt, %{{.*}}, %{{.*}} : tensor<2x4xf32>
// CHECK-NEXT: return
func.func @elementwise_static(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xi1> {
  %0 = arith.cmpf olt, %a, %b : tensor<2x4xf32>
  return %0 : tensor<2x4xi1>
}

// -----

// Decided before this pass checks anything: the slice's bounds check reads
// the cast's dims (the cast then had a use in a region, and canonicalization
// left it unchecked), and the check of the other reshape's cast sits in an
// scf.if between the first cast and its use (an effect before the use);
// both casts become identity reshapes that declare their types.
// CHECK-LABEL: func.func @result_casts_decided_first
// CHECK: %[[R1:.*]] = reshape.static_reshape %{{.*}} [-1]
// CHECK: %[[R2:.*]] = reshape.static_reshape %{{.*}} [-1]
// CHECK: %[[K1:.*]] = reshape.static_reshape %[[R1]] [0] special_zero = true : tensor<?xf32> -> tensor<7xf32>
// CHECK: scf.if
// CHECK:   reshape.static_reshape %[[R2]] [0] special_zero = true : tensor<?xf32> -> tensor<6xf32>
// CHECK: tensor.extract_slice %[[K1]]
func.func @result_casts_decided_first(%x1: tensor<?x?xf32>, %x2: tensor<?x?xf32>, %c: i1, %o: index) -> (tensor<1xf32>, index) {
  %c0 = arith.constant 0 : index
  %r1 = reshape.static_reshape %x1 [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  %r2 = reshape.static_reshape %x2 [-1] special_zero = false : tensor<?x?xf32> -> tensor<?xf32>
  %k1 = tensor.cast %r1 : tensor<?xf32> to tensor<7xf32>
  %d = scf.if %c -> index {
    %k2 = tensor.cast %r2 : tensor<?xf32> to tensor<6xf32>
    %d2 = tensor.dim %k2, %c0 : tensor<6xf32>
    scf.yield %d2 : index
  } else {
    scf.yield %c0 : index
  }
  %s = tensor.extract_slice %k1[%o] [1] [1] : tensor<7xf32> to tensor<1xf32>
  return %s, %d : tensor<1xf32>, index
}
