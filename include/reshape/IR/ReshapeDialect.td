//===- ReshapeDialect.td - The reshape dialect -------------*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_IR_RESHAPEDIALECT_TD
#define RESHAPE_IR_RESHAPEDIALECT_TD

include "mlir/IR/OpBase.td"

def Reshape_Dialect : Dialect {
  let name = "reshape";
  let cppNamespace = "::mlir::reshape";
  let summary = "graph reshape operations of oneDNN Graph and OpenVINO";
  let description = [{
    The `reshape` dialect models the reshape operations of the oneDNN Graph
    API (`StaticReshape-1`, `DynamicReshape-1`) and of OpenVINO
    (`Reshape-1`): a tensor keeps its elements, in row-major order, and takes
    a new shape. The target shape is a list of integers where `-1` stands
    for the one extent inferred from the element count and, when
    `special_zero` is set, `0` copies the input extent at the same index.

    Both ops follow one rule set, numbered R1-R10 (see the ops and
    `docs/UserGuide.md`); every diagnostic names the rule it enforces. The
    rules are implemented once, in the `ShapeRules` library, which the
    verifiers, type inference, shape reification, folders, the lowering and
    its runtime checks all call.
  }];
  let dependentDialects = [
    // Shape reification and the canonicalization patterns build these.
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
  // Folding a reshape of a constant gives an arith.constant.
  let hasConstantMaterializer = 1;
  // tensor.cast of a reshape result, tensor.dim of a static_reshape.
  let hasCanonicalizer = 1;
}

class Reshape_Op<string mnemonic, list<Trait> traits = []>
    : Op<Reshape_Dialect, mnemonic, traits>;

#endif // RESHAPE_IR_RESHAPEDIALECT_TD
