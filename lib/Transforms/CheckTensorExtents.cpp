//===- CheckTensorExtents.cpp - Runtime extents that contradict types -----===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A `?` extent of an operand of tensor.cast, tensor.concat or tensor.pad
// must agree at run time with the static extents of the result type, the
// `?` output sizes of a tensor.expand_shape and the shape of a
// tensor.reshape with their source, and the bounds of a slice with the
// tensor it slices; where they do not, upstream's semantics are undefined
// and its bufferization reads or writes out of bounds: a concat of a `?`
// operand of 2 and a static 2 into a result typed 3 wrote past the end of
// the result, and reshape-empty-concat-operands drops a `?` operand where
// the static ones fill the result. This pass checks those extents where
// the op is, and stops the program as a failed reshape check does before
// the value is used: these ops are pure, and --loop-invariant-code-motion
// hoists them out of a loop that may not run, where a valid program never
// uses them.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/Conversion/ReshapeToTensor/CheckLocation.h"
#include "reshape/Conversion/ReshapeToTensor/RuntimeFailure.h"
#include "reshape/IR/ResultCasts.h"
#include "reshape/IR/ShapeRulesBuilder.h"
#include "reshape/IR/ValueConsumers.h"
#include "reshape/Transforms/TensorReshapeShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECHECKTENSOREXTENTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
/// A check: the program must stop where `fails` holds, with a message
/// (`format` has a `%ld` for each of `args`).
struct Check {
  Value fails;
  std::string format;
  SmallVector<Value> args;
};

/// Builds the checks of one op, right before it, and the stops where its
/// value is used.
class ExtentChecks {
public:
  ExtentChecks(Operation *op, ModuleOp module, reshape::RuntimeCheckMode mode,
               SymbolTableCollection &symbolTables)
      : b(reshape::getPointBefore(op)), loc(op->getLoc()), module(module),
        mode(mode), symbolTables(symbolTables),
        opName(op->getName().getStringRef()),
        prefix(reshape::getCheckLocationPrefix(loc)) {}

  OpBuilder &builder() { return b; }
  Location location() const { return loc; }

  /// An i64 constant.
  Value constant(int64_t value) {
    return arith::ConstantIntOp::create(b, loc, b.getI64Type(), value);
  }

  /// An i64 of `value`: a constant, or an index value cast.
  Value toI64(OpFoldResult value) {
    if (std::optional<int64_t> known = getConstantIntValue(value))
      return constant(*known);
    return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                      cast<Value>(value));
  }

  /// Index values or constants as i64 values, as message text (`%ld` for
  /// the `?` ones), and the `?` ones to print.
  struct Terms {
    SmallVector<Value> values, printed;
    SmallVector<std::string> texts;
  };
  Terms describe(ArrayRef<OpFoldResult> terms) {
    Terms described;
    for (OpFoldResult term : terms) {
      described.values.push_back(toI64(term));
      std::optional<int64_t> known = getConstantIntValue(term);
      described.texts.push_back(known ? std::to_string(*known) : "%ld");
      if (!known)
        described.printed.push_back(described.values.back());
    }
    return described;
  }

  /// The extent of `tensor` in dim `d`, as an i64.
  Value extent(Value tensor, int64_t d) {
    return toI64(tensor::DimOp::create(b, loc, tensor, d).getResult());
  }

  Value compare(arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return arith::CmpIOp::create(b, loc, predicate, lhs, rhs);
  }

  Value anyOf(Value lhs, Value rhs) {
    return lhs ? arith::OrIOp::create(b, loc, lhs, rhs) : rhs;
  }

  /// The sum of the extents `terms` (each at least 0) in unsigned 64 bits,
  /// and its carry out.
  std::pair<Value, Value> sum(ArrayRef<Value> terms) {
    Value total = terms.front();
    Value carry;
    for (Value term : terms.drop_front()) {
      auto add = arith::AddUIExtendedOp::create(b, loc, total, term);
      total = add.getSum();
      carry = anyOf(carry, add.getOverflow());
    }
    return {total, carry};
  }

  /// Whether the extents `terms` add up past the largest extent (a carry,
  /// or the sign bit), or, for a static `expected`, to another extent.
  Value sumFails(ArrayRef<Value> terms, int64_t expected) {
    auto [total, carry] = sum(terms);
    Value wrong =
        ShapedType::isDynamic(expected)
            ? compare(arith::CmpIPredicate::slt, total, constant(0))
            : compare(arith::CmpIPredicate::ne, total, constant(expected));
    return anyOf(carry, wrong);
  }

  /// Adds a check.
  void add(Value fails, const Twine &format, ValueRange args) {
    checks.push_back({fails, format.str(), llvm::to_vector(args)});
  }

  /// Adds the check that `value` is the static `extent` of the result type
  /// (`what` says what `value` is, with a `%ld` for it).
  void addResultTypeSays(Value value, int64_t extent, const Twine &what) {
    add(compare(arith::CmpIPredicate::ne, value, constant(extent)),
        what + ", the result type says " + Twine(extent), value);
  }

  bool empty() const { return checks.empty(); }

  /// Whether a check added fails.
  Value anyFails() {
    Value any;
    for (const Check &check : checks)
      any = anyOf(any, check.fails);
    return any;
  }

  /// Emits, before `point`, a stop where `when` holds: the message of the
  /// first check that fails. The checks share one branch on the path that
  /// passes.
  void emitStop(Operation *point, Value when) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(point);
    auto outer = scf::IfOp::create(b, loc, when, /*withElseRegion=*/false);
    outer->setAttr(reshape::kExtentCheckAttrName, b.getUnitAttr());
    b.setInsertionPoint(outer.thenBlock()->getTerminator());
    if (checks.size() == 1)
      return emitReport(checks.front());
    for (const Check &check : checks) {
      auto inner =
          scf::IfOp::create(b, loc, check.fails, /*withElseRegion=*/false);
      OpBuilder::InsertionGuard innerGuard(b);
      b.setInsertionPoint(inner.thenBlock()->getTerminator());
      emitReport(check);
    }
  }

