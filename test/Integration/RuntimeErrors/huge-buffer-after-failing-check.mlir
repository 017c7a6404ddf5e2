// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR < %t.mlir

// A check that always fails (2 elements by [2^63 - 1]) comes before the
// static result's buffer, of 2^63 - 1 bytes. Upstream's
// promote-buffers-to-stack multiplies the element count by the bit width
// unchecked: the size wrapped, the buffer became an alloca in the entry
// block, and the function's stack frame of 2^63 bytes crashed it (a bus
// error) before the check ran (differential fuzzer). The pipeline gives the
// pass a test of its own.

// CHECK: huge-buffer-after-failing-check.mlir:[[@LINE+7]]:{{[0-9]+}}: reshape.static_reshape: R5: volume mismatch: input 2x1x1x1x1 (2 elements) vs target [9223372036854775807] (9223372036854775807 elements)
// IR-NOT: llvm.alloca {{.*}} x i8
func.func private @printMemrefI8(tensor<*xi8> {bufferization.access = "read"}) attributes {llvm.emit_c_interface}
func.func @main() {
  %v0 = arith.constant dense<[[[[-5]]], [[[-4]]]]> : tensor<2x1x1x1xi8>
  %v1 = reshape.static_reshape %v0 [2, 1, 1, 1, -1] special_zero = false : tensor<2x1x1x1xi8> -> tensor<?x?x1x?x?xi8>
  %v2 = arith.constant dense<9223372036854775807> : tensor<1xi64>
  %v3 = reshape.dynamic_reshape %v1, %v2 special_zero = false : tensor<?x?x1x?x?xi8>, tensor<1xi64> -> tensor<?xi8>
  %t = tensor.cast %v3 : tensor<?xi8> to tensor<*xi8>
  func.call @printMemrefI8(%t) : (tensor<*xi8>) -> ()
  return
}
