//===- reshape-run.cpp - Compile a function and run it on data ------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A JIT runner in the spirit of iree-run-module:
//
//   reshape-run FILE.mlir --function=NAME --input=@a.npy
//       --input=2x3xf32=random:7 --input=4xi32=1 --output=@out.npy
//
// compiles FILE.mlir with reshape-to-llvm, calls the function (tensor
// arguments and results) through its C interface on MLIR's ExecutionEngine,
// and writes each result to a .npy file (or prints it). Inputs that do not
// match the signature are an error before anything runs. A runtime reshape
// check that fails prints its message and exits with status 1, as the
// compiled code always does.
//
//===----------------------------------------------------------------------===//

#include "reshape/InitAll.h"
#include "reshape/Pipelines/Pipelines.h"
#include "reshape/Support/NpyFile.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <random>

using namespace mlir;
namespace npy = mlir::reshape::npy;

/// The options --help lists (LLVM's internal options are accepted but not
/// listed: HideUnrelatedOptions hides them from --help-hidden too).
static llvm::cl::OptionCategory runCategory("reshape-run options");

static llvm::cl::opt<std::string> inputFile(llvm::cl::Positional,
                                            llvm::cl::desc("<input .mlir>"),
                                            llvm::cl::init("-"),
                                            llvm::cl::cat(runCategory));
static llvm::cl::opt<std::string> functionName(
    "function",
    llvm::cl::desc("The function to run (default: the module's only public "
                   "function)"),
    llvm::cl::init(""), llvm::cl::cat(runCategory));
static llvm::cl::list<std::string> inputs(
    "input",
    llvm::cl::desc("One per argument, in order: @FILE.npy, SHAPExTYPE=VALUE "
                   "(every element) or SHAPExTYPE=random:SEED, e.g. "
                   "2x3xf32=random:7 (TYPE: f32 f16 bf16 f64 i1, or i8 i16 "
                   "i32 i64 signless, si or ui)"),
    llvm::cl::cat(runCategory));
static llvm::cl::list<std::string> outputs(
    "output",
    llvm::cl::desc("@FILE.npy for each result, in order (bf16 is written as "
                   "raw uint16 bits); results without one are printed"),
    llvm::cl::cat(runCategory));
static llvm::cl::opt<unsigned> printLimit(
    "print-max",
    llvm::cl::desc("The number of values printed per result (default 16)"),
    llvm::cl::init(16), llvm::cl::cat(runCategory));
static llvm::cl::opt<bool> noChecks(
    "no-runtime-checks",
    llvm::cl::desc("Compile without the runtime reshape checks (benchmarks "
                   "only: a bad shape is then undefined behaviour)"),
    llvm::cl::init(false), llvm::cl::cat(runCategory));

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

/// How a tensor element type is stored in a .npy file.
struct NpyType {
  char kind;
  unsigned itemSize;
};

static std::optional<NpyType> getNpyType(Type type) {
  if (type.isF32())
    return NpyType{'f', 4};
  if (type.isF16())
    return NpyType{'f', 2};
  if (type.isBF16())
    return NpyType{'u', 2}; // raw bits: NumPy has no bfloat16
  if (type.isF64())
    return NpyType{'f', 8};
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer)
    return std::nullopt;
  // NumPy's bool is i1's 0 and 1 (si1's 1 would mean -1).
  if (integer.getWidth() == 1)
    return integer.isSignless() ? std::optional(NpyType{'b', 1}) : std::nullopt;
  unsigned width = integer.getWidth();
  if (width != 8 && width != 16 && width != 32 && width != 64)
    return std::nullopt;
  return NpyType{integer.isUnsigned() ? 'u' : 'i', width / 8};
}

/// An `--input` type: an MLIR element type that .npy data can hold (see
/// getNpyType), null otherwise.
static Type parseElementType(MLIRContext &context, StringRef name) {
  // A name that is no type is reported by the caller, not the parser.
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  size_t read = 0;
  Type type = parseType(name, &context, &read);
  if (!type || read != name.size() || !getNpyType(type))
    return Type();
  return type;
}

static std::string typeToString(Type type) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << type;
  return s;
}

/// `2x3`, or `[]` for rank 0.
static std::string shapeToString(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "[]";
  return llvm::join(llvm::map_range(shape,
                                    [](int64_t d) {
                                      return ShapedType::isDynamic(d)
                                                 ? std::string("?")
                                                 : std::to_string(d);
                                    }),
                    "x");
}

