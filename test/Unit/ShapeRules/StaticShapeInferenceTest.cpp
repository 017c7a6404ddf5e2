//===- StaticShapeInferenceTest.cpp - The rules on named cases ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The worked examples of docs/Rules.md and the spec, one accepted and one
// rejected case per rule, and the 64-bit edge cases of R8.
//
//===----------------------------------------------------------------------===//

#include "reshape/ShapeRules/StaticShapeInference.h"

#include "gtest/gtest.h"

#include <vector>

using namespace mlir::reshape::rules;

namespace {

constexpr int64_t kQ = kDynamic;
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

using Dims = std::vector<int64_t>;

ShapeInference infer(const Dims &input, const Dims &target, bool specialZero) {
  return inferReshape(llvm::ArrayRef<int64_t>(input), target, specialZero);
}

ShapeInference inferUnranked(const Dims &target, bool specialZero) {
  return inferReshape(std::nullopt, target, specialZero);
}

Dims dimsOf(const ShapeInference &inference) {
  return Dims(inference.dims.begin(), inference.dims.end());
}

void expectDims(const ShapeInference &inference, const Dims &expected) {
  ASSERT_FALSE(inference.failed()) << inference.violation->str();
  EXPECT_EQ(dimsOf(inference), expected);
}

void expectViolation(const ShapeInference &inference, Rule rule,
                     const std::string &message) {
  ASSERT_TRUE(inference.failed());
  EXPECT_EQ(inference.violation->rule, rule);
  EXPECT_EQ(inference.violation->str(), message);
  EXPECT_TRUE(inference.dims.empty());
}

//===----------------------------------------------------------------------===//
// Worked examples (docs/Rules.md)
//===----------------------------------------------------------------------===//

TEST(WorkedExamples, CopyThenInfer) {
  expectDims(infer({3, 4, 5}, {0, -1}, true), {3, 20});
}
TEST(WorkedExamples, CopyInferAndLiteral) {
  expectDims(infer({2, 5, 5, 24}, {0, -1, 4}, true), {2, 150, 4});
}
TEST(WorkedExamples, LiteralZeroOnEmptyInput) {
  expectDims(infer({2, 5, 5, 0}, {0, 4}, false), {0, 4});
}
TEST(WorkedExamples, CopyInTheMiddle) {
  expectDims(infer({2, 8, 32}, {4, 0, 16}, true), {4, 8, 16});
}
TEST(WorkedExamples, LiteralZeroVolumeMismatch) {
  expectViolation(infer({2, 8, 32}, {4, 0, 16}, false), Rule::R5,
                  "R5: volume mismatch: input 2x8x32 (512 elements) vs target "
                  "[4, 0, 16] (0 elements)");
}
TEST(WorkedExamples, CopiedDynamicDim) {
  ShapeInference inference = infer({kQ, 2048}, {0, -1, 64}, true);
  expectDims(inference, {kQ, 32, 64});
  // Everything is decided at compile time: the copy is the input dim.
  EXPECT_FALSE(inference.needsRuntimeCheck);
}
TEST(WorkedExamples, UnrankedInput) {
  ShapeInference inference = inferUnranked({3, -1}, false);
  expectDims(inference, {3, kQ});
  EXPECT_TRUE(inference.needsRuntimeCheck);
}
TEST(WorkedExamples, CopiedZeroDoesNotBlockMinusOne) {
  expectDims(infer({0, 2, 2}, {0, -1}, true), {0, 4});
}
TEST(WorkedExamples, LiteralZeroWithMinusOne) {
  expectViolation(infer({4, 0}, {-1, 0}, false), Rule::R4,
                  "R4: -1 cannot be inferred: the target [-1, 0] has a 0 and "
                  "special_zero is false");
}
TEST(WorkedExamples, TwoMinusOnes) {
  expectViolation(infer({2, 3}, {-1, -1}, false), Rule::R2,
                  "R2: at most one -1 is allowed, the target [-1, -1] has 2");
}
TEST(WorkedExamples, CopyPastTheRank) {
  expectViolation(infer({2, 3}, {0, 0, 0}, true), Rule::R3,
                  "R3: special_zero copies input dim 2 but the input has rank "
                  "2");
}

//===----------------------------------------------------------------------===//
// One rule at a time
//===----------------------------------------------------------------------===//

TEST(R2, ValueBelowMinusOne) {
  expectViolation(infer({2, 3}, {-2, -3}, false), Rule::R2,
                  "R2: shape value -2 at index 0 is less than -1");
}
TEST(R2, CheckedOnUnrankedInput) {
  expectViolation(inferUnranked({4, -7}, true), Rule::R2,
                  "R2: shape value -7 at index 1 is less than -1");
}
TEST(R3, CopyOnUnrankedInputIsDynamic) {
  ShapeInference inference = inferUnranked({0, 5}, true);
  expectDims(inference, {kQ, 5});
  EXPECT_TRUE(inference.needsRuntimeCheck);
}
TEST(R3, ZeroWithoutSpecialZeroIsLiteral) {
  expectDims(infer({0, 3}, {3, 0}, false), {3, 0});
}
TEST(R4, NotDivisible) {
  expectViolation(infer({3, 4, 5}, {7, -1}, false), Rule::R4,
                  "R4: -1 cannot be inferred: 60 elements are not divisible "
                  "by 7");
}
TEST(R4, DynamicDimMakesMinusOneDynamic) {
  ShapeInference inference = infer({kQ, 4}, {-1, 2}, false);
  expectDims(inference, {kQ, 2});
  EXPECT_TRUE(inference.needsRuntimeCheck);
}
TEST(R4, DivisibilityCheckedWhenTheDynamicDimIsCopied) {
  expectViolation(infer({kQ, 10}, {0, -1, 3}, true), Rule::R4,
                  "R4: -1 cannot be inferred: 10 elements are not divisible "
                  "by 3");
}
TEST(R4, MinusOneOfAnEmptyInput) {
  expectDims(infer({0, 3}, {-1, 3}, false), {0, 3});
  expectDims(infer({2, 0}, {5, -1}, false), {5, 0});
}
TEST(R5, DynamicInputIsCheckedAtRunTime) {
  ShapeInference inference = infer({kQ, 4}, {3, 5}, false);
  expectDims(inference, {3, 5});
  EXPECT_TRUE(inference.needsRuntimeCheck);
}
TEST(R5, CopiedZerosCount) {
  // 0x5 -> 0x7: both volumes are 0.
  expectDims(infer({0, 5}, {0, 7}, true), {0, 7});
}
TEST(R5, StaticInputNeedsNoRuntimeCheck) {
  ShapeInference inference = infer({2, 3, 4}, {6, 4}, false);
  expectDims(inference, {6, 4});
  EXPECT_FALSE(inference.needsRuntimeCheck);
}
TEST(R6, DeclaredExtentMustMatch) {
  Dims input = {3, 4, 5}, target = {0, -1}, declared = {3, 21};
  expectViolation(inferReshape(llvm::ArrayRef<int64_t>(input), target, true,
                               llvm::ArrayRef<int64_t>(declared)),
                  Rule::R6,
                  "R6: result dim 1 is 20 but the declared type says 21");
}
TEST(R6, DeclaredExtentOfADynamicResultIsARuntimeCheck) {
  Dims input = {kQ, 4}, target = {-1}, declared = {8};
  ShapeInference inference =
      inferReshape(llvm::ArrayRef<int64_t>(input), target, false,
                   llvm::ArrayRef<int64_t>(declared));
  expectDims(inference, {kQ});
  EXPECT_TRUE(inference.needsRuntimeCheck);
}
TEST(R6, CompatibleDims) {
  EXPECT_TRUE(areCompatibleDims({3, kQ}, {kQ, 20}));
  EXPECT_TRUE(areCompatibleDims({3, 20}, {3, 20}));
  EXPECT_FALSE(areCompatibleDims({3, 20}, {3, 21}));
  EXPECT_FALSE(areCompatibleDims({3, 20}, {3, 20, 1}));
}
TEST(R9, EmptyTarget) {
  expectDims(infer({1, 1}, {}, false), {});
  expectDims(infer({}, {}, true), {});
  expectViolation(infer({2, 3}, {}, false), Rule::R9,
                  "R9: an empty target needs an input of 1 element, the input "
                  "2x3 has 6");
}
TEST(R9, RankZeroInputHasVolumeOne) {
  expectDims(infer({}, {1, 1, -1}, false), {1, 1, 1});
}
TEST(R10, StaticVolumes) {
  EXPECT_FALSE(checkStaticVolumes({3, 4, 5}, {60}));
  EXPECT_FALSE(checkStaticVolumes({kQ, 4}, {7}));
  std::optional<Violation> violation = checkStaticVolumes({3, 4, 5}, {7, 9});
  ASSERT_TRUE(violation);
  EXPECT_EQ(violation->str(),
            "R10: the input 3x4x5 has 60 elements but the declared result has "
            "63");
}

//===----------------------------------------------------------------------===//
// R8: 64-bit arithmetic
//===----------------------------------------------------------------------===//

TEST(R8, InputCountOverflows) {
  expectViolation(infer({int64_t(1) << 32, int64_t(1) << 32}, {1, 1}, false),
                  Rule::R8,
                  "R8: the element count of the input 4294967296x4294967296 "
                  "overflows 64 bits");
  expectViolation(infer({int64_t(1) << 32, int64_t(1) << 32}, {-1}, false),
                  Rule::R8,
                  "R8: -1 cannot be inferred: the product of the input dims "
                  "it spans overflows 64 bits");
}
TEST(R8, OnlyComputedProductsAreChecked) {
  // The copied dims carry the size: no product of them is needed.
  int64_t big = int64_t(1) << 40;
  expectDims(infer({big, big}, {0, -1}, true), {big, big});
}
TEST(R8, ZeroMakesAHugeProductExact) {
  expectDims(infer({kMax, kMax, 0}, {0, -1}, true), {kMax, 0});
  // The zero comes after factors whose product alone overflows: the
  // product is still 0, whatever the order.
  expectDims(infer({int64_t(1) << 62, 4, 0}, {-1}, false), {0});
  expectDims(infer({0, 4}, {int64_t(1) << 62, 4, 0}, false),
             {int64_t(1) << 62, 4, 0});
}
TEST(R8, TargetProductThatWrapsToTheVolume) {
  // 2^32 * 2^32 * 6 wraps to 0 in 64 bits; 2^63 * 2 wraps to 0 too.
  expectViolation(infer({6}, {int64_t(1) << 32, int64_t(1) << 32, 6}, false),
                  Rule::R8,
                  "R8: the element count of the target [4294967296, "
                  "4294967296, 6] overflows 64 bits");
  expectViolation(infer({0}, {int64_t(1) << 62, 4, -1}, false), Rule::R8,
                  "R8: -1 cannot be inferred: the product of the target "
                  "[4611686018427387904, 4, -1] overflows 64 bits");
}
TEST(R8, TargetWithAZeroHasAnExactCount) {
  // 2^32 * 2^32 * 0 is 0: no overflow, and the volumes match.
  expectDims(infer({0}, {int64_t(1) << 32, int64_t(1) << 32, 0}, false),
             {int64_t(1) << 32, int64_t(1) << 32, 0});
}
TEST(R8, TargetProductThatWrapsTo32Bits) {
  // 65536 * 65536 * 6 = 6 * 2^32: would wrap to 0 in 32 bits, not in 64.
  expectViolation(infer({6}, {65536, 65536, 6}, false), Rule::R5,
                  "R5: volume mismatch: input 6 (6 elements) vs target "
                  "[65536, 65536, 6] (25769803776 elements)");
}
TEST(R8, NegativeValuesThatMultiplyToTheVolume) {
  EXPECT_EQ(infer({6}, {-2, -3}, false).violation->rule, Rule::R2);
}
TEST(R8, MinusOneSpanOverflows) {
  // The copied 0 makes the input volume 0, but the -1 would be 2^64.
  expectViolation(
      infer({0, int64_t(1) << 32, int64_t(1) << 32}, {0, -1}, true), Rule::R8,
      "R8: -1 cannot be inferred: the product of the input dims it spans "
      "overflows 64 bits");
}
TEST(R8, LargestCounts) {
  expectDims(infer({kMax}, {-1}, false), {kMax});
  expectDims(infer({kMax}, {1, kMax, 1}, false), {1, kMax, 1});
  std::optional<int64_t> count = getElementCount({int64_t(1) << 62, 2});
  EXPECT_FALSE(count);
  EXPECT_EQ(getElementCount({int64_t(1) << 61, 2}), int64_t(1) << 62);
}
TEST(ByteCount, Overflow) {
  int64_t big = int64_t(1) << 31;
  // 2^62 elements fit, their 2^64 bytes as f32 do not.
  EXPECT_EQ(getByteCount({big, big}, 1), int64_t(1) << 62);
  EXPECT_FALSE(getByteCount({big, big}, 4));
  // A zero extent makes it 0 whatever the others, also after a wrap.
  EXPECT_EQ(getByteCount({big, big, big, 0}, 8), 0);
  EXPECT_FALSE(getByteCount({kDynamic, 2}, 4));
}
TEST(RowMajorStrides, Overflow) {
  int64_t big = int64_t(1) << 31;
  // 2 * 2^31 * 2^31 = 2^63: the stride of dim 0.
  EXPECT_TRUE(hasOverflowingRowMajorStrides({0, 2, big, big}));
  EXPECT_FALSE(hasOverflowingRowMajorStrides({0, 1, big, big}));
  // The first dim is in no stride.
  EXPECT_FALSE(hasOverflowingRowMajorStrides({int64_t(1) << 62, 4}));
  // A zero extent after the large ones makes the strides before it zero.
  EXPECT_FALSE(hasOverflowingRowMajorStrides({big, big, big, 0}));
  // A dynamic extent makes the strides before it dynamic.
  EXPECT_FALSE(hasOverflowingRowMajorStrides({big, big, kDynamic, 2}));
  EXPECT_TRUE(hasOverflowingRowMajorStrides({kDynamic, big, big, big}));
  EXPECT_FALSE(hasOverflowingRowMajorStrides({}));
}
TEST(R8, Rank64) {
  Dims input(64, 2);
  input[0] = input[1] = 1; // 2^62 elements; 2^63 would overflow.
  Dims target(64, 2);
  target[0] = target[1] = 1;
  target[63] = -1;
  Dims expected = target;
  expected[63] = 2;
  expectDims(infer(input, target, false), expected);
  Dims all(64, 2);
  EXPECT_EQ(infer(all, {-1}, false).violation->rule, Rule::R8);
}

} // namespace
