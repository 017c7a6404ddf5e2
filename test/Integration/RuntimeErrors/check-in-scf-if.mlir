// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: not %run < %t.mlir 2>%t.err | FileCheck %s --check-prefix=STDOUT
// RUN: FileCheck %s < %t.err

// A static_reshape of a `?` input inside the branch of an scf.if that runs:
// its check runs there. The branch not taken checks nothing.

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @maybe_reshape(%c: i1, %x: tensor<?xf32>) -> tensor<?xf32> {
  %r = scf.if %c -> tensor<?xf32> {
    %0 = reshape.static_reshape %x [2, 4] special_zero = false : tensor<?xf32>
    %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
    %2 = tensor.cast %1 : tensor<8xf32> to tensor<?xf32>
    scf.yield %2 : tensor<?xf32>
  } else {
    scf.yield %x : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @main() {
  %x = arith.constant dense<1.0> : tensor<6xf32>
  %xd = tensor.cast %x : tensor<6xf32> to tensor<?xf32>
  %false = arith.constant false
  %true = arith.constant true
  %a = call @maybe_reshape(%false, %xd) : (i1, tensor<?xf32>) -> tensor<?xf32>
  %ua = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %b = call @maybe_reshape(%true, %xd) : (i1, tensor<?xf32>) -> tensor<?xf32>
  %ub = tensor.cast %b : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  return
}

// STDOUT: sizes = [6]
// STDOUT-NOT: sizes
// CHECK: reshape.static_reshape: R5: volume mismatch: input 6 (6 elements) vs target [2, 4] (8 elements)
// CHECK-NOT: {{.}}