//===----------------------------------------------------------------------===//
// Host tensors
//===----------------------------------------------------------------------===//

namespace {
/// A tensor in memory that this program owns, 64-byte aligned.
struct HostTensor {
  Type elementType;
  SmallVector<int64_t, 6> shape;
  unsigned itemSize = 0;
  std::unique_ptr<char, void (*)(void *)> data{nullptr, std::free};

  /// The product of the shape: it fits, the elements being in memory,
  /// unless a 0 makes it empty (the other dims of an empty result may
  /// multiply past INT64_MAX).
  int64_t getNumElements() const {
    if (llvm::is_contained(shape, 0))
      return 0;
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
  size_t getByteSize() const { return getNumElements() * itemSize; }
  /// False when the memory is not there (the caller reports it).
  [[nodiscard]] bool allocate() {
    // aligned_alloc needs a multiple of the alignment, and never 0 bytes.
    size_t bytes = std::max<size_t>((getByteSize() + 63) / 64 * 64, 64);
    data.reset(static_cast<char *>(std::aligned_alloc(64, bytes)));
    return data != nullptr;
  }
  std::string describeAllocationFailure() const {
    return "cannot allocate " + std::to_string(getByteSize()) + " bytes";
  }
};
} // namespace

/// Stops the program where the compiled code cannot allocate a buffer.
[[noreturn]] static void reportCompiledAllocationFailure(size_t size) {
  llvm::outs().flush();
  llvm::errs() << "reshape-run: error: the compiled function cannot allocate "
               << size << " bytes\n";
  std::exit(1);
}

/// malloc and aligned_alloc for the compiled code: a null pointer for a
/// buffer of any byte stops the program with an error.
static void *checkedMalloc(size_t size) {
  void *pointer = std::malloc(size);
  if (!pointer && size)
    reportCompiledAllocationFailure(size);
  return pointer;
}

static void *checkedAlignedAlloc(size_t alignment, size_t size) {
  void *pointer = std::aligned_alloc(alignment, size);
  if (!pointer && size)
    reportCompiledAllocationFailure(size);
  return pointer;
}

/// A host tensor's type as a tensor type spells it: 2x3xf32, f32 for rank 0.
static std::string typeSpelling(const HostTensor &t) {
  std::string s;
  for (int64_t d : t.shape)
    s += std::to_string(d) + "x";
  return s + typeToString(t.elementType);
}

/// Stores `value` as element `i` of `t`.
static void storeValue(HostTensor &t, int64_t i, double value) {
  char *p = t.data.get() + i * t.itemSize;
  Type type = t.elementType;
  auto storeHalf = [&](const llvm::fltSemantics &semantics) {
    llvm::APFloat f(value);
    bool lost;
    f.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &lost);
    uint16_t bits = f.bitcastToAPInt().getZExtValue();
    std::memcpy(p, &bits, 2);
  };
  if (type.isF32()) {
    float f = value;
    std::memcpy(p, &f, 4);
  } else if (type.isF64()) {
    std::memcpy(p, &value, 8);
  } else if (type.isF16()) {
    storeHalf(llvm::APFloat::IEEEhalf());
  } else if (type.isBF16()) {
    storeHalf(llvm::APFloat::BFloat());
  } else {
    int64_t v = static_cast<int64_t>(value);
    std::memcpy(p, &v, t.itemSize); // little-endian: the low bytes
  }
}

/// Whether decimal `text` has an exponent marker with no digits after it
/// ("1e", "2E+"), which APFloat takes for an exponent of 0. (In a
/// hexadecimal float, 'e' is a digit.)
static bool hasExponentWithoutDigits(StringRef text) {
  StringRef rest = text;
  if (!rest.consume_front("-"))
    rest.consume_front("+");
  if (rest.starts_with_insensitive("0x"))
    return false;
  size_t marker = rest.find_insensitive('e');
  if (marker == StringRef::npos)
    return false;
  StringRef exponent = rest.drop_front(marker + 1);
  if (!exponent.consume_front("-"))
    exponent.consume_front("+");
  return exponent.empty() || !llvm::isDigit(exponent.front());
}

