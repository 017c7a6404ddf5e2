//===- ShapeResolutionFunction.cpp - Outlined shape resolution ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ShapeResolutionFunction.h"

#include "HashedSymbol.h"
#include "StderrCheckEmitter.h"

#include "reshape/IR/ShapeRulesBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::reshape;

/// The key of `signature`; the function is named after its hash.
static std::string getKey(const ShapeResolutionSignature &signature) {
  auto shape = [](ArrayRef<int64_t> dims) {
    std::string text;
    for (int64_t d : dims)
      text += (ShapedType::isDynamic(d) ? "?" : std::to_string(d)) + "x";
    return text;
  };
  std::string element;
  llvm::raw_string_ostream os(element);
  signature.elementType.print(os);
  return (signature.opName + " " + shape(signature.inputShape) + " " +
          Twine(signature.targetLength) + "x" + element + " " +
          Twine(signature.specialZero ? "sz" : "nz") + " " +
          shape(signature.resultShape) +
          (signature.runtimeChecks ? " checked" : ""))
      .str();
}

namespace {
/// The checks of the resolution function: a check that fails calls the
/// report function with the arguments of the resolution function, which
/// evaluates the same rules again with their messages, reports the first
/// that fails and exits. So the hot path holds only the comparisons and one
/// branch to one call, which passes a few arguments rather than every value
/// of every message.
class ColdReportEmitter : public RuntimeCheckEmitter {
public:
  ColdReportEmitter(func::FuncOp report, ValueRange args)
      : report(report), args(args) {}

  void emitReport(OpBuilder &b, Location loc, ArrayRef<CheckReport>) override {
    func::CallOp::create(b, loc, report, args);
  }
  bool needsMessages() const override { return false; }

private:
  func::FuncOp report;
  ValueRange args;
};
} // namespace

/// Runs the rules on input `extents` and target `values` (index values;
/// `facts` what is known of them, or empty); returns the result dims,
/// or failure when a rule fails for every input (its check always reports
/// and exits). With `violated`, the checks are not reported but flagged
/// there (see ReshapeShapeBuilder::build).
static FailureOr<SmallVector<Value>>
buildRulesOn(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> extents,
             ValueRange values, ArrayRef<IndexValueFacts> facts,
             const ShapeResolutionSignature &signature,
             RuntimeCheckEmitter *checks, Value *violated = nullptr) {
  ReshapeShapeBuilder shape(b, loc, ReshapeInput::fromExtents(extents),
                            ReshapeTarget::fromIndexValues(values, facts),
                            signature.specialZero, checks);
  if (failed(shape.build(signature.resultShape, violated)))
    return failure();
  return llvm::map_to_vector(shape.getResultDims(), [&](OpFoldResult dim) {
    return getValueOrCreateConstantIndexOp(b, loc, dim);
  });
}

/// The longest target whose resolution function branches on the class of
/// its values (see ValueClassSplit): n (2^(n-1)) branches resolve a -1 at
/// one of n positions beside values that are 0 or positive, one takes a
/// target without -1; 13 for 3 values.
constexpr int64_t kMaxClassSplitLength = 3;

namespace {
/// Builds the rules once per class of target: a nest of scf.if on where
/// the -1 is and, beside a -1, which values are 0. Each branch runs the
/// rules on what it knows of the values: the -1 and the zeros as constants,
/// the facts of the others (IndexValueFacts), where they fold to the
/// arithmetic and the checks that class still needs. The classes matter
/// where there is a -1: they say which input dims it takes and what it
/// divides them by, and [-1, 0] needs neither a division nor a check.
/// Without a -1 the volume is one comparison, whatever the zeros. With
/// checks a branch tests what its class relies on: that a value beside the
/// -1 that is not 0 is positive, that the values of a target without -1
/// are not negative; otherwise R2 breaks (a value below -1, a second -1)
/// whatever the rest, and the branch only reports. Without checks it tests
/// nothing but the classes and knows only what those tests say (not -1,
/// not 0): an invalid target is undefined behaviour, but the rules'
/// arithmetic never traps. Each branch yields the result dims and whether
/// a check failed; one report follows the nest.
class ValueClassSplit {
public:
  ValueClassSplit(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> extents,
                  ArrayRef<Value> values,
                  const ShapeResolutionSignature &signature,
                  RuntimeCheckEmitter *checks)
      : b(b), loc(loc), extents(extents), values(values), signature(signature),
        checks(checks), minusOne(arith::ConstantIndexOp::create(b, loc, -1)),
        zero(arith::ConstantIndexOp::create(b, loc, 0)) {}

