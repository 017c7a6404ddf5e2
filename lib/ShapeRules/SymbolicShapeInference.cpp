//===- SymbolicShapeInference.cpp - Reshapes over symbolic extents --------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The symbolic domain of the rules (monomials with exact rational
// coefficients; anything else is unknown) and the grouping of two symbolic
// shapes into reassociation groups.
//
//===----------------------------------------------------------------------===//

#include "reshape/ShapeRules/SymbolicShapeInference.h"

#include "reshape/ShapeRules/ShapeRules.h"
#include "reshape/ShapeRules/StaticShapeInference.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVectorExtras.h"

#include <algorithm>

using namespace mlir::reshape::rules;
using llvm::ArrayRef;
using llvm::DynamicAPInt;
using llvm::SmallVector;

//===----------------------------------------------------------------------===//
// SymbolicExtent
//===----------------------------------------------------------------------===//

SymbolicExtent SymbolicExtent::constant(int64_t value) {
  SymbolicExtent e;
  e.num = DynamicAPInt(value);
  return e;
}

SymbolicExtent SymbolicExtent::symbol(unsigned index) {
  SymbolicExtent e;
  e.symbols.push_back(index);
  return e;
}

std::optional<int64_t> SymbolicExtent::getConstant() const {
  if (!symbols.empty() || den != 1)
    return std::nullopt;
  if (num > DynamicAPInt(std::numeric_limits<int64_t>::max()) ||
      num < DynamicAPInt(std::numeric_limits<int64_t>::min()))
    return std::nullopt;
  return static_cast<int64_t>(num);
}

void SymbolicExtent::normalize() {
  if (num == 0) {
    den = DynamicAPInt(1);
    symbols.clear();
    return;
  }
  if (den < 0) {
    num = -num;
    den = -den;
  }
  DynamicAPInt g = gcd(abs(num), den);
  num /= g;
  den /= g;
}

SymbolicExtent SymbolicExtent::operator*(const SymbolicExtent &other) const {
  SymbolicExtent e;
  e.num = num * other.num;
  e.den = den * other.den;
  e.symbols.append(symbols.begin(), symbols.end());
  e.symbols.append(other.symbols.begin(), other.symbols.end());
  llvm::sort(e.symbols);
  e.normalize();
  return e;
}

std::optional<SymbolicExtent>
SymbolicExtent::divide(const SymbolicExtent &other) const {
  if (other.num == 0)
    return std::nullopt;
  if (!std::includes(symbols.begin(), symbols.end(), other.symbols.begin(),
                     other.symbols.end()))
    return std::nullopt;
  SymbolicExtent e;
  e.num = num * other.den;
  e.den = den * other.num;
  std::set_difference(symbols.begin(), symbols.end(), other.symbols.begin(),
                      other.symbols.end(), std::back_inserter(e.symbols));
  e.normalize();
  return e;
}

bool SymbolicExtent::operator==(const SymbolicExtent &other) const {
  return num == other.num && den == other.den && symbols == other.symbols;
}

bool SymbolicExtent::isBehind(const SymbolicExtent &other) const {
  if (symbols == other.symbols)
    return num * other.den < other.num * den;
  return symbols.size() < other.symbols.size() &&
         std::includes(other.symbols.begin(), other.symbols.end(),
                       symbols.begin(), symbols.end());
}

SmallVector<SymbolicExtent>
mlir::reshape::rules::getSymbolicDims(ArrayRef<int64_t> dims) {
  SmallVector<SymbolicExtent> extents;
  for (auto [j, extent] : llvm::enumerate(dims))
    extents.push_back(extent == kDynamic ? SymbolicExtent::symbol(j)
                                         : SymbolicExtent::constant(extent));
  return extents;
}

//===----------------------------------------------------------------------===//
// The symbolic domain
//===----------------------------------------------------------------------===//

namespace {

/// Monomials and booleans with an "unknown" element. Only runs with checks
/// disabled: it describes a reshape that is already verified.
class SymbolicDomain {
public:
  using Int = std::optional<SymbolicExtent>;
  using Bool = std::optional<bool>;

  SymbolicDomain(std::optional<SmallVector<SymbolicExtent>> inputDims,
                 ArrayRef<int64_t> target)
      : inputDims(std::move(inputDims)), target(target) {}

