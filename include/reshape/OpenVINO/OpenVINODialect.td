//===- OpenVINODialect.td - The openvino dialect -----------*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_OPENVINO_OPENVINODIALECT_TD
#define RESHAPE_OPENVINO_OPENVINODIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def OpenVINO_Dialect : Dialect {
  let name = "openvino";
  let cppNamespace = "::mlir::reshape::openvino";
  let summary = "the OpenVINO IR layers that the importer keeps as they are";
  let description = [{
    A companion of the `reshape` dialect for graphs imported from OpenVINO
    IR (`reshape-translate --import-openvino-ir`). The importer turns every
    `Reshape-1` layer into a `reshape` op, the layers that compute small
    integer shape values (`ShapeOf`, `Concat`, `Gather`, `Squeeze`,
    `Unsqueeze`, `Convert`) into upstream `tensor`/`arith` ops, `Const`
    layers into `arith.constant`, and every other layer into one
    `openvino.layer` op that keeps what the XML says about it: its type,
    its opset, its data attributes and its output types. Element types
    without a builtin MLIR counterpart are `!openvino.element<"name">`.

    The dialect gives these layers no semantics beyond their types: no pass
    can fold, move, erase or lower an `openvino.layer`.
  }];
  let useDefaultTypePrinterParser = 1;
}

class OpenVINO_Op<string mnemonic, list<Trait> traits = []>
    : Op<OpenVINO_Dialect, mnemonic, traits>;

class OpenVINO_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<OpenVINO_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

#endif // RESHAPE_OPENVINO_OPENVINODIALECT_TD
