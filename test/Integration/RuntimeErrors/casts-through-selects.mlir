// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run -e not_picked < %t.mlir | FileCheck %s --check-prefix=NOT-PICKED
// RUN: not %run -e reshape_cast_picked < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=RESHAPE-PICKED
// RUN: not %run -e contradiction_picked < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CONTRADICTION-PICKED
// RUN: %run -e dim_not_picked < %t.mlir | FileCheck %s --check-prefix=DIM-NOT-PICKED
// RUN: %run -e switch_not_taken < %t.mlir | FileCheck %s --check-prefix=SWITCH-NOT-TAKEN
// RUN: not %run -e switch_taken < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=SWITCH-TAKEN
// RUN: not %run -e dim_picked < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=DIM-PICKED
// RUN: reshape-opt %s --canonicalize | reshape-opt --reshape-to-llvm > %t.canonicalized.mlir
// RUN: not %run -e reshape_cast_picked < %t.canonicalized.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CANONICALIZED
// RUN: not %run -e dim_picked < %t.canonicalized.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CANONICALIZED
// RUN: not %run -e element_picked < %t.canonicalized.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CANONICALIZED
// RUN: not %run -e element_picked < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CANONICALIZED

// Casts whose extents the data contradicts, used only through an
// arith.select: the program stops only where the select picks the cast's
// value. A cast of a reshape result stopped with R6 wherever the select
// ran, and a cast chain that can never hold wherever it was used (a valid
// program: the select picked the other value); also behind a tensor.dim
// with a runtime index (found by review). After a --canonicalize of your
// own, which reshape-check-tensor-extents does not precede, such a cast is
// checked at the reshape (R6) wherever the select runs: left to the pass,
// upstream's folds read through the cast first, and an invalid program ran
// (found by review).
// CANONICALIZED: reshape.dynamic_reshape: R6: result dim 0 is 6 but the declared type says 4

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @opaque(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
func.func private @opaque_i1(%b: i1) -> i1 {
  return %b : i1
}
func.func private @opaque_index(%i: index) -> index {
  return %i : index
}
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @shape() -> tensor<1xi32> {
  %s = arith.constant dense<[-1]> : tensor<1xi32>
  return %s : tensor<1xi32>
}

// The cast of a 6-element reshape result to 4, and the chain from 2 to 4,
// each picked where %pick holds.
// RESHAPE-PICKED: casts-through-selects.mlir:[[# @LINE + 7]]:11: tensor.cast: dim 0 of the source is 6 at run time, the result type says 4
func.func private @casts(%pick: i1) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %d = tensor.cast %c : tensor<6xf32> to tensor<?xf32>
  %s = call @opaque(%d) : (tensor<?xf32>) -> tensor<?xf32>
  %sh = call @shape() : () -> tensor<1xi32>
  %r = reshape.dynamic_reshape %s, %sh special_zero = false : tensor<?xf32>, tensor<1xi32>
  %four = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  %other = arith.constant dense<9.0> : tensor<4xf32>
  %v = arith.select %pick, %four, %other : tensor<4xf32>
  %u = tensor.cast %v : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %two = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %twod = tensor.cast %two : tensor<2xf32> to tensor<?xf32>
  %never = tensor.cast %twod : tensor<?xf32> to tensor<4xf32>
  %w = arith.select %pick, %never, %other : tensor<4xf32>
  %uw = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uw) : (tensor<*xf32>) -> ()
  return
}

// NOT-PICKED: [9,  9,  9,  9]
// NOT-PICKED: [9,  9,  9,  9]
func.func @not_picked() {
  %f = arith.constant false
  %pick = call @opaque_i1(%f) : (i1) -> i1
  call @casts(%pick) : (i1) -> ()
  return
}

func.func @reshape_cast_picked() {
  %t = arith.constant true
  %pick = call @opaque_i1(%t) : (i1) -> i1
  call @casts(%pick) : (i1) -> ()
  return
}

