//===- ShapeRulesPropertyTest.cpp - The rules against a reference ---------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Checks the shape library on many generated (input, target, special_zero)
// cases against the reference of test/Reference (docs/Rules.md with 128-bit
// arithmetic), which shares no code with the library:
//  - fully static inputs: the same verdict, the same dims, and a reported
//    rule that the reference also finds violated;
//  - inputs with `?` dims or unknown rank: every instantiation of the unknowns
//    agrees with what the library decided at compile time (soundness);
//  - volumes are preserved, special_zero zeros copy, and every error class
//    is reached.
//
//===----------------------------------------------------------------------===//

#include "reshape/ShapeRules/StaticShapeInference.h"

#include "../../Reference/ReferenceReshape.h"

#include "gtest/gtest.h"

#include <map>
#include <random>
#include <set>
#include <vector>

using namespace mlir::reshape::rules;
using reshape_test::Dims;
using reshape_test::kMax;
using reshape_test::Reference;
using reshape_test::reference;

namespace {

//===----------------------------------------------------------------------===//
// Generators
//===----------------------------------------------------------------------===//

class Generator {
public:
  explicit Generator(uint64_t seed) : rng(seed) {}

  int64_t below(int64_t n) {
    return std::uniform_int_distribution<int64_t>(0, n - 1)(rng);
  }
  bool chance(int percent) { return below(100) < percent; }

  int64_t extent() {
    static const int64_t huge[] = {int64_t(1) << 31, int64_t(1) << 32,
                                   int64_t(1) << 62, kMax, 3037000500};
    if (chance(3))
      return huge[below(std::size(huge))];
    if (chance(8))
      return 0;
    return 1 + below(6);
  }
  Dims input() {
    Dims dims(below(6));
    for (int64_t &d : dims)
      d = extent();
    return dims;
  }
  /// A random target, often derived from the input so that valid cases and
  /// near misses are common.
  Dims target(const Dims &in, bool &sz) {
    sz = chance(50);
    Dims p;
    if (chance(40)) {
      p.resize(below(6));
      for (int64_t &v : p)
        v = chance(20) ? below(4) - 2 : extent();
      return p;
    }
    // Regroup the input dims, then sprinkle -1 and 0.
    for (size_t j = 0; j < in.size(); ++j) {
      if (!p.empty() && chance(40))
        p.back() = static_cast<int64_t>(static_cast<uint64_t>(p.back()) *
                                        static_cast<uint64_t>(in[j]));
      else
        p.push_back(in[j]);
    }
    if (chance(30))
      p.push_back(1);
    if (!p.empty() && chance(50))
      p[below(p.size())] = -1;
    if (!p.empty() && chance(40)) {
      int64_t i = below(p.size());
      p[i] = 0;
    }
    if (!p.empty() && chance(5))
      p[below(p.size())] = -1;
    if (!p.empty() && chance(5))
      p[below(p.size())] += chance(50) ? 1 : -1;
    return p;
  }

