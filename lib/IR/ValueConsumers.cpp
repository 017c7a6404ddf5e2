//===- ValueConsumers.cpp - The ops that use a value ----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/IR/ValueConsumers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/ParallelCombiningOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

bool reshape::isLookedThrough(OpOperand &use) {
  Operation *user = use.getOwner();
  return user->getNumRegions() == 0 &&
         !user->hasTrait<OpTrait::IsTerminator>() && isPure(user);
}

llvm::SetVector<Operation *> reshape::getConsumers(Value value) {
  llvm::SetVector<Operation *> consumers;
  SmallVector<Value> worklist{value};
  // A graph region may hold a cycle of pure ops.
  SmallPtrSet<Operation *, 8> lookedThrough;
  while (!worklist.empty()) {
    for (OpOperand &use : worklist.pop_back_val().getUses()) {
      Operation *user = use.getOwner();
      if (!isLookedThrough(use)) {
        consumers.insert(user);
        continue;
      }
      if (lookedThrough.insert(user).second)
        llvm::append_range(worklist, user->getResults());
    }
  }
  return consumers;
}

Operation *reshape::getPointBefore(Operation *user) {
  while (auto inParallel =
             dyn_cast_if_present<InParallelOpInterface>(user->getParentOp()))
    user = inParallel;
  return user;
}

bool reshape::isElementFreeView(Operation *op) {
  return isa<tensor::CastOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp,
             tensor::ExtractSliceOp>(op);
}

/// Whether `type` holds data in memory once bufferized.
static bool holdsData(Type type) {
  return isa<TensorType, BaseMemRefType>(type);
}

bool reshape::passesWrongTensorOn(OpOperand &use) {
  Operation *user = use.getOwner();
  if (isElementFreeView(user))
    return use.getOperandNumber() == 0;
  if (isa<arith::SelectOp, tensor::DimOp, tensor::RankOp>(user))
    return true;
  return isPure(user) && user->getNumRegions() == 0 &&
         !user->hasTrait<OpTrait::IsTerminator>() &&
         llvm::none_of(user->getOperandTypes(), holdsData) &&
         llvm::none_of(user->getResultTypes(), holdsData);
}

reshape::WrongValues::WrongValues(Value root, Value fails, PassesOnFn passesOn)
    : flags{{root, fails}} {
  wrong.insert(root);
  for (size_t i = 0; i < wrong.size(); ++i)
    for (OpOperand &use : wrong[i].getUses())
      if (passesOn(use))
        wrong.insert(use.getOwner()->getResults().begin(),
                     use.getOwner()->getResults().end());
}

Value reshape::WrongValues::flagOf(Value value) {
  SmallVector<Value> stack{value};
  while (!stack.empty()) {
    Value top = stack.back();
    if (flags.count(top)) {
      stack.pop_back();
      continue;
    }
    Operation *def = top.getDefiningOp();
    size_t size = stack.size();
    for (Value operand : def->getOperands())
      if (wrong.contains(operand) && !flags.count(operand))
        stack.push_back(operand);
    if (stack.size() != size)
      continue;
    stack.pop_back();
    flags[top] = flagOfUse(def, def);
  }
  return flags.lookup(value);
}

Value reshape::WrongValues::flagOfUse(Operation *op, Operation *point) {
  OpBuilder b(point);
  Location loc = op->getLoc();
  // One wrong operand gives its flag as it is (no op).
  auto anyOf = [&](ValueRange values) {
    Value any;
    for (Value value : llvm::SetVector<Value>(values.begin(), values.end()))
      if (wrong.contains(value))
        any = any ? arith::OrIOp::create(b, loc, any, flagOf(value))
                  : flagOf(value);
    return any;
  };
  auto pick = [&](Value condition, Value onTrue, Value onFalse) -> Value {
    Value right = arith::ConstantIntOp::create(b, loc, 0, 1);
    onTrue = onTrue ? onTrue : right;
    onFalse = onFalse ? onFalse : right;
    Value picked =
        condition.getType().isInteger(1)
            ? arith::SelectOp::create(b, loc, condition, onTrue, onFalse)
                  .getResult()
            // An elementwise condition (a tensor of i1) may pick either.
            : arith::OrIOp::create(b, loc, onTrue, onFalse).getResult();
    if (wrong.contains(condition))
      picked = arith::OrIOp::create(b, loc, picked, flagOf(condition));
    return picked;
  };
  if (auto select = dyn_cast<arith::SelectOp>(op))
    return pick(select.getCondition(), anyOf(select.getTrueValue()),
                anyOf(select.getFalseValue()));
  if (auto branch = dyn_cast<cf::CondBranchOp>(op))
    return pick(branch.getCondition(), anyOf(branch.getTrueOperands()),
                anyOf(branch.getFalseOperands()));
  if (auto branch = dyn_cast<cf::SwitchOp>(op)) {
    // The edge it takes: the case its flag equals, else the default.
    Value right = arith::ConstantIntOp::create(b, loc, 0, 1);
    Value onDefault = anyOf(branch.getDefaultOperands());
    Value picked = onDefault ? onDefault : right;
    if (std::optional<DenseIntElementsAttr> values = branch.getCaseValues()) {
      for (auto [value, operands] : llvm::zip_equal(values->getValues<APInt>(),
                                                    branch.getCaseOperands())) {
        Value onCase = anyOf(operands);
        if (!onCase)
          onCase = right;
        Value taken = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::eq, branch.getFlag(),
            arith::ConstantOp::create(
                b, loc, IntegerAttr::get(branch.getFlag().getType(), value)));
        picked = arith::SelectOp::create(b, loc, taken, onCase, picked);
      }
    }
    if (wrong.contains(branch.getFlag()))
      picked = arith::OrIOp::create(b, loc, picked, flagOf(branch.getFlag()));
    return picked;
  }
  return anyOf(op->getOperands());
}

SmallVector<std::pair<Operation *, Value>>
reshape::getWrongValueStops(Value root, Value fails, PassesOnFn passesOn) {
  llvm::MapVector<Operation *, Value> stops;
  WrongValues wrong(root, fails, passesOn);
  llvm::SetVector<Operation *> users;
  for (Value value : wrong.values())
    for (OpOperand &use : value.getUses())
      if (!passesOn(use))
        users.insert(use.getOwner());
  for (Operation *user : users) {
    Operation *point = getPointBefore(user);
    Value flag = wrong.flagOfUse(user, point);
    Value &stop = stops[point];
    if (stop) {
      OpBuilder b(point);
      flag = arith::OrIOp::create(b, point->getLoc(), stop, flag);
    }
    stop = flag;
  }
  return stops.takeVector();
}
