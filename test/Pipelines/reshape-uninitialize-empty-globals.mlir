// RUN: reshape-opt %s --reshape-uninitialize-empty-globals | FileCheck %s

// A global without elements loses its dense<> value; the others keep
// theirs.

// CHECK-LABEL: module
// CHECK: memref.global "private" constant @large : memref<12x4294967295x0xf32> = uninitialized
memref.global "private" constant @large : memref<12x4294967295x0xf32> = dense<>
// CHECK: memref.global @public_empty : memref<0xi32> = uninitialized
memref.global @public_empty : memref<0xi32> = dense<>
// CHECK: memref.global "private" constant @scalar : memref<f32> = dense<1.000000e+00>
memref.global "private" constant @scalar : memref<f32> = dense<1.0>
// CHECK: memref.global "private" constant @values : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
memref.global "private" constant @values : memref<2xf32> = dense<[1.0, 2.0]>
// CHECK: memref.global "private" @external : memref<0x4xf32>{{$}}
memref.global "private" @external : memref<0x4xf32>
// CHECK: memref.global "private" @already : memref<0xf32> = uninitialized
memref.global "private" @already : memref<0xf32> = uninitialized
