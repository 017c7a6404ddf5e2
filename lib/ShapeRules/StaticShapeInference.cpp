//===- StaticShapeInference.cpp - Compile-time reshape rules --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The compile-time domain of the rules: 64-bit integers and booleans that may
// be unknown. An operation on an unknown value gives an unknown value (and a
// boolean that is decided by one known operand stays decided), so a check is
// either proven, refuted, or left to run time.
//
//===----------------------------------------------------------------------===//

#include "reshape/ShapeRules/StaticShapeInference.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::reshape::rules;
using llvm::ArrayRef;

namespace {

/// Integers and booleans with an "unknown" element.
class StaticDomain {
public:
  using Int = std::optional<int64_t>;
  using Bool = std::optional<bool>;

  StaticDomain(std::optional<ArrayRef<int64_t>> inputDims,
               ArrayRef<int64_t> target)
      : inputDims(inputDims), target(target) {}

  Int constant(int64_t v) { return v; }
  Bool constantBool(bool v) { return v; }
  std::optional<int64_t> getConstant(Int v) { return v; }
  std::optional<int64_t> getConstant(Bool v) {
    if (!v)
      return std::nullopt;
    return *v ? 1 : 0;
  }

  Int add(Int a, Int b) {
    if (!a || !b)
      return std::nullopt;
    return wrappingAdd(*a, *b);
  }
  // Multiplying or dividing by 1 decides the result even when the other
  // operand is unknown.
  Int mul(Int a, Int b) {
    if (a == 1)
      return b;
    if (b == 1)
      return a;
    if (!a || !b)
      return std::nullopt;
    return wrappingMul(*a, *b);
  }
  Bool mulOverflows(Int a, Int b) {
    if (a == 0 || a == 1 || b == 0 || b == 1)
      return false;
    if (!a || !b)
      return std::nullopt;
    return mlir::reshape::rules::mulOverflows(*a, *b);
  }
  Int divide(Int a, Int b) {
    if (b == 1)
      return a;
    if (!isSafeDivision(a, b))
      return std::nullopt;
    return *a / *b;
  }
  Int remainder(Int a, Int b) {
    if (b == 1)
      return 0;
    if (!isSafeDivision(a, b))
      return std::nullopt;
    return *a % *b;
  }