/// The bits of the element that `text` spells in `type` (the low bytes of
/// the result are its little-endian bytes), or an error message: an
/// integer type takes an integer in its range (i1: 0 or 1), a float type a
/// number (or inf, nan) that does not overflow it, rounded to nearest.
static FailureOr<uint64_t> encodeInlineValue(Type type, StringRef text,
                                             std::string &error) {
  if (auto integer = dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    bool isUnsigned = integer.isUnsigned() || width == 1;
    StringRef digits = text;
    bool negative = digits.consume_front("-");
    if (!negative)
      digits.consume_front("+");
    llvm::APInt magnitude;
    if (digits.getAsInteger(10, magnitude)) {
      error = "'" + text.str() +
              "' is not an integer or random:SEED (the element type is " +
              typeToString(type) + ")";
      return failure();
    }
    // The largest magnitude of each sign: 2^w - 1 and 0 unsigned,
    // 2^(w-1) - 1 and 2^(w-1) signed.
    unsigned bits = magnitude.getActiveBits();
    bool fits = isUnsigned ? bits <= width && (!negative || bits == 0)
                : negative
                    ? bits < width || (bits == width && magnitude.isPowerOf2())
                    : bits < width;
    if (!fits) {
      error =
          "'" + text.str() + "' is out of the range of " + typeToString(type);
      return failure();
    }
    llvm::APInt value = magnitude.zextOrTrunc(64);
    if (negative)
      value.negate();
    return value.getZExtValue() & llvm::maskTrailingOnes<uint64_t>(width);
  }
  const llvm::fltSemantics &semantics =
      cast<FloatType>(type).getFloatSemantics();
  llvm::APFloat value(semantics);
  llvm::Expected<llvm::APFloat::opStatus> status =
      value.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
  if (!status || hasExponentWithoutDigits(text)) {
    if (!status)
      llvm::consumeError(status.takeError());
    error = "'" + text.str() + "' is not a number or random:SEED";
    return failure();
  }
  if (*status & llvm::APFloat::opOverflow) {
    error = "'" + text.str() + "' is out of the range of " + typeToString(type);
    return failure();
  }
  return value.bitcastToAPInt().getZExtValue();
}

/// Prints element `i` of `t`: an integer exactly, a float with %g.
static void printElement(llvm::raw_ostream &os, const HostTensor &t,
                         int64_t i) {
  uint64_t bits = 0;
  std::memcpy(&bits, t.data.get() + i * t.itemSize, t.itemSize);
  if (auto integer = dyn_cast<IntegerType>(t.elementType)) {
    // An i1 takes a byte, which holds 0 or 1 (loadInput checks .npy data).
    llvm::APInt value(integer.getWidth(),
                      bits &
                          llvm::maskTrailingOnes<uint64_t>(integer.getWidth()));
    value.print(os,
                /*isSigned=*/!integer.isUnsigned() && integer.getWidth() != 1);
    return;
  }
  llvm::APFloat value(cast<FloatType>(t.elementType).getFloatSemantics(),
                      llvm::APInt(t.itemSize * 8, bits));
  bool lost;
  value.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
  os << llvm::format("%g", value.convertToDouble());
}

