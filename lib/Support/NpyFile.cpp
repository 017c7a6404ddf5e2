//===- NpyFile.cpp - Read and write NumPy .npy files ----------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The format (numpy/lib/format.py): the magic string "\x93NUMPY", a major
// and minor version byte, the header length (2 bytes in 1.0, 4 in 2.0 and
// 3.0, little-endian), then the header: a Python dict literal with the keys
// 'descr', 'fortran_order' and 'shape', padded with spaces and a newline so
// that the data starts at a multiple of 64 bytes. The data follows.
//
//===----------------------------------------------------------------------===//

#include "reshape/Support/NpyFile.h"
#include "reshape/Support/RegularFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::reshape;
using llvm::StringRef;

static constexpr StringRef kMagic("\x93NUMPY", 6);

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

std::string npy::Array::getDescr() const {
  char order = itemSize == 1 ? '|' : '<';
  return std::string(1, order) + kind + std::to_string(itemSize);
}

int64_t npy::Array::getNumElements() const {
  // Empty: the other dims may multiply past INT64_MAX.
  if (llvm::is_contained(shape, 0))
    return 0;
  int64_t count = 1;
  for (int64_t dim : shape)
    count *= dim;
  return count;
}

namespace {
/// The tokens of the header's Python literal.
class HeaderLexer {
public:
  explicit HeaderLexer(StringRef text) : text(text) {}

  void skipSpace() { text = text.ltrim(" \t\r\n"); }
  /// Consumes `c` if it comes next.
  bool consume(char c) {
    skipSpace();
    if (!text.starts_with(StringRef(&c, 1)))
      return false;
    text = text.drop_front();
    return true;
  }
  /// A quoted string ('...' or "...", no escapes: a dtype or key never has
  /// one).
  std::optional<std::string> string() {
    skipSpace();
    if (text.empty() || (text[0] != '\'' && text[0] != '"'))
      return std::nullopt;
    char quote = text[0];
    size_t end = text.find(quote, 1);
    if (end == StringRef::npos)
      return std::nullopt;
    std::string s = text.slice(1, end).str();
    text = text.drop_front(end + 1);
    return s;
  }
  /// A word of letters and digits: True, False, 12, 12L.
  StringRef word() {
    skipSpace();
    size_t n = 0;
    while (n < text.size() && (llvm::isAlnum(text[n]) || text[n] == '-'))
      ++n;
    StringRef w = text.take_front(n);
    text = text.drop_front(n);
    return w;
  }
  bool atEnd() {
    skipSpace();
    return text.empty();
  }

private:
  StringRef text;
};
} // namespace

/// Parses the header dict into `array`; returns whether it is Fortran
/// order.
static llvm::Expected<bool> parseHeader(StringRef header, npy::Array &array) {
  HeaderLexer lex(header);
  bool fortranOrder = false;
  bool sawDescr = false, sawOrder = false, sawShape = false;
  if (!lex.consume('{'))
    return makeError("the header is not a Python dict");
  while (!lex.consume('}')) {
    std::optional<std::string> key = lex.string();
    if (!key || !lex.consume(':'))
      return makeError("the header is not a Python dict of 'key': value");
    if (*key == "descr") {
      std::optional<std::string> descr = lex.string();
      if (!descr)
        return makeError("'descr' is not a string");
      StringRef d(*descr);
      if (d.size() < 3)
        return makeError("unsupported dtype '" + d + "'");
      char order = d[0];
      array.kind = d[1];
      if (d.drop_front(2).getAsInteger(10, array.itemSize))
        return makeError("unsupported dtype '" + d + "'");
      bool known =
          (array.kind == 'b' && array.itemSize == 1) ||
          ((array.kind == 'i' || array.kind == 'u') &&
           (array.itemSize == 1 || array.itemSize == 2 || array.itemSize == 4 ||
            array.itemSize == 8)) ||
          (array.kind == 'f' &&
           (array.itemSize == 2 || array.itemSize == 4 || array.itemSize == 8));
      if (!known ||
          (order != '<' && order != '|' && order != '=' && order != '>'))
        return makeError("unsupported dtype '" + d +
                         "' (supported: booleans, integers and floats)");
      if (order == '>' && array.itemSize > 1)
        return makeError("big-endian data ('" + d + "') is not supported");
      sawDescr = true;
    } else if (*key == "fortran_order") {
      StringRef value = lex.word();
      if (value != "True" && value != "False")
        return makeError("'fortran_order' is not True or False");
      fortranOrder = value == "True";
      sawOrder = true;
    } else if (*key == "shape") {
      if (!lex.consume('('))
        return makeError("'shape' is not a tuple");
      array.shape.clear();
      while (!lex.consume(')')) {
        StringRef value = lex.word();
        value.consume_back("L");
        int64_t dim;
        if (value.getAsInteger(10, dim) || dim < 0)
          return makeError("'shape' holds '" + value +
                           "', not a non-negative integer");
        array.shape.push_back(dim);
        if (lex.consume(')'))
          break;
        if (!lex.consume(','))
          return makeError("'shape' is not a tuple of integers");
      }
      sawShape = true;
    } else {
      return makeError("unexpected key '" + *key + "' in the header");
    }
    if (lex.consume('}'))
      break;
    if (!lex.consume(','))
      return makeError("the header is not a Python dict");
  }
  if (!lex.atEnd())
    return makeError("the header has text after its dict");
  if (!sawDescr || !sawOrder || !sawShape)
    return makeError("the header lacks 'descr', 'fortran_order' or 'shape'");
  return fortranOrder;
}

