// RUN: not reshape-opt %s --pass-pipeline='builtin.module(func.func(reshape-to-llvm))' 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: not reshape-opt %s --pass-pipeline='builtin.module(gpu.module(reshape-to-llvm))' 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: reshape-opt %s --pass-pipeline='any(reshape-to-llvm)' | FileCheck %s --check-prefix=ANY

// reshape-to-llvm lowers a module: nested on another op it is refused with
// an error (adding its module passes there aborted the process, from the
// command line, a pipeline option or the C API).

// FUNC: reshape-to-llvm lowers a builtin.module, not a 'func.func': nest it on the module
// GPU: reshape-to-llvm lowers a builtin.module, not a 'gpu.module': nest it on the module
// ANY: llvm.func @f
func.func @f(%x: tensor<3x4xf32>) -> tensor<12xf32> {
  %r = reshape.static_reshape %x [-1] special_zero = false : tensor<3x4xf32> -> tensor<12xf32>
  return %r : tensor<12xf32>
}
