//===- OpenVINOOps.td - openvino.layer ---------------------*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_OPENVINO_OPENVINOOPS_TD
#define RESHAPE_OPENVINO_OPENVINOOPS_TD

include "reshape/OpenVINO/OpenVINODialect.td"
include "reshape/OpenVINO/OpenVINOTypes.td"

//===----------------------------------------------------------------------===//
// LayerOp
//===----------------------------------------------------------------------===//

def OpenVINO_LayerOp : OpenVINO_Op<"layer"> {
  let summary = "an OpenVINO IR layer with no semantics beyond its types";
  let description = [{
    One layer of an OpenVINO IR graph, as the XML describes it: `type` and
    `version` are the layer's `type` and `version` attributes (`"Convolution"`,
    `"opset1"`), `data` holds the attributes of its `<data>` element,
    verbatim as strings, `inputs` are the values its input ports receive, in
    port order, and each result is one output port, typed from the port's
    `<dim>` values (`-1` is `?`) and `precision`. The layer's `name` and the
    XML line it comes from are the op's location.

    What it can do: carry a layer through MLIR unchanged, so that a whole
    model imports, verifies and prints, and the values it produces feed the
    `reshape` ops and the shape computations around them with the types
    OpenVINO wrote down. `reshape-translate --import-openvino-ir` makes one
    for every layer it has no better op for, and for a `Const` whose bytes
    it cannot read (no `--weights`, or an element type narrower than a
    byte).

    What it cannot do: it has no semantics. Nothing checks its result types
    against its inputs, no folder or pattern looks through it, and it
    declares no memory effects, so MLIR treats it as having unknown side
    effects: passes neither erase, move, merge nor speculate it (a
    `canonicalize` keeps it even when its results are unused), and no
    conversion lowers it (`reshape-to-llvm` fails at it: one-shot
    bufferization does not know it). Sub-graphs of
    `Loop`, `TensorIterator` and `If` layers are not kept.

    Example:

    ```mlir
    %1 = openvino.layer "Convolution" "opset1"(%0, %w)
           data {auto_pad = "explicit", dilations = "1,1", pads_begin = "0,0",
                 pads_end = "0,0", strides = "1,1"}
           : (tensor<1x3x60x60xf16>, tensor<16x3x3x3xf16>) -> tensor<1x16x58x58xf16>

    // A Const imported without its weights: only the type is known.
    %2 = openvino.layer "Const" "opset1"
           data {element_type = "i64", offset = "0", shape = "2", size = "16"}
           : () -> tensor<2xi64>
    ```
  }];

  let arguments = (ins
    Variadic<AnyTensor>:$inputs,
    StrAttr:$type,
    StrAttr:$version,
    OptionalAttr<DictionaryAttr>:$data
  );
  let results = (outs Variadic<AnyTensor>:$outputs);

  let assemblyFormat = [{
    $type $version (`(` $inputs^ `)`)? (`data` $data^)? attr-dict `:`
    functional-type($inputs, $outputs)
  }];
  let hasVerifier = 1;
}

#endif // RESHAPE_OPENVINO_OPENVINOOPS_TD
