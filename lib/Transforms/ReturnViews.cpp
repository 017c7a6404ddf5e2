//===- ReturnViews.cpp - The reshape-return-views pass --------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Ownership-based deallocation makes an entry point return buffers its
// caller owns, so it clones what it returns unless it owns it. This pass
// removes the clones an entry point does not need:
//   - a view of one of its arguments (through views, casts, and calls of
//     private functions whose result is always a view of an argument),
//     cloned unconditionally or only when the callee did not own it;
//   - a view of a buffer it allocates and frees before returning: the
//     caller takes ownership of the allocation instead.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "FunctionUses.h"
#include "TensorCopies.h"
#include "UnknownSymbolTables.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPERETURNVIEWSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

namespace {
/// For each private function, the argument that each of its results is
/// always a view of (std::nullopt for a result that is not).
using ResultViews = DenseMap<Operation *, SmallVector<std::optional<unsigned>>>;
} // namespace

/// The buffer that `value` is a view of, through view-like ops, casts and
/// calls of functions whose result views an argument.
static Value getViewedBuffer(Value value, const ResultViews &views,
                             SymbolTable &symbols) {
  while (true) {
    if (auto call = value.getDefiningOp<func::CallOp>()) {
      auto it = views.find(symbols.lookup(call.getCallee()));
      if (it == views.end())
        return value;
      std::optional<unsigned> arg =
          it->second[cast<OpResult>(value).getResultNumber()];
      if (!arg)
        return value;
      value = call.getOperand(*arg);
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (!def)
      return value;
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      value = view.getViewSource();
      continue;
    }
    if (auto cast = dyn_cast<memref::CastOp>(def)) {
      value = cast.getSource();
      continue;
    }
    return value;
  }
}

/// The argument of `func` that `value` views, if any.
static std::optional<unsigned> getViewedArgument(func::FuncOp func, Value value,
                                                 const ResultViews &views,
                                                 SymbolTable &symbols) {
  auto arg = dyn_cast<BlockArgument>(getViewedBuffer(value, views, symbols));
  if (!arg || arg.getOwner() != &func.getBody().front())
    return std::nullopt;
  return arg.getArgNumber();
}

/// The argument of `func` that `value` views whenever `func` does not own
/// it: what getViewedArgument says, or, for a result of an scf.if, the
/// argument that some branch yields a view of while each other branch yields
/// a view of an allocation it makes (reshape-contiguous-unranked-reshapes
/// copies only a strided unranked input; deallocation owns what is
/// allocated).
static std::optional<unsigned>
getArgumentViewedUnlessOwned(func::FuncOp func, Value value,
                             const ResultViews &views, SymbolTable &symbols) {
  if (std::optional<unsigned> arg =
          getViewedArgument(func, value, views, symbols))
    return arg;
  auto ifOp = value.getDefiningOp<scf::IfOp>();
  if (!ifOp || ifOp.getElseRegion().empty())
    return std::nullopt;
  unsigned i = cast<OpResult>(value).getResultNumber();
  std::optional<unsigned> viewed;
  for (scf::YieldOp yield : {ifOp.thenYield(), ifOp.elseYield()}) {
    Value yielded = yield.getOperand(i);
    if (std::optional<unsigned> arg =
            getViewedArgument(func, yielded, views, symbols)) {
      if (viewed && viewed != arg)
        return std::nullopt;
      viewed = arg;
      continue;
    }
    auto alloc = getViewedBuffer(yielded, views, symbols)
                     .getDefiningOp<memref::AllocOp>();
    if (!alloc ||
        !yield->getParentRegion()->isAncestor(alloc->getParentRegion()))
      return std::nullopt;
  }
  return viewed;
}

/// The defined private functions of `module`, each after the private
/// functions it calls (in a cycle of calls, in the order of a depth-first
/// walk).
static SmallVector<func::FuncOp> getCalleesFirst(ModuleOp module,
                                                 SymbolTable &symbols) {
  SmallVector<func::FuncOp> order;
  DenseSet<Operation *> visited;
  // An explicit stack of (function, its calls not yet followed): a chain of
  // calls is as deep as it is long.
  SmallVector<std::pair<func::FuncOp, SmallVector<func::FuncOp>>> stack;
  auto enter = [&](func::FuncOp func) {
    if (!func || !func.isPrivate() || func.isExternal() ||
        !visited.insert(func).second)
      return;
    SmallVector<func::FuncOp> callees;
    func.walk([&](func::CallOp call) {
      callees.push_back(symbols.lookup<func::FuncOp>(call.getCallee()));
    });
    std::reverse(callees.begin(), callees.end());
    stack.emplace_back(func, std::move(callees));
  };
  for (auto func : module.getOps<func::FuncOp>()) {
    enter(func);
    while (!stack.empty()) {
      if (stack.back().second.empty()) {
        order.push_back(stack.pop_back_val().first);
        continue;
      }
      enter(stack.back().second.pop_back_val());
    }
  }
  return order;
}

