//===- CopyWhileYieldedConstants.cpp - Read-only values a while carries ---===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One-Shot Bufferize (MLIR 22.1, with allow-return-allocs-from-loops) takes
// the arguments of an scf.while's before region for writable buffers also
// when the after region yields a read-only one (a tensor constant: a
// memref.get_global of a constant global; a bufferization.to_tensor that is
// not writable): an op of the next iteration wrote in place into the
// global, a crash (fuzz/findings/upstream-while-yield-read-only.mlir; the
// differential fuzzer). Such a yielded value is copied first.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECOPYWHILEYIELDEDCONSTANTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `value` may be a read-only buffer once bufferized: a tensor
/// constant or a bufferization.to_tensor not marked writable, through
/// casts, reshapes and slices.
static bool mayBeReadOnly(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (isa<arith::ConstantOp>(def))
      return true;
    if (auto toTensor = dyn_cast<bufferization::ToTensorOp>(def))
      return !toTensor.getWritable();
    if (!isa<tensor::CastOp, tensor::CollapseShapeOp, tensor::ExpandShapeOp,
             tensor::ReshapeOp, tensor::ExtractSliceOp>(def))
      return false;
    value = def->getOperand(0);
  }
  return false;
}

namespace {
struct ReshapeCopyWhileYieldedConstantsPass
    : reshape::impl::ReshapeCopyWhileYieldedConstantsPassBase<
          ReshapeCopyWhileYieldedConstantsPass> {
  void runOnOperation() override {
    getOperation().walk([](scf::WhileOp loop) {
      scf::YieldOp yield = loop.getYieldOp();
      for (OpOperand &operand : yield->getOpOperands()) {
        auto type = dyn_cast<RankedTensorType>(operand.get().getType());
        if (!type || !mayBeReadOnly(operand.get()))
          continue;
        OpBuilder b(yield);
        operand.set(bufferization::AllocTensorOp::create(
            b, operand.get().getLoc(), type, ValueRange{},
            /*copy=*/operand.get()));
      }
    });
  }
};
} // namespace
