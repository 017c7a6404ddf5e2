//===- CanonicalizeFuzzer.cpp - Fuzz canonicalize and refine-shapes -------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Takes MLIR text, or a generated program (input starting with a 0 byte:
// region ops, unregistered parents with graph regions, nested modules,
// functions without func.return, ...). On what verifies and uses only the
// ops these passes are for:
//  - --canonicalize (without upstream's scf.for cast folder, a known bug)
//    succeeds and leaves valid IR (verified after every pass);
//  - --reshape-refine-shapes leaves valid IR when it succeeds, and every
//    function type it rewrites is a refinement of the old one (static
//    where it had `?`, never a contradiction); when it fails, it says where
//    and which rule (any located error for an input with unregistered
//    ops, which it may refuse).
// A crash, a sanitizer report or a hang (libFuzzer's -timeout) is a finding
// too.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "reshape/Pipelines/Pipelines.h"
#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// Whether `refined` is `old` or a more static version of it.
static bool isRefinement(Type refined, Type old) {
  if (refined == old)
    return true;
  auto oldTensor = dyn_cast<TensorType>(old);
  auto newTensor = dyn_cast<TensorType>(refined);
  if (!oldTensor || !newTensor ||
      oldTensor.getElementType() != newTensor.getElementType())
    return false;
  if (!oldTensor.hasRank())
    return true;
  if (!newTensor.hasRank() || newTensor.getRank() != oldTensor.getRank())
    return false;
  for (auto [n, o] : llvm::zip(newTensor.getShape(), oldTensor.getShape()))
    if (!ShapedType::isDynamic(o) && n != o)
      return false;
  return true;
}

/// Whether a tensor.cast of `module` is in a cycle of casts (in a graph
/// region), on which upstream's cast folder crashes: an open upstream
/// finding (findings/upstream-cast-cycle-fold.mlir) that reshape-to-llvm
/// refuses first (reshape-refuse-graph-cycles).
static bool hasCastCycle(ModuleOp module) {
  WalkResult result = module->walk([](tensor::CastOp cast) {
    SmallPtrSet<Operation *, 8> seen;
    for (auto op = cast; op;
         op = op.getSource().getDefiningOp<tensor::CastOp>())
      if (!seen.insert(op).second)
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

static std::vector<FunctionType> signatures(ModuleOp module) {
  std::vector<FunctionType> types;
  module->walk([&](func::FuncOp f) { types.push_back(f.getFunctionType()); });
  return types;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text = reshape_fuzz::inputText(data, size);
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::All);
  OwningOpRef<ModuleOp> module = reshape_fuzz::parseModule(text, context.get());
  if (!module || failed(verify(*module)))
    return 0;
  reshape_fuzz::OpCensus census =
      reshape_fuzz::classifyOps(*module, /*maxOps=*/2000);
  if (!census.fuzzable || hasCastCycle(*module))
    return 0;
  std::vector<FunctionType> before = signatures(*module);

  reshape_fuzz::DiagnosticCollector diagnostics(context.get());
  reshape_fuzz::CheckedPassManager canonicalize(context.get());
  // As reshape-to-llvm runs it: without the upstream patterns that make
  // wrong or invalid IR of what the generator makes (findings/README.md).
  canonicalize.get().addPass(reshape::createPipelineCanonicalizerPass());
  if (failed(canonicalize.run(*module)))
    return reshape_fuzz::finding(
        "canonicalize failed:\n" + diagnostics.describe(), text);
  if (!canonicalize.invalidAfter().empty())
    return reshape_fuzz::finding(
        "canonicalize left invalid IR:\n" + diagnostics.describe(), text);

  reshape_fuzz::CheckedPassManager refine(context.get());
  refine.get().addPass(reshape::createReshapeRefineShapesPass());
  if (failed(refine.run(*module))) {
    std::vector<reshape_fuzz::DiagnosticCollector::Entry> errors =
        diagnostics.errors();
    if (errors.empty())
      return reshape_fuzz::finding(
          "reshape-refine-shapes failed without an error", text);
    for (const auto &e : errors) {
      if (reshape_fuzz::linesOf(e.loc).empty())
        return reshape_fuzz::finding(
            "reshape-refine-shapes reports an error without "
            "a location: " +
                e.message,
            text);
      if (!census.unregistered && reshape_fuzz::ruleOf(e.message).empty())
        return reshape_fuzz::finding(
            "reshape-refine-shapes reports an error that "
            "names no rule: " +
                e.message,
            text);
    }
    return 0;
  }
  if (!refine.invalidAfter().empty())
    return reshape_fuzz::finding("reshape-refine-shapes left invalid IR:\n" +
                                     diagnostics.describe(),
                                 text);
  std::vector<FunctionType> after = signatures(*module);
  if (after.size() != before.size())
    return reshape_fuzz::finding(
        "reshape-refine-shapes added or removed functions", text);
  for (size_t i = 0; i < before.size(); ++i) {
    FunctionType o = before[i], n = after[i];
    bool ok = o.getNumInputs() == n.getNumInputs() &&
              o.getNumResults() == n.getNumResults();
    for (unsigned k = 0; ok && k < o.getNumInputs(); ++k)
      ok = isRefinement(n.getInput(k), o.getInput(k));
    for (unsigned k = 0; ok && k < o.getNumResults(); ++k)
      ok = isRefinement(n.getResult(k), o.getResult(k));
    if (!ok) {
      std::string s;
      llvm::raw_string_ostream os(s);
      os << "reshape-refine-shapes turned a function type " << o << " into "
         << n << ", which contradicts it";
      return reshape_fuzz::finding(s, text);
    }
  }
  return 0;
}
