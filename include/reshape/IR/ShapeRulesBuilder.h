//===- ShapeRulesBuilder.h - The reshape rules as IR ------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Runs the rules of reshape/ShapeRules/ShapeRules.h on IR values: it builds
// the arithmetic that resolves special_zero zeros and the -1 of a reshape
// when the program runs and, given a RuntimeCheckEmitter, the checks of every
// rule that is not proven at compile time. Constants are folded as the IR is
// built, so a check that holds at compile time emits nothing.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_IR_SHAPERULESBUILDER_H
#define RESHAPE_IR_SHAPERULESBUILDER_H

#include "reshape/ShapeRules/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"

#include <memory>
#include <optional>

namespace mlir::reshape {

/// How many values of a list whose length is known only at run time a
/// message prints (then `...`).
inline constexpr unsigned kMaxListedValues = 8;

/// One failed check to report: the rule, whether it failed (i1), and the
/// message: `format` has `%%` for a literal percent sign, one `%ld`
/// placeholder per value of `args` (i64), and `%Lc` (target values,
/// printed `[7, 9]`) or `%Lx` (input dims, printed `3x4x5`) for a list
/// whose length is known only at run time: it takes the length and then
/// kMaxListedValues values from `args` (those past the length are 0).
struct CheckReport {
  rules::Rule rule;
  Value failed;
  std::string format;
  SmallVector<Value> args;
  /// Whether the message names `rule` (a stop that breaks no rule of the
  /// reshapes, such as an allocation too large to count, names none).
  bool namesRule = true;
};

/// Emits the code that reports failed runtime checks and stops the program.
class RuntimeCheckEmitter {
public:
  virtual ~RuntimeCheckEmitter();

  /// Emits, at the builder's insertion point (a block that only runs when
  /// one of the checks failed), code that reports the first failed check of
  /// `checks` (in order) and stops the program.
  virtual void emitReport(OpBuilder &b, Location loc,
                          ArrayRef<CheckReport> checks) = 0;

  /// Whether emitReport needs the checks and their messages. An emitter
  /// that does not (it reports from elsewhere, e.g. by evaluating the
  /// rules again with another emitter) lets the checks of a reshape be
  /// computed first and reported once, at the end, with an empty list.
  /// Only for code where a failed check cannot make later code read out of
  /// bounds: the rules on values already read (ReshapeInput::fromExtents
  /// and ReshapeTarget::fromIndexValues).
  virtual bool needsMessages() const { return true; }
};

/// What a branch that tested an index value of a target knows of it at run
/// time: a lower bound (rules::kDynamic for none), and whether it is not -1
/// or not 0. The rules fold its comparisons with constants accordingly.
struct IndexValueFacts {
  int64_t lowerBound = rules::kDynamic;
  bool notMinusOne = false;
  bool notZero = false;
};

/// The target values of a reshape: an attribute (static_reshape), a 1-D
/// integer tensor read at run time (dynamic_reshape), or index values
/// already read (code outlined from a dynamic_reshape).
struct ReshapeTarget {
  ArrayRef<int64_t> staticValues;
  Value shapeTensor;
  ValueRange indexValues;
  bool hasIndexValues = false;
  /// What is known of each index value at run time, or empty.
  ArrayRef<IndexValueFacts> indexValueFacts;

  static ReshapeTarget fromValues(ArrayRef<int64_t> values) {
    return {values, Value(), {}, false, {}};
  }
  static ReshapeTarget fromTensor(Value shape) {
    return {{}, shape, {}, false, {}};
  }
  static ReshapeTarget fromIndexValues(ValueRange values,
                                       ArrayRef<IndexValueFacts> facts = {}) {
    return {{}, Value(), values, true, facts};
  }
};

/// The input of a reshape: a tensor value, or only the extents of a ranked
/// one (code outlined from the op, where the tensor is not available).
struct ReshapeInput {
  Value tensor;
  ArrayRef<OpFoldResult> extents;

  static ReshapeInput fromTensor(Value tensor) { return {tensor, {}}; }
  static ReshapeInput fromExtents(ArrayRef<OpFoldResult> extents) {
    return {Value(), extents};
  }
};

/// The source of the tensor.cast that defines `tensor` when it is ranked
/// and at least as static (the same data, better known), else `tensor`.
/// The rules read dims through it: upstream folds tensor.dim through such a
/// cast, and a dim with a dynamic index of an unranked cast of a rank-0
/// tensor would become an invalid dim of the rank-0 tensor.
Value lookThroughMoreStaticCast(Value tensor);

/// Reads element `index` of a 1-D integer shape tensor as an index value
/// (signed elements have the same bits as signless ones).
Value buildShapeValueAsIndex(OpBuilder &b, Location loc, Value shapeTensor,
                             Value index);

/// An element of a shape tensor (an integer or index) as an index value.
Value buildShapeElementAsIndex(OpBuilder &b, Location loc, Value element);

/// The longest target (and highest rank) whose rules are built one value
/// at a time; longer ones are checked in loops, so that the IR does not
/// grow with their length.
inline constexpr int64_t kMaxUnrolledLength = 16;

class IRShapeDomain;

/// Builds the resolved result shape of one reshape.
class ReshapeShapeBuilder {
public:
  /// `checks` may be null: then only the shape arithmetic is built (shape
  /// reification), and nothing checks the rules.
  ReshapeShapeBuilder(OpBuilder &b, Location loc, ReshapeInput input,
                      ReshapeTarget target, bool specialZero,
                      RuntimeCheckEmitter *checks);
  ReshapeShapeBuilder(OpBuilder &b, Location loc, Value input,
                      ReshapeTarget target, bool specialZero,
                      RuntimeCheckEmitter *checks)
      : ReshapeShapeBuilder(b, loc, ReshapeInput::fromTensor(input), target,
                            specialZero, checks) {}
  ~ReshapeShapeBuilder();

  /// Builds the checks that do not need the result type and the quantities
  /// the result dims need, then the volume checks and, when `declaredDims`
  /// is given, the checks that the result matches its static extents (R6).
  /// The checks share one branch to the code that reports them (per region).
  /// Returns failure when a rule is known to fail (the checks that report it
  /// are built all the same); the result dims must not be used then.
  /// With `violated` (checks whose emitter needs no messages, or none),
  /// nothing is reported: `*violated` is set to an i1 that holds when a
  /// check fails, for the caller to report (once for several builders).
  LogicalResult build(std::optional<ArrayRef<int64_t>> declaredDims,
                      Value *violated = nullptr);

  /// The result extent of dim `i` as an index OpFoldResult.
  OpFoldResult getResultDim(int64_t i);
  /// All result extents; the target length must be static (each is built
  /// on its own: for a long target, prefer buildResultShapeTensor).
  SmallVector<OpFoldResult> getResultDims();
  /// The result extents as a 1-D tensor of index, for any target length
  /// (a tensor.generate beyond kMaxUnrolledLength values).
  Value buildResultShapeTensor();

private:
  void ensureResolved();

  std::unique_ptr<IRShapeDomain> domain;
  std::unique_ptr<rules::ReshapeRules<IRShapeDomain>> rules;
  bool built = false;
  bool resolved = false;
};

} // namespace mlir::reshape

#endif // RESHAPE_IR_SHAPERULESBUILDER_H
