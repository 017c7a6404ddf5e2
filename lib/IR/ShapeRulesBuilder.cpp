//===- ShapeRulesBuilder.cpp - The reshape rules as IR --------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The IR domain of the rules: integers are index OpFoldResults, booleans i1
// OpFoldResults. Operations on constants fold as they are built; everything
// else becomes arith ops, tensor.dim/rank/extract reads of the operands, and
// scf.for/scf.if where the input rank or the target length is dynamic.
//
//===----------------------------------------------------------------------===//

#include "reshape/IR/ShapeRulesBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::reshape;
using rules::Message;
using rules::ReduceState;
using rules::Rule;

RuntimeCheckEmitter::~RuntimeCheckEmitter() = default;

namespace mlir::reshape {

/// An index-typed integer, constant or not.
struct IRInt {
  OpFoldResult ofr;
};
/// An i1 boolean, constant or not.
struct IRBool {
  OpFoldResult ofr;
};

class IRShapeDomain {
  struct MessageArg;

public:
  using Int = IRInt;
  using Bool = IRBool;

  IRShapeDomain(OpBuilder &b, Location loc, ReshapeInput input,
                ReshapeTarget target, RuntimeCheckEmitter *checks)
      : b(b), loc(loc), input(input), target(target), checks(checks),
        deferred(checks && !checks->needsMessages()),
        anyViolated(constantBool(false)), topBlock(b.getInsertionBlock()) {
    if (this->input.tensor)
      this->input.tensor = lookThroughMoreStaticCast(this->input.tensor);
    for (auto [value, facts] :
         llvm::zip(target.indexValues, target.indexValueFacts)) {
      // A value not -1 (0) that is at least -1 (0) is at least 0 (1).
      IndexValueFacts known = facts;
      if (known.notMinusOne && known.lowerBound == -1)
        known.lowerBound = 0;
      if (known.notZero && known.lowerBound == 0)
        known.lowerBound = 1;
      valueFacts[value] = known;
    }
  }

  //===--------------------------------------------------------------------===//
  // Constants and materialization
  //===--------------------------------------------------------------------===//

  Int constant(int64_t v) { return {b.getIndexAttr(v)}; }
  Bool constantBool(bool v) { return {b.getBoolAttr(v)}; }
  std::optional<int64_t> getConstant(Int v) {
    return getConstantIntValue(v.ofr);
  }
  std::optional<int64_t> getConstant(Bool v) {
    if (auto attr = dyn_cast<Attribute>(v.ofr))
      return cast<IntegerAttr>(attr).getValue().isZero() ? 0 : 1;
    APInt value;
    if (matchPattern(cast<Value>(v.ofr), m_ConstantInt(&value)))
      return value.isZero() ? 0 : 1;
    return std::nullopt;
  }
  Value materialize(Int v) {
    return getValueOrCreateConstantIndexOp(b, loc, v.ofr);
  }
  Value materialize(Bool v) {
    if (std::optional<int64_t> c = getConstant(v))
      return arith::ConstantIntOp::create(b, loc, *c, 1);
    return cast<Value>(v.ofr);
  }

  //===--------------------------------------------------------------------===//
  // Arithmetic
  //===--------------------------------------------------------------------===//

