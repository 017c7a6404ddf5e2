//===- reshape-opt.cpp - The reshape-mlir optimizer driver ----------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::reshape::registerReshapeVersionPrinter();
  mlir::DialectRegistry registry;
  mlir::reshape::registerAllReshapeDialects(registry);
  mlir::reshape::registerAllReshapePasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "reshape-mlir optimizer driver\n", registry));
}
