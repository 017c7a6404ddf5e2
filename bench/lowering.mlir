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
