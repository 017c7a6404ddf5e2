// RUN: not reshape-opt %s --split-input-file --reshape-to-llvm --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s

// A public function named like a C library function is refused: LLVM
// takes calls of the name for the library's, and the compiled code's own
// call of expf (what math.exp lowers to) reached this function, which
// called itself until the stack overflowed (an imported SoftMax graph
// named expf.json; found by review).
#id = affine_map<(d0) -> (d0)>
func.func @expf(%x: tensor<2xf32>) -> tensor<2xf32> {
  %init = tensor.empty() : tensor<2xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<2xf32>
  return %e : tensor<2xf32>
}
// CHECK: library-function-names.mlir:9:1: error: '@expf' has the name of a C library or runtime function: the compiled code's calls of that function (a math op, an allocation) would reach this definition; rename it

// -----

// The allocation's malloc: the lowering declared malloc_0 for it, which no
// library defines (an unlocated JIT error). reshape-libc-allocation-functions
// refuses it before the lowering.
func.func @malloc(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
}
// CHECK: library-function-names.mlir:25:1: error: '@malloc' is not C's malloc '(i64) -> !llvm.ptr', which the lowering of allocations calls: declare it with that type or rename it

// -----

// A private func.func keeps an external symbol in LLVM: refused too
// (math.tanh lowers to a call of tanhf, which would reach it).
func.func private @tanhf(%x: f32) -> f32 {
  %t = math.tanh %x : f32
  return %t : f32
}
func.func @uses_tanhf(%x: f32) -> f32 {
  %t = func.call @tanhf(%x) : (f32) -> f32
  return %t : f32
}
// CHECK: library-function-names.mlir:[[# @LINE - 8]]:1: error: '@tanhf' has the name of a C library or runtime function

// -----

// Internal linkage is no exception (a symbol of the same object file: the
// call of expf reached it and looped), nor a global (the call jumped into
// its data), nor a runtime function of code generation (__powisf2, which
// math.fpowi lowers to a call of).
llvm.func internal @expf(%x: f32) -> f32 {
  %e = llvm.intr.exp(%x) : (f32) -> f32
  llvm.return %e : f32
}
// CHECK: library-function-names.mlir:[[# @LINE - 4]]:1: error: '@expf' has the name of a C library or runtime function

// -----

memref.global @expf : memref<2xf32> = dense<[1.0, 2.0]>
// CHECK: library-function-names.mlir:[[# @LINE - 1]]:1: error: '@expf' has the name of a C library or runtime function

// -----

func.func @__powisf2(%x: f32, %n: i32) -> f32 {
  %p = math.fpowi %x, %n : f32, i32
  return %p : f32
}
// CHECK: library-function-names.mlir:[[# @LINE - 4]]:1: error: '@__powisf2' has the name of a C library or runtime function

// -----

// memrefCopy, which the memref lowering calls for a copy of unranked
// buffers: it declared memrefCopy_0 for it, which nothing defined (found by
// review).
func.func @memrefCopy(%x: memref<*xf32>, %y: memref<*xf32>) {
  memref.copy %x, %y : memref<*xf32> to memref<*xf32>
  return
}
// CHECK: library-function-names.mlir:[[# @LINE - 4]]:1: error: '@memrefCopy' has the name of a C library or runtime function

// -----

// Names of nothing the library or runtime defines, and an llvm.func of
// private linkage (a local label).
// CHECK-NOT: error
llvm.func private @expm1(%x: f32) -> f32 {
  llvm.return %x : f32
}
func.func @expf_graph(%x: f32) -> f32 {
  %t = llvm.call @expm1(%x) : (f32) -> f32
  %e = math.exp %t : f32
  return %e : f32
}

// -----

// LLVM reserves the prefix `llvm.` for its intrinsics: its translation
// failed without a location ("llvm intrinsics cannot be defined!"; an
// OpenVINO model named llvm.model, found by review).
func.func @llvm.model(%x: f32) -> f32 {
  return %x : f32
}
// CHECK: library-function-names.mlir:[[# @LINE - 3]]:1: error: '@llvm.model' is defined, but LLVM reserves names that start with 'llvm.' for its intrinsics; rename it
