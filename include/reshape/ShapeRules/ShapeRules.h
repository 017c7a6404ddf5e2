//===- ShapeRules.h - The reshape rules, written once -----------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rules of docs/Rules.md (R2-R6, R8, R9) as one algorithm that is generic
// over a *domain*: the arithmetic it runs on. The same code
//   - runs on integers with "unknown" values at compile time (the verifier,
//     type inference, folders: see StaticShapeInference.h), and
//   - builds IR that resolves the target shape and checks every rule that
//     could not be proven at compile time (reification and the lowering: see
//     reshape/IR/ShapeRulesBuilder.h).
// So no rule is written twice. This header has no IR dependency.
//
// A domain `D` provides:
//   using Int, Bool;                        value kinds (64-bit, boolean)
//   Int constant(int64_t); Bool constantBool(bool);
//   std::optional<int64_t> getConstant(Int), getConstant(Bool);
//   Int add(Int, Int), mul(Int, Int);       wrapping two's complement
//   Bool mulOverflows(Int, Int);            signed 64-bit overflow of a*b
//   Int divide(Int, Int), remainder(Int, Int);
//                                           signed; never traps, whatever
//                                           the operands
//   Bool eq(Int, Int), slt(Int, Int);
//   Bool logicalAnd(Bool, Bool), logicalOr(Bool, Bool), logicalNot(Bool);
//   Int select(Bool, Int, Int);
//   Int inputRank();                        rank of the input
//   Int inputDim(Int j);                    extent of input dim j < rank
//   Int inputDimOrZero(Int i);              input dim i, or 0 when i >= rank
//   Int targetLength();                     n, the number of target values
//   Int targetValue(Int i);                 p[i], for i < n
//   Int targetValueOr(Int i, int64_t v);    p[i], or v when i >= n
//   Int constantAt(ArrayRef<int64_t> a, Int i);
//                                           a[i], for i < a.size()
//   bool checksEnabled();                   whether `require` does anything
//   void require(Rule, function_ref<Bool()> holds,
//                function_ref<void(Message<D>&)> describe);
//   bool hasFailed();                       a check is known to fail
//   void appendInputShape(Message<D>&), appendTarget(Message<D>&);
//   template <typename F> State reduce(Int count, State init, F body);
//                                           folds body(index, state) over
//                                           [0, count)
//   template <typename F> State when(Bool cond, State otherwise, F body);
//                                           body() where cond holds,
//                                           `otherwise` elsewhere
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_SHAPERULES_SHAPERULES_H
#define RESHAPE_SHAPERULES_SHAPERULES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace mlir::reshape::rules {

/// Marks an extent unknown at compile time. Equal to ShapedType::kDynamic so
/// that IR shapes pass through without translation.
inline constexpr int64_t kDynamic = std::numeric_limits<int64_t>::min();

/// Two's complement 64-bit arithmetic, the same in every domain.
inline int64_t wrappingAdd(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) +
                              static_cast<uint64_t>(b));
}
inline int64_t wrappingMul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) *
                              static_cast<uint64_t>(b));
}
/// Whether a * b overflows signed 64 bits (R8).
inline bool mulOverflows(int64_t a, int64_t b) {
  int64_t product;
  return __builtin_mul_overflow(a, b, &product);
}
/// Whether a / b and a % b are defined.
inline bool isSafeDivision(int64_t a, int64_t b) {
  return b != 0 && !(a == std::numeric_limits<int64_t>::min() && b == -1);
}

/// The rules of docs/Rules.md that concern shapes. R1 (element and operand
/// types) and R7 (unknown shape values) are type-level and live with the ops.
enum class Rule : uint8_t { R2, R3, R4, R5, R6, R8, R9, R10 };

/// "R2", "R3", ...
llvm::StringRef getRuleId(Rule rule);

/// A diagnostic under construction: text with printf-style `%ld`
/// placeholders, one per argument, so the same message can be printed at
/// compile time (arguments substituted) and at run time (a `dprintf` format).
template <typename D>
class Message {
public:
  using Int = typename D::Int;

  Message &text(llvm::StringRef s) {
    for (char c : s) {
      format.push_back(c);
      // A literal percent sign must not start a placeholder.
      if (c == '%')
        format.push_back('%');
    }
    return *this;
  }
  Message &value(Int v) {
    format += "%ld";
    args.push_back(v);
    return *this;
  }
  /// Appends `3x4x5`; a rank-0 shape prints as `[]`.
  Message &dims(llvm::ArrayRef<Int> extents) {
    if (extents.empty())
      return text("[]");
    for (auto [i, e] : llvm::enumerate(extents)) {
      if (i)
        text("x");
      value(e);
    }
    return *this;
  }
  /// Appends `[7, 9]`.
  Message &list(llvm::ArrayRef<Int> values) {
    text("[");
    for (auto [i, v] : llvm::enumerate(values)) {
      if (i)
        text(", ");
      value(v);
    }
    return text("]");
  }

