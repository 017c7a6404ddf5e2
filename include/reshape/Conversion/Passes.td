//===- Passes.td - Conversions out of the reshape dialect --*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_CONVERSION_PASSES_TD
#define RESHAPE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertReshapeToTensorPass
    : Pass<"convert-reshape-to-tensor", "::mlir::ModuleOp"> {
  let summary = "lower reshape ops to tensor ops with runtime checks";
  let description = [{
    Replaces every `reshape.static_reshape` and `reshape.dynamic_reshape` by
    `tensor` ops that bufferize to views:

    - when the result dims are known in terms of the input dims (a
      `static_reshape` of a ranked input), the fewest
      `tensor.expand_shape` / `tensor.collapse_shape`: none for an identity,
      one when the dims split into groups that only expand or only collapse,
      otherwise a collapse of each group to one dim followed by an expand;
      the dims that special_zero copies anchor the groups;
    - otherwise, or when an expand group would have more than one dynamic
      dim, `tensor.reshape` with an `index` shape built by
      `tensor.from_elements` (or `tensor.generate` for a shape of unknown
      length).

    For `dynamic_reshape` the shape values are read with `tensor.extract`
    and the rules resolve special_zero zeros and the `-1` at run time. When
    the input is ranked and the shape has a static length, that code (with
    its checks) lives in a private function,
    `@__reshape_resolve_<hash>(dynamic input dims, values) -> result dims`,
    shared by every op with the same input type, target length, special_zero
    and result type: each op becomes a few reads and a `func.call`, so a
    module of many reshapes stays small (LLVM inlines the function where
    that pays). Symbols named `__reshape_*` are reserved for this pass. Every
    rule that is not proven at compile time (R2-R6, R8, R9) is checked
    before the data is used. How a failed check reports is `check-mode`:

    - `stderr` (the default): it prints the op's location (file:line:col,
      and the names of a `NameLoc`), the op, the rule and the values to
      stderr (with `dprintf` on file descriptor 2) and exits with status 1,
      for example `g.mlir:3:8: reshape.dynamic_reshape: R5: volume
      mismatch: input 3x4x5 (60 elements) vs target [7, 9] (63 elements)`;
    - `assert`: an upstream `cf.assert` per check, whose message has the
      same form with `?` for the values known only at run time; the
      target's lowering of `cf.assert` prints and stops (`convert-cf-to-llvm`
      calls `puts` and `abort`, GPU targets their device assert). It calls
      no function of the module, so it also lowers reshapes inside
      `gpu.module` and other symbol tables.

    `runtime-checks=false` leaves the checks out (for benchmarks).

    The checks and the tensor ops of each reshape that checks something at
    run time stay together in an `scf.execute_region` marked `no_inline`
    and `reshape.check_fence` (a check fence), so that no code motion runs
    the pure tensor ops before their checks (see
    `reshape-inline-check-fences`, which puts them back in place).

    Example:

    ```mlir
    %0 = reshape.static_reshape %x [0, -1, 64] special_zero = true
           : tensor<?x2048xf32> -> tensor<?x32x64xf32>
    ```

    becomes

    ```mlir
    %c0 = arith.constant 0 : index
    %d0 = tensor.dim %x, %c0 : tensor<?x2048xf32>
    %0 = tensor.expand_shape %x [[0], [1, 2]] output_shape [%d0, 32, 64]
           : tensor<?x2048xf32> into tensor<?x32x64xf32>
    ```
  }];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"true",
           "Check at run time every rule not proven at compile time">,
    Option<"checkMode", "check-mode", "::mlir::reshape::RuntimeCheckMode",
           /*default=*/"::mlir::reshape::RuntimeCheckMode::Stderr",
           "How a failed runtime check reports and stops the program",
           [{::llvm::cl::values(
             clEnumValN(::mlir::reshape::RuntimeCheckMode::Stderr, "stderr",
                        "the message and the values on stderr (dprintf), "
                        "then exit(1); needs libc"),
             clEnumValN(::mlir::reshape::RuntimeCheckMode::Assert, "assert",
                        "cf.assert with a static message, for targets "
                        "without libc"))}]>
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ReshapeInlineCheckFencesPass : Pass<"reshape-inline-check-fences"> {
  let summary = "inline the check fences of convert-reshape-to-tensor";
  let description = [{
    `convert-reshape-to-tensor` puts the checks and the tensor ops of each
    checked reshape in an `scf.execute_region` marked `no_inline` and
    `reshape.check_fence`. The tensor ops are pure, so upstream's
    `--loop-invariant-code-motion` would otherwise hoist them (and the ops
    that use their result) out of a loop, above the checks, whose calls and
    asserts stay: a loop that never runs, or whose check fails, would read
    and write out of bounds. Every checked reshape gets one, in a loop or
    not: a later `--inline` or `--lift-cf-to-scf` may put it in one. A region that holds a call
    or an assert is not hoisted, and canonicalize does not inline a
    `no_inline` one. `reshape-to-llvm` runs this pass right after the
    conversion (no pass of it hoists tensor ops before bufferization), so
    the rest of the pipeline sees the ops in place; run it yourself before
    passes that should see them.

    ```mlir
    %r = scf.execute_region -> tensor<4x15xf32> no_inline {
      // the checks
      %e = tensor.expand_shape %x ...
      scf.yield %e : tensor<4x15xf32>
    } {reshape.check_fence}
    ```

    becomes the body of the region in its place, its result `%e`.
  }];
}

#endif // RESHAPE_CONVERSION_PASSES_TD
