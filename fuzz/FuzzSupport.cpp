//===- FuzzSupport.cpp - What the libFuzzer targets share -----------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "reshape/IR/ReshapeDialect.h"
#include "reshape/InitAll.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <string>

using namespace mlir;

static const DialectRegistry &getRegistry(reshape_fuzz::Dialects dialects) {
  static const DialectRegistry minimal = [] {
    DialectRegistry registry;
    registry
        .insert<reshape::ReshapeDialect, func::FuncDialect, arith::ArithDialect,
                tensor::TensorDialect, scf::SCFDialect>();
    return registry;
  }();
  static const DialectRegistry all = [] {
    DialectRegistry registry;
    reshape::registerAllReshapeDialects(registry);
    return registry;
  }();
  return dialects == reshape_fuzz::Dialects::Minimal ? minimal : all;
}

std::unique_ptr<MLIRContext> reshape_fuzz::createContext(Dialects dialects) {
  auto context = std::make_unique<MLIRContext>(
      getRegistry(dialects), MLIRContext::Threading::DISABLED);
  context->getDiagEngine().registerHandler([](Diagnostic &) {});
  return context;
}

OwningOpRef<ModuleOp> reshape_fuzz::parseModule(const uint8_t *data,
                                                size_t size,
                                                MLIRContext *context) {
  std::string text(reinterpret_cast<const char *>(data), size);
  return parseSourceString<ModuleOp>(text, ParserConfig(context), "fuzz");
}

bool reshape_fuzz::usesOnlyFuzzedOps(ModuleOp module, unsigned maxOps) {
  unsigned count = 0;
  WalkResult result = module->walk([&](Operation *op) {
    if (++count > maxOps)
      return WalkResult::interrupt();
    Dialect *dialect = op->getDialect();
    if (isa<ModuleOp>(op) ||
        (dialect &&
         isa<reshape::ReshapeDialect, func::FuncDialect, arith::ArithDialect>(
             dialect)))
      return WalkResult::advance();
    if (isa<scf::IfOp, scf::ForOp, scf::YieldOp, tensor::CastOp, tensor::DimOp,
            tensor::EmptyOp, tensor::ExtractOp, tensor::FromElementsOp>(op))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

void reshape_fuzz::fail(const char *why, Operation *op) {
  llvm::errs() << "reshape fuzz finding: " << why << "\n";
  if (op)
    op->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
  llvm::errs() << "\n";
  llvm::errs().flush();
  std::abort();
}
