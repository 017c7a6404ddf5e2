// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// Valid edge cases, run: -1 on empty inputs known only at run time, rank 0
// in and out, and a rank-64 input.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func private @minus_one(%x: tensor<?x4xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x4xf32>, tensor<2xi64>
  return %0 : tensor<?x?xf32>
}

func.func private @to_rank0(%x: tensor<?x?xf32>) -> tensor<f32> {
  %0 = reshape.static_reshape %x [] special_zero = false : tensor<?x?xf32>
  return %0 : tensor<f32>
}

func.func private @from_rank64(%x: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x?xf32>) -> tensor<?xf32> {
  %0 = reshape.static_reshape %x [-1] special_zero = false : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x?xf32>
  return %0 : tensor<?xf32>
}

func.func private @print_dims(%t: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %i0 = arith.index_cast %d0 : index to i64
  %i1 = arith.index_cast %d1 : index to i64
  call @printI64(%i0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%i1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  // 0x4 by [-1, 2]: the -1 is 0 / 2 = 0; by [0, -1]: the 0 is copied and
  // the -1 spans the 4 it does not copy.
  // CHECK: 0, 2
  // CHECK-NEXT: 0, 4
  %e = tensor.empty() : tensor<0x4xf32>
  %ed = tensor.cast %e : tensor<0x4xf32> to tensor<?x4xf32>
  %s1 = arith.constant dense<[-1, 2]> : tensor<2xi64>
  %r1 = call @minus_one(%ed, %s1) : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  call @print_dims(%r1) : (tensor<?x?xf32>) -> ()
  %s2 = arith.constant dense<[0, -1]> : tensor<2xi64>
  %r2 = call @minus_one(%ed, %s2) : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  call @print_dims(%r2) : (tensor<?x?xf32>) -> ()

  // 1x1 to rank 0.
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [42]
  %one = arith.constant dense<42.0> : tensor<1x1xf32>
  %oned = tensor.cast %one : tensor<1x1xf32> to tensor<?x?xf32>
  %r3 = call @to_rank0(%oned) : (tensor<?x?xf32>) -> tensor<f32>
  %u3 = tensor.cast %r3 : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  // Rank 64 (1x...x1x3) to [-1].
  // CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [7,  7,  7]
  %big = arith.constant dense<7.0> : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x3xf32>
  %bigd = tensor.cast %big : tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x3xf32> to tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x?xf32>
  %r4 = call @from_rank64(%bigd) : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x?xf32>) -> tensor<?xf32>
  %u4 = tensor.cast %r4 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}