  /// The result dims, and the report of a failed check.
  SmallVector<Value> build() {
    SmallVector<Value> results = findMinusOne(0);
    if (!checks)
      return results;
    Value violated = results.pop_back_val();
    auto ifOp = scf::IfOp::create(b, loc, violated, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    checks->emitReport(b, loc, {});
    return results;
  }

private:
  /// The branches where values [0, i) are not -1.
  SmallVector<Value> findMinusOne(unsigned i) {
    if (i == values.size())
      return buildWithoutMinusOne();
    return branch(
        compare(arith::CmpIPredicate::eq, values[i], minusOne),
        [&] {
          SmallVector<Value> leafValues;
          SmallVector<IndexValueFacts> facts;
          return splitZeros(i, leafValues, facts);
        },
        [&] { return findMinusOne(i + 1); });
  }

  /// No -1: every value is not -1 and, with checks, at least 0 (tested at
  /// once: the sign of their bitwise or).
  SmallVector<Value> buildWithoutMinusOne() {
    IndexValueFacts known;
    known.notMinusOne = true;
    if (!checks)
      return buildLeaf(values,
                       SmallVector<IndexValueFacts>(values.size(), known));
    known.lowerBound = 0;
    Value any = values.front();
    for (Value value : values.drop_front())
      any = arith::OrIOp::create(b, loc, any, value);
    return branch(
        compare(arith::CmpIPredicate::slt, any, zero),
        [&] { return buildBroken(); },
        [&] {
          return buildLeaf(values,
                           SmallVector<IndexValueFacts>(values.size(), known));
        });
  }

  /// The branches where the -1 is at `minusOnePos` and the classes of the
  /// first values are known: `leafValues` (constants, or the values) and
  /// their `facts`.
  SmallVector<Value> splitZeros(unsigned minusOnePos,
                                SmallVectorImpl<Value> &leafValues,
                                SmallVectorImpl<IndexValueFacts> &facts) {
    unsigned j = leafValues.size();
    if (j == values.size())
      return buildLeaf(leafValues, facts);
    auto with = [&](Value leafValue, IndexValueFacts known) {
      return [&, leafValue, known] {
        leafValues.push_back(leafValue);
        facts.push_back(known);
        SmallVector<Value> results = splitZeros(minusOnePos, leafValues, facts);
        leafValues.pop_back();
        facts.pop_back();
        return results;
      };
    };
    if (j == minusOnePos)
      return with(minusOne, {})();
    Value value = values[j];
    // Beside the -1, a value that is not 0 must be positive; with checks
    // that is tested (a value below -1 or a second -1 breaks R2) and known
    // in its branch. Without checks, it is known not to be 0, and before
    // the -1 not to be -1.
    if (!checks) {
      IndexValueFacts known;
      known.notZero = true;
      known.notMinusOne = j < minusOnePos;
      return branch(compare(arith::CmpIPredicate::eq, value, zero),
                    with(zero, {}), with(value, known));
    }
    IndexValueFacts positive;
    positive.lowerBound = 1;
    return branch(
        compare(arith::CmpIPredicate::eq, value, zero), with(zero, {}), [&] {
          return branch(compare(arith::CmpIPredicate::sgt, value, zero),
                        with(value, positive), [&] { return buildBroken(); });
        });
  }

  Value compare(arith::CmpIPredicate predicate, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, predicate, x, y);
  }

  /// An scf.if yielding the results of `thenResults()` or `elseResults()`.
  template <typename Then, typename Else>
  SmallVector<Value> branch(Value cond, Then thenResults, Else elseResults) {
    SmallVector<Type> types(values.size(), b.getIndexType());
    if (checks)
      types.push_back(b.getI1Type());
    auto ifOp = scf::IfOp::create(b, loc, types, cond, /*withElse=*/true);
    auto fill = [&](Block *block, auto results) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(block);
      SmallVector<Value> yielded = results();
      scf::YieldOp::create(b, loc, yielded);
    };
    fill(ifOp.thenBlock(), thenResults);
    fill(ifOp.elseBlock(), elseResults);
    return SmallVector<Value>(ifOp.getResults());
  }