  /// Appends a list whose length is known only at run time (a domain that
  /// emits the message at run time prints its values): `kind` 'c' for the
  /// target values (`[7, 9]`), 'x' for the input dims (`3x4x5`). The
  /// format gets the placeholder `%L<kind>`, and `length` is its argument.
  Message &runtimeList(char kind, Int length) {
    format += "%L";
    format.push_back(kind);
    args.push_back(length);
    return *this;
  }

  const std::string &getFormat() const { return format; }
  llvm::ArrayRef<Int> getArgs() const { return args; }

private:
  std::string format;
  llvm::SmallVector<Int, 8> args;
};

/// Values carried through `reduce`.
template <typename D>
struct ReduceState {
  llvm::SmallVector<typename D::Int, 4> ints;
  llvm::SmallVector<typename D::Bool, 4> bools;
};

/// A product of non-negative extents with R8 overflow tracking. A product with
/// a zero factor is zero, whatever the other factors: it never overflows.
template <typename D>
struct CheckedProduct {
  using Int = typename D::Int;
  using Bool = typename D::Bool;

  Int value;
  /// Whether a multiply wrapped.
  Bool wrapped;
  /// Whether a factor since the first multiply that may have wrapped is 0.
  Bool sawZero;

  static CheckedProduct start(D &d) {
    return {d.constant(1), d.constantBool(false), d.constantBool(false)};
  }
  void multiply(D &d, Int factor) {
    if (d.checksEnabled()) {
      // Only a zero after a wrap matters: a zero before keeps the product
      // 0, which never wraps, and a factor that wraps is not zero. A
      // factor known at compile time is tracked all the same (that costs
      // nothing): a domain that does not know x * 0 for an unknown x
      // learns from it that no later multiply overflows.
      if (d.getConstant(wrapped) != std::optional<int64_t>(0) ||
          d.getConstant(factor))
        sawZero = d.logicalOr(sawZero, d.eq(factor, d.constant(0)));
      wrapped = d.logicalOr(wrapped, d.mulOverflows(value, factor));
    }
    value = d.mul(value, factor);
  }
  /// Multiplies by a factor known to be at least 1: no zero to track.
  void multiplyPositive(D &d, Int factor) {
    if (d.checksEnabled())
      wrapped = d.logicalOr(wrapped, d.mulOverflows(value, factor));
    value = d.mul(value, factor);
  }
  Bool overflows(D &d) const {
    return d.logicalAnd(wrapped, d.logicalNot(sawZero));
  }

  void pack(ReduceState<D> &s) const {
    s.ints.push_back(value);
    s.bools.push_back(wrapped);
    s.bools.push_back(sawZero);
  }
  static CheckedProduct unpack(const ReduceState<D> &s, unsigned intPos,
                               unsigned boolPos) {
    return {s.ints[intPos], s.bools[boolPos], s.bools[boolPos + 1]};
  }
};

/// Evaluates the rules over a domain: checks R2, R3, R4, R8 (and R5/R9 when
/// the target has no -1), resolves special_zero zeros and the -1, and checks
/// the resolved dims against a declared result type (R6). The work that only
/// a target with a -1 needs, and the work that only a target without one
/// needs, run under `when`, so a domain that branches does one or the other.
template <typename D>
class ReshapeRules {
public:
  using Int = typename D::Int;
  using Bool = typename D::Bool;

  ReshapeRules(D &d, bool specialZero) : d(d), specialZero(specialZero) {}