private:
  void emitReport(const Check &check) {
    reshape::emitRuntimeFailure(b, loc, module, mode, prefix, opName,
                                check.format, check.args, &symbolTables);
  }

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

/// Whether the checks of `op` stop only the uses of its value: a view (an
/// element-free one, or a tensor.reshape, a view where its source is
/// contiguous), as opposed to an op that copies, which runs only where its
/// checks hold.
static bool stopsOnlyUses(Operation *op) {
  return reshape::isElementFreeView(op) || isa<tensor::ReshapeOp>(op);
}

namespace {
/// The uses that each value reaches through views of it alone, computed
/// once for the casts and slices of a pass: walked from each, a chain of n
/// casts that each make an extent static took time quadratic in n (8,000
/// casts: 6.9 s).
class ViewClosures {
public:
  /// The uses of `value`, and of the views of it transitively, other than
  /// those of a view's source; null when a select, an extent read or
  /// arithmetic passes one of them on, or a branch may pass one (then the
  /// flags differ by use).
  const SmallVector<OpOperand *> *get(Value value) {
    SmallVector<Value> stack{value};
    while (!stack.empty()) {
      Value top = stack.back();
      if (closures.count(top)) {
        stack.pop_back();
        continue;
      }
      size_t size = stack.size();
      for (OpOperand &use : top.getUses())
        if (reshape::isElementFreeView(use.getOwner()) &&
            use.getOperandNumber() == 0 &&
            !closures.count(use.getOwner()->getResult(0)))
          stack.push_back(use.getOwner()->getResult(0));
      if (stack.size() != size)
        continue;
      stack.pop_back();
      std::optional<SmallVector<OpOperand *>> &closure = closures[top];
      closure.emplace();
      for (OpOperand &use : top.getUses()) {
        // A branch stops only on the edge that passes the value.
        if (use.getOwner()->getNumSuccessors() > 1) {
          closure.reset();
          break;
        }
        if (!reshape::passesWrongTensorOn(use)) {
          closure->push_back(&use);
          continue;
        }
        const std::optional<SmallVector<OpOperand *>> &view =
            reshape::isElementFreeView(use.getOwner())
                ? closures[use.getOwner()->getResult(0)]
                : std::nullopt;
        if (!view) {
          closure.reset();
          break;
        }
        llvm::append_range(*closure, *view);
      }
    }
    const std::optional<SmallVector<OpOperand *>> &closure = closures[value];
    return closure ? &*closure : nullptr;
  }

private:
  DenseMap<Value, std::optional<SmallVector<OpOperand *>>> closures;
};
} // namespace

/// Where the program must stop for `root`, a value whose elements or
/// extents are wrong where `fails` holds, and under which flag
/// (getWrongValueStops with passesWrongTensorOn). `views`, where given, has the
/// uses reached through views (then all stop under `fails`).
static SmallVector<std::pair<Operation *, Value>>
getStops(Value root, Value fails, ViewClosures *views) {
  llvm::MapVector<Operation *, Value> stops;
  if (const SmallVector<OpOperand *> *uses =
          views ? views->get(root) : nullptr) {
    for (OpOperand *use : *uses)
      stops[reshape::getPointBefore(use->getOwner())] = fails;
    return stops.takeVector();
  }
  return reshape::getWrongValueStops(root, fails, reshape::passesWrongTensorOn);
}

/// The extent of `tensor` in dim `d`: a constant, or a tensor.dim.
static OpFoldResult getExtent(OpBuilder &b, Location loc, Value tensor,
                              int64_t d) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (!type.isDynamicDim(d))
    return b.getIndexAttr(type.getDimSize(d));
  return tensor::DimOp::create(b, loc, tensor, d).getResult();
}

