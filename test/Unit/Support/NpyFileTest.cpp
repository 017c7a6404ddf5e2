//===- NpyFileTest.cpp - Tests of the .npy reader and writer --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape/Support/NpyFile.h"

#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cstring>

using namespace mlir::reshape;

namespace {

std::string write(const npy::Array &array) {
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  npy::writeNpy(os, array);
  return bytes;
}

/// A file as numpy.save writes it, with `header` padded to 64 bytes.
std::string numpyFile(llvm::StringRef header, llvm::StringRef data) {
  std::string padded = header.str();
  while ((10 + padded.size() + 1) % 64)
    padded += ' ';
  padded += '\n';
  std::string bytes("\x93NUMPY\x01\x00", 8);
  bytes += static_cast<char>(padded.size() & 0xff);
  bytes += static_cast<char>(padded.size() >> 8);
  return bytes + padded + data.str();
}

std::string parseError(llvm::StringRef bytes) {
  llvm::Expected<npy::Array> array = npy::parseNpy(bytes);
  if (array)
    return "parsed";
  return llvm::toString(array.takeError());
}

TEST(NpyFile, WritesWhatNumpyWrites) {
  npy::Array array;
  array.kind = 'f';
  array.itemSize = 4;
  array.shape = {2, 3};
  array.data.assign(24, 0);
  // numpy.save(f, numpy.zeros((2, 3), numpy.float32)), byte for byte.
  EXPECT_EQ(write(array),
            numpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': "
                      "(2, 3), }",
                      std::string(24, '\0')));
}

TEST(NpyFile, ShapesOfRankZeroAndOne) {
  npy::Array scalar;
  scalar.kind = 'i';
  scalar.itemSize = 8;
  scalar.data.assign(8, 1);
  EXPECT_NE(write(scalar).find("'shape': (), }"), std::string::npos);
  npy::Array vector;
  vector.kind = 'u';
  vector.itemSize = 1;
  vector.shape = {3};
  vector.data = {'a', 'b', 'c'};
  std::string bytes = write(vector);
  EXPECT_NE(bytes.find("{'descr': '|u1', 'fortran_order': False, 'shape': "
                       "(3,), }"),
            std::string::npos);
  EXPECT_EQ((bytes.size() - 3) % 64, 0u);
}

TEST(NpyFile, RoundTrip) {
  for (auto [kind, size] : {std::pair{'f', 4u},
                            {'f', 2u},
                            {'u', 2u},
                            {'b', 1u},
                            {'i', 1u},
                            {'u', 1u},
                            {'i', 4u},
                            {'i', 8u},
                            {'f', 8u}}) {
    for (llvm::SmallVector<int64_t, 6> shape :
         {llvm::SmallVector<int64_t, 6>{}, {5}, {2, 0, 3}, {2, 3, 4}}) {
      npy::Array array;
      array.kind = kind;
      array.itemSize = size;
      array.shape = shape;
      array.data.resize(array.getNumElements() * size);
      for (size_t i = 0; i < array.data.size(); ++i)
        array.data[i] = static_cast<char>(i * 7 + 1);
      llvm::Expected<npy::Array> back = npy::parseNpy(write(array));
      ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
      EXPECT_EQ(back->kind, kind);
      EXPECT_EQ(back->itemSize, size);
      EXPECT_EQ(back->shape, shape);
      EXPECT_EQ(back->data, array.data);
      EXPECT_EQ(back->getDescr(), array.getDescr());
    }
  }
}

TEST(NpyFile, ReadsOtherSpellings) {
  // Keys in another order, no trailing comma, a Python 2 long, '='.
  llvm::Expected<npy::Array> array = npy::parseNpy(numpyFile(
      "{'shape': (2L,), 'fortran_order': False, 'descr': '=i2'}", "abcd"));
  ASSERT_TRUE(static_cast<bool>(array)) << llvm::toString(array.takeError());
  EXPECT_EQ(array->kind, 'i');
  EXPECT_EQ(array->itemSize, 2u);
  EXPECT_EQ(array->shape, (llvm::SmallVector<int64_t, 6>{2}));
  // A 1-D array in Fortran order is also in C order.
  EXPECT_EQ(
      parseError(numpyFile(
          "{'descr': '<f4', 'fortran_order': True, 'shape': (1,), }", "abcd")),
      "parsed");
  // Format version 2.0: a 4-byte header length.
  std::string header =
      "{'descr': '|b1', 'fortran_order': False, 'shape': (2,), }";
  while ((12 + header.size() + 1) % 64)
    header += ' ';
  header += '\n';
  std::string v2("\x93NUMPY\x02\x00", 8);
  for (int i = 0; i < 4; ++i)
    v2 += static_cast<char>((header.size() >> (8 * i)) & 0xff);
  EXPECT_EQ(parseError(v2 + header + std::string("\x01\x00", 2)), "parsed");
}

