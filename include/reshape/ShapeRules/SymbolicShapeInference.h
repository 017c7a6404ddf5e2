//===- SymbolicShapeInference.h - Reshapes over symbolic extents -*- C++
//-*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rules of ShapeRules.h evaluated on *symbolic* extents: the extent of
// each dynamic input dim j is a symbol s_j, and every other value is a
// monomial c * s_a * s_b * ... with a rational coefficient c. The result
// says exactly how the result dims relate to the input dims (a special_zero
// copy is s_j itself, a -1 over dynamic dims is their product divided by
// the positive target values), so the lowering can split a reshape into
// groups of dims whose products are provably equal. No IR dependency.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_SHAPERULES_SYMBOLICSHAPEINFERENCE_H
#define RESHAPE_SHAPERULES_SYMBOLICSHAPEINFERENCE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DynamicAPInt.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::reshape::rules {

/// c * s_a * s_b * ..., with an exact rational coefficient c = num / den
/// (den > 0, reduced) and the symbols sorted.
class SymbolicExtent {
public:
  static SymbolicExtent constant(int64_t value);
  static SymbolicExtent symbol(unsigned index);

  /// The value, when the extent has no symbol and is an integer in int64.
  std::optional<int64_t> getConstant() const;
  bool isZero() const { return num == 0; }
  llvm::ArrayRef<unsigned> getSymbols() const { return symbols; }

  SymbolicExtent operator*(const SymbolicExtent &other) const;
  /// this / other, when every symbol of `other` divides this and other != 0.
  std::optional<SymbolicExtent> divide(const SymbolicExtent &other) const;
  bool operator==(const SymbolicExtent &other) const;
  bool operator!=(const SymbolicExtent &other) const {
    return !(*this == other);
  }
  /// A heuristic order for walking two shapes: this is "behind" `other`
  /// when its symbols are a proper sub-multiset of the other's, or the same
  /// with a smaller coefficient.
  bool isBehind(const SymbolicExtent &other) const;

private:
  void normalize();

  llvm::DynamicAPInt num{1}, den{1};
  llvm::SmallVector<unsigned, 2> symbols;
};

/// The extents of a shape: symbol s_j for a dynamic dim j, else constants.
llvm::SmallVector<SymbolicExtent> getSymbolicDims(llvm::ArrayRef<int64_t> dims);

/// The result extents of a reshape of an input with `inputDims` (kDynamic
/// for `?`; std::nullopt when the rank is unknown) to `target`, each as a
/// SymbolicExtent over the input's dynamic dims, or std::nullopt when the
/// rules do not make it one. The reshape is assumed to be valid (verified).
llvm::SmallVector<std::optional<SymbolicExtent>>
inferSymbolicReshape(std::optional<llvm::ArrayRef<int64_t>> inputDims,
                     llvm::ArrayRef<int64_t> target, bool specialZero);

/// As above, for a ranked input whose extents are symbolic already (the
/// result of another reshape).
llvm::SmallVector<std::optional<SymbolicExtent>>
inferSymbolicReshape(llvm::ArrayRef<SymbolicExtent> inputExtents,
                     llvm::ArrayRef<int64_t> target, bool specialZero);

/// A target and special_zero flag for one reshape.
struct ReshapeTargetSpec {
  llvm::SmallVector<int64_t> values;
  bool specialZero;
};

/// A target that reshapes an input with `inputDims` (kDynamic for `?`) to
/// exactly `result` (extents over the input's dynamic dims): a copy
/// (special_zero) where a result dim is the input dim at the same index, a
/// literal where it is static, and one -1 for the dim that is neither. The
/// target is verified: the rules give it `result` and accept it at compile
/// time. std::nullopt when no such target exists.
std::optional<ReshapeTargetSpec>
buildTargetFor(llvm::ArrayRef<int64_t> inputDims,
               llvm::ArrayRef<std::optional<SymbolicExtent>> result);

/// Whether a reshape of an input with `inputDims` to `target` is provably
/// the identity: same rank, every result dim equal to the input dim at the
/// same index (a static extent, a special_zero copy, or a -1 that resolves
/// to the input dim), and no rule left to check at run time (a -1 over a
/// `?` dim still checks R8).
bool isIdentityReshape(llvm::ArrayRef<int64_t> inputDims,
                       llvm::ArrayRef<int64_t> target, bool specialZero);

/// The single reshape of an input with `inputDims` that a reshape by `inner`
/// (whose result is written with `innerDeclaredDims`) followed by a reshape
/// by `outer` amounts to. The outer special_zero zeros copy dims of the
/// intermediate shape: they are resolved before composing. std::nullopt
/// when the pair is not one reshape, or when the inner reshape needs a
/// runtime check (the composition would drop it).
std::optional<ReshapeTargetSpec> composeReshapes(
    llvm::ArrayRef<int64_t> inputDims, const ReshapeTargetSpec &inner,
    llvm::ArrayRef<int64_t> innerDeclaredDims, const ReshapeTargetSpec &outer);

/// Consecutive input dims [inBegin, inEnd) whose product equals that of the
/// result dims [outBegin, outEnd).
struct ReshapeGroup {
  unsigned inBegin, inEnd, outBegin, outEnd;

  unsigned getNumInputs() const { return inEnd - inBegin; }
  unsigned getNumOutputs() const { return outEnd - outBegin; }
};

/// Splits a reshape from `input` to `output` extents into groups whose
/// products are equal for every value of the symbols, cutting wherever that
/// holds. A shape with a zero extent is one group (its volume is zero
/// whatever the split). Unit dims that no group needs join a neighbouring
/// group. Returns std::nullopt when no such split exists, in particular
/// when an output extent is unknown. Rank-0 shapes give no group.
std::optional<llvm::SmallVector<ReshapeGroup>>
computeReshapeGroups(llvm::ArrayRef<SymbolicExtent> input,
                     llvm::ArrayRef<std::optional<SymbolicExtent>> output);

} // namespace mlir::reshape::rules

#endif // RESHAPE_SHAPERULES_SYMBOLICSHAPEINFERENCE_H
