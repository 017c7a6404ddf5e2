// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: FileCheck %s --check-prefix=LLVM < %t.mlir

// A reshape of a slice typed with dynamic strides copies once: with one
// memcpy when the slice is contiguous at run time (whole rows), with the
// loop nest otherwise (a column block). Never with the generic memrefCopy.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

// LLVM-LABEL: llvm.func @flatten_block(
// LLVM: llvm.call @malloc
// LLVM-NOT: llvm.call @malloc
// LLVM: llvm.cond_br
// LLVM: "llvm.intr.memcpy"
// LLVM-NOT: "llvm.intr.memcpy"
// LLVM: llvm.return
func.func private @flatten_block(%x: tensor<?x?xf32>, %r0: index, %c0: index, %rows: index, %cols: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %x[%r0, %c0] [%rows, %cols] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %0 = reshape.static_reshape %s [-1] special_zero = false : tensor<?x?xf32>
  return %0 : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %x0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c4i = arith.constant 4 : index
    %r = arith.muli %i, %c4i : index
    %lin = arith.addi %r, %j : index
    %v = arith.index_cast %lin : index to i64
    %f = arith.sitofp %v : i64 to f32
    tensor.yield %f : f32
  } : tensor<4x4xf32>
  %x = tensor.cast %x0 : tensor<4x4xf32> to tensor<?x?xf32>

  // Rows 1-2, all columns: contiguous, one memcpy.
  // CHECK: rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [4,  5,  6,  7,  8,  9,  10,  11]
  %rows = call @flatten_block(%x, %c1, %c0, %c2, %c4) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?xf32>
  %u1 = tensor.cast %rows : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  // Rows 0-2, columns 1-2: strided, the loop nest.
  // CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1,  2,  5,  6,  9,  10]
  %block = call @flatten_block(%x, %c0, %c1, %c3, %c2) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?xf32>
  %u2 = tensor.cast %block : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  // One row, any columns: a single row is contiguous.
  // CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [13,  14,  15]
  %row = call @flatten_block(%x, %c3, %c1, %c1, %c3) : (tensor<?x?xf32>, index, index, index, index) -> tensor<?xf32>
  %u3 = tensor.cast %row : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  return
}

// LLVM-NOT: memrefCopy
