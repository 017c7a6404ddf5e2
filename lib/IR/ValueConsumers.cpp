//===- ValueConsumers.cpp - The ops that use a value ----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/IR/ValueConsumers.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/ParallelCombiningOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;

llvm::SetVector<Operation *> reshape::getConsumers(Value value) {
  llvm::SetVector<Operation *> consumers;
  SmallVector<Value> worklist{value};
  // A graph region may hold a cycle of pure ops.
  SmallPtrSet<Operation *, 8> lookedThrough;
  while (!worklist.empty()) {
    for (Operation *user : worklist.pop_back_val().getUsers()) {
      if (user->getNumRegions() != 0 ||
          user->hasTrait<OpTrait::IsTerminator>() || !isPure(user)) {
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
