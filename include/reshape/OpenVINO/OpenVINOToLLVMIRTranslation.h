//===- OpenVINOToLLVMIRTranslation.h - openvino in LLVM IR ------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_OPENVINO_OPENVINOTOLLVMIRTRANSLATION_H
#define RESHAPE_OPENVINO_OPENVINOTOLLVMIRTRANSLATION_H

namespace mlir {
class DialectRegistry;

namespace reshape::openvino {

/// Registers the LLVM IR translation interface of the openvino dialect: its
/// attributes (the layer names on function arguments and results, the IR
/// version on functions) have no LLVM IR counterpart and translate to
/// nothing, without the translation's "Unhandled parameter attribute"
/// warning.
void registerOpenVINODialectTranslation(DialectRegistry &registry);

} // namespace reshape::openvino
} // namespace mlir

#endif // RESHAPE_OPENVINO_OPENVINOTOLLVMIRTRANSLATION_H
