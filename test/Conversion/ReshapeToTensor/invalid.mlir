// RUN: reshape-opt %s --split-input-file --allow-unregistered-dialect --convert-reshape-to-tensor --verify-diagnostics

// The runtime checks call dprintf and exit from libc: a module that defines
// another symbol with one of those names is refused with a diagnostic.

// expected-note@+1 {{defined here}}
func.func private @exit(i64) -> ()

func.func @exit_taken(%x: tensor<?x4xf32>) -> tensor<3x8xf32> {
  // expected-error@+1 {{'reshape.static_reshape' op runtime checks call 'exit' from libc, but the module defines another '@exit'}}
  %0 = reshape.static_reshape %x [3, 8] special_zero = false : tensor<?x4xf32>
  return %0 : tensor<3x8xf32>
}

// -----

// Without runtime checks the names are free.
func.func @dprintf() {
  return
}

func.func @static_needs_no_check(%x: tensor<3x4xf32>) -> tensor<12xf32> {
  %0 = reshape.static_reshape %x [12] special_zero = false : tensor<3x4xf32>
  return %0 : tensor<12xf32>
}

// -----

// The libc signature of exit as a func.func declaration is libc's exit;
// a definition by that name in a nested module is another exit, refused
// there (the lowering declared @exit_0 and called the wrong function).
func.func private @exit(i32)

module @inner {
  // expected-note@+1 {{defined here}}
  func.func @exit(%code: i32) {
    return
  }

  func.func @exit_defined_in_nested_module(%x: tensor<?xf32>) -> tensor<?x2xf32> {
    // expected-error@+1 {{'reshape.static_reshape' op runtime checks call 'exit' from libc, but the module defines another '@exit'}}
    %0 = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
    return %0 : tensor<?x2xf32>
  }
}

// -----

// A module body is a graph region: an op may use its own result. No
// lowering orders it (this hung).
// expected-error@+1 {{'reshape.static_reshape' op cannot be lowered: it uses a value defined after it, in a region without dominance}}
%0 = reshape.static_reshape %0 [-1] special_zero = false : tensor<6xf32> -> tensor<6xf32>

// -----

// The region of an unregistered op is not checked for dominance either: a
// cycle of two reshapes (this hung).
func.func @cycle_in_unregistered_region() {
  "test.region"() ({
    // expected-error@+1 {{'reshape.static_reshape' op cannot be lowered: it uses a value defined after it, in a region without dominance}}
    %a = reshape.static_reshape %b [2, 3] special_zero = false : tensor<6xf32> -> tensor<2x3xf32>
    %b = reshape.static_reshape %a [6] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
    "test.use"(%b) : (tensor<6xf32>) -> ()
  }) : () -> ()
  return
}

// -----

// A symbol table of another kind hides the module's functions, which the
// checks call.
gpu.module @kernels {
  func.func @checked_in_gpu_module(%x: tensor<?xf32>) -> tensor<?x2xf32> {
    // expected-error@+1 {{'reshape.static_reshape' op cannot be lowered with runtime checks here: they call functions of the enclosing module, which 'gpu.module' hides (a symbol table of its own)}}
    %0 = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
    return %0 : tensor<?x2xf32>
  }
}

// -----

// An llvm.func @exit with a body is not libc's exit, whatever its type (a
// failed check returned from it into unreachable code).
// expected-note@+1 {{defined here}}
llvm.func @exit(%code: i32) {
  llvm.return
}

func.func @exit_defined_as_llvm_func(%x: tensor<?xf32>) -> tensor<?x2xf32> {
  // expected-error@+1 {{'reshape.static_reshape' op runtime checks call 'exit' from libc, but the module defines another '@exit'}}
  %0 = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
