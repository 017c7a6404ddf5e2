// Open (red-team review): a module that defines a function named like a C
// library function its compiled code calls crashes reshape-run. math.exp
// lowers to llvm.intr.exp, which LLVM's code generation turns into a call
// of libm's `expf`; the JIT resolves that call to the module's own @expf,
// which calls itself until the stack overflows (a segmentation fault).
// The oneDNN importer names the function after the file, so `expf.json`
// (any graph with SoftMax) or `tanhf.json` (Tanh) does it; a module
// defining @malloc fails with an unlocated JIT error ("Symbols not found:
// [ malloc_0 ]"). The runtime checks' own libc functions (exit, dprintf)
// are refused with a located error already.
//   reshape-run libm-name-clash.mlir --input=2xf32=1
#id = affine_map<(d0) -> (d0)>
func.func @expf(%x: tensor<2xf32>) -> tensor<2xf32> {
  %init = tensor.empty() : tensor<2xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<2xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<2xf32>
  return %e : tensor<2xf32>
}