  Int add(Int x, Int y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx && cy)
      return constant(rules::wrappingAdd(*cx, *cy));
    if (cx == 0)
      return y;
    if (cy == 0)
      return x;
    return {arith::AddIOp::create(b, loc, materialize(x), materialize(y))
                .getResult()};
  }
  Int mul(Int x, Int y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx && cy)
      return constant(rules::wrappingMul(*cx, *cy));
    if (cx == 1)
      return y;
    if (cy == 1)
      return x;
    if (cx == 0 || cy == 0)
      return constant(0);
    if (lastProduct.x == x.ofr && lastProduct.y == y.ofr &&
        lastProduct.product.getParentBlock() == b.getInsertionBlock())
      return {lastProduct.product};
    return {arith::MulIOp::create(b, loc, materialize(x), materialize(y))
                .getResult()};
  }
  Bool mulOverflows(Int x, Int y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx && cy)
      return constantBool(rules::mulOverflows(*cx, *cy));
    if (cx == 0 || cx == 1 || cy == 0 || cy == 1)
      return constantBool(false);
    // llvm.intr.smul.with.overflow: one multiply and its overflow flag
    // (imul + seto on x86), where a 128-bit product compared with the sign
    // of its low half costs five instructions. On i64: upstream
    // canonicalizes index arithmetic by constants into invalid ops. The
    // product is kept for the `mul` of the same operands that follows.
    Type i64 = b.getI64Type();
    auto toI64 = [&](Int v) -> Value {
      if (std::optional<int64_t> c = getConstant(v))
        return arith::ConstantIntOp::create(b, loc, i64, *c);
      return arith::IndexCastOp::create(b, loc, i64, materialize(v));
    };
    auto withOverflow = LLVM::SMulWithOverflowOp::create(
        b, loc,
        LLVM::LLVMStructType::getLiteral(b.getContext(), {i64, b.getI1Type()}),
        toI64(x), toI64(y));
    Value product = LLVM::ExtractValueOp::create(b, loc, withOverflow, 0);
    lastProduct = {
        x.ofr, y.ofr,
        arith::IndexCastOp::create(b, loc, b.getIndexType(), product)};
    return {LLVM::ExtractValueOp::create(b, loc, withOverflow, 1).getResult()};
  }
  Int divide(Int x, Int y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx && cy && rules::isSafeDivision(*cx, *cy))
      return constant(*cx / *cy);
    if (cy == 1)
      return x;
    return {divRem(x, y).first};
  }
  Int remainder(Int x, Int y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx && cy && rules::isSafeDivision(*cx, *cy))
      return constant(*cx % *cy);
    if (cy == 1)
      return constant(0);
    return {divRem(x, y).second};
  }

  Bool eq(Int x, Int y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx && cy)
      return constantBool(*cx == *cy);
    if (x.ofr == y.ofr)
      return constantBool(true);
    // A value equals no constant below its lower bound, nor one it is
    // known not to be.
    if ((cx && isKnownNot(y, *cx)) || (cy && isKnownNot(x, *cy)))
      return constantBool(false);
    return compare(arith::CmpIPredicate::eq, x, y);
  }
  Bool slt(Int x, Int y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx && cy)
      return constantBool(*cx < *cy);
    std::optional<int64_t> lx = getLowerBound(x), ly = getLowerBound(y);
    if (cy && lx && *cy <= *lx)
      return constantBool(false);
    if (cx && ly && *cx < *ly)
      return constantBool(true);
    return compare(arith::CmpIPredicate::slt, x, y);
  }
  Bool logicalAnd(Bool x, Bool y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx == 0 || cy == 0)
      return constantBool(false);
    if (cx == 1)
      return y;
    if (cy == 1)
      return x;
    return {arith::AndIOp::create(b, loc, materialize(x), materialize(y))
                .getResult()};
  }
  Bool logicalOr(Bool x, Bool y) {
    std::optional<int64_t> cx = getConstant(x), cy = getConstant(y);
    if (cx == 1 || cy == 1)
      return constantBool(true);
    if (cx == 0)
      return y;
    if (cy == 0)
      return x;
    return {arith::OrIOp::create(b, loc, materialize(x), materialize(y))
                .getResult()};
  }
  Bool logicalNot(Bool x) {
    if (std::optional<int64_t> cx = getConstant(x))
      return constantBool(*cx == 0);
    // Negate a comparison by inverting its predicate.
    Value value = cast<Value>(x.ofr);
    if (auto cmp = value.getDefiningOp<arith::CmpIOp>())
      return compare(arith::invertPredicate(cmp.getPredicate()),
                     Int{cmp.getLhs()}, Int{cmp.getRhs()});
    // not(not(x)) is x.
    if (auto xorOp = value.getDefiningOp<arith::XOrIOp>();
        xorOp && matchPattern(xorOp.getRhs(), m_One()))
      return {xorOp.getLhs()};
    return {
        arith::XOrIOp::create(b, loc, value, materialize(constantBool(true)))
            .getResult()};
  }
  Int select(Bool cond, Int x, Int y) {
    if (std::optional<int64_t> c = getConstant(cond))
      return *c ? x : y;
    if (x.ofr == y.ofr)
      return x;
    return {arith::SelectOp::create(b, loc, materialize(cond), materialize(x),
                                    materialize(y))
                .getResult()};
  }

  //===--------------------------------------------------------------------===//
  // The operands
  //===--------------------------------------------------------------------===//

  Int inputRank() {
    if (std::optional<int64_t> rank = getStaticInputRank())
      return constant(*rank);
    return cached(rankValue, [&] {
      return tensor::RankOp::create(b, loc, input.tensor).getResult();
    });
  }
  Int inputDim(Int j) {
    std::optional<int64_t> cj = getConstant(j);
    if (!input.tensor) {
      if (cj)
        return {input.extents[*cj]};
      return selectAt(
          j, llvm::map_to_vector(input.extents, [](auto e) { return Int{e}; }));
    }
    auto ranked = dyn_cast<RankedTensorType>(input.tensor.getType());
    if (cj && ranked && !ranked.isDynamicDim(*cj))
      return constant(ranked.getDimSize(*cj));
    // A rank-0 tensor has no dim to read (tensor.dim rejects it); callers
    // only use the value behind a check of the index against the rank.
    if (ranked && ranked.getRank() == 0)
      return constant(0);
    if (cj)
      return cached(inputDims[*cj], [&] {
        return tensor::DimOp::create(b, loc, input.tensor, *cj).getResult();
      });
    return {tensor::DimOp::create(b, loc, input.tensor, materialize(j))
                .getResult()};
  }
  Int inputDimOrZero(Int i) {
    std::optional<int64_t> ci = getConstant(i);
    std::optional<int64_t> rank = getStaticInputRank();
    if (ci && rank)
      return *ci < *rank ? inputDim(i) : constant(0);
    // Only read a dim that exists: reading past the rank of an unranked
    // tensor reads past its descriptor.
    return ifThenElse(
        slt(i, inputRank()), [&] { return inputDim(i); },
        [&] { return constant(0); });
  }
  Int targetLength() {
    if (target.hasIndexValues)
      return constant(target.indexValues.size());
    if (!target.shapeTensor)
      return constant(target.staticValues.size());
    auto shapeType = cast<RankedTensorType>(target.shapeTensor.getType());
    if (!shapeType.isDynamicDim(0))
      return constant(shapeType.getDimSize(0));
    return cached(targetLengthValue, [&] {
      return tensor::DimOp::create(b, loc, target.shapeTensor, 0).getResult();
    });
  }
  Int targetValue(Int i) {
    std::optional<int64_t> ci = getConstant(i);
    if (target.hasIndexValues) {
      if (ci)
        return {target.indexValues[*ci]};
      return selectAt(i, llvm::map_to_vector(target.indexValues,
                                             [](Value v) { return Int{v}; }));
    }
    if (!target.shapeTensor)
      return constantAt(target.staticValues, i);
    if (ci)
      return cached(targetValues[*ci], [&] { return extractTarget(i); });
    return {extractTarget(i)};
  }
  Int constantAt(ArrayRef<int64_t> values, Int i) {
    if (std::optional<int64_t> ci = getConstant(i))
      return constant(values[*ci]);
    // Element i of a constant table (a long target is checked in a loop).
    auto type =
        RankedTensorType::get({int64_t(values.size())}, b.getIndexType());
    Value table = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(type,
                               llvm::map_to_vector(values, [&](int64_t v) {
                                 return b.getIndexAttr(v).getValue();
                               })));
    return {
        tensor::ExtractOp::create(b, loc, table, materialize(i)).getResult()};
  }
  Int targetValueOr(Int i, int64_t otherwise) {
    std::optional<int64_t> ci = getConstant(i),
                           cn = getConstant(targetLength());
    if (ci && cn)
      return *ci < *cn ? targetValue(i) : constant(otherwise);
    return ifThenElse(
        slt(i, targetLength()), [&] { return targetValue(i); },
        [&] { return constant(otherwise); });
  }

  //===--------------------------------------------------------------------===//
  // Checks and messages
  //===--------------------------------------------------------------------===//

  bool checksEnabled() { return checks != nullptr; }

  /// Records a check; flushChecks() builds it. The message is described
  /// now, from values that the hot path has mostly computed already; the
  /// conversion of its values to i64 happens where the failure is reported.
  void require(Rule rule, llvm::function_ref<Bool()> holds,
               llvm::function_ref<void(Message<IRShapeDomain> &)> describe) {
    if (!checks)
      return;
    Bool ok = holds();
    std::optional<int64_t> known = getConstant(ok);
    if (known == 1)
      return;
    if (known == 0)
      failed = true;
    if (deferred) {
      anyViolated = logicalOr(anyViolated, logicalNot(ok));
      return;
    }
    PendingCheck check{rule, materialize(logicalNot(ok)), {}, {}};
    Message<IRShapeDomain> message;
    describe(message);
    check.format = formatMessage(message, check.args);
    pending.push_back(std::move(check));
  }

  /// Builds the checks recorded in this region: one branch on any of them
  /// failing, and in it the report of the first that failed, in order.
  /// (Deferred checks wait for finishChecks.)
  void flushChecks() {
    if (pending.empty())
      return;
    Value anyFailed = pending.front().violated;
    for (const PendingCheck &check : llvm::drop_begin(pending))
      anyFailed = arith::OrIOp::create(b, loc, anyFailed, check.violated);
    auto ifOp = scf::IfOp::create(b, loc, anyFailed, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    SmallVector<CheckReport> reports;
    for (const PendingCheck &check : pending) {
      CheckReport report{check.rule, check.violated, check.format, {}};
      for (const MessageArg &arg : check.args) {
        report.args.push_back(toI64(arg.value));
        if (arg.listKind)
          appendListedValues(arg.listKind, arg.value, report.args);
      }
      reports.push_back(std::move(report));
    }
    checks->emitReport(b, loc, reports);
    pending.clear();
  }

  /// Whether one of the deferred checks failed (i1), reported by nobody.
  Value takeDeferredViolation() {
    assert((deferred || !checks) && "checks with messages report themselves");
    return materialize(anyViolated);
  }

  /// Builds the checks not built yet: those of the top region, or all of
  /// them when they are deferred (one branch to the report).
  void finishChecks() {
    if (!deferred) {
      flushChecks();
      return;
    }
    if (getConstant(anyViolated) == 0)
      return;
    auto ifOp = scf::IfOp::create(b, loc, materialize(anyViolated),
                                  /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    checks->emitReport(b, loc, {});
  }

  /// The format of `message` with its constant values written in, and the
  /// values known only at run time in `args`.
  std::string formatMessage(const Message<IRShapeDomain> &message,
                            SmallVectorImpl<MessageArg> &args) {
    std::string format;
    StringRef rest = message.getFormat();
    ArrayRef<Int> values = message.getArgs();
    while (!rest.empty()) {
      if (rest.consume_front("%%")) {
        format += "%%";
        continue;
      }
      if (rest.consume_front("%ld")) {
        Int value = values.consume_front();
        if (std::optional<int64_t> c = getConstant(value)) {
          format += std::to_string(*c);
          continue;
        }
        format += "%ld";
        args.push_back({value, 0});
        continue;
      }
      if (rest.consume_front("%L")) {
        char kind = rest.front();
        rest = rest.drop_front();
        format += "%L";
        format.push_back(kind);
        args.push_back({values.consume_front(), kind});
        continue;
      }
      format.push_back(rest.front());
      rest = rest.drop_front();
    }
    return format;
  }

  bool hasFailed() { return failed; }

  /// A region of code that may not run (a branch, a loop that may run no
  /// iteration): a check known to fail in it fails only where it runs, so
  /// it is reported there, and after the region the rules go on. (Inside,
  /// hasFailed() stops the region's rules at the failure.)
  class ConditionalFailureScope {
  public:
    ConditionalFailureScope(IRShapeDomain &domain, bool conditional)
        : domain(domain), conditional(conditional),
          failedBefore(domain.failed) {}
    ~ConditionalFailureScope() {
      if (conditional)
        domain.failed = failedBefore;
    }

  private:
    IRShapeDomain &domain;
    bool conditional;
    bool failedBefore;
  };

  void appendInputShape(Message<IRShapeDomain> &m) {
    std::optional<int64_t> rank = getStaticInputRank();
    // Listed at run time when the rank is unknown or too high to unroll.
    if (!rank || *rank > kMaxUnrolledLength) {
      m.runtimeList('x', inputRank());
      return;
    }
    SmallVector<Int> dims;
    for (int64_t j = 0; j < *rank; ++j)
      dims.push_back(inputDim(constant(j)));
    m.dims(dims);
  }
  void appendTarget(Message<IRShapeDomain> &m) {
    std::optional<int64_t> n = getConstant(targetLength());
    // Listed at run time when the length is unknown or too long to unroll.
    if (!n || *n > kMaxUnrolledLength) {
      m.runtimeList('c', targetLength());
      return;
    }
    SmallVector<Int> values;
    for (int64_t i = 0; i < *n; ++i)
      values.push_back(targetValue(constant(i)));
    m.list(values);
  }

  //===--------------------------------------------------------------------===//
  // Control flow
  //===--------------------------------------------------------------------===//

  /// A loop over [0, count), unrolled when the count is a constant no larger
  /// than kMaxUnrolledLength (so IR grows with neither the rank nor the
  /// target length).
  template <typename F>
  ReduceState<IRShapeDomain> reduce(Int count, ReduceState<IRShapeDomain> init,
                                    F body) {
    if (std::optional<int64_t> n = getConstant(count);
        n && *n <= kMaxUnrolledLength) {
      for (int64_t i = 0; i < *n; ++i)
        init = body(constant(i), init);
      return init;
    }
    // Checks keep their order: those recorded so far go before the loop;
    // deferred ones are carried through it.
    flushChecks();
    if (deferred)
      init.bools.push_back(anyViolated);
    // A check known to fail in the body fails where the loop runs: for
    // every input only when it runs at least once.
    std::optional<int64_t> n = getConstant(count);
    ConditionalFailureScope scope(*this, !n || *n < 1);
    SmallVector<Value> initValues = materializeState(init);
    auto forOp = scf::ForOp::create(
        b, loc, materialize(constant(0)), materialize(count),
        materialize(constant(1)), initValues,
        [&](OpBuilder &nested, Location, Value iv, ValueRange args) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nested.getInsertionBlock(),
                              nested.getInsertionPoint());
          ReduceState<IRShapeDomain> state = unpackState(init, args);
          if (deferred)
            anyViolated = state.bools.pop_back_val();
          ReduceState<IRShapeDomain> next = body(Int{iv}, state);
          flushChecks();
          if (deferred)
            next.bools.push_back(anyViolated);
          scf::YieldOp::create(b, loc, materializeState(next));
        });
    ReduceState<IRShapeDomain> result = unpackState(init, forOp.getResults());
    if (deferred)
      anyViolated = result.bools.pop_back_val();
    return result;
  }

  template <typename F>
  ReduceState<IRShapeDomain>
  when(Bool cond, ReduceState<IRShapeDomain> otherwise, F body) {
    if (std::optional<int64_t> c = getConstant(cond))
      return *c ? body() : otherwise;
    // Checks keep their order: those recorded so far go before the branch;
    // deferred ones are carried through it.
    flushChecks();
    // A check known to fail in the branch fails where `cond` holds only.
    ConditionalFailureScope scope(*this, /*conditional=*/true);
    Bool before = anyViolated;
    if (deferred)
      otherwise.bools.push_back(before);
    auto ifOp = scf::IfOp::create(
        b, loc, materialize(cond),
        [&](OpBuilder &nested, Location) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nested.getInsertionBlock(),
                              nested.getInsertionPoint());
          ReduceState<IRShapeDomain> result = body();
          flushChecks();
          if (deferred)
            result.bools.push_back(anyViolated);
          scf::YieldOp::create(b, loc, materializeState(result));
        },
        [&](OpBuilder &nested, Location) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nested.getInsertionBlock(),
                              nested.getInsertionPoint());
          scf::YieldOp::create(b, loc, materializeState(otherwise));
        });
    ReduceState<IRShapeDomain> result =
        unpackState(otherwise, ifOp.getResults());
    if (deferred)
      anyViolated = result.bools.pop_back_val();
    return result;
  }

  OpBuilder &b;
  Location loc;

