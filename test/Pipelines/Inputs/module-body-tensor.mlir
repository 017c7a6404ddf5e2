// A tensor op in a module body, outside any function (pipeline fuzzer):
// nothing there runs, and One-Shot Bufferize failed on it with an error
// about bufferization.to_tensor.
%s = arith.constant dense<[-1]> : tensor<1xi32>
