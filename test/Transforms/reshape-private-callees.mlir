// RUN: reshape-opt %s --reshape-private-callees | FileCheck %s

// A public function that the module calls becomes an entry point calling a
// private copy of its body; the module calls the copy.

// CHECK-LABEL: func.func @flatten
// CHECK-SAME: (%[[ARG:.*]]: memref<2x3xf32>) -> memref<6xf32> attributes {llvm.emit_c_interface}
// CHECK-NEXT: %[[R:.*]] = call @[[$BODY:__reshape_body_flatten]](%[[ARG]])
// CHECK-NEXT: return %[[R]]
// CHECK: func.func private @[[$BODY]](%{{.*}}: memref<2x3xf32>) -> memref<6xf32> {
// CHECK-NEXT: memref.collapse_shape
func.func @flatten(%arg0: memref<2x3xf32>) -> memref<6xf32> attributes {llvm.emit_c_interface} {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %0 : memref<6xf32>
}

// CHECK-LABEL: func.func @user
// CHECK: call @[[$BODY]](
func.func @user(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0 = call @flatten(%arg0) : (memref<2x3xf32>) -> memref<6xf32>
  return %0 : memref<6xf32>
}

// Not called in the module: unchanged.
// CHECK-LABEL: func.func @entry
// CHECK-NEXT: memref.collapse_shape
func.func @entry(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %0 : memref<6xf32>
}

// Named other than by a call: unchanged.
// CHECK-LABEL: func.func @named
// CHECK-NEXT: memref.collapse_shape
func.func @named(%arg0: memref<2x3xf32>) -> memref<6xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %0 : memref<6xf32>
}

func.func @user_of_named(%arg0: memref<2x3xf32>) -> memref<6xf32> attributes {uses = @named} {
  %0 = call @named(%arg0) : (memref<2x3xf32>) -> memref<6xf32>
  return %0 : memref<6xf32>
}

// A recursive public function: its own call goes to the copy too.
// CHECK-LABEL: func.func @recursive
// CHECK-NEXT: call @[[REC:__reshape_body_recursive]](
// CHECK: func.func private @[[REC]](
// CHECK: call @[[REC]](
func.func @recursive(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> index {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %s = func.call @recursive(%m) : (index) -> index
    scf.yield %s : index
  }
  return %r : index
}