private:
  /// The quotient and remainder of x / y, built once for both. A divisor
  /// of 1 (a -1 beside no other positive target value, as in [-1] or
  /// [0, -1]) skips the division, which costs tens of cycles.
  std::pair<Value, Value> divRem(Int x, Int y) {
    if (lastDivRem.x == x.ofr && lastDivRem.y == y.ofr &&
        lastDivRem.quotient.getParentBlock() == b.getInsertionBlock())
      return {lastDivRem.quotient, lastDivRem.remainder};
    Value dividend = materialize(x);
    auto divide = [&] {
      Value divisor = safeDivisor(y);
      return std::make_pair(
          Value(arith::DivSIOp::create(b, loc, dividend, divisor)),
          Value(arith::RemSIOp::create(b, loc, dividend, divisor)));
    };
    std::pair<Value, Value> result;
    if (getConstant(y) || getLowerBound(y) >= 1) {
      // A constant divisor other than 1, or a target value known to be
      // positive (1 is rare there): no branch.
      result = divide();
    } else {
      auto ifOp = scf::IfOp::create(
          b, loc, materialize(eq(y, constant(1))),
          [&](OpBuilder &nested, Location) {
            OpBuilder::InsertionGuard guard(b);
            b.setInsertionPoint(nested.getInsertionBlock(),
                                nested.getInsertionPoint());
            scf::YieldOp::create(
                b, loc, ValueRange{dividend, materialize(constant(0))});
          },
          [&](OpBuilder &nested, Location) {
            OpBuilder::InsertionGuard guard(b);
            b.setInsertionPoint(nested.getInsertionBlock(),
                                nested.getInsertionPoint());
            auto [quotient, remainder] = divide();
            scf::YieldOp::create(b, loc, ValueRange{quotient, remainder});
          });
      result = {ifOp.getResult(0), ifOp.getResult(1)};
    }
    lastDivRem = {x.ofr, y.ofr, result.first, result.second};
    return result;
  }

  Value safeDivisor(Int y) {
    // The quotient and remainder are computed whether or not the target has
    // a -1 (the rules select them away); a product that wrapped may be zero
    // or negative there, so clamp it to a divisor that cannot trap.
    if (getLowerBound(y) >= 1)
      return materialize(y);
    return arith::MaxSIOp::create(b, loc, materialize(y),
                                  materialize(constant(1)));
  }

  /// What the target says of `v`, or nothing.
  const IndexValueFacts *getFacts(Int v) {
    auto value = dyn_cast<Value>(v.ofr);
    if (!value)
      return nullptr;
    auto it = valueFacts.find(value);
    return it == valueFacts.end() ? nullptr : &it->second;
  }

  /// A lower bound of `v`: its value when it is a constant, or what the
  /// target says of it.
  std::optional<int64_t> getLowerBound(Int v) {
    if (std::optional<int64_t> c = getConstant(v))
      return c;
    const IndexValueFacts *facts = getFacts(v);
    if (!facts || facts->lowerBound == rules::kDynamic)
      return std::nullopt;
    return facts->lowerBound;
  }

  /// Whether `v` is known not to be `c`.
  bool isKnownNot(Int v, int64_t c) {
    if (std::optional<int64_t> bound = getLowerBound(v); bound && c < *bound)
      return true;
    const IndexValueFacts *facts = getFacts(v);
    return facts &&
           ((c == -1 && facts->notMinusOne) || (c == 0 && facts->notZero));
  }

  Bool compare(arith::CmpIPredicate predicate, Int x, Int y) {
    return {
        arith::CmpIOp::create(b, loc, predicate, materialize(x), materialize(y))
            .getResult()};
  }

  Value extractTarget(Int i) {
    return buildShapeValueAsIndex(b, loc, target.shapeTensor, materialize(i));
  }

  std::optional<int64_t> getStaticInputRank() {
    if (!input.tensor)
      return input.extents.size();
    if (auto ranked = dyn_cast<RankedTensorType>(input.tensor.getType()))
      return ranked.getRank();
    return std::nullopt;
  }

  /// Item `i` of `items`, for an `i` known only at run time: a chain of
  /// selects.
  Int selectAt(Int i, ArrayRef<Int> items) {
    Int value = constant(0);
    for (auto [k, item] : llvm::enumerate(items))
      value = select(eq(i, constant(k)), item, value);
    return value;
  }

  /// An scf.if yielding an index: `thenValue()` or `elseValue()`.
  template <typename Then, typename Else>
  Int ifThenElse(Bool cond, Then thenValue, Else elseValue) {
    if (std::optional<int64_t> c = getConstant(cond))
      return *c ? thenValue() : elseValue();
    auto branch = [&](auto valueFn) {
      return [&, valueFn](OpBuilder &nested, Location) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        Value v = materialize(valueFn());
        scf::YieldOp::create(b, loc, v);
      };
    };
    auto ifOp = scf::IfOp::create(b, loc, materialize(cond), branch(thenValue),
                                  branch(elseValue));
    return {ifOp.getResult(0)};
  }

  /// Caches a value built at the top level; values built inside a region
  /// do not dominate the code after it, so those are not cached.
  template <typename F>
  Int cached(Value &slot, F build) {
    if (slot)
      return {slot};
    Value v = build();
    if (b.getInsertionBlock() == topBlock)
      slot = v;
    return {v};
  }

  SmallVector<Value> materializeState(const ReduceState<IRShapeDomain> &s) {
    SmallVector<Value> values;
    for (Int v : s.ints)
      values.push_back(materialize(v));
    for (Bool v : s.bools)
      values.push_back(materialize(v));
    return values;
  }
  static ReduceState<IRShapeDomain>
  unpackState(const ReduceState<IRShapeDomain> &shape, ValueRange values) {
    ReduceState<IRShapeDomain> s;
    for (Value v : values.take_front(shape.ints.size()))
      s.ints.push_back({v});
    for (Value v : values.drop_front(shape.ints.size()))
      s.bools.push_back({v});
    return s;
  }

  /// A value of a message known only at run time: a `%ld` value, or the
  /// length of a list whose values are read where the failure is reported
  /// (`listKind` 'c' for the target, 'x' for the input dims).
  struct MessageArg {
    Int value;
    char listKind;
  };

  /// A check recorded by `require`, built by `flushChecks`.
  struct PendingCheck {
    Rule rule;
    Value violated;
    std::string format;
    SmallVector<MessageArg> args;
  };

  Value toI64(Int v) {
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), materialize(v));
  }

  /// The first kMaxListedValues values of a list of `length` (0 past it),
  /// read in the block that reports a failure.
  void appendListedValues(char kind, Int length, SmallVectorImpl<Value> &out) {
    for (unsigned j = 0; j < kMaxListedValues; ++j) {
      Int index = constant(j);
      Int value = ifThenElse(
          slt(index, length),
          [&] { return kind == 'c' ? targetValue(index) : inputDim(index); },
          [&] { return constant(0); });
      out.push_back(toI64(value));
    }
  }

  ReshapeInput input;
  ReshapeTarget target;
  RuntimeCheckEmitter *checks;
  /// Whether the checks are deferred to one report at the end (the emitter
  /// needs no messages), and whether one of them failed so far.
  bool deferred;
  Bool anyViolated;
  std::vector<PendingCheck> pending;
  Block *topBlock;
  /// What is known of target values.
  DenseMap<Value, IndexValueFacts> valueFacts;
  bool failed = false;
  Value rankValue, targetLengthValue;
  DenseMap<int64_t, Value> inputDims, targetValues;
  /// The last quotient and remainder, and their operands.
  struct {
    OpFoldResult x, y;
    Value quotient, remainder;
  } lastDivRem;
  /// The product that the last mulOverflows computed, and its operands.
  struct {
    OpFoldResult x, y;
    Value product;
  } lastProduct;
};

} // namespace mlir::reshape

