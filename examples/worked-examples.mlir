// The worked examples of the oneDNN Graph and OpenVINO specifications and of
// SEMANTICS.md, written without result types: reshape-opt verifies every op
// and prints the result type it infers.

func.func @worked_examples(%a: tensor<3x4x5xf32>, %b: tensor<2x5x5x24xf32>,
                           %c: tensor<2x5x5x0xf32>, %d: tensor<2x8x32xf32>,
                           %e: tensor<?x2048xf32>, %f: tensor<*xf32>,
                           %g: tensor<0x2x2xf32>) {
  // oneAPI StaticReshape: data (3, 4, 5), shape (0, -1), special_zero.
  %0 = reshape.static_reshape %a [0, -1] special_zero = true : tensor<3x4x5xf32>
  // OpenVINO Reshape-1, second example.
  %1 = reshape.static_reshape %b [0, -1, 4] special_zero = true : tensor<2x5x5x24xf32>
  // OpenVINO Reshape-1, first example: a literal zero on an empty input.
  %2 = reshape.static_reshape %c [0, 4] special_zero = false : tensor<2x5x5x0xf32>
  // special_zero copies dim 1.
  %3 = reshape.static_reshape %d [4, 0, 16] special_zero = true : tensor<2x8x32xf32>
  // A copied dynamic dim stays dynamic; the -1 is known.
  %4 = reshape.static_reshape %e [0, -1, 64] special_zero = true : tensor<?x2048xf32>
  // An unranked input: the -1 is only known at run time.
  %5 = reshape.static_reshape %f [3, -1] special_zero = false : tensor<*xf32>
  // A copied zero does not block the -1.
  %6 = reshape.static_reshape %g [0, -1] special_zero = true : tensor<0x2x2xf32>
  return
}

// A graph with both ops: the target of the second arrives at run time.
func.func @graph(%x: tensor<2x3x4xf32>, %shape: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = reshape.static_reshape %x [0, -1] special_zero = true : tensor<2x3x4xf32>
  %1 = reshape.dynamic_reshape %0, %shape special_zero = true : tensor<2x12xf32>, tensor<2xi32>
  return %1 : tensor<?x?xf32>
}