/// A static extent as text, `%ld` for a dynamic one.
static std::string formatExtent(int64_t extent) {
  return ShapedType::isDynamic(extent) ? "%ld" : std::to_string(extent);
}

/// A cast to static extents: the rank of an unranked source, then (read
/// only where the rank holds) each `?` extent of the source that the
/// result type makes static.
static void checkCast(tensor::CastOp castOp, ExtentChecks &checks) {
  auto result = dyn_cast<RankedTensorType>(castOp.getType());
  if (!result)
    return;
  Value source = castOp.getSource();
  auto sourceType = dyn_cast<RankedTensorType>(source.getType());
  int64_t rank = result.getRank();
  SmallVector<int64_t> refined;
  for (int64_t d = 0; d < rank; ++d)
    if (!result.isDynamicDim(d) && (!sourceType || sourceType.isDynamicDim(d)))
      refined.push_back(d);
  if (sourceType && refined.empty())
    return;

  OpBuilder &b = checks.builder();
  Location loc = castOp.getLoc();
  SmallVector<Value> extents;
  if (sourceType) {
    for (int64_t d : refined)
      extents.push_back(checks.extent(source, d));
  } else {
    Value sourceRank =
        checks.toI64(tensor::RankOp::create(b, loc, source).getResult());
    Value rankDiffers = checks.compare(arith::CmpIPredicate::ne, sourceRank,
                                       checks.constant(rank));
    checks.add(rankDiffers,
               "the source has rank %ld at run time, the result type has "
               "rank " +
                   Twine(rank),
               sourceRank);
    // Past its rank, the dims of an unranked tensor are not there to read.
    if (refined.empty())
      return;
    SmallVector<Type> types(refined.size(), b.getI64Type());
    auto ifOp = scf::IfOp::create(b, loc, types, rankDiffers,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      SmallVector<Value> zeros(refined.size(), checks.constant(0));
      scf::YieldOp::create(b, loc, zeros);
      b.setInsertionPointToStart(ifOp.elseBlock());
      SmallVector<Value> read;
      for (int64_t d : refined)
        read.push_back(checks.extent(source, d));
      scf::YieldOp::create(b, loc, read);
    }
    llvm::append_range(extents, ifOp.getResults());
  }
  for (auto [d, extent] : llvm::zip_equal(refined, extents))
    checks.addResultTypeSays(extent, result.getDimSize(d),
                             "dim " + Twine(d) +
                                 " of the source is %ld at run time");
}

/// The extent of `tensor` in dim `d` of its type.
static int64_t getTypeExtent(Value tensor, int64_t d) {
  return cast<RankedTensorType>(tensor.getType()).getDimSize(d);
}

/// In dim `d`, each `?` extent of `operands` (numbered as the op numbers
/// them) must be the extent they all have: the result's static one, else
/// the first static operand's, else the first operand's.
static void checkEqualExtents(ArrayRef<std::pair<unsigned, Value>> operands,
                              RankedTensorType result, int64_t d,
                              ExtentChecks &checks) {
  auto staticOperand = llvm::find_if(operands, [&](auto &operand) {
    return !ShapedType::isDynamic(getTypeExtent(operand.second, d));
  });
  auto [reference, referenceValue] =
      staticOperand == operands.end() ? operands.front() : *staticOperand;
  int64_t expected = result.getDimSize(d);
  std::string source = "the result type says";
  if (ShapedType::isDynamic(expected)) {
    expected = getTypeExtent(referenceValue, d);
    source = "operand " + std::to_string(reference) + " has";
  }
  Value expectedValue;
  for (auto [i, operand] : operands) {
    if (!ShapedType::isDynamic(getTypeExtent(operand, d)) ||
        (result.isDynamicDim(d) && i == reference))
      continue;
    if (!expectedValue)
      expectedValue = ShapedType::isDynamic(expected)
                          ? checks.extent(referenceValue, d)
                          : checks.constant(expected);
    Value extent = checks.extent(operand, d);
    SmallVector<Value> printed = {extent};
    if (ShapedType::isDynamic(expected))
      printed.push_back(expectedValue);
    checks.add(checks.compare(arith::CmpIPredicate::ne, extent, expectedValue),
               "operand " + Twine(i) + " has extent %ld in dim " + Twine(d) +
                   ", " + source + " " + formatExtent(expected),
               printed);
  }
}

