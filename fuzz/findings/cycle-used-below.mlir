// --canonicalize (and so reshape-to-llvm) never ends: a 2-op cycle of
// reshapes in an unregistered op's graph region, used by a reshape in a
// nested (SSA) region (the folders look through the cycle).
//   reshape-opt --allow-unregistered-dialect cycle-used-below.mlir --canonicalize
func.func @f(%c: i1) {
  "test.graph"() ({
    %a = reshape.static_reshape %b [-1] special_zero = false : tensor<1xf32> -> tensor<1xf32>
    %b = reshape.static_reshape %a [1] special_zero = false : tensor<1xf32> -> tensor<1xf32>
    scf.if %c {
      %r = reshape.static_reshape %b [1, 1] special_zero = false : tensor<1xf32> -> tensor<1x1xf32>
      "test.sink"(%r) : (tensor<1x1xf32>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
