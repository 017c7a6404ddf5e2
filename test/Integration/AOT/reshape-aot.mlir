// RUN: reshape-opt %s --reshape-to-llvm | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: %cc -O2 -Wno-override-module -c %t.ll -o %t.o
// RUN: %cc -O2 %S/Inputs/aot-harness.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s
// RUN: not %t.exe bad-shape 2>&1 >/dev/null | FileCheck %s --check-prefix=BAD

// The library used from a native program: this module is compiled ahead of
// time into an object file and linked with a C harness that calls the
// entry points through llvm.emit_c_interface. Only libc is linked.

func.func @static_f32(%x: tensor<3x4x5xf32>) -> tensor<3x20xf32> attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<3x4x5xf32>
  return %0 : tensor<3x20xf32>
}

func.func @dynamic_f32(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<3x4x5xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

func.func @static_f16(%x: tensor<?x2048xf16>) -> tensor<?x32x64xf16> attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true : tensor<?x2048xf16>
  return %0 : tensor<?x32x64xf16>
}

func.func @dynamic_f16(%x: tensor<2x3x4xf16>, %s: tensor<3xi64>) -> tensor<?x?x?xf16> attributes {llvm.emit_c_interface} {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3x4xf16>, tensor<3xi64>
  return %0 : tensor<?x?x?xf16>
}

func.func @static_bf16(%x: tensor<2x5x5x24xbf16>) -> tensor<2x150x4xbf16> attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [0, -1, 4] special_zero = true : tensor<2x5x5x24xbf16>
  return %0 : tensor<2x150x4xbf16>
}

func.func @dynamic_bf16(%x: tensor<2x3x4xbf16>, %s: tensor<2xi32>) -> tensor<?x?xbf16> attributes {llvm.emit_c_interface} {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<2x3x4xbf16>, tensor<2xi32>
  return %0 : tensor<?x?xbf16>
}

// CHECK: static_f32: 3x20, view, data ok
// CHECK-NEXT: dynamic_f32: 3x20, view, data ok
// CHECK-NEXT: static_f16: 3x32x64, view, data ok
// CHECK-NEXT: dynamic_f16: 4x3x2, view, data ok
// CHECK-NEXT: static_bf16: 2x150x4, view, data ok
// CHECK-NEXT: dynamic_bf16: 2x12, view, data ok
// CHECK-NEXT: all ok

// BAD: reshape.dynamic_reshape: R4: -1 cannot be inferred: 60 elements are not divisible by 7