/// A concat: along its dim, `?` operand extents that must add up to the
/// result's static one (or, for a `?` one, not past the largest extent);
/// in each other dim, `?` operand extents that must be the result's
/// (static), else a static operand's, else the first operand's.
static void checkConcat(tensor::ConcatOp concat, ExtentChecks &checks) {
  RankedTensorType result = concat.getResultType();
  int64_t axis = static_cast<int64_t>(concat.getDim());
  ValueRange inputs = concat.getInputs();
  SmallVector<std::pair<unsigned, Value>> numbered;
  for (auto [i, input] : llvm::enumerate(inputs))
    numbered.emplace_back(i, input);
  for (int64_t d = 0, rank = result.getRank(); d < rank; ++d)
    if (d != axis)
      checkEqualExtents(numbered, result, d, checks);

  if (llvm::none_of(inputs, [&](Value input) {
        return ShapedType::isDynamic(getTypeExtent(input, axis));
      }))
    return;
  SmallVector<Value> terms, printed;
  SmallVector<std::string> texts;
  for (Value input : inputs) {
    int64_t extent = getTypeExtent(input, axis);
    texts.push_back(formatExtent(extent));
    terms.push_back(ShapedType::isDynamic(extent) ? checks.extent(input, axis)
                                                  : checks.constant(extent));
    if (ShapedType::isDynamic(extent))
      printed.push_back(terms.back());
  }
  std::string operands = "the operand extents " + llvm::join(texts, " + ") +
                         " along dim " + std::to_string(axis);
  int64_t expected = result.getDimSize(axis);
  checks.add(checks.sumFails(terms, expected),
             ShapedType::isDynamic(expected)
                 ? operands + " add up past the largest extent"
                 : operands + " do not add up to the result's " +
                       std::to_string(expected),
             printed);
}

/// Whether `op` is an elementwise op on ranked tensors (and scalars) with
/// one result: its tensors must have the same extents, which for a `?` one
/// only the run time tells (the `ElementwiseMappable` traits take a `?` for
/// any extent). Not a select of a scalar condition: it picks one of two
/// tensors, whose extents may differ.
static bool isElementwiseOnTensors(Operation *op) {
  if (!OpTrait::hasElementwiseMappableTraits(op) || op->getNumResults() != 1 ||
      !isa<RankedTensorType>(op->getResult(0).getType()))
    return false;
  if (auto select = dyn_cast<arith::SelectOp>(op))
    if (!isa<TensorType>(select.getCondition().getType()))
      return false;
  return llvm::none_of(op->getOperandTypes(),
                       llvm::IsaPred<UnrankedTensorType>);
}

/// An elementwise op: in each dim, each `?` operand extent must be the
/// result's (static), else a static operand's, else the first tensor
/// operand's. The linalg.generic it becomes runs over the first operand's
/// extents: a second operand of 2 against a first of 8 was read past its
/// end.
static void checkElementwise(Operation *op, ExtentChecks &checks) {
  auto result = cast<RankedTensorType>(op->getResult(0).getType());
  SmallVector<std::pair<unsigned, Value>> tensors;
  for (auto [i, operand] : llvm::enumerate(op->getOperands()))
    if (isa<RankedTensorType>(operand.getType()))
      tensors.emplace_back(i, operand);
  if (tensors.empty())
    return;
  for (int64_t d = 0, rank = result.getRank(); d < rank; ++d)
    checkEqualExtents(tensors, result, d, checks);
}

/// A pad: `?` low and high padding at least 0, and low + source + high that
/// add up to a static result extent (or, for a `?` one, not past the
/// largest extent).
static void checkPad(tensor::PadOp pad, ExtentChecks &checks) {
  RankedTensorType result = pad.getResultType();
  SmallVector<OpFoldResult> low = pad.getMixedLowPad();
  SmallVector<OpFoldResult> high = pad.getMixedHighPad();
  for (int64_t d = 0, rank = result.getRank(); d < rank; ++d) {
    OpFoldResult terms[] = {
        low[d], getExtent(checks.builder(), pad.getLoc(), pad.getSource(), d),
        high[d]};
    if (getConstantIntValues(terms))
      continue;
    auto [values, printed, texts] = checks.describe(terms);
    // A static padding below 0 too: the sum would only say it wraps.
    for (auto [side, i] : {std::pair<StringRef, int>{"low", 0}, {"high", 2}}) {
      std::optional<int64_t> known = getConstantIntValue(terms[i]);
      if (known && *known >= 0)
        continue;
      checks.add(checks.compare(arith::CmpIPredicate::slt, values[i],
                                checks.constant(0)),
                 "the " + side + " padding of dim " + Twine(d) + " is " +
                     texts[i] + ", below 0",
                 known ? ValueRange() : ValueRange(values[i]));
    }
    std::string sum = "dim " + std::to_string(d) + ": low padding " + texts[0] +
                      " + source extent " + texts[1] + " + high padding " +
                      texts[2];
    int64_t expected = result.getDimSize(d);
    checks.add(checks.sumFails(values, expected),
               ShapedType::isDynamic(expected)
                   ? sum + " add up past the largest extent"
                   : sum + " do not add up to the result's " +
                         std::to_string(expected),
               printed);
  }
}

