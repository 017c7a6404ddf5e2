//===- LibraryFunctionNames.cpp - Names the C library takes ---------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Support/LibraryFunctionNames.h"

#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir::reshape;

CLibraryFunctionNames::CLibraryFunctionNames(llvm::StringRef triple)
    : impl(std::make_unique<llvm::TargetLibraryInfoImpl>(llvm::Triple(
          triple.empty() ? llvm::sys::getProcessTriple() : triple.str()))) {}

CLibraryFunctionNames::~CLibraryFunctionNames() = default;

bool CLibraryFunctionNames::contains(llvm::StringRef name) const {
  llvm::TargetLibraryInfo library(*impl);
  llvm::LibFunc function;
  return library.getLibFunc(name, function) && library.has(function);
}
