// RUN: reshape-opt %s --split-input-file --convert-reshape-to-tensor --verify-diagnostics

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
