//===- MemorySpaces.h - Memrefs in the default memory space -----*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TRANSFORMS_MEMORYSPACES_H
#define RESHAPE_TRANSFORMS_MEMORYSPACES_H

#include "mlir/IR/BuiltinTypes.h"

namespace mlir::reshape {

/// `type`, ranked or unranked, in the default memory space: the only one
/// whose buffers the LLVM lowering allocates and frees without casts.
BaseMemRefType getInDefaultMemorySpace(BaseMemRefType type);

} // namespace mlir::reshape

#endif // RESHAPE_TRANSFORMS_MEMORYSPACES_H