/// Parses one `--input` against the argument type `argType`.
static FailureOr<HostTensor> loadInput(MLIRContext &context, StringRef spec,
                                       unsigned index, RankedTensorType argType,
                                       std::optional<int64_t> tensorId) {
  std::string what = "input " + std::to_string(index);
  if (tensorId)
    what += " (tensor " + std::to_string(*tensorId) + ")";
  auto fail = [&](const Twine &message) {
    llvm::errs() << "reshape-run: error: " << what << ": " << message << "\n";
    return failure();
  };
  HostTensor t;
  std::optional<NpyType> npyType = getNpyType(argType.getElementType());
  if (!npyType)
    return fail("the argument's element type " +
                typeToString(argType.getElementType()) +
                " is not supported (f32 f16 bf16 f64 i1, or i8 i16 i32 i64 "
                "signless, si or ui)");
  t.elementType = argType.getElementType();
  t.itemSize = npyType->itemSize;

  if (spec.consume_front("@")) {
    llvm::Expected<npy::Array> array = npy::readNpyFile(spec);
    if (!array)
      return fail(llvm::toString(array.takeError()));
    bool sameType =
        array->kind == npyType->kind && array->itemSize == npyType->itemSize;
    if (!sameType)
      return fail("'" + spec + "' holds " + array->getDescr() +
                  " data but the argument is " + typeToString(argType) +
                  (argType.getElementType().isBF16()
                       ? " (give bf16 data as raw uint16 bits, <u2)"
                       : ""));
    // NumPy's bool is one byte, 0 or 1; another byte is no i1 value.
    if (npyType->kind == 'b')
      for (auto [i, byte] : llvm::enumerate(array->data))
        if (static_cast<unsigned char>(byte) > 1)
          return fail("'" + spec + "' holds the byte " +
                      Twine(unsigned(static_cast<unsigned char>(byte))) +
                      " at element " + Twine(i) + ": bool data must be 0 or 1");
    t.shape.assign(array->shape.begin(), array->shape.end());
    if (!t.allocate())
      return fail(t.describeAllocationFailure());
    std::memcpy(t.data.get(), array->data.data(), array->data.size());
    if (argType.getElementType().isBF16())
      llvm::errs() << "reshape-run: note: " << what
                   << ": bf16 data read as raw uint16 bits from '" << spec
                   << "'\n";
  } else {
    auto [typeText, value] = spec.split('=');
    if (!spec.contains('='))
      return fail("'" + spec +
                  "' is neither @FILE.npy nor SHAPExTYPE=VALUE (e.g. "
                  "2x3xf32=random:7)");
    SmallVector<StringRef> parts;
    typeText.split(parts, 'x');
    Type elementType = parseElementType(context, parts.back());
    if (!elementType)
      return fail("unknown element type '" + parts.back() + "' in '" + spec +
                  "'");
    for (StringRef part : ArrayRef(parts).drop_back()) {
      int64_t dim;
      if (part.getAsInteger(10, dim) || dim < 0)
        return fail("'" + part + "' in '" + spec + "' is not an extent");
      t.shape.push_back(dim);
    }
    if (elementType != argType.getElementType())
      return fail("'" + spec + "' gives " + typeToString(elementType) +
                  " data but the argument is " + typeToString(argType));
    // The limit of .npy files (the inputs as NumPy could save them).
    llvm::Expected<int64_t> bytes = npy::getByteSize(t.itemSize, t.shape);
    if (!bytes)
      return fail("'" + spec + "': " + llvm::toString(bytes.takeError()));
    if (*bytes > (int64_t(1) << 40))
      return fail("'" + spec + "' is larger than 1 TiB");
    if (!t.allocate())
      return fail(t.describeAllocationFailure());
    if (value.consume_front("random:")) {
      uint64_t seed;
      if (value.getAsInteger(10, seed))
        return fail("'random:" + value + "' needs an integer seed");
      std::mt19937_64 engine(seed);
      bool isFloat = isa<FloatType>(elementType);
      auto integer = dyn_cast<IntegerType>(elementType);
      for (int64_t i = 0, e = t.getNumElements(); i < e; ++i) {
        uint64_t r = engine();
        double v;
        if (isFloat)
          v = static_cast<double>(r >> 11) * 0x1.0p-53 * 2.0 - 1.0; // [-1, 1)
        else if (integer.getWidth() == 1)
          v = r & 1;
        else if (integer.isUnsigned())
          v = r % 16;
        else
          v = static_cast<double>(r % 17) - 8.0; // [-8, 8]
        storeValue(t, i, v);
      }
    } else {
      std::string error;
      FailureOr<uint64_t> bits = encodeInlineValue(elementType, value, error);
      if (failed(bits))
        return fail(error);
      for (int64_t i = 0, e = t.getNumElements(); i < e; ++i)
        std::memcpy(t.data.get() + i * t.itemSize, &*bits, t.itemSize);
    }
  }

  // The shape: same rank, equal static extents.
  bool fits = argType.getRank() == static_cast<int64_t>(t.shape.size());
  for (unsigned i = 0; fits && i < t.shape.size(); ++i)
    fits = argType.isDynamicDim(i) || argType.getDimSize(i) == t.shape[i];
  if (!fits)
    return fail("the data has shape " + shapeToString(t.shape) +
                " but the argument is " + typeToString(argType));
  return t;
}

//===----------------------------------------------------------------------===//
// Memref descriptors
//===----------------------------------------------------------------------===//

/// The C-interface descriptor of a ranked memref: {allocated, aligned,
/// offset, sizes[rank], strides[rank]}, every field 8 bytes.
static size_t getDescriptorSize(int64_t rank) { return 8 * (3 + 2 * rank); }

