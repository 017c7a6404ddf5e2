// --reshape-refine-shapes crashes on a module in a function body that holds
// a function: refineResultTypes reads an uninitialized value (valgrind) and
// leaves IR that crashes the verifier (segmentation fault).
//   reshape-opt refine-module-in-function.mlir --reshape-refine-shapes
func.func @holder() {
  builtin.module {
    func.func @inner(%x: tensor<4xf32>) -> tensor<4xf32> {
      return %x : tensor<4xf32>
    }
  }
  return
}
