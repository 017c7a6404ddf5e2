// Upstream (MLIR 22, the bufferization of tensor.pad): the pad's body gives
// the value of each padding position, but One-Shot Bufferize runs it at
// every position of the result (a linalg.map over the whole buffer) and
// then copies the source over the middle. A body that is not plain
// arithmetic runs where the op never asks for it: here a tensor.extract
// whose index is in bounds at the padding positions only reads past the
// one-element table at the others (undefined; a crash with a large
// source). Reached through reshape-to-llvm by a reshape with runtime checks
// in a pad body, which stopped a valid program with an R4 error (red-team
// review). reshape-to-llvm runs reshape-guard-pad-bodies before
// bufferization (test/Integration/RuntimeErrors/check-in-pad-body.mlir,
// test/Integration/nested-pads.mlir).
//   mlir-opt upstream-pad-body-everywhere.mlir --one-shot-bufferize
// shows the linalg.map that runs the body at all four positions.
func.func @pad(%src: tensor<2xf32>) -> tensor<4xf32> {
  %table = arith.constant dense<[9.0]> : tensor<1xf32>
  %p = tensor.pad %src low[1] high[1] {
  ^bb0(%i: index):
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %last = arith.cmpi eq, %i, %c3 : index
    %k = arith.select %last, %c0, %i : index
    %v = tensor.extract %table[%k] : tensor<1xf32>
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}