static void fillDescriptor(char *d, const HostTensor &t) {
  auto put = [&](unsigned field, int64_t value) {
    std::memcpy(d + 8 * field, &value, 8);
  };
  void *data = t.data.get();
  std::memcpy(d, &data, 8);
  std::memcpy(d + 8, &data, 8);
  put(2, 0);
  int64_t stride = 1, rank = t.shape.size();
  for (int64_t i = rank - 1; i >= 0; --i) {
    put(3 + i, t.shape[i]);
    put(3 + rank + i, stride);
    stride *= t.shape[i];
  }
}

/// Copies the memref a descriptor describes into a new host tensor, whose
/// `data` stays null when it cannot be allocated.
static HostTensor readDescriptor(const char *d, Type elementType,
                                 int64_t rank) {
  auto get = [&](unsigned field) {
    int64_t value;
    std::memcpy(&value, d + 8 * field, 8);
    return value;
  };
  HostTensor t;
  t.elementType = elementType;
  t.itemSize = getNpyType(elementType)->itemSize;
  for (int64_t i = 0; i < rank; ++i)
    t.shape.push_back(get(3 + i));
  if (!t.allocate())
    return t;
  char *aligned;
  std::memcpy(&aligned, d + 8, 8);
  int64_t offset = get(2), count = t.getNumElements();
  // Walk the (possibly strided) source in row-major order.
  SmallVector<int64_t, 6> index(rank, 0);
  for (int64_t n = 0; n < count; ++n) {
    int64_t position = offset;
    for (int64_t i = 0; i < rank; ++i)
      position += index[i] * get(3 + rank + i);
    std::memcpy(t.data.get() + n * t.itemSize, aligned + position * t.itemSize,
                t.itemSize);
    for (int64_t i = rank - 1; i >= 0; --i) {
      if (++index[i] < t.shape[i])
        break;
      index[i] = 0;
    }
  }
  return t;
}

//===----------------------------------------------------------------------===//
// main
//===----------------------------------------------------------------------===//

/// The function to run: `--function`, or the only public function.
static func::FuncOp findFunction(ModuleOp module) {
  func::FuncOp found;
  unsigned candidates = 0;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    if (!functionName.empty()) {
      if (func.getSymName() == functionName)
        return func;
      continue;
    }
    if (func.isPublic()) {
      found = func;
      ++candidates;
    }
  }
  if (!functionName.empty()) {
    llvm::errs() << "reshape-run: error: the module has no function @"
                 << functionName << "\n";
    return nullptr;
  }
  if (candidates != 1) {
    llvm::errs() << "reshape-run: error: the module has " << candidates
                 << " public functions: name one with --function\n";
    return nullptr;
  }
  return found;
}

static std::optional<int64_t> getTensorId(DictionaryAttr attrs) {
  if (!attrs)
    return std::nullopt;
  if (auto id = dyn_cast_if_present<IntegerAttr>(attrs.get("onednn.tensor_id")))
    return id.getInt();
  return std::nullopt;
}

static void printTensor(const HostTensor &t, StringRef label) {
  llvm::outs() << label << ": " << typeSpelling(t) << "\n  [";
  int64_t count = t.getNumElements();
  for (int64_t i = 0; i < count && i < printLimit; ++i) {
    llvm::outs() << (i ? ", " : "");
    printElement(llvm::outs(), t, i);
  }
  if (count > printLimit)
    llvm::outs() << (printLimit ? ", " : "") << "... (" << count - printLimit
                 << " more)";
  llvm::outs() << "]\n";
}

