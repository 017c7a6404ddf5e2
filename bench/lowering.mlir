// Entry points timed by bench/lowering-bench.c. The module is compiled
// twice: with runtime checks (functions as named here) and without (the
// same functions with the suffix _nochecks, renamed by run-bench.sh).

// The baseline: a call through the same C interface that does nothing.
func.func @noop(%x: tensor<16x16xf32>) -> tensor<16x16xf32> attributes {llvm.emit_c_interface} {
  return %x : tensor<16x16xf32>
}

// A view of a contiguous f32 tensor of 1 KiB and of 256 MiB.
func.func @static_1k(%x: tensor<16x16xf32>) -> tensor<4x64xf32> attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [4, -1] special_zero = false : tensor<16x16xf32>
  return %0 : tensor<4x64xf32>
}

func.func @static_256m(%x: tensor<8192x8192xf32>) -> tensor<4096x16384xf32> attributes {llvm.emit_c_interface} {
  %0 = reshape.static_reshape %x [4096, -1] special_zero = false : tensor<8192x8192xf32>
  return %0 : tensor<4096x16384xf32>
}

// A runtime shape with special_zero and -1 resolved and checked.
func.func @dynamic(%x: tensor<?x?xf32>, %s: tensor<2xi32>) -> tensor<?x?xf32> attributes {llvm.emit_c_interface} {
  %0 = reshape.dynamic_reshape %x, %s special_zero = true : tensor<?x?xf32>, tensor<2xi32>
  return %0 : tensor<?x?xf32>
}

// A forced copy: the left half of the columns of a 4096x8192 matrix
// (64 MiB) is not contiguous.
func.func @copy_columns(%x: tensor<4096x8192xf32>) -> tensor<16777216xf32> attributes {llvm.emit_c_interface} {
  %c = tensor.extract_slice %x[0, 0] [4096, 4096] [1, 1] : tensor<4096x8192xf32> to tensor<4096x4096xf32>
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<4096x4096xf32>
  return %0 : tensor<16777216xf32>
}

// Forced copies of 64 MiB: the reshape of a slice returned from the function
// (a function result has an identity layout). Contiguous rows 1024-3071 of
// a 4096x8192 matrix, typed statically and dynamically (the dynamic slice
// is contiguous only at run time), and every other column (stride 2).
func.func @copy_rows_static(%x: tensor<4096x8192xf32>) -> tensor<16777216xf32> attributes {llvm.emit_c_interface} {
  %r = tensor.extract_slice %x[1024, 0] [2048, 8192] [1, 1] : tensor<4096x8192xf32> to tensor<2048x8192xf32>
  %0 = reshape.static_reshape %r [-1] special_zero = false : tensor<2048x8192xf32>
  return %0 : tensor<16777216xf32>
}

func.func @copy_rows_dynamic(%x: tensor<?x?xf32>, %first: index, %rows: index) -> tensor<?xf32> attributes {llvm.emit_c_interface} {
  %c1 = arith.constant 1 : index
  %cols = tensor.dim %x, %c1 : tensor<?x?xf32>
  %r = tensor.extract_slice %x[%first, 0] [%rows, %cols] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %0 = reshape.static_reshape %r [-1] special_zero = false : tensor<?x?xf32>
  return %0 : tensor<?xf32>
}

func.func @copy_stride2_static(%x: tensor<4096x8192xf32>) -> tensor<16777216xf32> attributes {llvm.emit_c_interface} {
  %c = tensor.extract_slice %x[0, 0] [4096, 4096] [1, 2] : tensor<4096x8192xf32> to tensor<4096x4096xf32>
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<4096x4096xf32>
  return %0 : tensor<16777216xf32>
}

func.func @copy_stride2_dynamic(%x: tensor<?x?xf32>, %rows: index, %cols: index, %stride: index) -> tensor<?xf32> attributes {llvm.emit_c_interface} {
  %c = tensor.extract_slice %x[0, 0] [%rows, %cols] [1, %stride] : tensor<?x?xf32> to tensor<?x?xf32>
  %0 = reshape.static_reshape %c [-1] special_zero = false : tensor<?x?xf32>
  return %0 : tensor<?xf32>
}