/// Which results of the private functions of `module` view an argument:
/// every return agrees. Iterated to a fixed point for functions that return
/// views from calls of other private functions.
static ResultViews analyzeResultViews(ModuleOp module, SymbolTable &symbols) {
  ResultViews views;
  SmallVector<func::FuncOp> functions = getCalleesFirst(module, symbols);
  // Callees come first, so one round settles every call chain without
  // recursion (the rounds went one call level at a time: a chain of 4,000
  // calls defined callers first took 24 s; found by review). Recursion may
  // take more: a result never goes back from a view to none, so there are
  // at most as many rounds as functions (the bound only guards that
  // reasoning).
  bool changed = true;
  for (size_t round = 0; changed && round <= functions.size(); ++round) {
    changed = false;
    for (func::FuncOp func : functions) {
      SmallVector<std::optional<unsigned>> results(func.getNumResults());
      SmallVector<bool> known(func.getNumResults(), false);
      func.walk([&](func::ReturnOp ret) {
        if (ret->getParentOp() != func)
          return;
        for (auto [i, operand] : llvm::enumerate(ret.getOperands())) {
          std::optional<unsigned> arg =
              isa<BaseMemRefType>(operand.getType())
                  ? getViewedArgument(func, operand, views, symbols)
                  : std::nullopt;
          if (!known[i]) {
            results[i] = arg;
            known[i] = true;
          } else if (results[i] != arg) {
            results[i] = std::nullopt;
          }
        }
      });
      auto &entry = views[func];
      if (entry != results) {
        entry = results;
        changed = true;
      }
    }
  }
  return views;
}

/// The value that `returned` clones, else null: `clone %v`, or
/// `scf.if %owned { yield %v } else { yield (clone %v) }` (the clone
/// deallocation adds to a buffer that may not be owned).
static Value getClonedValue(Value returned) {
  if (auto clone = returned.getDefiningOp<bufferization::CloneOp>())
    return clone.getInput();
  auto ifOp = returned.getDefiningOp<scf::IfOp>();
  if (!ifOp || ifOp.getElseRegion().empty())
    return Value();
  unsigned i = cast<OpResult>(returned).getResultNumber();
  Value owned = ifOp.thenYield().getOperand(i);
  auto clone =
      ifOp.elseYield().getOperand(i).getDefiningOp<bufferization::CloneOp>();
  // The value must be defined outside the scf.if to replace it.
  if (!clone || clone.getInput() != owned ||
      ifOp.getThenRegion().isAncestor(owned.getParentRegion()))
    return Value();
  return owned;
}

/// Replaces the returned `returned` by `view` (cast to its type).
static void returnInstead(Value returned, Value view) {
  Operation *def = returned.getDefiningOp();
  if (view.getType() != returned.getType()) {
    OpBuilder b(def);
    b.setInsertionPointAfter(def);
    view = memref::CastOp::create(b, def->getLoc(), returned.getType(), view);
  }
  returned.replaceAllUsesWith(view);
  if (def->use_empty())
    def->erase();
}

/// The deallocation of `alloc` before `ret`: the dealloc op in the block of
/// `ret` that frees it (or its base buffer) under a true condition and
/// retains nothing, and the position of `alloc` in it; null when no such op
/// exists, or another op frees it too.
static std::pair<bufferization::DeallocOp, unsigned>
findFinalDealloc(Value alloc, func::ReturnOp ret) {
  SmallVector<Value> freed = {alloc};
  for (Operation *user : alloc.getUsers())
    if (auto meta = dyn_cast<memref::ExtractStridedMetadataOp>(user))
      freed.push_back(meta.getBaseBuffer());
  std::pair<bufferization::DeallocOp, unsigned> found;
  unsigned deallocs = 0;
  for (Value value : freed) {
    for (OpOperand &use : value.getUses()) {
      auto dealloc = dyn_cast<bufferization::DeallocOp>(use.getOwner());
      if (!dealloc)
        continue;
      ++deallocs;
      unsigned k = use.getOperandNumber();
      if (k >= dealloc.getMemrefs().size())
        return {}; // Retained, not freed: the function keeps it somewhere.
      if (dealloc->getBlock() == ret->getBlock() &&
          dealloc.getRetained().empty() &&
          matchPattern(dealloc.getConditions()[k], m_One()))
        found = {dealloc, k};
    }
  }
  if (deallocs != 1)
    return {};
  return found;
}

