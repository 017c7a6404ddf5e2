//===- OpenVINODialect.cpp - The openvino dialect -------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/OpenVINO/OpenVINODialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::reshape::openvino;

#include "reshape/OpenVINO/OpenVINOOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "reshape/OpenVINO/OpenVINOOpsTypes.cpp.inc"

#define GET_OP_CLASSES
#include "reshape/OpenVINO/OpenVINOOps.cpp.inc"

void OpenVINODialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "reshape/OpenVINO/OpenVINOOpsTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "reshape/OpenVINO/OpenVINOOps.cpp.inc"
      >();
}

LogicalResult ElementType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef name) {
  if (name.empty())
    return emitError() << "an OpenVINO element type needs a name";
  return success();
}

LogicalResult LayerOp::verify() {
  if (getType().empty())
    return emitOpError("needs a layer type");
  if (std::optional<DictionaryAttr> data = getData()) {
    for (NamedAttribute entry : *data) {
      if (!isa<StringAttr>(entry.getValue()))
        return emitOpError("data attribute '")
               << entry.getName().getValue()
               << "' must be a string, as in the XML, got " << entry.getValue();
    }
  }
  return success();
}