// The chain from 2 to 4, picked.
// CONTRADICTION-PICKED: casts-through-selects.mlir:[[# @LINE + 9]]:12: tensor.cast: dim 0 of the source is 2 at run time, the result type says 4
func.func @contradiction_picked() {
  %t = arith.constant true
  %pick = call @opaque_i1(%t) : (i1) -> i1
  %other = arith.constant dense<9.0> : tensor<4xf32>
  %uo = tensor.cast %other : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uo) : (tensor<*xf32>) -> ()
  %two = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %twod = tensor.cast %two : tensor<2xf32> to tensor<?xf32>
  %never = tensor.cast %twod : tensor<?xf32> to tensor<4xf32>
  %w = arith.select %pick, %never, %other : tensor<4xf32>
  %uw = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uw) : (tensor<*xf32>) -> ()
  return
}

// A dim of the cast of the 6-element result at a runtime index, through a
// select.
func.func private @dim_through_select(%pick: i1) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %d = tensor.cast %c : tensor<6xf32> to tensor<?xf32>
  %s = call @opaque(%d) : (tensor<?xf32>) -> tensor<?xf32>
  %sh = call @shape() : () -> tensor<1xi32>
  %c0 = arith.constant 0 : index
  %i0 = call @opaque_index(%c0) : (index) -> index
  %r = reshape.dynamic_reshape %s, %sh special_zero = false : tensor<?xf32>, tensor<1xi32>
  %four = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  %n = tensor.dim %four, %i0 : tensor<4xf32>
  %c7 = arith.constant 7 : index
  %v = arith.select %pick, %n, %c7 : index
  %vi = arith.index_cast %v : index to i64
  call @printI64(%vi) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// DIM-NOT-PICKED: 7
func.func @dim_not_picked() {
  %f = arith.constant false
  %pick = call @opaque_i1(%f) : (i1) -> i1
  call @dim_through_select(%pick) : (i1) -> ()
  return
}

// DIM-PICKED: casts-through-selects.mlir:{{[0-9]+}}:11: tensor.cast: dim 0 of the source is 6 at run time, the result type says 4
func.func @dim_picked() {
  %t = arith.constant true
  %pick = call @opaque_i1(%t) : (i1) -> i1
  call @dim_through_select(%pick) : (i1) -> ()
  return
}

// An element of the cast, read, then picked by a select (upstream's
// canonicalization folds the read through the cast).
func.func @element_picked() {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %d = tensor.cast %c : tensor<6xf32> to tensor<?xf32>
  %s = call @opaque(%d) : (tensor<?xf32>) -> tensor<?xf32>
  %sh = call @shape() : () -> tensor<1xi32>
  %t = arith.constant true
  %pick = call @opaque_i1(%t) : (i1) -> i1
  %r = reshape.dynamic_reshape %s, %sh special_zero = false : tensor<?xf32>, tensor<1xi32>
  %four = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %four[%c0] : tensor<4xf32>
  %f9 = arith.constant 9.0 : f32
  %v = arith.select %pick, %e, %f9 : f32
  %vi = arith.fptosi %v : f32 to i64
  call @printI64(%vi) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// A cast of 2 elements to 4, passed only on case 3 of a cf.switch: it
// stopped wherever the switch ran.
// SWITCH-TAKEN: casts-through-selects.mlir:[[# @LINE + 6]]:8: tensor.cast: dim 0 of the source is 2 at run time, the result type says 4
func.func private @switch_on(%k: i32) {
  %two = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %twod = tensor.cast %two : tensor<2xf32> to tensor<?xf32>
  %d = call @opaque(%twod) : (tensor<?xf32>) -> tensor<?xf32>
  %other = arith.constant dense<9.0> : tensor<4xf32>
  %0 = tensor.cast %d : tensor<?xf32> to tensor<4xf32>
  cf.switch %k : i32, [
    default: ^print(%other : tensor<4xf32>),
    3: ^print(%0 : tensor<4xf32>)
  ]
^print(%v: tensor<4xf32>):
  %u = tensor.cast %v : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// SWITCH-NOT-TAKEN: [9,  9,  9,  9]
func.func private @opaque_i32(%k: i32) -> i32 {
  return %k : i32
}

func.func @switch_not_taken() {
  %c1 = arith.constant 1 : i32
  %k = call @opaque_i32(%c1) : (i32) -> i32
  call @switch_on(%k) : (i32) -> ()
  return
}

func.func @switch_taken() {
  %c3 = arith.constant 3 : i32
  %k = call @opaque_i32(%c3) : (i32) -> i32
  call @switch_on(%k) : (i32) -> ()
  return
}