  /// Runs the checks that do not need the resolved dims and computes the
  /// quantities `outDim` needs. Returns false when a check is known to fail.
  bool resolve() {
    Int n = d.targetLength();
    Int rank = d.inputRank();
    Int zero = d.constant(0), one = d.constant(1), minusOne = d.constant(-1);

    // Pass over the target: R2 value range and R3 copies, count the -1s,
    // note literal zeros, and multiply the positive values (Pout).
    ReduceState<D> init;
    init.ints.push_back(zero);                   // number of -1 values
    init.bools.push_back(d.constantBool(false)); // some p[i] == 0
    CheckedProduct<D>::start(d).pack(init);
    ReduceState<D> target =
        d.reduce(n, init, [&](Int i, const ReduceState<D> &s) {
          Int p = d.targetValue(i);
          d.require(
              Rule::R2, [&] { return d.logicalNot(d.slt(p, minusOne)); },
              [&](Message<D> &m) {
                m.text("shape value ").value(p).text(" at index ").value(i);
                m.text(" is less than -1");
              });
          Bool isZero = d.eq(p, zero);
          if (specialZero) {
            d.require(
                Rule::R3,
                [&] {
                  return d.logicalNot(
                      d.logicalAnd(isZero, d.logicalNot(d.slt(i, rank))));
                },
                [&](Message<D> &m) {
                  m.text("special_zero copies input dim ").value(i);
                  m.text(" but the input has rank ").value(rank);
                });
          }
          ReduceState<D> next;
          next.ints.push_back(
              d.add(s.ints[0], d.select(d.eq(p, minusOne), one, zero)));
          next.bools.push_back(d.logicalOr(s.bools[0], isZero));
          CheckedProduct<D> pout = CheckedProduct<D>::unpack(s, 1, 1);
          pout.multiplyPositive(d, d.select(d.slt(zero, p), p, one));
          pout.pack(next);
          return next;
        });
    if (d.hasFailed())
      return false;

    Int minusOneCount = target.ints[0];
    d.require(
        Rule::R2, [&] { return d.logicalNot(d.slt(one, minusOneCount)); },
        [&](Message<D> &m) {
          m.text("at most one -1 is allowed, the target ");
          d.appendTarget(m);
          m.text(" has ").value(minusOneCount);
        });
    if (d.hasFailed())
      return false;
    hasMinusOne = d.eq(minusOneCount, one);
    if (!specialZero) {
      Bool hasLiteralZero = target.bools[0];
      d.require(
          Rule::R4,
          [&] {
            return d.logicalNot(d.logicalAnd(*hasMinusOne, hasLiteralZero));
          },
          [&](Message<D> &m) {
            m.text("-1 cannot be inferred: the target ");
            d.appendTarget(m);
            m.text(" has a 0 and special_zero is false");
          });
      if (d.hasFailed())
        return false;
    }
    if (d.getConstant(*hasMinusOne) == std::optional<int64_t>(0))
      return true;

    // R4: the -1 takes Pin / Pout, Pin the product of the input dims that
    // special_zero does not copy.
    CheckedProduct<D> pout = CheckedProduct<D>::unpack(target, 1, 1);
    ReduceState<D> none;
    none.ints.push_back(zero);
    ReduceState<D> quotient = d.when(*hasMinusOne, none, [&] {
      d.require(
          Rule::R8, [&] { return d.logicalNot(pout.overflows(d)); },
          [&](Message<D> &m) {
            m.text("-1 cannot be inferred: the product of the target ");
            d.appendTarget(m);
            m.text(" overflows 64 bits");
          });
      if (d.hasFailed())
        return none;
      ReduceState<D> keptInit;
      CheckedProduct<D>::start(d).pack(keptInit);
      ReduceState<D> input =
          d.reduce(rank, keptInit, [&](Int j, const ReduceState<D> &s) {
            CheckedProduct<D> kept = CheckedProduct<D>::unpack(s, 0, 0);
            kept.multiply(d, d.select(isCopied(j), one, d.inputDim(j)));
            ReduceState<D> next;
            kept.pack(next);
            return next;
          });
      CheckedProduct<D> kept = CheckedProduct<D>::unpack(input, 0, 0);
      d.require(
          Rule::R8, [&] { return d.logicalNot(kept.overflows(d)); },
          [&](Message<D> &m) {
            m.text("-1 cannot be inferred: the product of the input dims it "
                   "spans overflows 64 bits");
          });
      if (d.hasFailed())
        return none;
      d.require(
          Rule::R4,
          [&] { return d.eq(d.remainder(kept.value, pout.value), zero); },
          [&](Message<D> &m) {
            m.text("-1 cannot be inferred: ").value(kept.value);
            m.text(" elements are not divisible by ").value(pout.value);
          });
      ReduceState<D> result;
      result.ints.push_back(d.divide(kept.value, pout.value));
      return result;
    });
    inferredExtent = quotient.ints[0];
    return !d.hasFailed();
  }

  /// The resolved extent of result dim `i` (requires a successful `resolve`).
  Int outDim(Int i) {
    Int p = d.targetValue(i);
    Int resolved = p;
    if (inferredExtent)
      resolved = d.select(d.eq(p, d.constant(-1)), *inferredExtent, resolved);
    if (!specialZero)
      return resolved;
    return d.select(d.eq(p, d.constant(0)), d.inputDimOrZero(i), resolved);
  }

