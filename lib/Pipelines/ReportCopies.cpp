//===- ReportCopies.cpp - The reshape-report-copies pass ------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Whether a reshape is a view or a copy is decided by bufferization, from the
// layout of the input buffer. This pass asks the real lowering: it clones the
// module, tags the location of each reshape in the clone, runs
// convert-reshape-to-tensor and the bufferization of reshape-to-llvm on the
// clone, and looks for copies whose location carries a tag (bufferization
// gives the copy it makes the location of the op it bufferizes). Then it
// drops the clone and remarks on the original ops.
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "reshape/Conversion/Passes.h"
#include "reshape/IR/ReshapeOps.h"
#include "reshape/Pipelines/Pipelines.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEREPORTCOPIESPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The metadata that tags the location of the reshape with index `i`.
static constexpr StringLiteral kTagPrefix = "reshape-report-copies:";

static bool isReshape(Operation *op) {
  return isa<reshape::StaticReshapeOp, reshape::DynamicReshapeOp>(op);
}

/// The indices of the reshapes whose tags are in `loc`.
static void collectTags(Location loc, SmallVectorImpl<unsigned> &indices) {
  loc->walk([&](Location nested) {
    auto fused = dyn_cast<FusedLoc>(nested);
    auto tag = fused ? dyn_cast_if_present<StringAttr>(fused.getMetadata())
                     : StringAttr();
    unsigned index;
    if (tag && tag.getValue().starts_with(kTagPrefix) &&
        !tag.getValue().drop_front(kTagPrefix.size()).getAsInteger(10, index))
      indices.push_back(index);
    return WalkResult::advance();
  });
}

namespace {
/// Why a reshape copies: the source buffer of the copy it became.
struct CopyReason {
  Type source;
};

struct ReshapeReportCopiesPass
    : reshape::impl::ReshapeReportCopiesPassBase<ReshapeReportCopiesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> reshapes;
    module.walk([&](Operation *op) {
      if (isReshape(op))
        reshapes.push_back(op);
    });
    if (reshapes.empty())
      return;

    // The trial lowering runs on a detached clone, with its own pass manager.
    OwningOpRef<ModuleOp> trial = module.clone();
    unsigned index = 0;
    Builder b(&getContext());
    trial->walk([&](Operation *op) {
      if (!isReshape(op))
        return;
      auto tag = b.getStringAttr(kTagPrefix + Twine(index++));
      op->setLoc(FusedLoc::get(&getContext(), {op->getLoc()}, tag));
    });

    PassManager pm(&getContext(), ModuleOp::getOperationName());
    reshape::ConvertReshapeToTensorPassOptions toTensor;
    toTensor.runtimeChecks = false;
    pm.addPass(reshape::createConvertReshapeToTensorPass(toTensor));
    pm.addPass(createCanonicalizerPass());
    reshape::addReshapeBufferizationPasses(pm);
    if (failed(pm.run(*trial)))
      return signalPassFailure();

    DenseMap<unsigned, CopyReason> copies;
    auto noteCopy = [&](Operation *copy, Value source) {
      SmallVector<unsigned> indices;
      collectTags(copy->getLoc(), indices);
      for (unsigned i : indices)
        copies.try_emplace(i, CopyReason{source.getType()});
    };
    trial->walk([&](Operation *op) {
      if (auto copy = dyn_cast<memref::CopyOp>(op))
        noteCopy(op, copy.getSource());
      else if (auto copy = dyn_cast<linalg::CopyOp>(op))
        noteCopy(op, copy.getInputs().front());
    });

    for (auto [i, op] : llvm::enumerate(reshapes)) {
      auto it = copies.find(i);
      if (it == copies.end()) {
        op->emitRemark("view: the result is a view of the input, no copy");
        continue;
      }
      auto memref = dyn_cast<MemRefType>(it->second.source);
      if (!memref || memref.getLayout().isIdentity()) {
        op->emitRemark("copy: bufferization gives the input or the result "
                       "its own buffer, for a write that would conflict");
      } else if (memref::isStaticShapeAndContiguousRowMajor(memref)) {
        op->emitRemark("copy: the buffer ")
            << memref
            << " starts at an offset, and a function result or "
               "memref.reshape needs an identity layout";
      } else {
        op->emitRemark("copy: the input buffer ")
            << memref << " is not contiguous";
      }
    }
  }
};
} // namespace
