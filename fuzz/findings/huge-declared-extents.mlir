// Open (builder fuzzer, found at the end of this round): reshape-to-llvm
// fails on this valid op, a constant shape whose values break R2 (two -1)
// with a declared result of five 2^31 extents (their product overflows).
// Expected: a located rule error or a runtime check, not a failure of the
// pipeline.
//   reshape-opt huge-declared-extents.mlir --reshape-to-llvm
func.func @f(%x: tensor<i32>) -> tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32> {
  %s = arith.constant dense<[4, 0, 0, 0, 2147483648, -1, -1]> : tensor<7xindex>
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<i32>, tensor<7xindex> -> tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32>
  return %r : tensor<?x?x2147483648x2147483648x2147483648x2147483648x2147483648xi32>
}