/// The checks of a slice of `tensor` (`what` names it in messages): in
/// each dim where an offset, size, stride or the extent is `?`, a size
/// below 0, or positions outside the extent (from the offset to the offset
/// plus (size - 1) strides, in 128 bits, which no i64 values overflow).
static void checkSliceBounds(OffsetSizeAndStrideOpInterface slice, Value tensor,
                             StringRef what, ExtentChecks &checks) {
  OpBuilder &b = checks.builder();
  Location loc = slice->getLoc();
  SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  SmallVector<OpFoldResult> strides = slice.getMixedStrides();
  Type i128 = b.getIntegerType(128);
  auto wide = [&](Value value) -> Value {
    return arith::ExtSIOp::create(b, loc, i128, value);
  };
  for (int64_t d = 0, rank = offsets.size(); d < rank; ++d) {
    OpFoldResult terms[] = {offsets[d], sizes[d], strides[d],
                            getExtent(b, loc, tensor, d)};
    if (getConstantIntValues(terms))
      continue;
    auto [values, printed, texts] = checks.describe(terms);
    Value offset = wide(values[0]), size = wide(values[1]),
          stride = wide(values[2]), end = wide(values[3]);
    Value zero = arith::ConstantIntOp::create(b, loc, i128, 0);
    Value one = arith::ConstantIntOp::create(b, loc, i128, 1);
    Value last = arith::AddIOp::create(
        b, loc, offset,
        arith::MulIOp::create(b, loc, arith::SubIOp::create(b, loc, size, one),
                              stride));
    auto outside = [&](Value position) {
      return arith::OrIOp::create(
          b, loc, checks.compare(arith::CmpIPredicate::slt, position, zero),
          checks.compare(arith::CmpIPredicate::sge, position, end));
    };
    Value reachesOutside = arith::AndIOp::create(
        b, loc, checks.compare(arith::CmpIPredicate::sgt, size, zero),
        arith::OrIOp::create(b, loc, outside(offset), outside(last)));
    checks.add(
        checks.anyOf(checks.compare(arith::CmpIPredicate::slt, size, zero),
                     reachesOutside),
        "dim " + Twine(d) + ": offset " + texts[0] + ", size " + texts[1] +
            " and stride " + texts[2] + " reach outside " + what +
            "'s extent " + texts[3],
        printed);
  }
}

/// An extract_slice: its bounds in the source.
static void checkExtractSlice(tensor::ExtractSliceOp slice,
                              ExtentChecks &checks) {
  checkSliceBounds(slice, slice.getSource(), "the source", checks);
}

/// An insert_slice or parallel_insert_slice: its bounds in the
/// destination, and each `?` extent of the source (or each extent of a `?`
/// size) against the size of its dim.
template <typename InsertOp>
static void checkInsertSlice(InsertOp slice, ExtentChecks &checks) {
  checkSliceBounds(slice, slice.getDest(), "the destination", checks);
  OpBuilder &b = checks.builder();
  Location loc = slice.getLoc();
  SmallVector<OpFoldResult> sizes = slice.getMixedSizes();
  llvm::SmallBitVector dropped = slice.getDroppedDims();
  int64_t sourceDim = 0;
  for (int64_t d = 0, rank = sizes.size(); d < rank; ++d) {
    if (dropped.test(d))
      continue;
    int64_t s = sourceDim++;
    OpFoldResult extent = getExtent(b, loc, slice.getSource(), s);
    std::optional<int64_t> knownExtent = getConstantIntValue(extent);
    std::optional<int64_t> knownSize = getConstantIntValue(sizes[d]);
    if (knownExtent && knownSize)
      continue;
    Value extentValue = checks.toI64(extent), size = checks.toI64(sizes[d]);
    SmallVector<Value> printed;
    if (!knownExtent)
      printed.push_back(extentValue);
    if (!knownSize)
      printed.push_back(size);
    checks.add(checks.compare(arith::CmpIPredicate::ne, extentValue, size),
               "the source's extent " +
                   (knownExtent ? std::to_string(*knownExtent) : "%ld") +
                   " in dim " + Twine(s) + " is not the size " +
                   (knownSize ? std::to_string(*knownSize) : "%ld") +
                   " of dim " + Twine(d),
               printed);
  }
}

/// The product of a list of extents or shape values, exact where it
/// matters: whether one is below 0 (the first, and its position), whether
/// one is 0 (then the product is 0), and else whether a partial product
/// passed 2^63 - 1 (then the low bits are no extent).
struct ExactProduct {
  enum { kProduct, kOverflows, kAnyZero, kNegative, kFirstIndex, kFirstValue };
  SmallVector<Value, 6> state;

