// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run -e cast_extent < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CAST-EXTENT
// RUN: not %run -e cast_rank < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CAST-RANK
// RUN: not %run -e concat_sum < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CONCAT-SUM
// RUN: not %run -e concat_dropped < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CONCAT-DROPPED
// RUN: not %run -e concat_other_dim < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CONCAT-OTHER
// RUN: not %run -e concat_first_operand < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CONCAT-FIRST
// RUN: not %run -e pad_sum < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PAD-SUM
// RUN: not %run -e pad_negative < %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PAD-NEGATIVE
// RUN: not %run -e cast_extent < %t.mlir 2>/dev/null | FileCheck %s --check-prefix=STDOUT
// RUN: %run -e valid < %t.mlir | FileCheck %s --check-prefix=VALID
// RUN: reshape-opt %s --loop-invariant-code-motion --reshape-to-llvm | %run -e valid | FileCheck %s --check-prefix=VALID
// RUN: reshape-opt %s --reshape-to-llvm=check-mode=assert > %t.assert.mlir
// RUN: not --crash stdbuf -oL %run -e concat_sum < %t.assert.mlir 2>/dev/null | FileCheck %s --check-prefix=ASSERT

// `?` extents of tensor.cast, tensor.concat and tensor.pad operands that
// contradict the static extents of the result type at run time. Upstream
// leaves them undefined: the concat of a 2 and a 2 into a result of 3
// printed [1, 2, 1] and wrote past the result's end, the pad of a 2 by 1
// and 1 into a 3 did the same, the cast of a 2 to a 5 printed a tensor of
// 2 elements typed 5 (found by review). Each stops with a message now,
// before the first use of the value, after what ran before it.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

// Values the compiler cannot see through.
func.func private @opaque(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
func.func private @opaque2(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %x : tensor<?x?xf32>
}
func.func private @opaque_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  return %x : tensor<*xf32>
}
func.func private @opaque_index(%i: index) -> index {
  return %i : index
}

func.func private @print(%x: tensor<*xf32>) {
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printMemrefF32(%x) : (tensor<*xf32>) -> ()
  return
}

// STDOUT: 1
// STDOUT-NOT: {{.}}

