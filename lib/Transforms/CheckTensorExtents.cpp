//===- CheckTensorExtents.cpp - Runtime extents that contradict types -----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A `?` extent of an operand of tensor.cast, tensor.concat or tensor.pad
// must agree at run time with the static extents of the result type; where
// it does not, upstream's semantics are undefined and its bufferization
// writes out of bounds: a concat of a `?` operand of 2 and a static 2 into
// a result typed 3 wrote past the end of the result, and
// reshape-empty-concat-operands drops a `?` operand where the static ones
// fill the result. This pass checks those extents before the op, as a
// failed reshape check stops the program.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/Conversion/ReshapeToTensor/CheckLocation.h"
#include "reshape/Conversion/ReshapeToTensor/RuntimeFailure.h"
#include "reshape/IR/ValueConsumers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ParallelCombiningOpInterface.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECHECKTENSOREXTENTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
/// The checks of one op: built where the builder is, each a condition
/// under which the program must stop and its message, and the stops,
/// emitted where they belong.
class ExtentChecks {
public:
  ExtentChecks(Operation *op, ModuleOp module, reshape::RuntimeCheckMode mode,
               SymbolTableCollection &symbolTables)
      : b(op), loc(op->getLoc()), module(module), mode(mode),
        symbolTables(symbolTables), opName(op->getName().getStringRef()),
        prefix(reshape::getCheckLocationPrefix(loc)) {}

  OpBuilder &builder() { return b; }

  /// An i64 constant.
  Value constant(int64_t value) {
    return arith::ConstantIntOp::create(b, loc, b.getI64Type(), value);
  }

  /// The extent of `tensor` in dim `d`, as an i64.
  Value extent(Value tensor, int64_t d) {
    return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                      tensor::DimOp::create(b, loc, tensor, d));
  }

  /// The rank of `tensor` (unranked), as an i64.
  Value rank(Value tensor) {
    return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                      tensor::RankOp::create(b, loc, tensor));
  }

  /// An i64 of `value`: a constant, or an index value cast.
  Value toI64(OpFoldResult value) {
    if (std::optional<int64_t> known = getConstantIntValue(value))
      return constant(*known);
    return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                      cast<Value>(value));
  }

  Value compare(arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return arith::CmpIOp::create(b, loc, predicate, lhs, rhs);
  }

  /// Whether the extents `terms` (each at least 0) do not add up to
  /// `total`: their sum in unsigned 64 bits, a carry out counts as not.
  Value sumDiffers(ArrayRef<Value> terms, Value total) {
    Value sum = terms.front();
    Value fails;
    for (Value term : terms.drop_front()) {
      auto add = arith::AddUIExtendedOp::create(b, loc, sum, term);
      sum = add.getSum();
      fails = fails ? arith::OrIOp::create(b, loc, fails, add.getOverflow())
                    : add.getOverflow();
    }
    Value differs = compare(arith::CmpIPredicate::ne, sum, total);
    return fails ? arith::OrIOp::create(b, loc, fails, differs) : differs;
  }

  /// Adds a check: the program stops with "<prefix><op>: <format>" where
  /// `fails` holds (`format` has a `%ld` for each of `args`).
  void add(Value fails, const Twine &format, ValueRange args) {
    checks.push_back({fails, format.str(), llvm::to_vector(args)});
  }

  bool empty() const { return checks.empty(); }

  /// Whether a check added fails.
  Value anyFails() {
    Value any = checks.front().fails;
    for (const Check &check : ArrayRef(checks).drop_front())
      any = arith::OrIOp::create(b, loc, any, check.fails);
    return any;
  }

  /// Emits where the builder is a stop for each check added, in order.
  void emitStops() {
    for (const Check &check : checks) {
      auto ifOp = scf::IfOp::create(b, loc, check.fails,
                                    /*withElseRegion=*/false);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
      reshape::emitRuntimeFailure(b, loc, module, mode, prefix, opName,
                                  check.format, check.args, &symbolTables);
    }
  }

  /// Drops the checks added.
  void clear() { checks.clear(); }

private:
  struct Check {
    Value fails;
    std::string format;
    SmallVector<Value> args;
  };
  OpBuilder b;
  Location loc;
  ModuleOp module;
  reshape::RuntimeCheckMode mode;
  SymbolTableCollection &symbolTables;
  StringRef opName;
  std::string prefix;
  SmallVector<Check> checks;
};
} // namespace

/// The ops before which the stops for `value` go: its consumers (the op
/// that defines it is pure: --loop-invariant-code-motion hoists it out of
/// a loop that may not run, so the program breaks nothing until the value
/// is used), and for one in the region of scf.forall.in_parallel (which
/// holds only the ops that combine the results) that terminator.
static SmallVector<Operation *> getStopPoints(Value value) {
  SmallVector<Operation *> points;
  for (Operation *consumer : reshape::getConsumers(value)) {
    while (auto inParallel = dyn_cast_if_present<InParallelOpInterface>(
               consumer->getParentOp()))
      consumer = inParallel;
    points.push_back(consumer);
  }
  return points;
}

