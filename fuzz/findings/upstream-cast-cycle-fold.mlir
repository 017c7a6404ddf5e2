// Upstream (MLIR 22.1, tensor.cast folding): canonicalize crashes
// (segmentation fault in mlir::impl::foldCastInterfaceOp) on a cycle of
// tensor.cast in a graph region, here the region of an unregistered op,
// whose value something uses (without the use the dead casts go first). A
// cast of its own result gives "null operand found" instead. Found by a
// sanitized sweep of every pass over the tests' inputs, on
// test/Transforms/reshape-contradicting-casts.mlir (@cast_cycle), through
// reshape-to-llvm. reshape-to-llvm now refuses such a module first
// (reshape-refuse-graph-cycles: test/Pipelines/reshape-refuse-graph-cycles.mlir).
//   mlir-opt upstream-cast-cycle-fold.mlir --allow-unregistered-dialect --canonicalize
"test.graph"() ({
  %0 = tensor.cast %1 : tensor<?xf32> to tensor<3xf32>
  %1 = tensor.cast %0 : tensor<3xf32> to tensor<?xf32>
  "test.use"(%1) : (tensor<?xf32>) -> ()
}) : () -> ()