/// Drops memref `k` (and its condition) from `dealloc`.
static void dropFromDealloc(bufferization::DeallocOp dealloc, unsigned k) {
  SmallVector<Value> memrefs(dealloc.getMemrefs());
  SmallVector<Value> conditions(dealloc.getConditions());
  memrefs.erase(memrefs.begin() + k);
  conditions.erase(conditions.begin() + k);
  if (memrefs.empty()) {
    dealloc->erase();
    return;
  }
  dealloc.getMemrefsMutable().assign(memrefs);
  dealloc.getConditionsMutable().assign(conditions);
}

/// The allocation `value` views, else null (two views of different
/// allocations are different buffers).
static Value getViewedAllocation(Value value, const ResultViews &views,
                                 SymbolTable &symbols) {
  Value buffer = getViewedBuffer(value, views, symbols);
  return buffer.getDefiningOp<memref::AllocOp>() ? buffer : Value();
}

/// Why giveEachResultItsOwnBuffer copies, for reshape-report-copies.
static constexpr StringLiteral kReturnedTwice =
    "an entry point returns a buffer another result also is: the caller "
    "owns and frees each result";

/// At most this many pairs of results are compared one by one at run time;
/// more are compared in a loop over a stack array of their pointers, so the
/// code stays linear in the results (an entry point of 400 results whose
/// buffers were known only at run time got 79,800 comparisons and took
/// 3 s to compile; found by review).
static constexpr size_t kMaxUnrolledComparisons = 64;

/// The caller of an entry point frees each result it owns: two results that
/// are the same buffer other than an argument (deallocation returns an
/// owned buffer as it is, however many results it is) would be freed twice.
/// Each but the first gets a clone: always when the IR shows they view the
/// same buffer, else when their buffers are the same at run time (the same
/// buffer may come through an scf.if, or from a call of a function that
/// returns it twice).
static void giveEachResultItsOwnBuffer(func::FuncOp func, func::ReturnOp ret,
                                       const ResultViews &views,
                                       SymbolTable &symbols) {
  OpBuilder b(ret);
  Location loc = ret.getLoc();
  DenseSet<Value> owned;
  // The results to compare at run time, with the allocation each views
  // where the IR shows it (two different ones are never the same buffer).
  SmallVector<std::pair<OpOperand *, Value>> compared;
  for (OpOperand &operand : ret->getOpOperands()) {
    if (!isa<BaseMemRefType>(operand.get().getType()) ||
        getViewedArgument(func, operand.get(), views, symbols))
      continue;
    if (!owned.insert(getViewedBuffer(operand.get(), views, symbols)).second)
      operand.set(bufferization::CloneOp::create(
          b, reshape::getCopyLocation(loc, operand.get(), kReturnedTwice),
          operand.get()));
    // A clone made for one result is no other result.
    if (operand.get().getDefiningOp<bufferization::CloneOp>())
      continue;
    compared.emplace_back(&operand,
                          getViewedAllocation(operand.get(), views, symbols));
  }
  // Two results may be one buffer unless each views a known allocation and
  // the two differ. Counted by allocation (a result of an unknown one pairs
  // with every other): a result that pairs with none needs no comparison,
  // and the pairs decide the form of the comparisons.
  auto mayBeSame = [](Value allocation, Value other) {
    return !allocation || !other || allocation == other;
  };
  size_t unknown = 0;
  DenseMap<Value, size_t> perAllocation;
  for (auto [operand, allocation] : compared) {
    if (allocation)
      ++perAllocation[allocation];
    else
      ++unknown;
  }
  size_t total = compared.size();
  size_t pairs =
      (unknown ? unknown * (unknown - 1) / 2 : 0) + unknown * (total - unknown);
  for (auto [allocation, count] : perAllocation)
    pairs += count * (count - 1) / 2;
  llvm::erase_if(compared, [&](const auto &entry) {
    Value allocation = entry.second;
    size_t partners =
        allocation ? unknown + perAllocation.lookup(allocation) - 1 : total - 1;
    return partners == 0;
  });
  // `operand`'s value, or a clone of it where `same` holds.
  auto cloneWhere = [&](OpOperand *operand, Value same) {
    Value result = operand->get();
    auto choice = scf::IfOp::create(
        b, loc, same,
        [&](OpBuilder &then, Location loc) {
          scf::YieldOp::create(
              then, loc,
              bufferization::CloneOp::create(
                  then, reshape::getCopyLocation(loc, result, kReturnedTwice),
                  result)
                  .getResult());
        },
        [&](OpBuilder &otherwise, Location loc) {
          scf::YieldOp::create(otherwise, loc, result);
        });
    operand->set(choice.getResult(0));
  };
  // The pointer each compared result had before any clone: a later result
  // equal to a cloned one is equal to what that one was compared with.
  SmallVector<Value> pointers(compared.size());
  auto pointerOf = [&](size_t i) {
    if (!pointers[i])
      pointers[i] = memref::ExtractAlignedPointerAsIndexOp::create(
          b, loc, compared[i].first->get());
    return pointers[i];
  };

  if (pairs <= kMaxUnrolledComparisons) {
    for (size_t k = 0; k < compared.size(); ++k) {
      Value same;
      for (size_t j = 0; j < k; ++j) {
        if (!mayBeSame(compared[k].second, compared[j].second))
          continue;
        Value mine = pointerOf(k);
        Value equal = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                            mine, pointerOf(j));
        same = same ? arith::OrIOp::create(b, loc, same, equal) : equal;
      }
      if (same)
        cloneWhere(compared[k].first, same);
    }
    return;
  }
  // Each result against the pointers of those before it, in a loop.
  Value array = memref::AllocaOp::create(
      b, loc,
      MemRefType::get({static_cast<int64_t>(compared.size())},
                      b.getIndexType()));
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value none = arith::ConstantIntOp::create(b, loc, 0, 1);
  for (size_t k = 0; k < compared.size(); ++k) {
    Value mine = pointerOf(k);
    Value position = k == 0   ? zero
                     : k == 1 ? one
                              : arith::ConstantIndexOp::create(b, loc, k);
    if (k > 0) {
      auto loop = scf::ForOp::create(
          b, loc, zero, position, one, ValueRange{none},
          [&](OpBuilder &body, Location loc, Value j, ValueRange found) {
            Value theirs = memref::LoadOp::create(body, loc, array, j);
            Value equal = arith::CmpIOp::create(
                body, loc, arith::CmpIPredicate::eq, mine, theirs);
            scf::YieldOp::create(
                body, loc,
                Value(arith::OrIOp::create(body, loc, found.front(), equal)));
          });
      cloneWhere(compared[k].first, loop.getResult(0));
    }
    memref::StoreOp::create(b, loc, mine, array, position);
  }
}

