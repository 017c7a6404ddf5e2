// Upstream (MLIR 22.1): the parser of tensor.from_elements allocates one
// operand type per element of its result type before it checks the
// operands, and aborts (LLVM ERROR: SmallVector unable to grow) on a type
// of more than 2^32 elements, instead of a located error. No reshape op;
// found by the parse fuzzer (this round), on a mutated lit test. Any tool
// that parses MLIR text aborts on it, reshape-opt and mlir-opt alike:
//   mlir-opt upstream-from-elements-huge-type.mlir
func.func @f(%a: i16) -> tensor<21474836482xi16> {
  %s = tensor.from_elements %a, %a : tensor<21474836482xi16>
  return %s : tensor<21474836482xi16>
}
