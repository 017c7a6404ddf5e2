// reshape-to-llvm: a dynamic_reshape whose shape has a length known only at
// run time lowers to memref.reshape to an unranked memref, which
// finalize-memref-to-llvm expands into a loop (several blocks) inside the
// scf.if that reshape-scf-to-cf lowers only later: 'scf.if' op expects
// region #0 to have 0 or 1 blocks (the same in scf.for, scf.while,
// scf.index_switch, scf.parallel).
//   reshape-opt unknown-length-in-if.mlir --reshape-to-llvm
func.func private @use(tensor<*xf32> {bufferization.access = "read"})
func.func @main(%c: i1, %x: tensor<6xf32>, %s: tensor<?xi32>) {
  scf.if %c {
    %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<6xf32>, tensor<?xi32> -> tensor<*xf32>
    func.call @use(%r) : (tensor<*xf32>) -> ()
  }
  return
}
