// RUN: reshape-opt %s --reshape-check-llvm --split-input-file --verify-diagnostics

// The last pass of reshape-to-llvm: what is left outside the LLVM dialect is
// an error at the op, not a module that mlir-translate rejects later.

// expected-error @below {{'func.func' is left after the lowering to the LLVM dialect}}
func.func @not_lowered() {
  return
}

// -----

llvm.func @lowered(%arg0: i64) -> i64 {
  // expected-error @below {{'builtin.unrealized_conversion_cast' is left after the lowering to the LLVM dialect}}
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
  // expected-error @below {{'builtin.unrealized_conversion_cast' is left after the lowering to the LLVM dialect}}
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  llvm.return %1 : i64
}

// -----

// The casts around an op that no conversion lowered are not reported: the
// op is.
llvm.func @one_op_left(%arg0: f32) -> f32 {
  %0 = builtin.unrealized_conversion_cast %arg0 : f32 to f32
  // expected-error @below {{'math.erf' is left after the lowering to the LLVM dialect}}
  %1 = math.erf %0 : f32
  %2 = builtin.unrealized_conversion_cast %1 : f32 to f32
  llvm.return %2 : f32
}
