// RUN: reshape-opt %s --resolve-ranked-shaped-type-result-dims --reshape-to-llvm | not %run 2>&1 | FileCheck %s
// RUN: reshape-opt %s --resolve-shaped-type-result-dims --reshape-to-llvm | not %run 2>&1 | FileCheck %s
// RUN: reshape-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize --cse --reshape-to-llvm | not %run 2>&1 | FileCheck %s

// The program only reads tensor.dim of an invalid reshape (? = 3: 60
// elements are not divisible by 7). Upstream's dim resolution replaces the
// dim with the reified extent (60 / 7 = 8) and leaves the reshape unused;
// the reshape keeps its checks all the same (it printed 8 and exited 0).

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @dim(%x: tensor<?x4x5xf32>) -> index {
  %r = reshape.static_reshape %x [7, -1] special_zero = false : tensor<?x4x5xf32> -> tensor<7x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %r, %c1 : tensor<7x?xf32>
  return %d : index
}

func.func @main() {
  %e = tensor.empty() : tensor<3x4x5xf32>
  %c = tensor.cast %e : tensor<3x4x5xf32> to tensor<?x4x5xf32>
  %d = call @dim(%c) : (tensor<?x4x5xf32>) -> index
  %i = arith.index_cast %d : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: reshape.static_reshape: R4: -1 cannot be inferred: 60 elements are not divisible by 7
// CHECK-NOT: {{.}}