  Int constant(int64_t v) { return SymbolicExtent::constant(v); }
  Bool constantBool(bool v) { return v; }
  std::optional<int64_t> getConstant(const Int &v) {
    if (!v)
      return std::nullopt;
    return v->getConstant();
  }
  std::optional<int64_t> getConstant(Bool v) {
    if (!v)
      return std::nullopt;
    return *v ? 1 : 0;
  }

  Int add(const Int &a, const Int &b) {
    std::optional<int64_t> ca = getConstant(a), cb = getConstant(b);
    if (!ca || !cb)
      return std::nullopt;
    return constant(wrappingAdd(*ca, *cb));
  }
  Int mul(const Int &a, const Int &b) {
    if (!a || !b)
      return std::nullopt;
    return *a * *b;
  }
  Bool mulOverflows(const Int &, const Int &) { return std::nullopt; }
  Int divide(const Int &a, const Int &b) {
    if (!a || !b)
      return std::nullopt;
    return a->divide(*b);
  }
  Int remainder(const Int &a, const Int &b) {
    std::optional<int64_t> ca = getConstant(a), cb = getConstant(b);
    if (!ca || !cb || !isSafeDivision(*ca, *cb))
      return std::nullopt;
    return constant(*ca % *cb);
  }
  Bool eq(const Int &a, const Int &b) {
    std::optional<int64_t> ca = getConstant(a), cb = getConstant(b);
    if (ca && cb)
      return *ca == *cb;
    if (a && b && *a == *b)
      return true;
    return std::nullopt;
  }
  Bool slt(const Int &a, const Int &b) {
    std::optional<int64_t> ca = getConstant(a), cb = getConstant(b);
    if (!ca || !cb)
      return std::nullopt;
    return *ca < *cb;
  }
  Bool logicalAnd(Bool a, Bool b) {
    if (a == false || b == false)
      return false;
    if (!a || !b)
      return std::nullopt;
    return true;
  }
  Bool logicalOr(Bool a, Bool b) {
    if (a == true || b == true)
      return true;
    if (!a || !b)
      return std::nullopt;
    return false;
  }
  Bool logicalNot(Bool a) {
    if (!a)
      return std::nullopt;
    return !*a;
  }
  Int select(Bool cond, const Int &a, const Int &b) {
    if (cond)
      return *cond ? a : b;
    if (a && b && *a == *b)
      return a;
    return std::nullopt;
  }

  Int inputRank() {
    if (!inputDims)
      return std::nullopt;
    return constant(inputDims->size());
  }
  Int inputDim(const Int &j) {
    std::optional<int64_t> cj = getConstant(j);
    if (!inputDims || !cj || *cj < 0 ||
        *cj >= static_cast<int64_t>(inputDims->size()))
      return std::nullopt;
    return (*inputDims)[*cj];
  }
  Int inputDimOrZero(const Int &i) {
    std::optional<int64_t> ci = getConstant(i);
    if (!inputDims || !ci)
      return std::nullopt;
    if (*ci >= static_cast<int64_t>(inputDims->size()))
      return constant(0);
    return inputDim(i);
  }
  Int targetLength() { return constant(target.size()); }
  Int targetValue(const Int &i) { return targetValueOr(i, 0); }
  Int constantAt(ArrayRef<int64_t> values, const Int &i) {
    std::optional<int64_t> ci = getConstant(i);
    if (!ci || *ci < 0 || *ci >= static_cast<int64_t>(values.size()) ||
        values[*ci] == kDynamic)
      return std::nullopt;
    return constant(values[*ci]);
  }
  Int targetValueOr(const Int &i, int64_t otherwise) {
    std::optional<int64_t> ci = getConstant(i);
    if (!ci || *ci < 0)
      return std::nullopt;
    if (*ci >= static_cast<int64_t>(target.size()))
      return constant(otherwise);
    return constant(target[*ci]);
  }

  bool checksEnabled() { return false; }
  void require(Rule, llvm::function_ref<Bool()>,
               llvm::function_ref<void(Message<SymbolicDomain> &)>) {}
  bool hasFailed() { return false; }
  void appendInputShape(Message<SymbolicDomain> &) {}
  void appendTarget(Message<SymbolicDomain> &) {}