  /// The product of none.
  static ExactProduct start(ExtentChecks &checks) {
    OpBuilder &b = checks.builder();
    Location loc = checks.location();
    Value no = arith::ConstantIntOp::create(b, loc, 0, 1);
    return {{checks.constant(1), no, no, no, checks.constant(0),
             checks.constant(0)}};
  }

  /// Multiplies in `value`, the one at `index` (i64 values).
  void multiply(ExtentChecks &checks, Value index, Value value) {
    OpBuilder &b = checks.builder();
    Location loc = checks.location();
    Value zero = checks.constant(0);
    Value below = checks.compare(arith::CmpIPredicate::slt, value, zero);
    Value first = arith::AndIOp::create(
        b, loc, below,
        arith::XOrIOp::create(b, loc, state[kNegative],
                              arith::ConstantIntOp::create(b, loc, 1, 1)));
    state[kFirstIndex] =
        arith::SelectOp::create(b, loc, first, index, state[kFirstIndex]);
    state[kFirstValue] =
        arith::SelectOp::create(b, loc, first, value, state[kFirstValue]);
    state[kNegative] = arith::OrIOp::create(b, loc, state[kNegative], below);
    state[kAnyZero] = arith::OrIOp::create(
        b, loc, state[kAnyZero],
        checks.compare(arith::CmpIPredicate::eq, value, zero));
    auto multiply =
        arith::MulUIExtendedOp::create(b, loc, state[kProduct], value);
    state[kProduct] = multiply.getLow();
    state[kOverflows] = arith::OrIOp::create(
        b, loc, state[kOverflows],
        arith::OrIOp::create(
            b, loc,
            checks.compare(arith::CmpIPredicate::ne, multiply.getHigh(), zero),
            checks.compare(arith::CmpIPredicate::slt, state[kProduct], zero)));
  }

  /// The product of the `length` values that `valueAt` reads (an i64 of
  /// an index value): one at a time for a static length of at most
  /// kMaxUnrolledLength, else in an scf.for.
  static ExactProduct
  of(ExtentChecks &checks, OpFoldResult length,
     function_ref<Value(OpBuilder &, Location, Value)> valueAt) {
    OpBuilder &b = checks.builder();
    Location loc = checks.location();
    ExactProduct product = start(checks);
    std::optional<int64_t> known = getConstantIntValue(length);
    if (known && *known <= reshape::kMaxUnrolledLength) {
      for (int64_t i = 0; i < *known; ++i)
        product.multiply(
            checks, checks.constant(i),
            checks.toI64(
                valueAt(b, loc, arith::ConstantIndexOp::create(b, loc, i))));
      return product;
    }
    auto loop = scf::ForOp::create(
        b, loc, arith::ConstantIndexOp::create(b, loc, 0),
        getValueOrCreateConstantIndexOp(b, loc, length),
        arith::ConstantIndexOp::create(b, loc, 1), product.state);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(loop.getBody());
      ExactProduct step{llvm::to_vector_of<Value, 6>(loop.getRegionIterArgs())};
      Value index = loop.getInductionVar();
      step.multiply(checks, checks.toI64(index),
                    checks.toI64(valueAt(b, loc, index)));
      scf::YieldOp::create(b, loc, step.state);
    }
    product.state.assign(loop.getResults().begin(), loop.getResults().end());
    return product;
  }

  /// Whether the product is not `count`, an extent.
  Value differsFrom(ExtentChecks &checks, Value count) {
    OpBuilder &b = checks.builder();
    Location loc = checks.location();
    return arith::SelectOp::create(
        b, loc, state[kAnyZero],
        checks.compare(arith::CmpIPredicate::ne, count, checks.constant(0)),
        arith::OrIOp::create(
            b, loc, state[kOverflows],
            checks.compare(arith::CmpIPredicate::ne, state[kProduct], count)));
  }
};

/// An expand_shape: in each group of a `?` source extent, the `?` output
/// sizes not below 0, and the product of the group's sizes that extent
/// (exact: a 0 size makes it 0, else no partial product may pass 2^63 - 1).
/// Its memref view takes the sizes as they are: a size of 4 rows of a
/// source of 2 read the 2 rows past its end.
static void checkExpandShape(tensor::ExpandShapeOp expand,
                             ExtentChecks &checks) {
  OpBuilder &b = checks.builder();
  Location loc = expand.getLoc();
  SmallVector<OpFoldResult> outputShape = expand.getMixedOutputShape();
  for (auto [d, group] : llvm::enumerate(expand.getReassociationIndices())) {
    if (!expand.getSrcType().isDynamicDim(d))
      continue;
    SmallVector<OpFoldResult> terms;
    for (int64_t i : group)
      terms.push_back(outputShape[i]);
    terms.push_back(getExtent(b, loc, expand.getSrc(), d));
    auto [values, printed, texts] = checks.describe(terms);
    Value extent = values.pop_back_val();
    std::string source = texts.pop_back_val();
    ExactProduct product = ExactProduct::start(checks);
    for (auto [i, size] : llvm::zip_equal(group, values)) {
      if (!getConstantIntValue(outputShape[i]))
        checks.add(
            checks.compare(arith::CmpIPredicate::slt, size, checks.constant(0)),
            "the size of dim " + Twine(i) + " is %ld, below 0", size);
      product.multiply(checks, checks.constant(i), size);
    }
    Value fails = product.differsFrom(checks, extent);
    std::string sizes = group.size() == 1
                            ? "the size " + texts.front() + " of dim " +
                                  std::to_string(group.front()) + " is not"
                            : "the sizes " + llvm::join(texts, " x ") +
                                  " of dims " + std::to_string(group.front()) +
                                  " to " + std::to_string(group.back()) +
                                  " do not multiply to";
    checks.add(fails,
               sizes + " the source's extent " + source + " in dim " + Twine(d),
               printed);
  }
}