/// Why `path` cannot be written to, or nothing when it can as far as the
/// file system says (checked before compiling: an output found unwritable
/// only after the run cost the whole compilation; red-team review).
static std::optional<std::string> whyNotWritable(StringRef path) {
  namespace fs = llvm::sys::fs;
  if (fs::exists(path)) {
    if (fs::is_directory(path))
      return std::string("it is a directory");
    if (fs::access(path, fs::AccessMode::Write))
      return std::string("permission denied");
    return std::nullopt;
  }
  StringRef parent = llvm::sys::path::parent_path(path);
  if (parent.empty())
    parent = ".";
  if (!fs::is_directory(parent))
    return "no directory '" + parent.str() + "'";
  if (fs::access(parent, fs::AccessMode::Write))
    return "the directory '" + parent.str() + "' is not writable";
  return std::nullopt;
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  reshape::registerReshapeVersionPrinter();
  llvm::cl::HideUnrelatedOptions(runCategory);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "reshape-run: compile a function with reshape-to-llvm and run it on "
      ".npy data\n");
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  DialectRegistry registry;
  reshape::registerAllReshapeDialects(registry);
  MLIRContext context(registry);
  // A located error is enough: the op a pass reports, printed after it, is
  // a whole lowered function at times.
  context.printOpOnDiagnostic(false);
  registerBuiltinDialectTranslation(context);
  registerLLVMDialectTranslation(context);

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFile, &errorMessage);
  if (!file) {
    llvm::errs() << "reshape-run: error: " << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  func::FuncOp func = findFunction(*module);
  if (!func)
    return 1;
  std::string name = func.getSymName().str();

  // The signature: ranked tensors of supported element types.
  FunctionType type = func.getFunctionType();
  auto checkType = [&](Type t, StringRef what, unsigned i) {
    auto ranked = dyn_cast<RankedTensorType>(t);
    if (ranked && getNpyType(ranked.getElementType()))
      return true;
    llvm::errs() << "reshape-run: error: @" << name << " " << what << " " << i
                 << " has type " << t
                 << ": reshape-run passes ranked tensors of f32, f16, bf16, "
                    "f64, i1, or i8, i16, i32, i64 (signless, si or ui)\n";
    return false;
  };
  for (auto [i, t] : llvm::enumerate(type.getInputs()))
    if (!checkType(t, "argument", i))
      return 1;
  for (auto [i, t] : llvm::enumerate(type.getResults()))
    if (!checkType(t, "result", i))
      return 1;
  if (inputs.size() != type.getNumInputs()) {
    llvm::errs() << "reshape-run: error: @" << name << " takes "
                 << type.getNumInputs() << " inputs, " << inputs.size()
                 << " given (--input)\n";
    return 1;
  }
  if (outputs.size() > type.getNumResults()) {
    llvm::errs() << "reshape-run: error: @" << name << " has "
                 << type.getNumResults() << " results, " << outputs.size()
                 << " --output given\n";
    return 1;
  }
  for (StringRef output : outputs) {
    if (!output.starts_with("@")) {
      llvm::errs() << "reshape-run: error: --output=" << output
                   << " is not @FILE.npy\n";
      return 1;
    }
    if (std::optional<std::string> why = whyNotWritable(output.drop_front())) {
      llvm::errs() << "reshape-run: error: cannot write '"
                   << output.drop_front() << "': " << *why << "\n";
      return 1;
    }
  }

  // The data, checked against the signature before anything is compiled.
  std::vector<HostTensor> args;
  for (auto [i, spec] : llvm::enumerate(inputs)) {
    FailureOr<HostTensor> t =
        loadInput(context, spec, i, cast<RankedTensorType>(type.getInput(i)),
                  getTensorId(func.getArgAttrDict(i)));
    if (failed(t))
      return 1;
    args.push_back(std::move(*t));
  }

  // Compile (the function is an llvm.func afterwards: read it first).
  SmallVector<std::optional<int64_t>> resultIds;
  for (unsigned i = 0; i < type.getNumResults(); ++i)
    resultIds.push_back(getTensorId(func.getResultAttrDict(i)));
  func->setAttr("llvm.emit_c_interface", UnitAttr::get(&context));
  // Called from outside: the pipeline gives a function that is not public
  // an ownership flag per result, which the C interface would return too.
  func.setPublic();
  PassManager pm(&context);
  reshape::ReshapeToLLVMOptions options;
  options.runtimeChecks = !noChecks;
  reshape::buildReshapeToLLVMPipeline(pm, options);
  if (failed(pm.run(*module)))
    return 1;
  auto transformer = makeOptimizingTransformer(/*optLevel=*/2,
                                               /*sizeLevel=*/0, nullptr);
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  // The code generation level goes into the target machine: the engine
  // ignores jitCodeGenOptLevel when it makes the machine itself (it would
  // compile with -O2 code generation).
  auto createEngine =
      [&]() -> llvm::Expected<std::unique_ptr<ExecutionEngine>> {
    llvm::Expected<llvm::orc::JITTargetMachineBuilder> machineBuilder =
        llvm::orc::JITTargetMachineBuilder::detectHost();
    if (!machineBuilder)
      return machineBuilder.takeError();
    machineBuilder->setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
    llvm::Expected<std::unique_ptr<llvm::TargetMachine>> machine =
        machineBuilder->createTargetMachine();
    if (!machine)
      return machine.takeError();
    return ExecutionEngine::create(*module, engineOptions, std::move(*machine));
  };
  llvm::Expected<std::unique_ptr<ExecutionEngine>> engine = createEngine();
  if (!engine) {
    llvm::errs() << "reshape-run: error: cannot JIT-compile the module: "
                 << llvm::toString(engine.takeError()) << "\n";
    return 1;
  }
  // The compiled code calls malloc and aligned_alloc without a null check:
  // it wrote through a null pointer where a buffer could not be allocated.
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    map[interner("malloc")] = {llvm::orc::ExecutorAddr::fromPtr(&checkedMalloc),
                               llvm::JITSymbolFlags::Exported};
    map[interner("aligned_alloc")] = {
        llvm::orc::ExecutorAddr::fromPtr(&checkedAlignedAlloc),
        llvm::JITSymbolFlags::Exported};
    return map;
  });
  (*engine)->initialize();

  // Call _mlir_ciface_NAME(results*, args*...): each argument a pointer to
  // a descriptor, the results one struct of descriptors.
  std::vector<std::vector<char>> argDescriptors;
  for (const HostTensor &t : args) {
    argDescriptors.emplace_back(getDescriptorSize(t.shape.size()));
    fillDescriptor(argDescriptors.back().data(), t);
  }
  size_t resultBytes = 0;
  for (Type t : type.getResults())
    resultBytes += getDescriptorSize(cast<RankedTensorType>(t).getRank());
  std::vector<char> resultDescriptors(std::max<size_t>(resultBytes, 8));
  SmallVector<void *> pointers;
  if (type.getNumResults())
    pointers.push_back(resultDescriptors.data());
  for (std::vector<char> &d : argDescriptors)
    pointers.push_back(d.data());
  SmallVector<void *> packed;
  for (void *&p : pointers)
    packed.push_back(&p);
  if (llvm::Error error =
          (*engine)->invokePacked("_mlir_ciface_" + name, packed)) {
    llvm::errs() << "reshape-run: error: " << llvm::toString(std::move(error))
                 << "\n";
    return 1;
  }

  // Copy the results out, then free the buffers the function allocated (a
  // result may also be a view of an argument, or two results one buffer).
  llvm::DenseSet<void *> notOwned;
  for (const HostTensor &t : args)
    notOwned.insert(t.data.get());
  size_t offset = 0;
  int status = 0;
  for (auto [i, t] : llvm::enumerate(type.getResults())) {
    auto ranked = cast<RankedTensorType>(t);
    const char *d = resultDescriptors.data() + offset;
    offset += getDescriptorSize(ranked.getRank());
    HostTensor result =
        readDescriptor(d, ranked.getElementType(), ranked.getRank());
    void *allocated;
    std::memcpy(&allocated, d, 8);
    if (allocated && notOwned.insert(allocated).second)
      std::free(allocated);

    std::string label = "result " + std::to_string(i);
    if (resultIds[i])
      label += " (tensor " + std::to_string(*resultIds[i]) + ")";
    if (!result.data) {
      llvm::errs() << "reshape-run: error: " << label << ": "
                   << result.describeAllocationFailure() << "\n";
      status = 1;
      continue;
    }
    if (i >= outputs.size()) {
      printTensor(result, label);
      continue;
    }
    npy::Array array;
    std::optional<NpyType> npyType = getNpyType(result.elementType);
    array.kind = npyType->kind;
    array.itemSize = npyType->itemSize;
    array.shape.assign(result.shape.begin(), result.shape.end());
    array.data.assign(result.data.get(),
                      result.data.get() + result.getByteSize());
    StringRef path = StringRef(outputs[i]).drop_front();
    if (llvm::Error error = npy::writeNpyFile(path, array)) {
      llvm::errs() << "reshape-run: error: " << llvm::toString(std::move(error))
                   << "\n";
      status = 1;
      continue;
    }
    llvm::outs() << label << ": " << typeSpelling(result) << " written to '"
                 << path << "'"
                 << (result.elementType.isBF16() ? " (raw uint16 bits)" : "")
                 << "\n";
    if (result.shape.size() > npy::kMaxNumPy1Rank)
      llvm::errs() << "reshape-run: note: " << label << " has "
                   << result.shape.size() << " dims: NumPy before 2.0 loads "
                   << "at most " << npy::kMaxNumPy1Rank << "\n";
  }
  return status;
}
