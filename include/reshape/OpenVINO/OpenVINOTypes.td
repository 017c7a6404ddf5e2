//===- OpenVINOTypes.td - openvino element types -----------*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_OPENVINO_OPENVINOTYPES_TD
#define RESHAPE_OPENVINO_OPENVINOTYPES_TD

include "reshape/OpenVINO/OpenVINODialect.td"

def OpenVINO_ElementType : OpenVINO_Type<"Element", "element"> {
  let summary = "an OpenVINO element type without a builtin counterpart";
  let description = [{
    The element type of a tensor whose OpenVINO element type MLIR has no
    builtin type for: `nf4` (4-bit normal float), `string`, and `dynamic`
    (an element type OpenVINO leaves open, precision `UNSPECIFIED` in the
    XML). The parameter is OpenVINO's lowercase name of the type.

    ```mlir
    %0 = openvino.layer "Const" "opset1" data {element_type = "nf4", offset = "0", shape = "64", size = "32"}
           : () -> tensor<64x!openvino.element<"nf4">>
    ```
  }];
  let parameters = (ins StringRefParameter<"the OpenVINO name of the type">:$name);
  let assemblyFormat = "`<` $name `>`";
  let genVerifyDecl = 1;
}

#endif // RESHAPE_OPENVINO_OPENVINOTYPES_TD