TEST(NpyFile, RejectsWhatItCannotRead) {
  EXPECT_EQ(parseError("PK\x03\x04 not an npy file"),
            "not a .npy file (no \\x93NUMPY magic string)");
  EXPECT_EQ(parseError(std::string("\x93NUMPY\x01\x00\xff\x00{'", 12)),
            "the .npy header is truncated");
  EXPECT_EQ(parseError(std::string("\x93NUMPY\x07\x00\x00\x00", 10)),
            "unsupported .npy format version 7");
  EXPECT_EQ(parseError(numpyFile(
                "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }",
                std::string(16, '\0'))),
            "Fortran-order arrays are not supported (save a C-order copy: "
            "numpy.ascontiguousarray)");
  EXPECT_EQ(
      parseError(numpyFile(
          "{'descr': '>f4', 'fortran_order': False, 'shape': (1,), }", "abcd")),
      "big-endian data ('>f4') is not supported");
  EXPECT_EQ(parseError(numpyFile(
                "{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }",
                "abcdefgh")),
            "unsupported dtype '<c8' (supported: booleans, integers and "
            "floats)");
  EXPECT_EQ(parseError(numpyFile(
                "{'descr': '|O', 'fortran_order': False, 'shape': (1,), }",
                "abcdefgh")),
            "unsupported dtype '|O'");
  EXPECT_EQ(
      parseError(numpyFile(
          "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", "abcd")),
      "the data has 4 bytes, the shape and dtype need 8");
  EXPECT_EQ(parseError(numpyFile("{'descr': '<f4', 'fortran_order': False, "
                                 "'shape': (-1,), }",
                                 "")),
            "'shape' holds '-1', not a non-negative integer");
  EXPECT_EQ(parseError(numpyFile("{'descr': '<f4', 'fortran_order': False, "
                                 "'shape': (4294967296, 4294967296), }",
                                 "")),
            "the shape's byte size overflows 64 bits (NumPy refuses it also "
            "when a zero dim makes it empty)");
  // Empty, yet numpy.load refuses it ("array is too big"): so does the
  // reader (it read it as an empty array; found by review).
  EXPECT_EQ(parseError(numpyFile("{'descr': '<f4', 'fortran_order': False, "
                                 "'shape': (0, 4611686018427387904, 4), }",
                                 "")),
            "the shape's byte size overflows 64 bits (NumPy refuses it also "
            "when a zero dim makes it empty)");
  EXPECT_EQ(parseError(numpyFile("{'descr': '<f4', 'shape': (1,), }", "abcd")),
            "the header lacks 'descr', 'fortran_order' or 'shape'");
  EXPECT_EQ(parseError(numpyFile("{'descr': '<f4', 'fortran_order': False, "
                                 "'shape': (1,), 'extra': 1}",
                                 "abcd")),
            "unexpected key 'extra' in the header");
  EXPECT_EQ(parseError(numpyFile("['descr']", "")),
            "the header is not a Python dict");
}

TEST(NpyFile, ElementCountOfAnEmptyArray) {
  npy::Array array;
  array.shape = {int64_t(1) << 62, 4, 0};
  // 0, not the product of the dims before the 0 (past INT64_MAX: UB).
  EXPECT_EQ(array.getNumElements(), 0);
  array.shape = {2, 3};
  EXPECT_EQ(array.getNumElements(), 6);
  array.shape = {};
  EXPECT_EQ(array.getNumElements(), 1);
}

TEST(NpyFile, RefusesToWriteWhatNumpyCannotLoad) {
  npy::Array array;
  array.kind = 'f';
  array.itemSize = 4;
  array.shape.assign(npy::kMaxNumPyRank + 1, 1);
  array.data.assign(4, 0);
  EXPECT_EQ(llvm::toString(npy::writeNpyFile("/dev/null", array)),
            "cannot write '/dev/null': the shape has 65 dims, numpy.load "
            "takes at most 64");
  array.shape.pop_back();
  EXPECT_FALSE(static_cast<bool>(npy::writeNpyFile("/dev/null", array)));
}

TEST(NpyFile, ByteSizeAsNumpyCountsIt) {
  EXPECT_EQ(llvm::cantFail(npy::getByteSize(4, {2, 3})), 24);
  EXPECT_EQ(llvm::cantFail(npy::getByteSize(8, {})), 8);
  EXPECT_EQ(llvm::cantFail(npy::getByteSize(4, {0, 1ll << 60})), 0);
  // INT64_MAX bytes is NumPy's largest array; one past it is refused.
  EXPECT_EQ(llvm::cantFail(npy::getByteSize(1, {0, INT64_MAX})), 0);
  EXPECT_EQ(llvm::toString(npy::getByteSize(2, {0, 1ll << 62}).takeError()),
            "the shape's byte size overflows 64 bits (NumPy refuses it also "
            "when a zero dim makes it empty)");
  EXPECT_EQ(llvm::toString(npy::getByteSize(4, {3, -1}).takeError()),
            "the shape has the negative dim -1");
}

} // namespace
