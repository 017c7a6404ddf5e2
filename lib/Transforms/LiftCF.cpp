//===- LiftCF.cpp - Unstructured control flow as scf ----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Bufferization mishandles unstructured control flow: ownership-based
// deallocation refuses a loop of it (cf.br back to an earlier block) and a
// cf.switch, and crashes on a cf.cond_br after the result of a call of a
// private function (MLIR 22.1); One-Shot Bufferize recurses without end on
// a tensor that such a loop carries (a crash). What `--convert-scf-to-cf`
// makes of an scf.for, scf.if or scf.index_switch is valid input all the
// same: a region of cf branches is lifted to scf with upstream's
// transformCFGToSCF (what --lift-cf-to-scf runs), with empty tensors where
// it needs values of no meaning (not ub.poison, which One-Shot cannot
// bufferize).
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Conversion/ControlFlowToSCF/ControlFlowToSCF.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/Transforms/CFGToSCF.h"
#include "llvm/ADT/SCCIterator.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPELIFTCFPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The branch that the lifting cannot lift (it would fail and leave the IR
/// half changed): the cf dialect's are the ones it knows (found by review:
/// an llvm.cond_br failed half way).
static Operation *findUnliftableBranch(Region &region) {
  for (Block &block : region) {
    Operation *terminator = block.getTerminator();
    if (terminator->getNumSuccessors() != 0 &&
        !isa<cf::BranchOp, cf::CondBranchOp, cf::SwitchOp>(terminator))
      return terminator;
  }
  return nullptr;
}

/// Whether `region` holds control flow that bufferization refuses whatever
/// its branches: a block that can branch back to itself (a loop), or a
/// cf.switch (ownership-based deallocation takes no branch of more than two
/// successors; found by review).
static bool needsStructuredControlFlow(Region &region) {
  for (Block &block : region)
    if (isa<cf::SwitchOp>(block.getTerminator()))
      return true;
  for (auto scc = llvm::scc_begin(&region); !scc.isAtEnd(); ++scc)
    if (scc.hasCycle())
      return true;
  return false;
}

/// Whether to lift `region`: one of several blocks whose branches the
/// lifting knows (ownership-based deallocation also crashed on a plain
/// cf.cond_br after a call's result; found by review), or one that needs
/// structured control flow (then refused if it cannot be lifted).
static bool needsLifting(Region &region) {
  if (region.empty() || region.hasOneBlock())
    return false;
  return !findUnliftableBranch(region) || needsStructuredControlFlow(region);
}

namespace {
/// Upstream's lifting to scf, with values bufferization takes where the
/// lifting needs a value of no meaning (a path that never runs, a variable
/// not yet defined): an empty tensor for a tensor, where upstream makes a
/// ub.poison that One-Shot Bufferize cannot bufferize; and an
/// scf.execute_region that never ends yields such values.
struct BufferizableLifting : ControlFlowToSCFTransformation {
  Value getUndefValue(Location loc, OpBuilder &builder, Type type) override {
    if (auto ranked = dyn_cast<RankedTensorType>(type)) {
      // Any value does: make no dim larger than needed.
      SmallVector<int64_t> dims(ranked.getShape());
      for (int64_t &dim : dims)
        if (ShapedType::isDynamic(dim))
          dim = 0;
      Value empty =
          tensor::EmptyOp::create(builder, loc, dims, ranked.getElementType());
      return empty.getType() == type
                 ? empty
                 : tensor::CastOp::create(builder, loc, type, empty);
    }
    if (auto unranked = dyn_cast<UnrankedTensorType>(type)) {
      Value empty = tensor::EmptyOp::create(builder, loc, ArrayRef<int64_t>{0},
                                            unranked.getElementType());
      return tensor::CastOp::create(builder, loc, type, empty);
    }
    return ControlFlowToSCFTransformation::getUndefValue(loc, builder, type);
  }

  FailureOr<Operation *> createUnreachableTerminator(Location loc,
                                                     OpBuilder &builder,
                                                     Region &region) override {
    auto executeRegion = dyn_cast<scf::ExecuteRegionOp>(region.getParentOp());
    if (!executeRegion)
      return ControlFlowToSCFTransformation::createUnreachableTerminator(
          loc, builder, region);
    SmallVector<Value> values;
    for (Type type : executeRegion.getResultTypes())
      values.push_back(getUndefValue(loc, builder, type));
    return scf::YieldOp::create(builder, loc, values).getOperation();
  }
};

struct ReshapeLiftCFPass
    : reshape::impl::ReshapeLiftCFPassBase<ReshapeLiftCFPass> {
  void runOnOperation() override {
    // Inner regions first, as --lift-cf-to-scf does. Only the bodies of
    // functions and of scf.execute_region: their terminators are ones the
    // transformation knows how to join.
    SmallVector<Region *> regions;
    getOperation()->walk<WalkOrder::PostOrder>([&](Operation *op) {
      if (isa<func::FuncOp, scf::ExecuteRegionOp>(op) &&
          needsLifting(op->getRegion(0)))
        regions.push_back(&op->getRegion(0));
    });
    if (regions.empty())
      return markAllAnalysesPreserved();
    for (Region *region : regions) {
      if (Operation *branch = findUnliftableBranch(*region)) {
        branch->emitError("a loop of unstructured control flow or a "
                          "cf.switch that cannot be lifted to scf "
                          "(bufferization supports neither): only cf.br, "
                          "cf.cond_br and cf.switch branches are lifted");
        return signalPassFailure();
      }
    }
    BufferizableLifting transformation;
    auto &dominance = getAnalysis<DominanceInfo>();
    for (Region *region : regions)
      if (failed(transformCFGToSCF(*region, transformation, dominance)))
        return signalPassFailure();
  }
};
} // namespace
