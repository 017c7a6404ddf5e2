// RUN: reshape-opt %s --reshape-scf-to-cf --verify-diagnostics

// An scf op that no pattern lowers (a forall on tensors, before
// bufferization) is reported by the pass itself, as convert-scf-to-cf's
// partial conversion would.

func.func @forall_on_tensors(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'scf.forall' op could not be lowered to the cf dialect}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
