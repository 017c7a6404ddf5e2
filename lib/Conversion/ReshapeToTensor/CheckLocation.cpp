//===- CheckLocation.cpp - Where a runtime check comes from ---------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Conversion/ReshapeToTensor/CheckLocation.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Collects the first file location and the names in `loc`. Recursion
/// follows the nesting of the location, which is finite.
static void collect(Location loc, std::optional<FileLineColLoc> &file,
                    llvm::SetVector<StringRef> &names) {
  llvm::TypeSwitch<LocationAttr>(loc)
      .Case([&](FileLineColLoc fileLoc) {
        if (!file)
          file = fileLoc;
      })
      .Case([&](NameLoc nameLoc) {
        names.insert(nameLoc.getName().getValue());
        collect(nameLoc.getChildLoc(), file, names);
      })
      .Case([&](CallSiteLoc callSite) {
        collect(callSite.getCallee(), file, names);
      })
      .Case([&](FusedLoc fused) {
        for (Location part : fused.getLocations())
          collect(part, file, names);
      })
      .Case([&](OpaqueLoc opaque) {
        collect(opaque.getFallbackLocation(), file, names);
      });
}

std::string mlir::reshape::getCheckLocationPrefix(Location loc) {
  std::optional<FileLineColLoc> file;
  llvm::SetVector<StringRef> names;
  collect(loc, file, names);
  std::string text;
  llvm::raw_string_ostream os(text);
  if (file)
    os << file->getFilename().getValue() << ':' << file->getLine() << ':'
       << file->getColumn();
  if (!names.empty()) {
    os << (file ? " (" : "");
    llvm::interleave(names, os, ", ");
    os << (file ? ")" : "");
  }
  if (!text.empty())
    os << ": ";
  return text;
}
