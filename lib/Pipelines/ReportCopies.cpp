//===- ReportCopies.cpp - The reshape-report-copies pass ------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Whether a reshape is a view or a copy is decided by bufferization, from the
// layout of the input buffer, and by deallocation, which clones some returned
// views. This pass asks the real lowering: it clones the module, tags the
// location of each reshape in the clone, and runs reshape-to-llvm on the
// clone in two halves. After the first, every copy is a memref.copy,
// linalg.copy or bufferization.clone, and each op takes the location of
// what it lowers (bufferization gives a copy the location of the op it
// bufferizes, deallocation a clone that of the value it clones): the pass
// notes why each tagged one copies and marks its location as a copy. After
// the second half, a reshape copies exactly when a memcpy, a store (of a
// copy loop) or a call of memrefCopy with a copy mark and its tag is left.
// Then it drops the clone and remarks on the original ops.
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "reshape/IR/ReshapeOps.h"
#include "reshape/Pipelines/Pipelines.h"
#include "reshape/Transforms/CopyReason.h"
#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEREPORTCOPIESPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The metadata that tags the location of the reshape with index `i`.
static constexpr StringLiteral kTagPrefix = "reshape-report-copies:";
/// The metadata that marks the location of a copy.
static constexpr StringLiteral kCopyMark = "reshape-report-copies-copy";

static bool isReshape(Operation *op) {
  return isa<reshape::StaticReshapeOp, reshape::DynamicReshapeOp>(op);
}

/// The metadata strings of the fused locations in `loc`.
static void collectMetadata(Location loc, SmallVectorImpl<StringRef> &out) {
  loc->walk([&](Location nested) {
    auto fused = dyn_cast<FusedLoc>(nested);
    if (auto tag = fused ? dyn_cast_if_present<StringAttr>(fused.getMetadata())
                         : StringAttr())
      out.push_back(tag.getValue());
    return WalkResult::advance();
  });
}

/// The indices of the reshapes whose tags are in `loc`.
static SmallVector<unsigned> getTags(ArrayRef<StringRef> metadata) {
  SmallVector<unsigned> indices;
  for (StringRef tag : metadata) {
    unsigned index;
    if (tag.starts_with(kTagPrefix) &&
        !tag.drop_front(kTagPrefix.size()).getAsInteger(10, index))
      indices.push_back(index);
  }
  return indices;
}

/// Why a copy (or clone) copies, from the buffer it reads.
static std::string describeCopy(Operation *copy, Value source) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (isa<bufferization::CloneOp>(copy)) {
    os << "copy: a function returns the view as a buffer that its caller "
          "owns";
    return text;
  }
  if (isa<UnrankedMemRefType>(source.getType())) {
    os << "copy: only when the unranked input is, at run time, a strided or "
          "offset view (a buffer with the identity layout stays a view)";
    return text;
  }
  auto memref = dyn_cast<MemRefType>(source.getType());
  if (!memref || memref.getLayout().isIdentity()) {
    os << "copy: bufferization gives the input or the result its own "
          "buffer, for a write that would conflict";
  } else if (memref::isStaticShapeAndContiguousRowMajor(memref)) {
    os << "copy: the buffer '" << memref
       << "' starts at an offset, and a function result or memref.reshape "
          "needs an identity layout";
  } else {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (succeeded(memref.getStridesAndOffset(strides, offset)) &&
        llvm::none_of(strides, ShapedType::isDynamic) &&
        memref.hasStaticShape())
      os << "copy: the input buffer '" << memref << "' is not contiguous";
    else
      os << "copy: the input buffer '" << memref
         << "' may not be contiguous (a contiguous one is copied with "
            "memcpy)";
  }
  return text;
}

/// Whether `op`, in the LLVM dialect, moves data of a copy.
static bool isCopyInLLVM(Operation *op) {
  if (isa<LLVM::MemcpyOp, LLVM::MemmoveOp, LLVM::StoreOp>(op))
    return true;
  auto call = dyn_cast<LLVM::CallOp>(op);
  return call && call.getCallee() &&
         (*call.getCallee() == "memrefCopy" ||
          call.getCallee()->starts_with(reshape::kPackFunctionPrefix));
}

