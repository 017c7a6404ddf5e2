//===- LibraryFunctionNames.cpp - Names the C library takes ---------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Support/LibraryFunctionNames.h"

#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/RuntimeLibcalls.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir::reshape;

static llvm::Triple getTriple(llvm::StringRef triple) {
  return llvm::Triple(triple.empty() ? llvm::sys::getProcessTriple()
                                     : triple.str());
}

CLibraryFunctionNames::CLibraryFunctionNames(llvm::StringRef triple)
    : library(std::make_unique<llvm::TargetLibraryInfoImpl>(getTriple(triple))),
      runtime(std::make_unique<llvm::RTLIB::RuntimeLibcallsInfo>(
          getTriple(triple))) {}

CLibraryFunctionNames::~CLibraryFunctionNames() = default;

bool CLibraryFunctionNames::contains(llvm::StringRef name) const {
  // Functions the lowered code calls that neither table lists: the runtime
  // checks report through dprintf (an imported graph of that name never
  // ran; red-team review), and a copy of unranked buffers becomes a call of
  // memrefCopy (which the pipeline defines; a graph of that name left the
  // call to an undefined memrefCopy_0).
  if (name == "dprintf" || name == "memrefCopy")
    return true;
  llvm::TargetLibraryInfo info(*library);
  llvm::LibFunc function;
  if (info.getLibFunc(name, function) && info.has(function))
    return true;
  return runtime->getSupportedLibcallImpl(name) != llvm::RTLIB::Unsupported;
}
