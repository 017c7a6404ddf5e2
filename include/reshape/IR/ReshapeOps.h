//===- ReshapeOps.h - reshape.static_reshape, dynamic_reshape ---*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_IR_RESHAPEOPS_H
#define RESHAPE_IR_RESHAPEOPS_H

#include "reshape/IR/ReshapeDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "reshape/IR/ReshapeOps.h.inc"

namespace mlir {
class DominanceInfo;
} // namespace mlir

namespace mlir::reshape {

/// What a reshape with runtime checks writes: the program's state of having
/// stopped on a failed check. The effect keeps such a reshape when its
/// result is unused (a failing check still stops the program), while memory
/// analyses see that it touches no buffer.
struct RuntimeCheckResource
    : public SideEffects::Resource::Base<RuntimeCheckResource> {
  StringRef getName() final { return "reshape::RuntimeCheck"; }
};

/// Whether `reshape` (a static_reshape or dynamic_reshape) checks rules
/// when the program runs.
bool needsRuntimeCheck(Operation *reshape);

/// The values of a constant shape operand of dynamic_reshape, read as
/// signed; std::nullopt when `shape` is not a constant integer tensor.
std::optional<SmallVector<int64_t>> getConstantTargetValues(Attribute shape);
/// As above, for the value of a shape operand.
std::optional<SmallVector<int64_t>> getConstantTargetValues(Value shape);

/// Whether `op` may use its own result, directly or around a cycle: in a
/// region without SSA dominance (a graph region, such as a module body) or
/// in a region of an unregistered op, where the verifier checks no
/// dominance. Folders and patterns that look through an operand's producer
/// skip such ops: they could chase the cycle forever (found by the
/// canonicalize fuzzer: `%1 = reshape.static_reshape %1 ...` at module
/// level); the lowering refuses the ones that use a value defined later.
inline bool mayBeInCycle(Operation *op) {
  Region *region = op->getParentRegion();
  return region && (!region->getParentOp()->isRegistered() ||
                    !mayHaveSSADominance(*region));
}

/// Refuses, with a located error, an op an operand of which is defined
/// after it, or by itself, which only a region without dominance allows
/// (see mayBeInCycle): no lowering can order such ops.
LogicalResult checkNoUseBeforeDefinition(Operation *op,
                                         DominanceInfo &dominance);

/// The most static type that `type` and `dims` (of the same rank, with
/// kDynamic where unknown) both describe: `type` with the static extents of
/// `dims` where it has `?`.
inline RankedTensorType refineType(RankedTensorType type,
                                   ArrayRef<int64_t> dims) {
  SmallVector<int64_t> refined(type.getShape());
  for (auto [dim, other] : llvm::zip_equal(refined, dims))
    if (ShapedType::isDynamic(dim))
      dim = other;
  return type.clone(refined);
}

} // namespace mlir::reshape

#endif // RESHAPE_IR_RESHAPEOPS_H
