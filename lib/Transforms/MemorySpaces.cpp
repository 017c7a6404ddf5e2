//===- MemorySpaces.cpp - Memrefs in the default memory space -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/MemorySpaces.h"

using namespace mlir;

BaseMemRefType mlir::reshape::getInDefaultMemorySpace(BaseMemRefType type) {
  if (auto ranked = dyn_cast<MemRefType>(type))
    return MemRefType::Builder(ranked).setMemorySpace(nullptr);
  return UnrankedMemRefType::get(type.getElementType(), nullptr);
}