/// Removes the clones that entry point `func` does not need (see the top of
/// the file), and adds those it needs so that each result it owns is a
/// buffer of its own.
static void returnViews(func::FuncOp func, const ResultViews &views,
                        SymbolTable &symbols) {
  func.walk([&](func::ReturnOp ret) {
    if (ret->getParentOp() != func)
      return;
    // The buffer each returned value views, and whether it is cloned: an
    // allocation goes to the caller through one result only.
    SmallVector<Value> viewed;
    DenseSet<Value> returnedUncloned, transferred;
    for (Value operand : ret.getOperands()) {
      Value cloned = getClonedValue(operand);
      viewed.push_back(
          getViewedBuffer(cloned ? cloned : operand, views, symbols));
      if (!cloned)
        returnedUncloned.insert(viewed.back());
    }
    for (auto [i, operand] : llvm::enumerate(ret.getOperands())) {
      Value cloned = getClonedValue(operand);
      // A clone may also cast; one to a type that contradicts the buffer
      // (a returned tensor.cast that contradicts a refined type) is the
      // program's undefined behaviour, and no memref.cast expresses it.
      if (!cloned || !memref::CastOp::areCastCompatible(cloned.getType(),
                                                        operand.getType()))
        continue;
      if (getViewedArgument(func, cloned, views, symbols)) {
        returnInstead(operand, cloned);
        continue;
      }
      // Cloned only when not owned, and then always a view of an argument.
      if (isa<scf::IfOp>(operand.getDefiningOp()) &&
          getArgumentViewedUnlessOwned(func, cloned, views, symbols)) {
        returnInstead(operand, cloned);
        continue;
      }
      // A view of a buffer the function allocates and frees before
      // returning: the caller owns the allocation instead (through the
      // first result that views it; the others keep their clones).
      Value buffer = viewed[i];
      if (!buffer.getDefiningOp<memref::AllocOp>() ||
          !isa<bufferization::CloneOp>(operand.getDefiningOp()) ||
          returnedUncloned.contains(buffer) || transferred.contains(buffer))
        continue;
      auto [dealloc, k] = findFinalDealloc(buffer, ret);
      if (!dealloc)
        continue;
      dropFromDealloc(dealloc, k);
      returnInstead(operand, cloned);
      transferred.insert(buffer);
    }
    giveEachResultItsOwnBuffer(func, ret, views, symbols);
  });
}

namespace {
struct ReshapeReturnViewsPass
    : reshape::impl::ReshapeReturnViewsPassBase<ReshapeReturnViewsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Calls may hide in an op MLIR cannot see into: no function is known
    // to have no callers.
    if (reshape::hasUnknownSymbolTable(module))
      return markAllAnalysesPreserved();
    SymbolTable symbols(module);
    // Entry points: public functions that nothing in the module calls or
    // names.
    reshape::FunctionUses uses = reshape::collectFunctionUses(module, symbols);
    ResultViews views = analyzeResultViews(module, symbols);
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isExternal() || !func.isPublic() || uses.isUsed(func))
        continue;
      returnViews(func, views, symbols);
    }
  }
};
} // namespace
