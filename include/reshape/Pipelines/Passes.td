//===- Passes.td - Passes that build on the lowering -------*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_PIPELINES_PASSES_TD
#define RESHAPE_PIPELINES_PASSES_TD

include "mlir/Pass/PassBase.td"

def ReshapeReportCopiesPass
    : Pass<"reshape-report-copies", "::mlir::ModuleOp"> {
  let summary = "report, for each reshape op, whether it lowers to a view or a copy";
  let description = [{
    Emits one remark per `reshape.static_reshape` and
    `reshape.dynamic_reshape`: `view` when the lowering (`reshape-to-llvm`)
    makes it a view of its input, or `copy` and why: its input buffer is not
    contiguous (for example a strided slice), bufferization needs a
    separate buffer because of a later write, or a function returns the
    view as a buffer its caller owns.

    The answer comes from the real lowering: the pass tags the location of
    each reshape in a copy of the module, runs all of `reshape-to-llvm` on
    the copy, and reports a copy for a reshape exactly when the final LLVM
    dialect holds a copy of its data (a `memcpy`, or the stores of a copy
    loop) whose location carries its tag. The module itself is not changed.
    `reshape-to-llvm{report-copies=true}` runs this pass first, with its own
    `runtime-checks` option.

    Example:

    ```mlir
    %s = tensor.extract_slice %x[0, 0] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
    %0 = reshape.static_reshape %s [-1] special_zero = false : tensor<4x3xf32>
    ```

    remarks `copy: the input buffer memref<4x3xf32, strided<[6, 1]>> is not
    contiguous`.
  }];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"true",
           "Lower the copy with the runtime checks, as reshape-to-llvm does">
  ];
}

def ReshapeCheckLLVMPass : Pass<"reshape-check-llvm", "::mlir::ModuleOp"> {
  let summary = "report every op that is not of the LLVM dialect";
  let description = [{
    The last pass of `reshape-to-llvm`: reports a located error at each op
    left outside the LLVM dialect (an op no conversion knew, or a cast no
    conversion resolved), so that the pipeline fails there instead of
    handing `mlir-translate` or `mlir-runner` a module they reject.
  }];
}

#endif // RESHAPE_PIPELINES_PASSES_TD