/// A static extent as text, `%ld` for a dynamic one.
static std::string formatExtent(int64_t extent) {
  return ShapedType::isDynamic(extent) ? "%ld" : std::to_string(extent);
}

/// A cast to static extents: the rank of an unranked source, then each `?`
/// extent of the source that the result type makes static, checked before
/// each consumer of the cast (a cast runs no code: only its uses read the
/// data by its type).
static void checkCast(tensor::CastOp castOp, ExtentChecks &checks) {
  auto result = dyn_cast<RankedTensorType>(castOp.getType());
  if (!result)
    return;
  Value source = castOp.getSource();
  auto sourceType = dyn_cast<RankedTensorType>(source.getType());
  int64_t rank = result.getRank();
  bool refines = !sourceType || llvm::any_of(llvm::seq(rank), [&](int64_t d) {
    return !result.isDynamicDim(d) && sourceType.isDynamicDim(d);
  });
  if (!refines)
    return;
  for (Operation *point : getStopPoints(castOp.getResult())) {
    checks.builder().setInsertionPoint(point);
    // The extents of an unranked source are read once its rank holds.
    if (!sourceType) {
      Value sourceRank = checks.rank(source);
      checks.add(checks.compare(arith::CmpIPredicate::ne, sourceRank,
                                checks.constant(rank)),
                 "the source has rank %ld at run time, the result type " +
                     Twine(rank),
                 sourceRank);
      checks.emitStops();
      checks.clear();
    }
    for (int64_t d = 0; d < rank; ++d) {
      if (result.isDynamicDim(d) || (sourceType && !sourceType.isDynamicDim(d)))
        continue;
      Value extent = checks.extent(source, d);
      checks.add(checks.compare(arith::CmpIPredicate::ne, extent,
                                checks.constant(result.getDimSize(d))),
                 "dim " + Twine(d) +
                     " of the source is %ld at run time, the result type "
                     "says " +
                     Twine(result.getDimSize(d)),
                 extent);
    }
    checks.emitStops();
    checks.clear();
  }
}

/// A concat: along its dim, `?` operand extents that must add up to the
/// result's static one; in each other dim, `?` operand extents that must
/// be the result's (static), else a static operand's, else the first
/// operand's.
static void checkConcat(tensor::ConcatOp concat, ExtentChecks &checks) {
  RankedTensorType result = concat.getResultType();
  int64_t axis = static_cast<int64_t>(concat.getDim());
  ValueRange inputs = concat.getInputs();
  auto extentOf = [](Value input, int64_t d) {
    return cast<RankedTensorType>(input.getType()).getDimSize(d);
  };
  for (int64_t d = 0, rank = result.getRank(); d < rank; ++d) {
    if (d == axis)
      continue;
    // The extent all operands have: where it comes from, and its value.
    int64_t expected = result.getDimSize(d);
    std::string source = "the result type says";
    size_t reference = inputs.size();
    for (auto [i, input] : llvm::enumerate(inputs))
      if (ShapedType::isDynamic(expected) &&
          !ShapedType::isDynamic(extentOf(input, d))) {
        expected = extentOf(input, d);
        source = "operand " + std::to_string(i) + " has";
      }
    Value expectedValue;
    if (ShapedType::isDynamic(expected)) {
      reference = 0;
      expectedValue = checks.extent(inputs.front(), d);
      source = "operand 0 has";
    } else {
      expectedValue = checks.constant(expected);
    }
    for (auto [i, input] : llvm::enumerate(inputs)) {
      if (i == reference || !ShapedType::isDynamic(extentOf(input, d)))
        continue;
      Value extent = checks.extent(input, d);
      SmallVector<Value> printed = {extent};
      if (ShapedType::isDynamic(expected))
        printed.push_back(expectedValue);
      checks.add(
          checks.compare(arith::CmpIPredicate::ne, extent, expectedValue),
          "operand " + Twine(i) + " has extent %ld in dim " + Twine(d) + ", " +
              source + " " + formatExtent(expected),
          printed);
    }
  }

  int64_t total = result.getDimSize(axis);
  if (ShapedType::isDynamic(total) || llvm::none_of(inputs, [&](Value input) {
        return ShapedType::isDynamic(extentOf(input, axis));
      }))
    return;
  SmallVector<Value> terms, printed;
  SmallVector<std::string> texts;
  for (Value input : inputs) {
    int64_t extent = extentOf(input, axis);
    texts.push_back(formatExtent(extent));
    if (!ShapedType::isDynamic(extent)) {
      terms.push_back(checks.constant(extent));
      continue;
    }
    terms.push_back(checks.extent(input, axis));
    printed.push_back(terms.back());
  }
  checks.add(checks.sumDiffers(terms, checks.constant(total)),
             "the operand extents " + llvm::join(texts, " + ") + " along dim " +
                 Twine(axis) + " do not add up to the result's " + Twine(total),
             printed);
}