  template <typename F>
  ReduceState<SymbolicDomain> reduce(const Int &count,
                                     ReduceState<SymbolicDomain> init, F body) {
    std::optional<int64_t> n = getConstant(count);
    if (!n) {
      ReduceState<SymbolicDomain> unknown;
      unknown.ints.assign(init.ints.size(), std::nullopt);
      unknown.bools.assign(init.bools.size(), std::nullopt);
      return unknown;
    }
    for (int64_t i = 0; i < *n; ++i)
      init = body(constant(i), init);
    return init;
  }

  template <typename F>
  ReduceState<SymbolicDomain>
  when(Bool cond, ReduceState<SymbolicDomain> otherwise, F body) {
    if (cond == false)
      return otherwise;
    ReduceState<SymbolicDomain> result = body();
    if (cond == true)
      return result;
    for (auto [value, other] : llvm::zip_equal(result.ints, otherwise.ints))
      if (!value || !other || *value != *other)
        value = std::nullopt;
    for (auto [value, other] : llvm::zip_equal(result.bools, otherwise.bools))
      if (value != other)
        value = std::nullopt;
    return result;
  }

private:
  std::optional<SmallVector<SymbolicExtent>> inputDims;
  ArrayRef<int64_t> target;
};

} // namespace

/// The rules over `inputExtents` (std::nullopt: unknown rank).
static SmallVector<std::optional<SymbolicExtent>>
inferOverExtents(std::optional<SmallVector<SymbolicExtent>> inputExtents,
                 ArrayRef<int64_t> target, bool specialZero) {
  SymbolicDomain domain(std::move(inputExtents), target);
  ReshapeRules<SymbolicDomain> rules(domain, specialZero);
  SmallVector<std::optional<SymbolicExtent>> dims;
  (void)rules.resolve();
  for (int64_t i = 0, e = target.size(); i < e; ++i)
    dims.push_back(rules.outDim(domain.constant(i)));
  return dims;
}

SmallVector<std::optional<SymbolicExtent>>
mlir::reshape::rules::inferSymbolicReshape(
    std::optional<ArrayRef<int64_t>> inputDims, ArrayRef<int64_t> target,
    bool specialZero) {
  std::optional<SmallVector<SymbolicExtent>> extents;
  if (inputDims)
    extents = getSymbolicDims(*inputDims);
  return inferOverExtents(std::move(extents), target, specialZero);
}

SmallVector<std::optional<SymbolicExtent>>
mlir::reshape::rules::inferSymbolicReshape(
    ArrayRef<SymbolicExtent> inputExtents, ArrayRef<int64_t> target,
    bool specialZero) {
  return inferOverExtents(llvm::to_vector(inputExtents), target, specialZero);
}

std::optional<ReshapeTargetSpec> mlir::reshape::rules::buildTargetFor(
    ArrayRef<int64_t> inputDims,
    ArrayRef<std::optional<SymbolicExtent>> result) {
  SmallVector<SymbolicExtent> input = getSymbolicDims(inputDims);
  ReshapeTargetSpec spec;
  SmallVector<bool> copies;
  bool hasMinusOne = false;
  for (auto [i, extent] : llvm::enumerate(result)) {
    if (!extent)
      return std::nullopt;
    std::optional<int64_t> c = extent->getConstant();
    // A dynamic input dim at the same index: copy it.
    bool copy = !c && i < input.size() && *extent == input[i];
    copies.push_back(copy);
    if (copy)
      spec.values.push_back(0);
    else if (c)
      spec.values.push_back(*c);
    else if (!std::exchange(hasMinusOne, true))
      spec.values.push_back(-1);
    else
      return std::nullopt;
  }
  spec.specialZero = llvm::is_contained(copies, true);
  // With special_zero a literal 0 reads as a copy: it may stay only where
  // the input dim it copies is a static 0.
  for (auto [i, v] : llvm::enumerate(spec.values))
    if (spec.specialZero && v == 0 && !copies[i] &&
        !(i < inputDims.size() && inputDims[i] == 0))
      return std::nullopt;
  // Verify: the rules accept the target and give exactly `result`.
  if (inferReshape(inputDims, spec.values, spec.specialZero).failed())
    return std::nullopt;
  SmallVector<std::optional<SymbolicExtent>> check =
      inferSymbolicReshape(inputDims, spec.values, spec.specialZero);
  for (auto [got, want] : llvm::zip_equal(check, result))
    if (!got || *got != *want)
      return std::nullopt;
  return spec;
}

