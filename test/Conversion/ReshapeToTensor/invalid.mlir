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

// -----

// Row-major strides past 64 bits: only a tensor without elements (or none
// at all) can have such a type, and upstream's memref passes wrap the
// strides (to 0, or to the sentinel of a dynamic stride). The verifier
// accepts these ops (a `?` or a 0 extent makes the count 0; an input's
// count is formed only where a rule needs it); the lowering refuses them
// (builder fuzzer findings).
func.func @result_strides_overflow(%x: tensor<?xi32>, %s: tensor<5xindex>) -> tensor<?x?x2147483648x2147483648x2147483648xi32> {
  // expected-error@+1 {{'reshape.dynamic_reshape' op cannot be lowered: the row-major strides of 'tensor<?x?x2147483648x2147483648x2147483648xi32>' overflow 64 bits}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<?xi32>, tensor<5xindex> -> tensor<?x?x2147483648x2147483648x2147483648xi32>
  return %0 : tensor<?x?x2147483648x2147483648x2147483648xi32>
}

// -----

// 2 * 2^31 * 2^31 = 2^63: the stride wraps to the sentinel of a dynamic one.
func.func @static_result_stride_is_sentinel(%x: tensor<0x6xi32>, %s: tensor<4xi32>) -> tensor<0x2x2147483648x2147483648xi32> {
  // expected-error@+1 {{'reshape.dynamic_reshape' op cannot be lowered: the row-major strides of 'tensor<0x2x2147483648x2147483648xi32>' overflow 64 bits}}
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<0x6xi32>, tensor<4xi32> -> tensor<0x2x2147483648x2147483648xi32>
  return %0 : tensor<0x2x2147483648x2147483648xi32>
}

// -----

func.func @input_strides_overflow(%x: tensor<1x4611686018427387904x4xbf16>) -> tensor<1x1073741824x4x4294967296xbf16> {
  // expected-error@+1 {{'reshape.static_reshape' op cannot be lowered: the row-major strides of 'tensor<1x4611686018427387904x4xbf16>' overflow 64 bits}}
  %0 = reshape.static_reshape %x [0, -1, 0, 4294967296] special_zero = true : tensor<1x4611686018427387904x4xbf16>
  return %0 : tensor<1x1073741824x4x4294967296xbf16>
}

// -----

// A zero extent after the large ones makes every stride before it zero.
func.func @zero_extent_keeps_strides(%x: tensor<?xi32>) -> tensor<4294967296x4294967296x0xi32> {
  %0 = reshape.static_reshape %x [4294967296, 4294967296, 0] special_zero = false : tensor<?xi32> -> tensor<4294967296x4294967296x0xi32>
  return %0 : tensor<4294967296x4294967296x0xi32>
}