namespace {
struct ReshapeReportCopiesPass
    : reshape::impl::ReshapeReportCopiesPassBase<ReshapeReportCopiesPass> {
  using Base::Base;

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
      // A copy of a cast of the result copies the reshape's data: a
      // function that returned the reshape of a strided slice through a
      // cast to `?` copied it at the return, and the report said "view"
      // (found by review). The casts after it carry its tag too.
      SmallVector<Value> results{op->getResult(0)};
      while (!results.empty())
        for (Operation *user : results.pop_back_val().getUsers())
          if (isa<tensor::CastOp>(user)) {
            user->setLoc(FusedLoc::get(&getContext(), {user->getLoc()}, tag));
            results.push_back(user->getResult(0));
          }
    });

    reshape::ReshapeToLLVMOptions options;
    options.runtimeChecks = runtimeChecks;
    options.checkMode = checkMode;
    options.allowReturnAllocsFromLoops = allowReturnAllocsFromLoops;
    PassManager toBuffers(&getContext(), ModuleOp::getOperationName());
    // Nested modules are lowered whole, as reshape-to-llvm does: their
    // copies keep the tags of their reshapes.
    reshape::addReshapeLowerNestedModulesPass(toBuffers, options);
    reshape::addReshapeToBufferPasses(toBuffers, options);
    if (failed(toBuffers.run(*trial)))
      return signalPassFailure();

    // Each copy left: why, and a mark on its location.
    DenseMap<unsigned, std::string> reasons;
    StringAttr mark = b.getStringAttr(kCopyMark);
    auto noteCopy = [&](Operation *copy, Value source) {
      SmallVector<StringRef> metadata;
      collectMetadata(copy->getLoc(), metadata);
      SmallVector<unsigned> tags = getTags(metadata);
      if (tags.empty())
        return;
      // A copy that a pass of the pipeline made says why.
      auto reason = llvm::find_if(metadata, [](StringRef m) {
        return m.starts_with(reshape::kCopyReasonPrefix);
      });
      for (unsigned i : tags)
        reasons.try_emplace(
            i, reason != metadata.end()
                   ? ("copy: " +
                      reason->drop_front(reshape::kCopyReasonPrefix.size()))
                         .str()
                   : describeCopy(copy, source));
      copy->setLoc(FusedLoc::get(&getContext(), {copy->getLoc()}, mark));
    };
    trial->walk([&](Operation *op) {
      if (auto copy = dyn_cast<memref::CopyOp>(op))
        noteCopy(op, copy.getSource());
      else if (auto copy = dyn_cast<linalg::CopyOp>(op))
        noteCopy(op, copy.getInputs().front());
      else if (auto clone = dyn_cast<bufferization::CloneOp>(op))
        noteCopy(op, clone.getInput());
      else if (auto call = dyn_cast<func::CallOp>(op);
               call &&
               call.getCallee().starts_with(reshape::kPackFunctionPrefix))
        noteCopy(op, call.getOperand(0));
    });

    PassManager toLLVM(&getContext(), ModuleOp::getOperationName());
    reshape::addReshapeBufferToLLVMPasses(toLLVM, checkMode);
    if (failed(toLLVM.run(*trial)))
      return signalPassFailure();

    // The reshapes whose data the final code copies.
    DenseSet<unsigned> copied;
    trial->walk([&](Operation *op) {
      if (!isCopyInLLVM(op))
        return;
      SmallVector<StringRef> metadata;
      collectMetadata(op->getLoc(), metadata);
      if (!llvm::is_contained(metadata, kCopyMark))
        return;
      for (unsigned i : getTags(metadata))
        copied.insert(i);
    });

    // A reshape the same as an earlier one of its block (operands,
    // attributes and types) is the earlier one once CSE merges them: its
    // tag leaves with it, and its result is whatever the earlier one's is.
    // (Candidates by block and hash: a module may hold 10^5 reshapes.)
    SmallVector<std::optional<unsigned>> sameAs(reshapes.size());
    DenseMap<std::pair<Block *, llvm::hash_code>, SmallVector<unsigned>>
        candidates;
    for (auto [i, op] : llvm::enumerate(reshapes)) {
      // Results differ by definition: operands, attributes and types count.
      llvm::hash_code hash = OperationEquivalence::computeHash(
          op, [](Value v) { return hash_value(v); },
          OperationEquivalence::ignoreHashValue,
          OperationEquivalence::IgnoreLocations);
      SmallVector<unsigned> &earlier = candidates[{op->getBlock(), hash}];
      for (unsigned j : earlier)
        if (OperationEquivalence::isEquivalentTo(
                reshapes[j], op, OperationEquivalence::IgnoreLocations)) {
          sameAs[i] = j;
          break;
        }
      if (!sameAs[i])
        earlier.push_back(i);
    }
    // At the op's location, without the op: printing it with each remark
    // numbered the whole function again, quadratic in the reshapes
    // (33 s for 4,000 of them; found by review).
    auto remark = [&](Operation *op, unsigned i) {
      if (!copied.contains(i))
        return emitRemark(op->getLoc(),
                          "view: the result is a view of the input, no copy");
      auto it = reasons.find(i);
      return emitRemark(op->getLoc(), it != reasons.end()
                                          ? StringRef(it->second)
                                          : StringRef("copy"));
    };
    for (auto [i, op] : llvm::enumerate(reshapes)) {
      if (!sameAs[i] || copied.contains(i)) {
        remark(op, i);
        continue;
      }
      InFlightDiagnostic diag = remark(op, *sameAs[i]);
      diag << " (as the same reshape before it, which CSE merges with it)";
      diag.attachNote(reshapes[*sameAs[i]]->getLoc()) << "that reshape";
    }
  }
};
} // namespace
