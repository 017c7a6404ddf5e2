//===- LibraryFunctionNames.h - Names the C library takes -------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_SUPPORT_LIBRARYFUNCTIONNAMES_H
#define RESHAPE_SUPPORT_LIBRARYFUNCTIONNAMES_H

#include "llvm/ADT/StringRef.h"

namespace mlir::reshape {

/// Whether `name` is the name of a C library function on `triple` (the
/// host's when empty), as LLVM's TargetLibraryInfo knows them: LLVM takes
/// calls of such a name for the library's, and the code it generates calls
/// some of them (expf, malloc, memcpy), so a function of the compiled
/// module must not define one.
bool isCLibraryFunctionName(llvm::StringRef name, llvm::StringRef triple = "");

} // namespace mlir::reshape

#endif // RESHAPE_SUPPORT_LIBRARYFUNCTIONNAMES_H
