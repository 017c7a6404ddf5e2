//===- RefuseBuffersOfBuffers.cpp - Buffers that hold buffers -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Ownership-based deallocation and the alias analyses of the buffer passes
// do not follow a buffer stored into another one: a buffer stored in a
// loop was freed at the end of the iteration while the outer buffer still
// held it (a use after free), or hoisted so that every slot held the one
// buffer. reshape-to-llvm refuses such programs up front.
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEREFUSEBUFFERSOFBUFFERSPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `type` is a memref whose elements are memrefs (a tensor of
/// memrefs does not verify).
static bool isBufferOfBuffers(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && isa<BaseMemRefType>(shaped.getElementType());
}

namespace {
struct ReshapeRefuseBuffersOfBuffersPass
    : reshape::impl::ReshapeRefuseBuffersOfBuffersPassBase<
          ReshapeRefuseBuffersOfBuffersPass> {
  void runOnOperation() override {
    bool refused = false;
    // At the op that makes the value, or has it as a block argument.
    auto refuse = [&](Operation *op, Type type) {
      op->emitOpError() << "cannot be lowered: " << type
                        << " holds buffers, and deallocation does not follow "
                           "a buffer stored in another one (it freed the "
                           "stored buffer while it was still held)";
      refused = true;
    };
    getOperation().walk([&](Operation *op) {
      for (Value result : op->getResults())
        if (isBufferOfBuffers(result.getType()))
          return refuse(op, result.getType());
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument argument : block.getArguments())
            if (isBufferOfBuffers(argument.getType()))
              return refuse(op, argument.getType());
    });
    if (refused)
      return signalPassFailure();
    markAllAnalysesPreserved();
  }
};
} // namespace