  /// The rules on values of known classes.
  SmallVector<Value> buildLeaf(ArrayRef<Value> leafValues,
                               ArrayRef<IndexValueFacts> facts) {
    Value violated;
    FailureOr<SmallVector<Value>> dims =
        buildRulesOn(b, loc, extents, leafValues, facts, signature, checks,
                     checks ? &violated : nullptr);
    if (failed(dims))
      return buildBroken();
    if (checks)
      dims->push_back(violated);
    return *dims;
  }

  /// A branch where a rule fails for every value. Its dims are never used
  /// (the report exits): the values as they are, which other branches
  /// yield too, so the yields fold into fewer selects.
  SmallVector<Value> buildBroken() {
    SmallVector<Value> results(values.begin(), values.end());
    if (checks)
      results.push_back(arith::ConstantIntOp::create(b, loc, 1, 1));
    return results;
  }

  OpBuilder &b;
  Location loc;
  ArrayRef<OpFoldResult> extents;
  ArrayRef<Value> values;
  const ShapeResolutionSignature &signature;
  /// Reports from elsewhere (needs no messages), or null without checks.
  RuntimeCheckEmitter *checks;
  Value minusOne, zero;
};
} // namespace

/// How a function runs the rules: on the values as they are (the report
/// function, whose messages name the first rule that fails), or split by
/// the classes of the values of a short target (the hot function).
enum class RulesForm { Generic, SplitByValueClass };

/// Runs the rules on the arguments of `function`, in its entry block;
/// returns the result dims, or failure when a rule fails for every input
/// (its check always reports and exits).
static FailureOr<SmallVector<Value>>
buildRules(OpBuilder &b, Location loc, func::FuncOp function,
           const ShapeResolutionSignature &signature,
           RuntimeCheckEmitter *checks, RulesForm form) {
  Block *entry = &function.getBody().front();
  b.setInsertionPointToStart(entry);
  SmallVector<OpFoldResult> extents;
  unsigned nextArg = 0;
  for (int64_t d : signature.inputShape)
    extents.push_back(ShapedType::isDynamic(d)
                          ? OpFoldResult(entry->getArgument(nextArg++))
                          : OpFoldResult(b.getIndexAttr(d)));
  // The target values; a location pointer may follow them.
  SmallVector<Value> values = llvm::map_to_vector(
      entry->getArguments().drop_front(nextArg).take_front(
          signature.targetLength),
      [&](Value element) { return buildShapeElementAsIndex(b, loc, element); });

  if (form == RulesForm::Generic || values.empty() ||
      signature.targetLength > kMaxClassSplitLength)
    return buildRulesOn(b, loc, extents, values, {}, signature, checks);
  assert((!checks || !checks->needsMessages()) &&
         "a split reports from elsewhere");
  return ValueClassSplit(b, loc, extents, values, signature, checks).build();
}

/// A private function of `type` named after the hash of `key` with
/// `prefix`, internal to the module, with an entry block; or the existing
/// one (then `created` is false).
static func::FuncOp getOrCreateHelper(OpBuilder &b, Location loc,
                                      ModuleOp module, StringRef prefix,
                                      StringRef key, FunctionType type,
                                      SymbolTableCollection *symbolTables,
                                      bool &created) {
  // `__reshape_` names are reserved for this lowering: a private function
  // of the right type that holds this key is ours.
  HashedSymbol symbol =
      lookupHashedSymbol(module, prefix, key, symbolTables, [&](Operation *op) {
        auto function = dyn_cast<func::FuncOp>(op);
        return function && function.isPrivate() &&
               function.getFunctionType() == type && hasSymbolKey(op, key);
      });
  created = !symbol.existing;
  if (symbol.existing)
    return cast<func::FuncOp>(symbol.existing);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(module.getBody());
  auto function = func::FuncOp::create(b, loc, symbol.name, type);
  function.setPrivate();
  setSymbolKey(function, key);
  function->setAttr(
      "llvm.linkage",
      LLVM::LinkageAttr::get(b.getContext(), LLVM::Linkage::Internal));
  if (symbolTables)
    symbolTables->getSymbolTable(module).insert(function);
  function.addEntryBlock();
  return function;
}