Value mlir::reshape::lookThroughMoreStaticCast(Value tensor) {
  auto cast = tensor.getDefiningOp<tensor::CastOp>();
  if (!cast || !isa<RankedTensorType>(cast.getSource().getType()))
    return tensor;
  if (isa<UnrankedTensorType>(cast.getType()) ||
      tensor::canFoldIntoConsumerOp(cast))
    return cast.getSource();
  return tensor;
}

Value mlir::reshape::buildShapeElementAsIndex(OpBuilder &b, Location loc,
                                              Value element) {
  if (element.getType().isIndex())
    return element;
  // arith only takes signless integers; a signed one has the same bits,
  // and both lower to the same LLVM integer type.
  auto intType = cast<IntegerType>(element.getType());
  if (!intType.isSignless())
    element = UnrealizedConversionCastOp::create(
                  b, loc, b.getIntegerType(intType.getWidth()), element)
                  .getResult(0);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), element);
}

Value mlir::reshape::buildShapeValueAsIndex(OpBuilder &b, Location loc,
                                            Value shapeTensor, Value index) {
  return buildShapeElementAsIndex(
      b, loc, tensor::ExtractOp::create(b, loc, shapeTensor, index));
}

//===----------------------------------------------------------------------===//
// ReshapeShapeBuilder
//===----------------------------------------------------------------------===//

