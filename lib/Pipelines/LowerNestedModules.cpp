//===- LowerNestedModules.cpp - The reshape-lower-nested-modules pass -----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "reshape/IR/ReshapeDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPELOWERNESTEDMODULESPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
struct ReshapeLowerNestedModulesPass
    : reshape::impl::ReshapeLowerNestedModulesPassBase<
          ReshapeLowerNestedModulesPass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    // The dialects the pipeline creates are loaded before any pass runs:
    // runPipeline loads none (a pipeline that builds LLVM types crashed
    // when this pass ran on its own). The pipeline may hold this pass with
    // the same pipeline (reshape-to-llvm does): a text already being
    // visited further out adds nothing.
    static thread_local llvm::StringSet<> visiting;
    if (pipeline.empty() || !visiting.insert(pipeline).second)
      return;
    llvm::scope_exit done([&] { visiting.erase(pipeline); });
    std::string errors;
    llvm::raw_string_ostream errorStream(errors);
    // A pipeline that does not parse is reported when it runs.
    if (FailureOr<OpPassManager> pm = parsePassPipeline(pipeline, errorStream);
        succeeded(pm))
      pm->getDependentDialects(registry);
  }

  void runOnOperation() override {
    // Nothing in a module body runs, and a tensor there has no buffer to
    // become (One-Shot Bufferize fails on it with an error about
    // bufferization.to_tensor). Reshapes get their own refusals; unknown
    // ops are left as they are.
    for (Operation &op : *getOperation().getBody()) {
      // A symbol table of another kind (gpu.module) holds code for another
      // target: the CPU lowering would turn it into LLVM code that does not
      // verify (a cf.assert's message global outside it) or leave it.
      if (op.hasTrait<OpTrait::SymbolTable>() && op.getDialect() &&
          !isa<ModuleOp>(op) && !isa<LLVM::LLVMDialect>(op.getDialect())) {
        op.emitOpError("is not lowered by reshape-to-llvm, which lowers for "
                       "the CPU: lower it with a pipeline for its target "
                       "first");
        return signalPassFailure();
      }
      if (!op.getDialect() || isa<reshape::ReshapeDialect>(op.getDialect()) ||
          llvm::none_of(op.getResultTypes(), llvm::IsaPred<TensorType>))
        continue;
      op.emitOpError("cannot be lowered: a tensor value in a module body, "
                     "outside any function");
      return signalPassFailure();
    }
    // The modules whose nearest enclosing module is this one (those further
    // in are theirs). Only those in its body: the passes that run on this
    // module after them would see the lowered code of a module nested in a
    // function as part of that function.
    SmallVector<ModuleOp> nested;
    WalkResult result =
        getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
          // A reshape op parsed before the dialect was loaded (its generic
          // form, with --allow-unregistered-dialect and only the pass
          // plugin) stays an unregistered op, which the lowering's
          // patterns matched by name: reading its properties crashed.
          if (!op->isRegistered() &&
              op->getName().getDialectNamespace() ==
                  reshape::ReshapeDialect::getDialectNamespace()) {
            op->emitOpError("is not an op of the reshape dialect: it was "
                            "parsed before the dialect was loaded (load it "
                            "first; with the plugin, --load-dialect-plugin)");
            return WalkResult::interrupt();
          }
          auto module = dyn_cast<ModuleOp>(op);
          if (!module || module == getOperation())
            return WalkResult::advance();
          if (module->getParentOp() != getOperation()) {
            module.emitError("a module nested in '")
                << module->getParentOp()->getName()
                << "' is not lowered: only a module in the body of another "
                   "is";
            return WalkResult::interrupt();
          }
          nested.push_back(module);
          return WalkResult::skip();
        });
    if (result.wasInterrupted())
      return signalPassFailure();
    if (nested.empty())
      return markAllAnalysesPreserved();
    // Parsed here, not in initialize(): the pipeline may hold this pass
    // again (reshape-to-llvm does), which then parses it only for a module
    // nested once more (getDependentDialects parsed it too, with a guard).
    std::string errors;
    llvm::raw_string_ostream errorStream(errors);
    FailureOr<OpPassManager> pm = parsePassPipeline(pipeline, errorStream);
    if (failed(pm) || pm->getOpAnchorName() != ModuleOp::getOperationName()) {
      getOperation().emitError("reshape-lower-nested-modules: the pipeline '")
          << pipeline << "' is not a builtin.module(...) pipeline"
          << (errors.empty() ? "" : ": ") << errors;
      return signalPassFailure();
    }
    for (ModuleOp module : nested)
      if (failed(runPipeline(*pm, module)))
        return signalPassFailure();
  }
};
} // namespace
