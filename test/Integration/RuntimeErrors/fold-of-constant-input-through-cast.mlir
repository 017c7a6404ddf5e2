// RUN: reshape-opt %s --reshape-to-llvm | not %run 2>&1 | FileCheck %s

// As fold-of-constant-input.mlir, with the static type coming from a
// tensor.cast of the result: canonicalize gives the reshape that type, and
// the folder must still not drop the checks of the shape values.

memref.global "private" constant @shape : memref<2xi32> = dense<[-2, -30]>
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %m = memref.get_global @shape : memref<2xi32>
  %s = bufferization.to_tensor %m restrict : memref<2xi32> to tensor<2xi32>
  %c = arith.constant dense<1.0> : tensor<60xf32>
  %r = reshape.dynamic_reshape %c, %s special_zero = false : tensor<60xf32>, tensor<2xi32> -> tensor<?x?xf32>
  %k = tensor.cast %r : tensor<?x?xf32> to tensor<4x15xf32>
  %u = tensor.cast %k : tensor<4x15xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: reshape.dynamic_reshape: R2: shape value -2 at index 0 is less than -1
// CHECK-NOT: {{.}}