  Bool eq(Int a, Int b) {
    if (!a || !b)
      return std::nullopt;
    return *a == *b;
  }
  Bool slt(Int a, Int b) {
    if (!a || !b)
      return std::nullopt;
    return *a < *b;
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
  Int select(Bool cond, Int a, Int b) {
    if (cond)
      return *cond ? a : b;
    return a == b ? a : std::nullopt;
  }

  Int inputRank() {
    if (!inputDims)
      return std::nullopt;
    return static_cast<int64_t>(inputDims->size());
  }
  Int inputDim(Int j) {
    if (!inputDims || !j || *j < 0 ||
        *j >= static_cast<int64_t>(inputDims->size()))
      return std::nullopt;
    int64_t extent = (*inputDims)[*j];
    if (extent == kDynamic)
      return std::nullopt;
    return extent;
  }
  Int inputDimOrZero(Int i) {
    if (!inputDims || !i)
      return std::nullopt;
    if (*i >= static_cast<int64_t>(inputDims->size()))
      return 0;
    return inputDim(i);
  }
  Int targetLength() { return static_cast<int64_t>(target.size()); }
  Int targetValue(Int i) { return targetValueOr(i, 0); }
  Int constantAt(ArrayRef<int64_t> values, Int i) {
    if (!i || *i < 0 || *i >= static_cast<int64_t>(values.size()) ||
        values[*i] == kDynamic)
      return std::nullopt;
    return values[*i];
  }
  Int targetValueOr(Int i, int64_t otherwise) {
    if (!i || *i < 0)
      return std::nullopt;
    if (*i >= static_cast<int64_t>(target.size()))
      return otherwise;
    return target[*i];
  }

  bool checksEnabled() { return true; }
  void require(Rule rule, llvm::function_ref<Bool()> holds,
               llvm::function_ref<void(Message<StaticDomain> &)> describe) {
    Bool ok = holds();
    if (ok == true)
      return;
    // A check under a condition that is unknown at compile time may not run.
    if (!ok || unknownConditions) {
      needsRuntimeCheck = true;
      return;
    }
    if (violation)
      return;
    Message<StaticDomain> message;
    describe(message);
    violation = Violation{rule, substitute(message)};
  }
  bool hasFailed() { return violation.has_value(); }

  void appendInputShape(Message<StaticDomain> &m) {
    if (!inputDims) {
      m.text("*");
      return;
    }
    m.dims(llvm::to_vector(llvm::map_range(*inputDims, [&](int64_t e) -> Int {
      if (e == kDynamic)
        return std::nullopt;
      return e;
    })));
  }
  void appendTarget(Message<StaticDomain> &m) {
    m.list(llvm::to_vector(
        llvm::map_range(target, [](int64_t v) -> Int { return v; })));
  }

  template <typename F>
  ReduceState<StaticDomain> reduce(Int count, ReduceState<StaticDomain> init,
                                   F body) {
    if (count) {
      for (int64_t i = 0; i < *count; ++i)
        init = body(Int(i), init);
      return init;
    }
    // An unknown trip count: run the body once on unknown values so that its
    // checks are registered (as runtime checks), and know nothing after.
    ReduceState<StaticDomain> unknown;
    unknown.ints.assign(init.ints.size(), std::nullopt);
    unknown.bools.assign(init.bools.size(), std::nullopt);
    (void)body(std::nullopt, unknown);
    return unknown;
  }

  template <typename F>
  ReduceState<StaticDomain> when(Bool cond, ReduceState<StaticDomain> otherwise,
                                 F body) {
    if (cond == false)
      return otherwise;
    if (cond == true)
      return body();
    ++unknownConditions;
    ReduceState<StaticDomain> result = body();
    --unknownConditions;
    for (auto [value, other] : llvm::zip_equal(result.ints, otherwise.ints))
      if (value != other)
        value = std::nullopt;
    for (auto [value, other] : llvm::zip_equal(result.bools, otherwise.bools))
      if (value != other)
        value = std::nullopt;
    return result;
  }

  bool needsRuntimeCheck = false;
  std::optional<Violation> violation;

private:
  static bool isSafeDivision(Int a, Int b) {
    return a && b && mlir::reshape::rules::isSafeDivision(*a, *b);
  }

  /// Replaces each `%ld` by its argument (`?` when unknown) and `%%` by `%`.
  static std::string substitute(const Message<StaticDomain> &m) {
    std::string out;
    llvm::raw_string_ostream os(out);
    llvm::StringRef format = m.getFormat();
    ArrayRef<Int> args = m.getArgs();
    while (!format.empty()) {
      size_t pos = format.find('%');
      os << format.take_front(pos);
      if (pos == llvm::StringRef::npos)
        break;
      format = format.drop_front(pos);
      if (format.starts_with("%%")) {
        os << '%';
        format = format.drop_front(2);
        continue;
      }
      assert(format.starts_with("%ld") && !args.empty() &&
             "malformed rule message");
      if (args.front())
        os << *args.front();
      else
        os << '?';
      args = args.drop_front();
      format = format.drop_front(3);
    }
    return out;
  }

  std::optional<ArrayRef<int64_t>> inputDims;
  ArrayRef<int64_t> target;
  unsigned unknownConditions = 0;
};

} // namespace

llvm::StringRef mlir::reshape::rules::getRuleId(Rule rule) {
  switch (rule) {
  case Rule::R2:
    return "R2";
  case Rule::R3:
    return "R3";
  case Rule::R4:
    return "R4";
  case Rule::R5:
    return "R5";
  case Rule::R6:
    return "R6";
  case Rule::R8:
    return "R8";
  case Rule::R9:
    return "R9";
  case Rule::R10:
    return "R10";
  }
  llvm_unreachable("unknown rule");
}

std::string Violation::str() const {
  return (llvm::Twine(getRuleId(rule)) + ": " + message).str();
}

ShapeInference mlir::reshape::rules::inferReshape(
    std::optional<ArrayRef<int64_t>> inputDims, ArrayRef<int64_t> target,
    bool specialZero, std::optional<ArrayRef<int64_t>> declaredDims) {
  StaticDomain domain(inputDims, target);
  ReshapeRules<StaticDomain> rules(domain, specialZero);
  ShapeInference result;
  if (rules.resolve() && rules.checkResult(declaredDims)) {
    for (int64_t i = 0, e = target.size(); i < e; ++i)
      result.dims.push_back(rules.outDim(i).value_or(kDynamic));
  }
  result.needsRuntimeCheck = domain.needsRuntimeCheck;
  result.violation = std::move(domain.violation);
  return result;
}

bool mlir::reshape::rules::areCompatibleDims(ArrayRef<int64_t> inferred,
                                             ArrayRef<int64_t> declared) {
  if (inferred.size() != declared.size())
    return false;
  StaticDomain domain(inferred, {});
  for (int64_t i = 0, e = inferred.size(); i < e; ++i)
    ReshapeRules<StaticDomain>::checkDeclaredDim(domain, i, domain.inputDim(i),
                                                 declared);
  return !domain.hasFailed();
}

/// Multiplies `dims` in the static domain (R8 overflow included).
static CheckedProduct<StaticDomain> multiplyDims(StaticDomain &domain,
                                                 ArrayRef<int64_t> dims) {
  CheckedProduct<StaticDomain> product =
      CheckedProduct<StaticDomain>::start(domain);
  for (int64_t extent : dims)
    product.multiply(domain,
                     extent == kDynamic ? std::nullopt : std::optional(extent));
  return product;
}

std::optional<int64_t>
mlir::reshape::rules::getElementCount(ArrayRef<int64_t> dims) {
  StaticDomain domain(dims, {});
  CheckedProduct<StaticDomain> product = multiplyDims(domain, dims);
  if (product.overflows(domain) != false)
    return std::nullopt;
  return product.value;
}

std::optional<int64_t>
mlir::reshape::rules::getByteCount(ArrayRef<int64_t> dims,
                                   int64_t elementBytes) {
  std::optional<int64_t> count = getElementCount(dims);
  if (!count || mulOverflows(*count, elementBytes))
    return std::nullopt;
  return *count * elementBytes;
}

bool mlir::reshape::rules::hasOverflowingRowMajorStrides(
    ArrayRef<int64_t> dims) {
  int64_t stride = 1;
  for (size_t i = dims.size(); i > 1; --i) {
    if (dims[i - 1] == kDynamic)
      return false;
    if (mulOverflows(stride, dims[i - 1]))
      return true;
    stride *= dims[i - 1];
  }
  return false;
}

std::optional<Violation>
mlir::reshape::rules::checkStaticVolumes(ArrayRef<int64_t> input,
                                         ArrayRef<int64_t> result) {
  StaticDomain domain(input, {});
  CheckedProduct<StaticDomain> in = multiplyDims(domain, input);
  CheckedProduct<StaticDomain> out = multiplyDims(domain, result);
  domain.require(
      Rule::R8, [&] { return domain.logicalNot(in.overflows(domain)); },
      [&](Message<StaticDomain> &m) {
        m.text("the element count of the input ");
        domain.appendInputShape(m);
        m.text(" overflows 64 bits");
      });
  domain.require(
      Rule::R8, [&] { return domain.logicalNot(out.overflows(domain)); },
      [&](Message<StaticDomain> &m) {
        m.text("the element count of the declared result overflows 64 bits");
      });
  domain.require(
      Rule::R10, [&] { return domain.eq(in.value, out.value); },
      [&](Message<StaticDomain> &m) {
        m.text("the input ");
        domain.appendInputShape(m);
        m.text(" has ").value(in.value).text(" elements but the declared "
                                             "result has ");
        m.value(out.value);
      });
  return domain.violation;
}