/// A pad: `?` low and high padding at least 0, and in each dim with a
/// static result extent and a `?` term, low + source + high that add up to
/// it.
static void checkPad(tensor::PadOp pad, ExtentChecks &checks) {
  RankedTensorType result = pad.getResultType();
  RankedTensorType sourceType = pad.getSourceType();
  SmallVector<OpFoldResult> low = pad.getMixedLowPad();
  SmallVector<OpFoldResult> high = pad.getMixedHighPad();
  for (int64_t d = 0, rank = result.getRank(); d < rank; ++d) {
    std::pair<StringRef, OpFoldResult> sides[] = {{"low", low[d]},
                                                  {"high", high[d]}};
    for (auto [side, amount] : sides) {
      if (getConstantIntValue(amount))
        continue;
      Value value = checks.toI64(amount);
      checks.add(
          checks.compare(arith::CmpIPredicate::slt, value, checks.constant(0)),
          "the " + side + " padding of dim " + Twine(d) + " is %ld, below 0",
          value);
    }
    std::optional<int64_t> staticLow = getConstantIntValue(low[d]);
    std::optional<int64_t> staticHigh = getConstantIntValue(high[d]);
    int64_t sourceExtent = sourceType.getDimSize(d);
    if (result.isDynamicDim(d) ||
        (staticLow && staticHigh && !ShapedType::isDynamic(sourceExtent)))
      continue;
    Value sourceValue = ShapedType::isDynamic(sourceExtent)
                            ? checks.extent(pad.getSource(), d)
                            : checks.constant(sourceExtent);
    SmallVector<Value> terms = {checks.toI64(low[d]), sourceValue,
                                checks.toI64(high[d])};
    SmallVector<Value> printed;
    auto text = [&](std::optional<int64_t> known, Value value) {
      if (known)
        return std::to_string(*known);
      printed.push_back(value);
      return std::string("%ld");
    };
    std::string lowText = text(staticLow, terms[0]);
    std::string sourceText = text(ShapedType::isDynamic(sourceExtent)
                                      ? std::nullopt
                                      : std::optional<int64_t>(sourceExtent),
                                  sourceValue);
    std::string highText = text(staticHigh, terms[2]);
    checks.add(checks.sumDiffers(terms, checks.constant(result.getDimSize(d))),
               "dim " + Twine(d) + ": low padding " + lowText +
                   " + source extent " + sourceText + " + high padding " +
                   highText + " do not add up to the result's " +
                   Twine(result.getDimSize(d)),
               printed);
  }
}

/// Runs `op` (a concat or pad, with its checks added before it) only where
/// its checks hold, else makes an empty tensor of its type (no copy into
/// it can write out of bounds), and stops the program before each consumer
/// of its value where they fail.
static void guardWithChecks(Operation *op, ExtentChecks &checks) {
  if (checks.empty())
    return;
  OpBuilder &b = checks.builder();
  Location loc = op->getLoc();
  Value fails = checks.anyFails();
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  auto ifOp = scf::IfOp::create(
      b, loc, fails,
      [&](OpBuilder &nested, Location loc) {
        SmallVector<Value> dynamicSizes;
        if (type.getNumDynamicDims() != 0)
          dynamicSizes.assign(type.getNumDynamicDims(),
                              arith::ConstantIndexOp::create(nested, loc, 0));
        scf::YieldOp::create(
            nested, loc,
            tensor::EmptyOp::create(nested, loc, type, dynamicSizes)
                .getResult());
      },
      [&](OpBuilder &nested, Location loc) {
        scf::YieldOp::create(nested, loc, op->getResult(0));
      });
  op->getResult(0).replaceUsesWithIf(ifOp.getResult(0), [&](OpOperand &use) {
    return use.getOwner() != ifOp.elseYield();
  });
  op->moveBefore(ifOp.elseYield());
  for (Operation *point : getStopPoints(ifOp.getResult(0))) {
    b.setInsertionPoint(point);
    checks.emitStops();
  }
}

namespace {
struct ReshapeCheckTensorExtentsPass
    : reshape::impl::ReshapeCheckTensorExtentsPassBase<
          ReshapeCheckTensorExtentsPass> {
  using Base::Base;

  void runOnOperation() override {
    // The ops of this module, not those of the symbol tables nested in it
    // (a nested module, a gpu.module), whose checks cannot call functions
    // of this one.
    ModuleOp module = getOperation();
    SmallVector<Operation *> ops;
    module->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op->hasTrait<OpTrait::SymbolTable>() && op != module)
        return WalkResult::skip();
      if (isa<tensor::CastOp, tensor::ConcatOp, tensor::PadOp>(op))
        ops.push_back(op);
      return WalkResult::advance();
    });
    if (ops.empty())
      return markAllAnalysesPreserved();
    SymbolTableCollection symbolTables;
    for (Operation *op : ops) {
      ExtentChecks checks(op, module, checkMode, symbolTables);
      if (auto castOp = dyn_cast<tensor::CastOp>(op)) {
        checkCast(castOp, checks);
        continue;
      }
      if (auto concat = dyn_cast<tensor::ConcatOp>(op))
        checkConcat(concat, checks);
      else
        checkPad(cast<tensor::PadOp>(op), checks);
      guardWithChecks(op, checks);
    }
    reshape::dropSharedSymbolKeys(module);
  }
};
} // namespace