bool mlir::reshape::rules::isIdentityReshape(ArrayRef<int64_t> inputDims,
                                             ArrayRef<int64_t> target,
                                             bool specialZero) {
  // A reshape that needs a runtime check (an R8 product over `?` dims, say)
  // may fail where the identity would not.
  if (inputDims.size() != target.size())
    return false;
  ShapeInference inference = inferReshape(inputDims, target, specialZero);
  if (inference.failed() || inference.needsRuntimeCheck)
    return false;
  SmallVector<SymbolicExtent> input = getSymbolicDims(inputDims);
  SmallVector<std::optional<SymbolicExtent>> result =
      inferSymbolicReshape(inputDims, target, specialZero);
  return llvm::all_of(llvm::zip_equal(input, result), [](auto pair) {
    auto [in, out] = pair;
    return out && *out == in;
  });
}

std::optional<ReshapeTargetSpec> mlir::reshape::rules::composeReshapes(
    ArrayRef<int64_t> inputDims, const ReshapeTargetSpec &inner,
    ArrayRef<int64_t> innerDeclaredDims, const ReshapeTargetSpec &outer) {
  ShapeInference innerInference = inferReshape(
      inputDims, inner.values, inner.specialZero, innerDeclaredDims);
  if (innerInference.failed() || innerInference.needsRuntimeCheck)
    return std::nullopt;
  SmallVector<std::optional<SymbolicExtent>> intermediate =
      inferSymbolicReshape(inputDims, inner.values, inner.specialZero);
  if (llvm::any_of(intermediate, [](const auto &e) { return !e; }))
    return std::nullopt;
  SmallVector<SymbolicExtent> known =
      llvm::map_to_vector(intermediate, [](const auto &e) { return *e; });
  return buildTargetFor(
      inputDims, inferSymbolicReshape(known, outer.values, outer.specialZero));
}

//===----------------------------------------------------------------------===//
// Grouping
//===----------------------------------------------------------------------===//

/// Whether every extent in `extents` is the constant 1.
template <typename Range>
static bool allOnes(const Range &extents) {
  return llvm::all_of(extents, [](const auto &e) {
    return SymbolicExtent(e) == SymbolicExtent::constant(1);
  });
}

std::optional<SmallVector<ReshapeGroup>>
mlir::reshape::rules::computeReshapeGroups(
    ArrayRef<SymbolicExtent> input,
    ArrayRef<std::optional<SymbolicExtent>> output) {
  if (llvm::any_of(output, [](const auto &e) { return !e; }))
    return std::nullopt;
  SmallVector<SymbolicExtent> out =
      llvm::map_to_vector(output, [](const auto &e) { return *e; });
  unsigned r = input.size(), n = out.size();
  SmallVector<ReshapeGroup> groups;
  if (r == 0 || n == 0) {
    // A rank-0 side: the other side must be all unit dims.
    if (allOnes(input) && allOnes(out))
      return groups;
    return std::nullopt;
  }
  auto isZero = [](const SymbolicExtent &e) { return e.isZero(); };
  if (llvm::any_of(input, isZero) || llvm::any_of(out, isZero)) {
    groups.push_back({0, r, 0, n});
    return groups;
  }

  unsigned i = 0, k = 0;
  while (i < r && k < n) {
    ReshapeGroup group{i, 0, k, 0};
    SymbolicExtent pin = input[i++], pout = out[k++];
    while (pin != pout) {
      bool canIn = i < r, canOut = k < n;
      if (!canIn && !canOut)
        return std::nullopt;
      bool advanceIn = canIn && (!canOut || !pout.isBehind(pin));
      bool advanceOut = canOut && (!canIn || !pin.isBehind(pout));
      if (advanceIn)
        pin = pin * input[i++];
      if (advanceOut)
        pout = pout * out[k++];
    }
    group.inEnd = i;
    group.outEnd = k;
    groups.push_back(group);
  }
  // Trailing unit dims join the last group.
  if (!allOnes(input.drop_front(i)) || !allOnes(ArrayRef(out).drop_front(k)))
    return std::nullopt;
  groups.back().inEnd = r;
  groups.back().outEnd = n;
  return groups;
}