  /// Checks the resolved dims: R6 (equal to the static extents of
  /// `declared`, kDynamic elsewhere; std::nullopt when there is no declared
  /// type to compare) and, when the target has no -1, R5/R9 (the volume).
  /// Returns false when a check is known to fail.
  bool checkResult(std::optional<llvm::ArrayRef<int64_t>> declared) {
    Int n = d.targetLength();
    if (declared && llvm::any_of(*declared, [](int64_t extent) {
          return extent != kDynamic;
        })) {
      d.reduce(n, ReduceState<D>(), [&](Int i, const ReduceState<D> &s) {
        checkDeclaredDim(d, i, outDim(i), *declared);
        return s;
      });
      if (d.hasFailed())
        return false;
    }
    // With a -1 the volume holds by construction; without, it is R5.
    if (d.getConstant(*hasMinusOne) == std::optional<int64_t>(1))
      return true;
    d.when(d.logicalNot(*hasMinusOne), ReduceState<D>(), [&] {
      checkVolume(n);
      return ReduceState<D>();
    });
    return !d.hasFailed();
  }

  /// R6 for one dim: a static declared extent must equal the resolved one.
  /// `i` may be known only when the code runs (a domain that loops over a
  /// long target): the declared extent is then read from `declared`, where
  /// kDynamic admits any extent.
  static void checkDeclaredDim(D &d, Int i, Int extent,
                               llvm::ArrayRef<int64_t> declared) {
    std::optional<int64_t> index = d.getConstant(i);
    if (index &&
        (*index < 0 || *index >= static_cast<int64_t>(declared.size()) ||
         declared[*index] == kDynamic))
      return;
    Int expected =
        index ? d.constant(declared[*index]) : d.constantAt(declared, i);
    d.require(
        Rule::R6,
        [&] {
          Bool equal = d.eq(extent, expected);
          if (index)
            return equal;
          return d.logicalOr(d.eq(expected, d.constant(kDynamic)), equal);
        },
        [&](Message<D> &m) {
          m.text("result dim ").value(i).text(" is ").value(extent);
          m.text(" but the declared type says ").value(expected);
        });
  }

private:
  /// R8 on both element counts and R5/R9 on their equality.
  void checkVolume(Int n) {
    auto product = [&](Int count, auto extent) {
      ReduceState<D> init;
      CheckedProduct<D>::start(d).pack(init);
      ReduceState<D> out =
          d.reduce(count, init, [&](Int i, const ReduceState<D> &s) {
            CheckedProduct<D> prod = CheckedProduct<D>::unpack(s, 0, 0);
            prod.multiply(d, extent(i));
            ReduceState<D> next;
            prod.pack(next);
            return next;
          });
      return CheckedProduct<D>::unpack(out, 0, 0);
    };
    CheckedProduct<D> input =
        product(d.inputRank(), [&](Int j) { return d.inputDim(j); });
    d.require(
        Rule::R8, [&] { return d.logicalNot(input.overflows(d)); },
        [&](Message<D> &m) {
          m.text("the element count of the input ");
          d.appendInputShape(m);
          m.text(" overflows 64 bits");
        });
    if (d.hasFailed())
      return;
    CheckedProduct<D> result = product(n, [&](Int i) { return outDim(i); });
    d.require(
        Rule::R8, [&] { return d.logicalNot(result.overflows(d)); },
        [&](Message<D> &m) {
          m.text("the element count of the target ");
          d.appendTarget(m);
          m.text(" overflows 64 bits");
        });
    if (d.hasFailed())
      return;
    // R9 for an empty target, R5 otherwise; a length known only at run time
    // gets both checks, each under its condition.
    std::optional<int64_t> length = d.getConstant(n);
    auto empty = [&] { return d.eq(n, d.constant(0)); };
    auto equal = [&] { return d.eq(input.value, result.value); };
    if (!length || *length == 0)
      d.require(
          Rule::R9, [&] { return d.logicalOr(d.logicalNot(empty()), equal()); },
          [&](Message<D> &m) {
            m.text("an empty target needs an input of 1 element, the input ");
            d.appendInputShape(m);
            m.text(" has ").value(input.value);
          });
    if (!length || *length != 0)
      d.require(
          Rule::R5, [&] { return d.logicalOr(empty(), equal()); },
          [&](Message<D> &m) {
            m.text("volume mismatch: input ");
            d.appendInputShape(m);
            m.text(" (").value(input.value).text(" elements) vs target ");
            d.appendTarget(m);
            m.text(" (").value(result.value).text(" elements)");
          });
  }

  /// Whether special_zero copies input dim `j` (`p[j] == 0`, j < n).
  Bool isCopied(Int j) {
    if (!specialZero)
      return d.constantBool(false);
    return d.eq(d.targetValueOr(j, 1), d.constant(0));
  }

  D &d;
  bool specialZero;
  std::optional<Bool> hasMinusOne;
  std::optional<Int> inferredExtent;
};

} // namespace mlir::reshape::rules

#endif // RESHAPE_SHAPERULES_SHAPERULES_H
