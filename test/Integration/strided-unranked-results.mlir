// RUN: reshape-opt %s --reshape-to-llvm | %run | FileCheck %s
// RUN: reshape-opt %s --reshape-to-llvm --mlir-print-ir-after=reshape-ranked-clones 2>&1 >/dev/null | FileCheck %s --check-prefix=COPY

// Public functions that return strided slices (at a run-time offset) cast
// to unranked tensors, called from @main: the deallocation clones them,
// and reshape-ranked-clones copies each into a buffer of the identity
// layout (upstream lowers no clone of a strided buffer). The copies hold
// the slices' data.

// COPY: memref.copy %{{.*}}, %{{.*}} : memref<2x2xf32, strided<[3, 2], offset: ?>> to memref<2x2xf32>

// CHECK: sizes = [2, 2] strides = [2, 1]
// CHECK-NEXT: {{\[\[}}3,   5],
// CHECK-NEXT: [6,   8]]
// CHECK: rank = 0
// CHECK-NEXT: [2]
func.func private @printMemrefF32(tensor<*xf32>)
func.func @every_third(%o: index) -> tensor<*xf32> {
  %x = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0]]> : tensor<3x3xf32>
  %s = tensor.extract_slice %x[%o, 0] [2, 2] [1, 2] : tensor<3x3xf32> to tensor<2x2xf32>
  %u = tensor.cast %s : tensor<2x2xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}
func.func @scalar(%o: index) -> tensor<*xf32> {
  %x = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %s = tensor.extract_slice %x[%o] [1] [1] : tensor<4xf32> to tensor<1xf32>
  %c = tensor.collapse_shape %s [] : tensor<1xf32> into tensor<f32>
  %u = tensor.cast %c : tensor<f32> to tensor<*xf32>
  return %u : tensor<*xf32>
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = call @every_third(%c1) : (index) -> tensor<*xf32>
  call @printMemrefF32(%r) : (tensor<*xf32>) -> ()
  %q = call @scalar(%c2) : (index) -> tensor<*xf32>
  call @printMemrefF32(%q) : (tensor<*xf32>) -> ()
  return
}