llvm::Expected<npy::Array> npy::parseNpy(StringRef bytes) {
  if (!bytes.starts_with(kMagic) || bytes.size() < 10)
    return makeError("not a .npy file (no \\x93NUMPY magic string)");
  unsigned major = static_cast<unsigned char>(bytes[6]);
  size_t headerLength, headerStart;
  if (major == 1) {
    headerLength = static_cast<unsigned char>(bytes[8]) |
                   static_cast<unsigned char>(bytes[9]) << 8;
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return makeError("the .npy header is truncated");
    headerLength = 0;
    for (int i = 3; i >= 0; --i)
      headerLength =
          headerLength << 8 | static_cast<unsigned char>(bytes[8 + i]);
    headerStart = 12;
  } else {
    return makeError("unsupported .npy format version " + llvm::Twine(major));
  }
  if (bytes.size() - headerStart < headerLength)
    return makeError("the .npy header is truncated");
  Array array;
  llvm::Expected<bool> fortranOrder =
      parseHeader(bytes.substr(headerStart, headerLength), array);
  if (!fortranOrder)
    return fortranOrder.takeError();
  // A Fortran-order array of rank < 2 is also in C order.
  if (*fortranOrder && array.shape.size() > 1)
    return makeError("Fortran-order arrays are not supported (save a C-order "
                     "copy: numpy.ascontiguousarray)");
  StringRef data = bytes.drop_front(headerStart + headerLength);
  llvm::Expected<int64_t> size = getByteSize(array.itemSize, array.shape);
  if (!size)
    return size.takeError();
  if (data.size() != static_cast<uint64_t>(*size))
    return makeError("the data has " + llvm::Twine(data.size()) +
                     " bytes, the shape and dtype need " + llvm::Twine(*size));
  array.data.assign(data.begin(), data.end());
  return array;
}

llvm::Expected<int64_t> npy::getByteSize(unsigned itemSize,
                                         llvm::ArrayRef<int64_t> shape) {
  int64_t nonzero = itemSize;
  bool empty = false;
  for (int64_t dim : shape) {
    if (dim < 0)
      return makeError("the shape has the negative dim " + llvm::Twine(dim));
    if (dim == 0) {
      empty = true;
      continue;
    }
    if (__builtin_mul_overflow(nonzero, dim, &nonzero))
      return makeError("the shape's byte size overflows 64 bits (NumPy "
                       "refuses it also when a zero dim makes it empty)");
  }
  return empty ? 0 : nonzero;
}

llvm::Expected<npy::Array> npy::readNpyFile(StringRef path) {
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      reshape::readRegularFile(path);
  if (!buffer)
    return makeError("cannot read '" + path +
                     "': " + llvm::toString(buffer.takeError()));
  llvm::Expected<Array> array = parseNpy((*buffer)->getBuffer());
  if (!array)
    return makeError("'" + path + "': " + llvm::toString(array.takeError()));
  return array;
}

void npy::writeNpy(llvm::raw_ostream &os, const Array &array) {
  std::string header = "{'descr': '" + array.getDescr() +
                       "', 'fortran_order': False, 'shape': (";
  for (int64_t dim : array.shape)
    header += std::to_string(dim) + (array.shape.size() == 1 ? "," : ", ");
  if (array.shape.size() > 1)
    header.resize(header.size() - 2);
  header += "), }";
  // Pad with spaces and a newline so the data starts at a multiple of 64.
  bool version2 = header.size() + 11 > 65535;
  size_t prefix = version2 ? 12 : 10;
  size_t total = (prefix + header.size() + 1 + 63) / 64 * 64;
  header.append(total - prefix - header.size() - 1, ' ');
  header += '\n';
  os << kMagic << static_cast<char>(version2 ? 2 : 1) << '\0';
  size_t length = header.size();
  for (size_t i = 0; i < (version2 ? 4u : 2u); ++i)
    os << static_cast<char>((length >> (8 * i)) & 0xff);
  os << header;
  os.write(array.data.data(), array.data.size());
}

llvm::Error npy::writeNpyFile(StringRef path, const Array &array) {
  if (llvm::Expected<int64_t> size = getByteSize(array.itemSize, array.shape);
      !size)
    return makeError("cannot write '" + path +
                     "': " + llvm::toString(size.takeError()));
  if (array.shape.size() > kMaxNumPyRank)
    return makeError("cannot write '" + path + "': the shape has " +
                     llvm::Twine(array.shape.size()) +
                     " dims, numpy.load takes at most " +
                     llvm::Twine(kMaxNumPyRank));
  std::error_code error;
  llvm::raw_fd_ostream os(path, error, llvm::sys::fs::OF_None);
  if (error)
    return makeError("cannot write '" + path + "': " + error.message());
  writeNpy(os, array);
  os.close();
  if (!os.has_error())
    return llvm::Error::success();
  // Taken: a stream destroyed with an error is a fatal error.
  std::error_code writeError = os.error();
  os.clear_error();
  return makeError("cannot write '" + path + "': " + writeError.message());
}
