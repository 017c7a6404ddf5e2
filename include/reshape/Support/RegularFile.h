//===- RegularFile.h - Reading a file of bounded size -----------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_SUPPORT_REGULARFILE_H
#define RESHAPE_SUPPORT_REGULARFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>

namespace mlir::reshape {

/// The contents of the regular file at `path` (binary). Anything else (a
/// device such as /dev/zero, a pipe, a directory) is an error: reading it
/// has no bound. The message names neither the file nor what read it.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readRegularFile(llvm::StringRef path);

} // namespace mlir::reshape

#endif // RESHAPE_SUPPORT_REGULARFILE_H
