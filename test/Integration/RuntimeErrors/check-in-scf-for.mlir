// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>%t.err | FileCheck %s --check-prefix=STDOUT
// RUN: FileCheck %s < %t.err

// The op itself in an scf.for body: its check runs on every iteration, and
// the second iteration's shape [5, -1] stops the program.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = arith.constant dense<1.0> : tensor<2x6xf32>
  %shapes = arith.constant dense<[[3, -1], [5, -1]]> : tensor<2x2xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    %a = tensor.extract %shapes[%i, %c0] : tensor<2x2xi32>
    %b = tensor.extract %shapes[%i, %c1] : tensor<2x2xi32>
    %s = tensor.from_elements %a, %b : tensor<2xi32>
    %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x6xf32>, tensor<2xi32>
    %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
    func.call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  }
  return
}

// STDOUT: sizes = [3, 4]
// STDOUT-NOT: sizes
// CHECK: reshape.dynamic_reshape: R4: -1 cannot be inferred: 12 elements are not divisible by 5
// CHECK-NOT: {{.}}