  std::mt19937_64 rng;
};

/// Counts of what the library answered, to show every class is reached.
struct Coverage {
  std::map<Rule, int> rules;
  int valid = 0;
  int runtimeChecks = 0;
};

//===----------------------------------------------------------------------===//
// Static inputs: the library equals the reference
//===----------------------------------------------------------------------===//

TEST(ShapeRulesProperty, StaticInputsMatchTheReference) {
  Generator gen(0x5eed);
  Coverage coverage;
  for (int iter = 0; iter < 200000; ++iter) {
    Dims in = gen.input();
    bool sz;
    Dims p = gen.target(in, sz);
    std::optional<Dims> declared;
    Reference ref = reference(in, p, sz);
    if (ref.valid() && gen.chance(20)) {
      declared = ref.dims;
      for (int64_t &d : *declared) {
        if (gen.chance(30))
          d = kDynamic;
        else if (gen.chance(15))
          d += 1;
      }
      ref = reference(in, p, sz, &*declared);
    }

    ShapeInference lib = declared
                             ? inferReshape(llvm::ArrayRef<int64_t>(in), p, sz,
                                            llvm::ArrayRef<int64_t>(*declared))
                             : inferReshape(llvm::ArrayRef<int64_t>(in), p, sz);

    SCOPED_TRACE(::testing::Message()
                 << "case " << iter << " input " << ::testing::PrintToString(in)
                 << " target " << ::testing::PrintToString(p) << " sz " << sz);
    ASSERT_EQ(lib.failed(), !ref.valid())
        << (lib.failed() ? lib.violation->str() : "library accepted");
    // A static input leaves nothing to run time.
    ASSERT_FALSE(lib.needsRuntimeCheck);
    if (lib.failed()) {
      ASSERT_TRUE(ref.violated.count(lib.violation->rule))
          << lib.violation->str();
      ++coverage.rules[lib.violation->rule];
      continue;
    }
    ++coverage.valid;
    Dims dims(lib.dims.begin(), lib.dims.end());
    ASSERT_EQ(dims, ref.dims);
    // Volumes are preserved, and zeros copy.
    EXPECT_EQ(getElementCount(dims), getElementCount(in));
    for (size_t i = 0; i < p.size(); ++i)
      if (sz && p[i] == 0)
        ASSERT_EQ(dims[i], in[i]);
  }
  for (Rule rule :
       {Rule::R2, Rule::R3, Rule::R4, Rule::R5, Rule::R6, Rule::R8, Rule::R9})
    EXPECT_GT(coverage.rules[rule], 0)
        << getRuleId(rule).str() << " not reached";
  EXPECT_GT(coverage.valid, 20000);
}

//===----------------------------------------------------------------------===//
// Dynamic inputs: compile-time decisions hold for every instantiation
//===----------------------------------------------------------------------===//

TEST(ShapeRulesProperty, DynamicInputsAreDecidedSoundly) {
  Generator gen(0xd1ce);
  Coverage coverage;
  for (int iter = 0; iter < 40000; ++iter) {
    Dims in = gen.input();
    bool sz;
    Dims p = gen.target(in, sz);
    bool unranked = gen.chance(15);
    Dims pattern = in;
    for (int64_t &d : pattern)
      if (gen.chance(35))
        d = kDynamic;
    ShapeInference lib =
        unranked ? inferReshape(std::nullopt, p, sz)
                 : inferReshape(llvm::ArrayRef<int64_t>(pattern), p, sz);
    if (lib.needsRuntimeCheck)
      ++coverage.runtimeChecks;

    SCOPED_TRACE(
        ::testing::Message()
        << "case " << iter << " input "
        << (unranked ? std::string("*") : ::testing::PrintToString(pattern))
        << " target " << ::testing::PrintToString(p) << " sz " << sz);
    // Instantiate the unknowns (and, when unranked, the rank) a few times.
    for (int k = 0; k < 8; ++k) {
      Dims concrete = unranked ? gen.input() : pattern;
      if (k == 0 && !unranked)
        concrete = in;
      for (int64_t &d : concrete)
        if (d == kDynamic)
          d = gen.extent();
      Reference ref = reference(concrete, p, sz);
      if (lib.failed()) {
        // A compile-time error must be an error for every instantiation.
        ASSERT_FALSE(ref.valid())
            << "rejected " << lib.violation->str() << " but valid for "
            << ::testing::PrintToString(concrete);
        continue;
      }
      if (!lib.needsRuntimeCheck)
        ASSERT_TRUE(ref.valid()) << "no runtime check, but invalid for "
                                 << ::testing::PrintToString(concrete);
      if (!ref.valid())
        continue;
      // Inferred static extents hold for every valid instantiation.
      ASSERT_EQ(lib.dims.size(), ref.dims.size());
      for (size_t i = 0; i < ref.dims.size(); ++i)
        if (lib.dims[i] != kDynamic)
          ASSERT_EQ(lib.dims[i], ref.dims[i])
              << "dim " << i << " for " << ::testing::PrintToString(concrete);
    }
    if (lib.failed())
      ++coverage.rules[lib.violation->rule];
  }
  EXPECT_GT(coverage.runtimeChecks, 1000);
  for (Rule rule : {Rule::R2, Rule::R3, Rule::R4, Rule::R8})
    EXPECT_GT(coverage.rules[rule], 0)
        << getRuleId(rule).str() << " not reached";
}

} // namespace
