// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s

// tensor.expand_shape with several `?` sizes in a group: upstream's
// expand-strided-metadata (MLIR 22.1) crashed on each of these;
// reshape-reinterpret-expand-shapes makes them views of the source with
// the output sizes and the source's strides.

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @opaque(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
func.func private @opaque_index(%i: index) -> index {
  return %i : index
}

func.func @main() {
  %data = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0]> : tensor<24xf32>
  %dd = tensor.cast %data : tensor<24xf32> to tensor<?xf32>
  %d = call @opaque(%dd) : (tensor<?xf32>) -> tensor<?xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %two = call @opaque_index(%c2) : (index) -> index
  %three = call @opaque_index(%c3) : (index) -> index

  // 24 elements as 2 x 4 x 3.
  // CHECK: sizes = [2, 4, 3]
  // CHECK-NEXT: {{\[\[\[}}0,    1,    2],
  // CHECK-NEXT:   [3,    4,    5],
  // CHECK-NEXT:   [6,    7,    8],
  // CHECK-NEXT:   [9,    10,    11]],
  // CHECK-NEXT:  {{\[\[}}12,    13,    14],
  // CHECK-NEXT:   [15,    16,    17],
  // CHECK-NEXT:   [18,    19,    20],
  // CHECK-NEXT:   [21,    22,    23]]]
  %e = tensor.expand_shape %d [[0, 1, 2]] output_shape [%two, 4, %three] : tensor<?xf32> into tensor<?x4x?xf32>
  %ue = tensor.cast %e : tensor<?x4x?xf32> to tensor<*xf32>
  call @printMemrefF32(%ue) : (tensor<*xf32>) -> ()

  // Every other element from the second (a strided view, offset 1) as
  // 2 x 3: its stride under the group.
  // CHECK: sizes = [2, 3]
  // CHECK-NEXT: {{\[\[}}1,   3,   5],
  // CHECK-NEXT:  [7,   9,   11]]
  %six = arith.constant 6 : index
  %n = call @opaque_index(%six) : (index) -> index
  %s = tensor.extract_slice %d[%c1] [%n] [2] : tensor<?xf32> to tensor<?xf32>
  %se = tensor.expand_shape %s [[0, 1]] output_shape [%two, %three] : tensor<?xf32> into tensor<?x?xf32>
  %us = tensor.cast %se : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  return
}
