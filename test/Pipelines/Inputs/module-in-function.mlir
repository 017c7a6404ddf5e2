// A module in a function body (see reshape-lower-nested-modules.mlir).

func.func @holder() {
  scf.execute_region {
    builtin.module {
      func.func @in_region(%x: tensor<?xf32>) -> tensor<?x2xf32> {
        %a = reshape.static_reshape %x [-1, 2] special_zero = false : tensor<?xf32> -> tensor<?x2xf32>
        return %a : tensor<?x2xf32>
      }
    }
    scf.yield
  }
  return
}