/// An internal LLVM function that traps: the end of a report function,
/// which is only called when a check fails. (An intrinsic in a func.func
/// would stop ownership-based deallocation, which only takes ops with known
/// memory effects or calls.)
static LLVM::LLVMFuncOp getOrCreateTrap(OpBuilder &b, Location loc,
                                        ModuleOp module,
                                        SymbolTableCollection *symbolTables) {
  auto type =
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(b.getContext()), {});
  bool created;
  LLVM::LLVMFuncOp trap = getOrDeclareFailureFunction(
      b, loc, module, "__reshape_trap_", "trap", type, symbolTables, created);
  if (!created)
    return trap;
  // Inlined into a func.func (upstream --inline before the lowering), the
  // intrinsic would stop ownership-based deallocation, as below.
  trap.setNoInline(true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(trap.addEntryBlock(b));
  LLVM::Trap::create(b, loc);
  LLVM::UnreachableOp::create(b, loc);
  return trap;
}

/// The function that reports a failed check: the rules with their
/// messages, on the arguments of the resolution function. It is only called
/// when a check fails, and exits there; its end traps.
static func::FuncOp
getOrCreateReportFunction(OpBuilder &b, Location loc, ModuleOp module,
                          const ShapeResolutionSignature &signature,
                          TypeRange argTypes,
                          SymbolTableCollection *symbolTables) {
  bool created;
  func::FuncOp function =
      getOrCreateHelper(b, loc, module, "__reshape_fail_", getKey(signature),
                        b.getFunctionType(argTypes, {}), symbolTables, created);
  if (!created)
    return function;
  // Cold, and it holds the trap: upstream's inliner keeps it out of the
  // hot path (and keeps the trap out of func.func bodies).
  function.setNoInline(true);
  function->setAttr(
      "passthrough",
      b.getArrayAttr({b.getStringAttr("cold"), b.getStringAttr("noinline"),
                      b.getStringAttr("noreturn"),
                      b.getStringAttr("nounwind")}));
  OpBuilder::InsertionGuard guard(b);
  // The last argument is the caller's location prefix.
  StderrCheckEmitter emitter(function.getArguments().back(), signature.opName,
                             module, symbolTables);
  (void)buildRules(b, loc, function, signature, &emitter, RulesForm::Generic);
  LLVM::CallOp::create(b, loc, getOrCreateTrap(b, loc, module, symbolTables),
                       ValueRange());
  func::ReturnOp::create(b, loc);
  return function;
}

func::FuncOp mlir::reshape::getOrCreateShapeResolutionFunction(
    OpBuilder &b, Location loc, ModuleOp module,
    const ShapeResolutionSignature &signature,
    SymbolTableCollection *symbolTables) {
  Type index = b.getIndexType();
  unsigned numDynamic =
      llvm::count_if(signature.inputShape, ShapedType::isDynamic);
  SmallVector<Type> argTypes(numDynamic, index);
  argTypes.append(signature.targetLength, signature.elementType);
  // With checks, the messages start with the calling op's location: a C
  // string, the last argument.
  if (signature.runtimeChecks)
    argTypes.push_back(LLVM::LLVMPointerType::get(b.getContext()));
  SmallVector<Type> resultTypes(signature.targetLength, index);
  bool created;
  func::FuncOp function = getOrCreateHelper(
      b, loc, module, "__reshape_resolve_", getKey(signature),
      b.getFunctionType(argTypes, resultTypes), symbolTables, created);
  if (!created)
    return function;

  OpBuilder::InsertionGuard guard(b);
  std::optional<ColdReportEmitter> checks;
  if (signature.runtimeChecks)
    checks.emplace(getOrCreateReportFunction(b, loc, module, signature,
                                             argTypes, symbolTables),
                   function.getArguments());
  FailureOr<SmallVector<Value>> results =
      buildRules(b, loc, function, signature, checks ? &*checks : nullptr,
                 RulesForm::SplitByValueClass);
  if (failed(results)) {
    // A rule fails for every value: the checks above always report and
    // exit. Return something all the same.
    Value zero = getValueOrCreateConstantIndexOp(b, loc, b.getIndexAttr(0));
    results = SmallVector<Value>(signature.targetLength, zero);
  }
  func::ReturnOp::create(b, loc, *results);
  return function;
}