// CAST-EXTENT: tensor-extents.mlir:[[# @LINE + 6]]:8: tensor.cast: dim 0 of the source is 2 at run time, the result type says 5
// CAST-EXTENT-NOT: {{.}}
func.func @cast_extent() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %ad = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %d = call @opaque(%ad) : (tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.cast %d : tensor<?xf32> to tensor<5xf32>
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = tensor.cast %c : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CAST-RANK: tensor-extents.mlir:[[# @LINE + 5]]:8: tensor.cast: the source has rank 1 at run time, the result type 2
func.func @cast_rank() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %au = tensor.cast %a : tensor<2xf32> to tensor<*xf32>
  %d = call @opaque_unranked(%au) : (tensor<*xf32>) -> tensor<*xf32>
  %c = tensor.cast %d : tensor<*xf32> to tensor<1x2xf32>
  %u = tensor.cast %c : tensor<1x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CONCAT-SUM: tensor-extents.mlir:[[# @LINE + 7]]:8: tensor.concat: the operand extents 3 + 2 along dim 0 do not add up to the result's 3
func.func @concat_sum() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0, 5.0]> : tensor<3xf32>
  %ad = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %d = call @opaque(%ad) : (tensor<?xf32>) -> tensor<?xf32>
  // reshape-empty-concat-operands took %d for empty here: it printed [3, 4, 5].
  %c = tensor.concat dim(0) %b, %d : (tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
  %u = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  return
}

// CONCAT-DROPPED: tensor-extents.mlir:[[# @LINE + 6]]:8: tensor.concat: the operand extents 2 + 2 along dim 0 do not add up to the result's 3
func.func @concat_dropped() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %ad = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %d = call @opaque(%ad) : (tensor<?xf32>) -> tensor<?xf32>
  // Written past the end of the result: [1, 2, 1].
  %c = tensor.concat dim(0) %d, %a : (tensor<?xf32>, tensor<2xf32>) -> tensor<3xf32>
  %u = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  return
}

// Upstream's canonicalization gives the `?x?` operand the result's extent
// 2 by a tensor.cast (at the concat's location): that cast's check stops.
// CONCAT-OTHER: tensor-extents.mlir:[[# @LINE + 6]]:8: tensor.cast: dim 1 of the source is 3 at run time, the result type says 2
func.func @concat_other_dim() {
  %a = arith.constant dense<1.0> : tensor<2x2xf32>
  %b = arith.constant dense<2.0> : tensor<1x3xf32>
  %bd = tensor.cast %b : tensor<1x3xf32> to tensor<?x?xf32>
  %d = call @opaque2(%bd) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = tensor.concat dim(0) %a, %d : (tensor<2x2xf32>, tensor<?x?xf32>) -> tensor<?x2xf32>
  %u = tensor.cast %c : tensor<?x2xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  return
}

// CONCAT-FIRST: tensor-extents.mlir:[[# @LINE + 8]]:8: tensor.concat: operand 1 has extent 3 in dim 1, operand 0 has 2
func.func @concat_first_operand() {
  %a = arith.constant dense<1.0> : tensor<2x2xf32>
  %b = arith.constant dense<2.0> : tensor<1x3xf32>
  %ad = tensor.cast %a : tensor<2x2xf32> to tensor<?x?xf32>
  %bd = tensor.cast %b : tensor<1x3xf32> to tensor<?x?xf32>
  %x = call @opaque2(%ad) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %y = call @opaque2(%bd) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = tensor.concat dim(0) %x, %y : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = tensor.cast %c : tensor<?x?xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  return
}

// PAD-SUM: tensor-extents.mlir:[[# @LINE + 7]]:8: tensor.pad: dim 0: low padding 1 + source extent 2 + high padding 1 do not add up to the result's 3
func.func @pad_sum() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %ad = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %d = call @opaque(%ad) : (tensor<?xf32>) -> tensor<?xf32>
  %f = arith.constant 0.0 : f32
  // Written past the end of the result: [0, 1, 2].
  %p = tensor.pad %d low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<3xf32>
  %u = tensor.cast %p : tensor<3xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  return
}

// PAD-NEGATIVE: tensor-extents.mlir:[[# @LINE + 6]]:8: tensor.pad: the low padding of dim 0 is -1, below 0
func.func @pad_negative() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %m1 = arith.constant -1 : index
  %low = call @opaque_index(%m1) : (index) -> index
  %f = arith.constant 0.0 : f32
  %p = tensor.pad %a low[%low] high[2] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<2xf32> to tensor<?xf32>
  %u = tensor.cast %p : tensor<?xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  return
}

// ASSERT: tensor-extents.mlir:{{[0-9]+}}:8: tensor.concat: the operand extents 3 + ? along dim 0 do not add up to the result's 3

// The same ops where the extents hold, and a loop that never runs over
// ones that do not: the program runs to its end, also when
// --loop-invariant-code-motion hoists them (they are pure) out of the loop:
// the concat then runs only where its checks hold, and the stops are at
// the uses of its value.
// VALID: [1,  2,  3,  4,  5]
// VALID: [0,  1,  2,  0]
// VALID: [1,  2,  0,  0]
// VALID: 42
func.func @valid() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0, 5.0]> : tensor<3xf32>
  %ad = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %d = call @opaque(%ad) : (tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.concat dim(0) %d, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<5xf32>
  %u = tensor.cast %c : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %f = arith.constant 0.0 : f32
  %p = tensor.pad %d low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<4xf32>
  %v = tensor.cast %p : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  %k = tensor.cast %d : tensor<?xf32> to tensor<2xf32>
  %q = tensor.pad %k low[0] high[2] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<2xf32> to tensor<4xf32>
  %w = tensor.cast %q : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = call @opaque_index(%c0) : (index) -> index
  scf.for %i = %c0 to %n step %c1 {
    %bad = tensor.concat dim(0) %b, %d : (tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
    %x = tensor.cast %bad : tensor<3xf32> to tensor<*xf32>
    func.call @printMemrefF32(%x) : (tensor<*xf32>) -> ()
    %cast = tensor.cast %d : tensor<?xf32> to tensor<7xf32>
    %y = tensor.cast %cast : tensor<7xf32> to tensor<*xf32>
    func.call @printMemrefF32(%y) : (tensor<*xf32>) -> ()
  }
  %ok = arith.constant 42 : i64
  call @printI64(%ok) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
