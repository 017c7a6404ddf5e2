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

#include <memory>

namespace llvm {
class TargetLibraryInfoImpl;
} // namespace llvm

namespace mlir::reshape {

/// The names of the C library functions of a target, as LLVM's
/// TargetLibraryInfo knows them: LLVM takes calls of such a name for the
/// library's, and the code it generates calls some of them (expf, malloc,
/// memcpy), so a function of the compiled module must not define one.
/// Building the table costs some microseconds: build it once per module.
class CLibraryFunctionNames {
public:
  /// For `triple`, the host's when empty.
  explicit CLibraryFunctionNames(llvm::StringRef triple = "");
  ~CLibraryFunctionNames();

  bool contains(llvm::StringRef name) const;

private:
  std::unique_ptr<llvm::TargetLibraryInfoImpl> impl;
};

} // namespace mlir::reshape

#endif // RESHAPE_SUPPORT_LIBRARYFUNCTIONNAMES_H