ReshapeShapeBuilder::ReshapeShapeBuilder(OpBuilder &b, Location loc,
                                         ReshapeInput input,
                                         ReshapeTarget target, bool specialZero,
                                         RuntimeCheckEmitter *checks)
    : domain(std::make_unique<IRShapeDomain>(b, loc, input, target, checks)),
      rules(std::make_unique<rules::ReshapeRules<IRShapeDomain>>(*domain,
                                                                 specialZero)) {
}

ReshapeShapeBuilder::~ReshapeShapeBuilder() = default;

LogicalResult
ReshapeShapeBuilder::build(std::optional<ArrayRef<int64_t>> declaredDims,
                           Value *violated) {
  built = true;
  // Without checks nothing needs to be built before a result dim is asked
  // for: resolve() runs then (ensureResolved), and the volume pass would
  // only build dead arithmetic.
  if (!domain->checksEnabled()) {
    if (violated)
      *violated = domain->takeDeferredViolation();
    return success();
  }
  resolved = true;
  bool holds = rules->resolve() && rules->checkResult(declaredDims);
  if (violated)
    *violated = domain->takeDeferredViolation();
  else
    domain->finishChecks();
  return success(holds);
}

void ReshapeShapeBuilder::ensureResolved() {
  assert(built && "build() first");
  if (resolved)
    return;
  resolved = true;
  // Without checks resolve() cannot fail.
  (void)rules->resolve();
}

