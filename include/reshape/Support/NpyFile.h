//===- NpyFile.h - Read and write NumPy .npy files --------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The NumPy array file format (versions 1.0 to 3.0), little-endian C-order
// arrays of booleans, integers and floats: what `numpy.save` writes and
// `numpy.load` reads. No MLIR dependency.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_SUPPORT_NPYFILE_H
#define RESHAPE_SUPPORT_NPYFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir::reshape::npy {

/// An array: its NumPy dtype, shape and row-major little-endian bytes.
struct Array {
  /// 'b' (bool), 'i' (signed), 'u' (unsigned) or 'f' (float).
  char kind = 'f';
  /// Bytes per element: 1, 2, 4 or 8.
  unsigned itemSize = 4;
  llvm::SmallVector<int64_t, 6> shape;
  std::vector<char> data;

  /// The dtype as NumPy writes it: "<f4", "|i1", "|b1", ...
  std::string getDescr() const;
  /// The product of the shape (1 for rank 0).
  int64_t getNumElements() const;
};

/// The byte size of an array of `shape` and `itemSize`. Fails on a negative
/// dim and, as NumPy does, when the item size times the nonzero dims
/// exceeds INT64_MAX, also when a zero dim makes the array empty: NumPy
/// cannot load such a file.
llvm::Expected<int64_t> getByteSize(unsigned itemSize,
                                    llvm::ArrayRef<int64_t> shape);

/// Parses the contents of a .npy file. Fails (with a message naming what is
/// wrong) on a bad magic string or version, a malformed header, a
/// big-endian or Fortran-order array, an unsupported dtype, or data that
/// does not match the shape.
llvm::Expected<Array> parseNpy(llvm::StringRef bytes);

/// Reads and parses a .npy file.
llvm::Expected<Array> readNpyFile(llvm::StringRef path);

/// Writes `array` in format version 1.0 (2.0 when the header needs it),
/// whatever its shape (writeNpyFile checks it with getByteSize).
void writeNpy(llvm::raw_ostream &os, const Array &array);

/// The most dims numpy.load takes: NumPy 2's NPY_MAXDIMS (NumPy 1 takes
/// kMaxNumPy1Rank).
constexpr size_t kMaxNumPyRank = 64;
constexpr size_t kMaxNumPy1Rank = 32;

/// Writes `array` to the file `path`; refuses (writing nothing) a shape
/// that getByteSize refuses or of more than kMaxNumPyRank dims.
llvm::Error writeNpyFile(llvm::StringRef path, const Array &array);

} // namespace mlir::reshape::npy

#endif // RESHAPE_SUPPORT_NPYFILE_H
