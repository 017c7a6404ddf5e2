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
namespace RTLIB {
struct RuntimeLibcallsInfo;
} // namespace RTLIB
} // namespace llvm

namespace mlir::reshape {

/// The names of the C library functions of a target and of the runtime
/// functions its generated code calls, as LLVM knows them (TargetLibraryInfo:
/// LLVM takes calls of such a name for the library's; RuntimeLibcalls: code
/// generation calls expf for an llvm.exp, __powisf2 for an llvm.powi,
/// memcpy, ...), and dprintf and memrefCopy, which the lowered code calls
/// and LLVM does not list: a symbol the compiled module defines must have
/// none of
/// them, or those calls reach it. Building the tables costs some
/// microseconds: build them once per module.
class CLibraryFunctionNames {
public:
  /// For `triple`, the host's when empty.
  explicit CLibraryFunctionNames(llvm::StringRef triple = "");
  ~CLibraryFunctionNames();

  bool contains(llvm::StringRef name) const;

private:
  std::unique_ptr<llvm::TargetLibraryInfoImpl> library;
  std::unique_ptr<llvm::RTLIB::RuntimeLibcallsInfo> runtime;
};

} // namespace mlir::reshape

#endif // RESHAPE_SUPPORT_LIBRARYFUNCTIONNAMES_H