OpFoldResult ReshapeShapeBuilder::getResultDim(int64_t i) {
  ensureResolved();
  return rules->outDim(domain->constant(i)).ofr;
}

SmallVector<OpFoldResult> ReshapeShapeBuilder::getResultDims() {
  std::optional<int64_t> n = domain->getConstant(domain->targetLength());
  assert(n && "the target length must be static");
  SmallVector<OpFoldResult> dims;
  for (int64_t i = 0; i < *n; ++i)
    dims.push_back(getResultDim(i));
  return dims;
}

Value ReshapeShapeBuilder::buildResultShapeTensor() {
  ensureResolved();
  OpBuilder &b = domain->b;
  Location loc = domain->loc;
  if (std::optional<int64_t> n = domain->getConstant(domain->targetLength());
      n && *n <= kMaxUnrolledLength) {
    SmallVector<Value> dims =
        llvm::map_to_vector(getResultDims(), [&](OpFoldResult d) {
          return getValueOrCreateConstantIndexOp(b, loc, d);
        });
    return tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({int64_t(dims.size())}, b.getIndexType()),
        dims);
  }
  // The shape tensor has a static length when the target does.
  std::optional<int64_t> n = domain->getConstant(domain->targetLength());
  SmallVector<Value> dynamicLength;
  if (!n)
    dynamicLength.push_back(domain->materialize(domain->targetLength()));
  auto generate = tensor::GenerateOp::create(
      b, loc,
      RankedTensorType::get({n.value_or(ShapedType::kDynamic)},
                            b.getIndexType()),
      dynamicLength, [&](OpBuilder &nested, Location, ValueRange indices) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        Value extent =
            domain->materialize(rules->outDim(IRInt{indices.front()}));
        tensor::YieldOp::create(b, loc, extent);
      });
  return generate.getResult();
}
