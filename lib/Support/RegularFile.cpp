//===- RegularFile.cpp - Reading a file of bounded size -------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Support/RegularFile.h"

#include "llvm/Support/FileSystem.h"

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
mlir::reshape::readRegularFile(llvm::StringRef path) {
  llvm::sys::fs::file_status status;
  if (std::error_code error = llvm::sys::fs::status(path, status))
    return llvm::createStringError(error, error.message());
  if (status.type() != llvm::sys::fs::file_type::regular_file)
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "not a regular file (a device, pipe or directory has no size to "
        "read)");
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!buffer)
    return llvm::createStringError(buffer.getError(),
                                   buffer.getError().message());
  return std::move(*buffer);
}
