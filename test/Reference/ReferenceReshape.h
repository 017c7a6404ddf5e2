//===- ReferenceReshape.h - The rules, independently -------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The reshape rules written straight from docs/Rules.md, with 128-bit
// arithmetic, for the tests: it shares no code with lib/ShapeRules (only the
// Rule enum names its verdicts), so the property test and the fuzzers can
// check the library against it.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TEST_REFERENCE_REFERENCERESHAPE_H
#define RESHAPE_TEST_REFERENCE_REFERENCERESHAPE_H

#include "reshape/ShapeRules/ShapeRules.h"

#include <cstdint>
#include <limits>
#include <set>
#include <vector>

namespace reshape_test {

using mlir::reshape::rules::Rule;
using Dims = std::vector<int64_t>;
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
/// The marker of a dynamic extent in a declared result shape.
constexpr int64_t kDynamicExtent = std::numeric_limits<int64_t>::min();

/// An exact product of non-negative values, or "too large for int64".
struct ExactProduct {
  __int128 value = 1;
  bool tooLarge = false;
  bool sawZero = false;

  void multiply(int64_t x) {
    if (x == 0)
      sawZero = true;
    if (tooLarge)
      return;
    value *= x;
    if (value > kMax)
      tooLarge = true;
  }
  bool overflows() const { return tooLarge && !sawZero; }
  int64_t get() const { return sawZero ? 0 : static_cast<int64_t>(value); }
};

struct Reference {
  std::set<Rule> violated;
  Dims dims;
  bool valid() const { return violated.empty(); }
};

/// docs/Rules.md R2-R6, R8, R9 for a fully static input.
inline Reference reference(const Dims &in, const Dims &p, bool sz,
                           const Dims *declared = nullptr) {
  Reference r;
  int64_t n = p.size(), rank = in.size();
  int minusOnes = 0, minusOneAt = -1;
  bool literalZero = false;
  for (int64_t i = 0; i < n; ++i) {
    if (p[i] < -1)
      r.violated.insert(Rule::R2);
    if (p[i] == -1) {
      ++minusOnes;
      minusOneAt = i;
    }
    if (p[i] == 0 && sz && i >= rank)
      r.violated.insert(Rule::R3);
    if (p[i] == 0 && !sz)
      literalZero = true;
  }
  if (minusOnes > 1)
    r.violated.insert(Rule::R2);
  if (minusOnes == 1 && literalZero)
    r.violated.insert(Rule::R4);
  if (!r.valid())
    return r;

  auto copies = [&](int64_t i) { return sz && i < n && p[i] == 0; };
  ExactProduct pout, pin, all;
  for (int64_t v : p)
    if (v > 0)
      pout.multiply(v);
  for (int64_t j = 0; j < rank; ++j) {
    all.multiply(in[j]);
    if (!copies(j))
      pin.multiply(in[j]);
  }
  if (minusOnes == 1 && pout.overflows())
    r.violated.insert(Rule::R8);
  if (!r.valid())
    return r;

  Dims out(n);
  for (int64_t i = 0; i < n; ++i)
    out[i] = copies(i) ? in[i] : p[i];
  if (minusOnes == 1) {
    if (pin.overflows()) {
      r.violated.insert(Rule::R8);
      return r;
    }
    if (pin.get() % pout.get() != 0) {
      r.violated.insert(Rule::R4);
      return r;
    }
    out[minusOneAt] = pin.get() / pout.get();
  } else {
    ExactProduct prod;
    for (int64_t e : out)
      prod.multiply(e);
    if (all.overflows() || prod.overflows())
      r.violated.insert(Rule::R8);
    else if (prod.get() != all.get())
      r.violated.insert(n == 0 ? Rule::R9 : Rule::R5);
    if (!r.valid())
      return r;
  }
  if (declared) {
    for (int64_t i = 0; i < n; ++i)
      if ((*declared)[i] != kDynamicExtent && (*declared)[i] != out[i])
        r.violated.insert(Rule::R6);
    if (!r.valid())
      return r;
  }
  r.dims = out;
  return r;
}

} // namespace reshape_test

#endif // RESHAPE_TEST_REFERENCE_REFERENCERESHAPE_H
