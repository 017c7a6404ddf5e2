//===- StaticShapeInference.h - Compile-time reshape rules ------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rules of ShapeRules.h evaluated on integers, where extents may be
// unknown (kDynamic) and the input rank may be unknown. This is what the
// verifiers, type inference, folders and patterns call. No IR dependency.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_SHAPERULES_STATICSHAPEINFERENCE_H
#define RESHAPE_SHAPERULES_STATICSHAPEINFERENCE_H

#include "reshape/ShapeRules/ShapeRules.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace mlir::reshape::rules {

/// A rule that provably fails, with a message naming the values involved
/// (lowercase, no trailing period, without the rule id).
struct Violation {
  Rule rule;
  std::string message;

  /// "R4: -1 cannot be inferred: 60 elements are not divisible by 7".
  std::string str() const;
};

/// What the rules say about one reshape at compile time.
struct ShapeInference {
  /// The result extents, kDynamic where unknown. Empty on a violation.
  llvm::SmallVector<int64_t, 6> dims;
  /// Some rule could not be decided and must be checked at run time.
  bool needsRuntimeCheck = false;
  /// The first rule that provably fails.
  std::optional<Violation> violation;

  bool failed() const { return violation.has_value(); }
};

/// Applies R2-R6, R8 and R9 to a reshape of an input with extents
/// `inputDims` (std::nullopt when the rank is unknown) to `target` with the
/// given special_zero flag. When `declaredDims` is given, the resolved dims
/// are also checked against it (R6; kDynamic declared extents match anything).
ShapeInference inferReshape(
    std::optional<llvm::ArrayRef<int64_t>> inputDims,
    llvm::ArrayRef<int64_t> target, bool specialZero,
    std::optional<llvm::ArrayRef<int64_t>> declaredDims = std::nullopt);

/// R6 on two shapes of the same rank: every pair of static extents is equal.
bool areCompatibleDims(llvm::ArrayRef<int64_t> inferred,
                       llvm::ArrayRef<int64_t> declared);

/// R10: when both shapes are fully static their element counts are equal
/// (R8: neither count overflows). std::nullopt when it holds or cannot be
/// decided.
std::optional<Violation> checkStaticVolumes(llvm::ArrayRef<int64_t> input,
                                            llvm::ArrayRef<int64_t> result);

/// The element count of a shape: std::nullopt when an extent is kDynamic or
/// the count overflows 64 bits (R8).
std::optional<int64_t> getElementCount(llvm::ArrayRef<int64_t> dims);

/// The size in bytes of a buffer of `dims` (static) whose elements take
/// `elementBytes` each: std::nullopt when it overflows 64 bits (signed, as
/// the compiled code counts bytes), or an extent is kDynamic.
std::optional<int64_t> getByteCount(llvm::ArrayRef<int64_t> dims,
                                    int64_t elementBytes);

/// Whether a row-major layout of `dims` has a stride past 64 bits: the
/// stride of a dim is the product of the extents after it, static ones
/// only (a kDynamic extent makes the strides before it dynamic). A zero
/// extent makes the strides before it zero. Only a shape without elements
/// has such strides; memref types of it do not lower.
bool hasOverflowingRowMajorStrides(llvm::ArrayRef<int64_t> dims);

} // namespace mlir::reshape::rules

#endif // RESHAPE_SHAPERULES_STATICSHAPEINFERENCE_H