/// A tensor.reshape: no value of the shape below 0, their product the
/// source's element count, and each static extent of the result type the
/// value of its dim. Its memref.reshape view takes the values as they are:
/// a shape of 4 x 3 of 6 elements printed 2 rows past their end.
static void checkReshape(tensor::ReshapeOp reshape, ExtentChecks &checks) {
  OpBuilder &b = checks.builder();
  Location loc = reshape.getLoc();
  Value source = reshape.getSource(), shape = reshape.getShape();
  auto sourceType = cast<TensorType>(source.getType());
  Value count;
  if (sourceType.hasStaticShape()) {
    count = checks.constant(sourceType.getNumElements());
  } else {
    OpFoldResult rank =
        sourceType.hasRank()
            ? OpFoldResult(b.getIndexAttr(sourceType.getRank()))
            : OpFoldResult(tensor::RankOp::create(b, loc, source).getResult());
    ExactProduct extents = ExactProduct::of(
        checks, rank, [&](OpBuilder &b, Location loc, Value d) -> Value {
          return tensor::DimOp::create(b, loc, source, d);
        });
    // A tensor's extents multiply to its element count, which fits.
    count = arith::SelectOp::create(
        b, loc, extents.state[ExactProduct::kAnyZero], checks.constant(0),
        extents.state[ExactProduct::kProduct]);
  }
  ExactProduct values = ExactProduct::of(
      checks, getExtent(b, loc, shape, 0),
      [&](OpBuilder &b, Location loc, Value i) {
        return reshape::buildShapeValueAsIndex(b, loc, shape, i);
      });
  Value negative = values.state[ExactProduct::kNegative];
  checks.add(negative, "value %ld of the shape is %ld, below 0",
             {values.state[ExactProduct::kFirstIndex],
              values.state[ExactProduct::kFirstValue]});
  Value valid = arith::XOrIOp::create(
      b, loc, negative, arith::ConstantIntOp::create(b, loc, 1, 1));
  Value overflows = arith::AndIOp::create(
      b, loc, values.state[ExactProduct::kOverflows],
      arith::XOrIOp::create(b, loc, values.state[ExactProduct::kAnyZero],
                            arith::ConstantIntOp::create(b, loc, 1, 1)));
  checks.add(arith::AndIOp::create(b, loc, valid, overflows),
             "the values of the shape multiply past the largest extent, the "
             "source has %ld elements",
             count);
  checks.add(
      arith::AndIOp::create(b, loc, valid, values.differsFrom(checks, count)),
      "the values of the shape multiply to %ld, the source has %ld "
      "elements",
      {values.state[ExactProduct::kProduct], count});
  auto result = dyn_cast<RankedTensorType>(reshape.getType());
  for (int64_t d = 0, rank = result ? result.getRank() : 0; d < rank; ++d) {
    if (result.isDynamicDim(d))
      continue;
    Value value = checks.toI64(reshape::buildShapeValueAsIndex(
        b, loc, shape, arith::ConstantIndexOp::create(b, loc, d)));
    checks.addResultTypeSays(value, result.getDimSize(d),
                             "value " + Twine(d) + " of the shape is %ld");
  }
}

