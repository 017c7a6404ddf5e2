// RUN: reshape-opt %s --reshape-to-llvm | not %run 2>&1 | FileCheck %s

// A dynamic_reshape of a constant with a static declared result: the
// folder must not reshape the constant while the shape values are only
// known at run time (it did, and the program printed a 4x15 tensor).

memref.global "private" constant @shape : memref<2xi32> = dense<[-2, -30]>
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %m = memref.get_global @shape : memref<2xi32>
  %s = bufferization.to_tensor %m restrict : memref<2xi32> to tensor<2xi32>
  %c = arith.constant dense<1.0> : tensor<60xf32>
  %r = reshape.dynamic_reshape %c, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<4x15xf32>
  %u = tensor.cast %r : tensor<4x15xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: reshape.dynamic_reshape: R2: shape value -2 at index 0 is less than -1
// CHECK-NOT: {{.}}
