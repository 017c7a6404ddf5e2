//===- OpenVINOToLLVMIRTranslation.cpp - openvino in LLVM IR --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/OpenVINO/OpenVINOToLLVMIRTranslation.h"

#include "reshape/OpenVINO/OpenVINODialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"

using namespace mlir;

namespace {
/// The defaults: an openvino attribute on an op or a parameter amends
/// nothing. (Without an interface, the translation warns about each
/// parameter attribute of a loaded dialect.)
struct OpenVINOToLLVMIRTranslationInterface
    : public LLVMTranslationDialectInterface {
  using LLVMTranslationDialectInterface::LLVMTranslationDialectInterface;
};
} // namespace

void mlir::reshape::openvino::registerOpenVINODialectTranslation(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, OpenVINODialect *dialect) {
    dialect->addInterfaces<OpenVINOToLLVMIRTranslationInterface>();
  });
}