/// Stops the program where a check of `op` fails, before each use of its
/// value. A view (stopsOnlyUses) stops only there; a concat, pad or
/// insert_slice (which copies) runs only where its checks hold, else its
/// value is an empty tensor of its type (or the insert's destination); a
/// parallel_insert_slice stops right before it.
static void emitChecks(Operation *op, ExtentChecks &checks,
                       ViewClosures *views = nullptr) {
  if (checks.empty())
    return;
  OpBuilder &b = checks.builder();
  Location loc = op->getLoc();
  Value fails = checks.anyFails();
  // A parallel_insert_slice writes where it is (in the terminator of an
  // scf.forall, which takes no guard): the stop goes right before it.
  if (op->getNumResults() == 0)
    return checks.emitStop(reshape::getPointBefore(op), fails);
  Value value = op->getResult(0);
  if (!stopsOnlyUses(op)) {
    auto type = cast<RankedTensorType>(value.getType());
    auto ifOp = scf::IfOp::create(
        b, loc, fails,
        [&](OpBuilder &nested, Location loc) {
          // An insert_slice leaves its destination as it is.
          if (auto insert = dyn_cast<tensor::InsertSliceOp>(op)) {
            scf::YieldOp::create(nested, loc, insert.getDest());
            return;
          }
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
          scf::YieldOp::create(nested, loc, value);
        });
    value.replaceUsesWithIf(ifOp.getResult(0), [&](OpOperand &use) {
      return use.getOwner() != ifOp.elseYield();
    });
    op->moveBefore(ifOp.elseYield());
    value = ifOp.getResult(0);
  }
  for (auto [point, when] : getStops(value, fails, views))
    checks.emitStop(point, when);
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
    auto collect = [&](auto keep) {
      SmallVector<Operation *> found;
      module->walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (op->hasTrait<OpTrait::SymbolTable>() && op != module)
          return WalkResult::skip();
        if (keep(op))
          found.push_back(op);
        return WalkResult::advance();
      });
      return found;
    };
    // A cast of a reshape result that canonicalization would make a reshape
    // declaring its type (R6, at the reshape or at the cast) is made one
    // first, as canonicalization would: left to it, the checks of this pass
    // (and those canonicalization made of other casts) came between such a
    // cast and its use, and it stayed unchecked (found by review).
    SmallVector<tensor::CastOp> casts;
    for (Operation *op : collect(llvm::IsaPred<tensor::CastOp>))
      casts.push_back(cast<tensor::CastOp>(op));
    bool changed = reshape::checkResultCastsAsCanonicalizationWould(casts);
    SmallVector<Operation *> ops = collect([](Operation *op) {
      return isa<tensor::CastOp, tensor::ConcatOp, tensor::PadOp,
                 tensor::ExtractSliceOp, tensor::InsertSliceOp,
                 tensor::ParallelInsertSliceOp, tensor::ExpandShapeOp,
                 tensor::ReshapeOp>(op) ||
             isElementwiseOnTensors(op);
    });
    if (ops.empty()) {
      if (!changed)
        markAllAnalysesPreserved();
      return;
    }
    // Shape values past 64 bits cannot be checked: every reading of them
    // truncates (canonicalization folds a dim of the result into one).
    for (Operation *op : ops)
      if (auto reshapeOp = dyn_cast<tensor::ReshapeOp>(op);
          reshapeOp && failed(reshape::checkShapeWidth(reshapeOp)))
        return signalPassFailure();
    SymbolTableCollection symbolTables;
    // The ops that copy first (concat, pad, the insert_slices): their
    // guards move them into regions, where canonicalization no longer checks a
    // cast of a reshape result that they use (found by review).
    for (Operation *op : ops) {
      if (stopsOnlyUses(op))
        continue;
      ExtentChecks checks(op, module, checkMode, symbolTables);
      if (auto concat = dyn_cast<tensor::ConcatOp>(op))
        checkConcat(concat, checks);
      else if (auto insert = dyn_cast<tensor::InsertSliceOp>(op))
        checkInsertSlice(insert, checks);
      else if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(op))
        checkInsertSlice(insert, checks);
      else if (auto pad = dyn_cast<tensor::PadOp>(op))
        checkPad(pad, checks);
      else {
        checkElementwise(op, checks);
        // Its extents are checked: reshape-elementwise-to-linalg may make
        // it a generic.
        if (!checks.empty())
          op->setAttr(reshape::kExtentsCheckedAttrName,
                      UnitAttr::get(op->getContext()));
      }
      emitChecks(op, checks);
    }
    ViewClosures views;
    for (Operation *op : ops) {
      if (!stopsOnlyUses(op))
        continue;
      auto castOp = dyn_cast<tensor::CastOp>(op);
      ExtentChecks checks(op, module, checkMode, symbolTables);
      if (castOp) {
        checkCast(castOp, checks);
        // Checked where its value is used: canonicalization leaves it.
        if (!checks.empty())
          castOp->setAttr(reshape::kExtentsCheckedAttrName,
                          UnitAttr::get(castOp.getContext()));
      } else if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op))
        checkExpandShape(expand, checks);
      else if (auto reshapeOp = dyn_cast<tensor::ReshapeOp>(op))
        checkReshape(reshapeOp, checks);
      else
        checkExtractSlice(cast<tensor::ExtractSliceOp>(op), checks);
      emitChecks(op, checks, &views);
    }
    reshape::dropSharedSymbolKeys(module);
  }
};
} // namespace
