// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>%t.err | FileCheck %s --check-prefix=STDOUT
// RUN: FileCheck %s < %t.err

// The check runs on every execution: the first iteration reshapes 2x6 to
// [3, -1], the second carries [5, -1] and stops the program.

memref.global "private" constant @shapes : memref<2x2xi32> = dense<[[3, -1], [5, -1]]>

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @reshape(%x: tensor<2x6xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x6xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = arith.constant dense<1.0> : tensor<2x6xf32>
  %g = memref.get_global @shapes : memref<2x2xi32>
  %table = bufferization.to_tensor %g restrict : memref<2x2xi32> to tensor<2x2xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    %s = tensor.extract_slice %table[%i, 0] [1, 2] [1, 1] : tensor<2x2xi32> to tensor<2xi32>
    %r = func.call @reshape(%x, %s) : (tensor<2x6xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  return
}

// STDOUT: sizes = [3, 4]
// STDOUT-NOT: sizes
// CHECK: reshape.dynamic_reshape: R4: -1 cannot be inferred: 12 elements are not divisible by 5
