//===- ProgramGenerator.cpp - Random programs around reshapes -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The program is a tree of statements (one class per construct), each of
// which prints itself as MLIR and executes itself on concrete values. The
// generator builds the tree top-down and, as it goes, executes each new
// statement on "nominal" values (loop bodies with their first iteration),
// so that it can choose targets that are usually valid, casts to static
// types that hold, and so on. The interpretation runs the finished tree
// with the reference of test/Reference deciding every reshape.
//
//===----------------------------------------------------------------------===//

#include "ProgramGenerator.h"

#include "../test/Reference/ReferenceReshape.h"

#include "reshape/Pipelines/Pipelines.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <deque>
#include <functional>
#include <limits>
#include <sstream>

using namespace reshape_fuzz;

namespace {

constexpr int64_t kDyn = std::numeric_limits<int64_t>::min();
constexpr int64_t kMaxData = 4096;

std::string ruleName(reshape_test::Rule rule) {
  switch (rule) {
  case reshape_test::Rule::R2:
    return "R2";
  case reshape_test::Rule::R3:
    return "R3";
  case reshape_test::Rule::R4:
    return "R4";
  case reshape_test::Rule::R5:
    return "R5";
  case reshape_test::Rule::R6:
    return "R6";
  case reshape_test::Rule::R8:
    return "R8";
  case reshape_test::Rule::R9:
    return "R9";
  case reshape_test::Rule::R10:
    return "R10";
  }
  return "R?";
}

/// A saturating element count (kMaxData + 1 stands for "too many").
int64_t volumeOf(const Dims &dims) {
  int64_t v = 1;
  for (int64_t d : dims) {
    if (d == 0)
      return 0;
  }
  for (int64_t d : dims) {
    if (d < 0 || d > kMaxData || v * d > kMaxData)
      return kMaxData + 1;
    v *= d;
  }
  return v;
}

/// Two's complement wrap of `v` to the width of the integer type `elem`.
int64_t wrapTo(int64_t v, const std::string &elem) {
  unsigned width = 64;
  if (elem == "i1")
    width = 1;
  else if (elem == "i8")
    width = 8;
  else if (elem == "i16")
    width = 16;
  else if (elem == "i32")
    width = 32;
  if (width == 64)
    return v;
  if (width == 1)
    return v & 1;
  uint64_t mask = (uint64_t(1) << width) - 1;
  uint64_t bits = uint64_t(v) & mask;
  if (bits >> (width - 1))
    bits |= ~mask;
  return int64_t(bits);
}

bool isFloatType(const std::string &elem) {
  return elem == "f16" || elem == "bf16" || elem == "f32" || elem == "f64";
}

/// The integer `v` rounded to nearest-even with `bits` significant bits.
int64_t roundToSignificantBits(int64_t v, int bits) {
  uint64_t m = v < 0 ? 0 - uint64_t(v) : uint64_t(v);
  if (m >> bits == 0)
    return v;
  int drop = 64 - __builtin_clzll(m) - bits;
  uint64_t unit = uint64_t(1) << drop, rest = m & (unit - 1);
  uint64_t kept = m >> drop;
  if (rest > unit / 2 || (rest == unit / 2 && (kept & 1)))
    ++kept;
  m = kept << drop;
  return v < 0 ? -int64_t(m) : int64_t(m);
}

/// The element of type `elem` that the integer `v` becomes (a data element:
/// an integer type wraps, a float type rounds).
int64_t representAs(int64_t v, const std::string &elem) {
  if (v == kNotFinite)
    return v;
  if (!isFloatType(elem))
    return wrapTo(v, elem);
  if (elem == "f16") {
    int64_t r = roundToSignificantBits(v, 11);
    return r > 65504 || r < -65504 ? kNotFinite : r;
  }
  return roundToSignificantBits(v, elem == "bf16"  ? 8
                                   : elem == "f32" ? 24
                                                   : 53);
}

/// A literal of the integer `v` for an element of type `elem`.
std::string elementLiteral(int64_t v, const std::string &elem) {
  return isFloatType(elem) ? std::to_string(v) + "."
                           : std::to_string(wrapTo(v, elem));
}

//===----------------------------------------------------------------------===//
// Types and values
//===----------------------------------------------------------------------===//

struct TypeDesc {
  bool tensor = false;
  /// The scalar type, or the tensor's element type.
  std::string elem;
  bool ranked = true;
  Dims shape;
  /// For an unranked type of region results, function parameters and
  /// results: the rank of every value given to it (so that a cast to a
  /// ranked type never contradicts the data). Not part of the type.
  int64_t rankHint = -1;
  /// A tensor of the program's data (of its data element type; a shape
  /// tensor may have the same element type). Not part of the type.
  bool data = false;

  static TypeDesc scalar(std::string elem) {
    TypeDesc t;
    t.elem = std::move(elem);
    return t;
  }
  static TypeDesc ranked_(Dims shape, std::string elem) {
    TypeDesc t;
    t.tensor = true;
    t.elem = std::move(elem);
    t.shape = std::move(shape);
    return t;
  }
  static TypeDesc unranked(std::string elem) {
    TypeDesc t;
    t.tensor = true;
    t.elem = std::move(elem);
    t.ranked = false;
    return t;
  }
  /// The same kind of tensor with another shape, or unranked.
  TypeDesc withShape(Dims dims) const {
    TypeDesc t = ranked_(std::move(dims), elem);
    t.data = data;
    return t;
  }
  TypeDesc withoutRank() const {
    TypeDesc t = unranked(elem);
    t.data = data;
    return t;
  }
  bool isStatic() const {
    return tensor && ranked &&
           std::none_of(shape.begin(), shape.end(),
                        [](int64_t d) { return d == kDyn; });
  }
  std::string str() const {
    if (!tensor)
      return elem;
    if (!ranked)
      return "tensor<*x" + elem + ">";
    std::string s = "tensor<";
    for (int64_t d : shape)
      s += (d == kDyn ? std::string("?") : std::to_string(d)) + "x";
    return s + elem + ">";
  }
  std::string memref() const {
    std::string s = str();
    return "memref" + s.substr(6);
  }
  /// The same type (the rank hint aside).
  bool operator==(const TypeDesc &o) const {
    return tensor == o.tensor && elem == o.elem && ranked == o.ranked &&
           shape == o.shape;
  }
};

struct ValueInfo {
  std::string ref;
  TypeDesc type;
  /// Takes other values on other executions (depends on a loop's
  /// induction variable or carried values, or a function argument).
  bool varies = false;
  /// The nominal value is made up (it comes from a reshape that breaks a
  /// rule): casting to its dims could contradict the real data.
  bool poisoned = false;
  /// A nonnegative index value (usable as an extent or a bound).
  bool nonNegative = false;
  /// A loop induction variable.
  bool inductionVar = false;
};

struct RtValue {
  int64_t scalar = 0;
  Dims dims;
  std::vector<int64_t> data;
};

class Stmt;
struct Block {
  std::vector<int> args;
  std::vector<std::unique_ptr<Stmt>> stmts;
};

struct Func {
  std::string name;
  bool isPublic = false;
  std::vector<int> args;
  std::vector<TypeDesc> resultTypes;
  Block body;
  /// 0: func.return, 1: llvm.unreachable, 2: an unregistered terminator.
  int terminator = 0;
  std::vector<int> returns;
};

struct ModuleTree {
  std::string name;
  std::vector<std::string> header;
  std::vector<std::unique_ptr<Func>> funcs;
  std::vector<std::unique_ptr<ModuleTree>> nested;
  /// Ops printed at the end of the module body (module-level graph
  /// region content).
  std::vector<std::string> trailer;
};

} // namespace

class reshape_fuzz::ProgramTree {
public:
  std::deque<ValueInfo> values;
  ModuleTree top;
  std::vector<Func *> allFuncs;
  Func *main = nullptr;
  std::map<int, unsigned> tagLine;
  int numTags = 0;
  unsigned numGlobals = 0;
  /// The element type of every data tensor.
  std::string dataElem = "f32";
};

namespace {

//===----------------------------------------------------------------------===//
// Printing and interpreting
//===----------------------------------------------------------------------===//

struct Printer {
  const ProgramTree &tree;
  std::map<int, unsigned> &tagLine;
  std::string out;
  int indent = 0;
  unsigned lineNo = 1;
  unsigned tmpCounter = 0;

  void line(const std::string &s) {
    out.append(indent * 2, ' ');
    out += s;
    out += '\n';
    ++lineNo;
  }
  std::string tmp() { return "%t" + std::to_string(tmpCounter++); }
  const std::string &ref(int id) const { return tree.values[id].ref; }
  std::string type(int id) const { return tree.values[id].type.str(); }
};

struct Interp {
  const ProgramTree &tree;
  std::deque<RtValue> env;
  /// Go on past failed checks (recording them) rather than stop.
  bool lenient = false;
  ExpectedRun run;
  std::map<unsigned, std::set<std::string>> violations;
  int64_t budget = 200000;
  /// Observations are kept (the expected run) unless this is false (the
  /// generator's own run, which only needs the values); their elements
  /// count against a budget of their own: a loop of many iterations that
  /// observes a large tensor in each held gigabytes of them.
  bool recordObservations = true;
  int64_t observedElements = int64_t(1) << 22;

  explicit Interp(const ProgramTree &tree) : tree(tree) {}
  /// False (out of budget) when the observations would take too much.
  bool observe(Observation o) {
    if (!recordObservations)
      return true;
    observedElements -= 1 + static_cast<int64_t>(o.data.size());
    if (observedElements < 0) {
      run.outOfBudget = true;
      return false;
    }
    run.observations.push_back(std::move(o));
    return true;
  }
  RtValue &at(int id) {
    if (env.size() <= size_t(id))
      env.resize(id + 1);
    return env[id];
  }
  bool step() {
    if (--budget > 0)
      return true;
    run.outOfBudget = true;
    return false;
  }
};

class Stmt {
public:
  virtual ~Stmt() = default;
  virtual void print(Printer &p) const = 0;
  /// False: the program stops here (a failed check, or out of budget).
  virtual bool exec(Interp &interp) const = 0;
  /// The values this statement uses directly (not inside its regions).
  virtual std::vector<int> operands() const { return {}; }
};

bool execBlock(const Block &block, Interp &interp) {
  for (const auto &s : block.stmts) {
    if (!interp.step() || !s->exec(interp))
      return false;
  }
  return true;
}

void printBlock(const Block &block, Printer &p) {
  for (const auto &s : block.stmts)
    s->print(p);
}

std::string joinRefs(const Printer &p, const std::vector<int> &ids) {
  std::string s;
  for (size_t i = 0; i < ids.size(); ++i)
    s += (i ? ", " : "") + p.ref(ids[i]);
  return s;
}

std::string joinTypes(const Printer &p, const std::vector<int> &ids) {
  std::string s;
  for (size_t i = 0; i < ids.size(); ++i)
    s += (i ? ", " : "") + p.type(ids[i]);
  return s;
}

/// The elements of `data` (of type `elemType`) with the nesting of `dims`.
std::string denseLiteral(const Dims &dims, const std::vector<int64_t> &data,
                         const std::string &elemType) {
  auto elem = [&](int64_t v) { return elementLiteral(v, elemType); };
  if (!data.empty() && std::all_of(data.begin(), data.end(),
                                   [&](int64_t v) { return v == data[0]; }))
    return "dense<" + elem(data[0]) + ">";
  if (data.empty())
    return "dense<>";
  std::string s;
  size_t pos = 0;
  std::function<void(size_t)> rec = [&](size_t d) {
    if (d == dims.size()) {
      s += elem(data[pos++]);
      return;
    }
    s += "[";
    for (int64_t i = 0; i < dims[d]; ++i) {
      if (i)
        s += ", ";
      rec(d + 1);
    }
    s += "]";
  };
  rec(0);
  return "dense<" + s + ">";
}

// --- scalars ---------------------------------------------------------------

class ConstScalar : public Stmt {
public:
  int out;
  int64_t value;
  ConstScalar(int out, int64_t value) : out(out), value(value) {}
  void print(Printer &p) const override {
    const std::string &t = p.tree.values[out].type.elem;
    std::string v = t == "i1" ? (value ? "true" : "false")
                              : std::to_string(value) + " : " + t;
    p.line(p.ref(out) + " = arith.constant " + v);
  }
  bool exec(Interp &I) const override {
    I.at(out).scalar = value;
    return true;
  }
};

/// An i64 the compiler cannot see: a call of the identity @fuzz_opaque_i64.
class OpaqueScalar : public Stmt {
public:
  int out;
  int64_t value;
  OpaqueScalar(int out, int64_t value) : out(out), value(value) {}
  void print(Printer &p) const override {
    std::string c = p.tmp();
    p.line(c + " = arith.constant " + std::to_string(value) + " : i64");
    p.line(p.ref(out) + " = func.call @" + kOpaqueName + "(" + c +
           ") : (i64) -> i64");
  }
  bool exec(Interp &I) const override {
    I.at(out).scalar = value;
    return true;
  }
};

class BinaryScalar : public Stmt {
public:
  int out, a, b;
  std::string op;
  BinaryScalar(int out, std::string op, int a, int b)
      : out(out), a(a), b(b), op(std::move(op)) {}
  void print(Printer &p) const override {
    p.line(p.ref(out) + " = arith." + op + " " + p.ref(a) + ", " + p.ref(b) +
           " : " + p.type(out));
  }
  bool exec(Interp &I) const override {
    uint64_t x = I.at(a).scalar, y = I.at(b).scalar, r = 0;
    if (op == "addi")
      r = x + y;
    else if (op == "subi")
      r = x - y;
    else
      r = x * y;
    I.at(out).scalar = wrapTo(int64_t(r), I.tree.values[out].type.elem);
    return true;
  }
  std::vector<int> operands() const override { return {a, b}; }
};

/// arith.index_cast / trunci / extsi.
class ConvertScalar : public Stmt {
public:
  int out, in;
  ConvertScalar(int out, int in) : out(out), in(in) {}
  void print(Printer &p) const override {
    const std::string &from = p.tree.values[in].type.elem;
    const std::string &to = p.tree.values[out].type.elem;
    auto width = [](const std::string &t) {
      return t == "index" ? 64 : std::stoi(t.substr(1));
    };
    std::string op = from == "index" || to == "index" ? "index_cast"
                     : width(to) < width(from)        ? "trunci"
                                                      : "extsi";
    p.line(p.ref(out) + " = arith." + op + " " + p.ref(in) + " : " + from +
           " to " + to);
  }
  bool exec(Interp &I) const override {
    I.at(out).scalar = wrapTo(I.at(in).scalar, I.tree.values[out].type.elem);
    return true;
  }
  std::vector<int> operands() const override { return {in}; }
};

class CompareScalar : public Stmt {
public:
  int out, a, b;
  std::string pred;
  CompareScalar(int out, std::string pred, int a, int b)
      : out(out), a(a), b(b), pred(std::move(pred)) {}
  void print(Printer &p) const override {
    p.line(p.ref(out) + " = arith.cmpi " + pred + ", " + p.ref(a) + ", " +
           p.ref(b) + " : " + p.type(a));
  }
  bool exec(Interp &I) const override {
    int64_t x = I.at(a).scalar, y = I.at(b).scalar;
    bool r = pred == "slt"   ? x < y
             : pred == "sle" ? x <= y
             : pred == "eq"  ? x == y
                             : x != y;
    I.at(out).scalar = r;
    return true;
  }
  std::vector<int> operands() const override { return {a, b}; }
};

// --- tensors ---------------------------------------------------------------

class DenseTensor : public Stmt {
public:
  int out;
  std::vector<int64_t> data;
  DenseTensor(int out, std::vector<int64_t> data)
      : out(out), data(std::move(data)) {}
  void print(Printer &p) const override {
    const TypeDesc &t = p.tree.values[out].type;
    p.line(p.ref(out) + " = arith.constant " +
           denseLiteral(t.shape, data, t.elem) + " : " + t.str());
  }
  bool exec(Interp &I) const override {
    RtValue &v = I.at(out);
    const TypeDesc &t = I.tree.values[out].type;
    v.dims = t.shape;
    v.data.clear();
    for (int64_t x : data)
      v.data.push_back(representAs(x, t.elem));
    return true;
  }
};

/// memref.get_global of a constant global and bufferization.to_tensor.
class GlobalTensor : public Stmt {
public:
  int out;
  std::string name;
  std::vector<int64_t> data;
  GlobalTensor(int out, std::string name, std::vector<int64_t> data)
      : out(out), name(std::move(name)), data(std::move(data)) {}
  std::string declaration(const ProgramTree &tree) const {
    const TypeDesc &t = tree.values[out].type;
    return "memref.global \"private\" constant @" + name + " : " + t.memref() +
           " = " + denseLiteral(t.shape, data, t.elem);
  }
  void print(Printer &p) const override {
    const TypeDesc &t = p.tree.values[out].type;
    std::string m = p.tmp();
    p.line(m + " = memref.get_global @" + name + " : " + t.memref());
    p.line(p.ref(out) + " = bufferization.to_tensor " + m +
           " restrict : " + t.memref() + " to " + t.str());
  }
  bool exec(Interp &I) const override {
    RtValue &v = I.at(out);
    const TypeDesc &t = I.tree.values[out].type;
    v.dims = t.shape;
    v.data.clear();
    for (int64_t x : data)
      v.data.push_back(representAs(x, t.elem));
    return true;
  }
};

/// The dims of a ranked type: static ones from the type, `?` ones from the
/// index operands, in order.
Dims runtimeDims(const TypeDesc &t, const std::vector<int> &dynDims,
                 Interp &I) {
  Dims dims = t.shape;
  size_t k = 0;
  for (int64_t &d : dims)
    if (d == kDyn)
      d = I.at(dynDims[k++]).scalar;
  return dims;
}

/// tensor.generate: element i (row-major) is base + i.
class GenerateTensor : public Stmt {
public:
  int out;
  std::vector<int> dynDims;
  int base;
  GenerateTensor(int out, std::vector<int> dynDims, int base)
      : out(out), dynDims(std::move(dynDims)), base(base) {}
  void print(Printer &p) const override {
    const TypeDesc &t = p.tree.values[out].type;
    p.line(p.ref(out) + " = tensor.generate " + joinRefs(p, dynDims) + " {");
    std::vector<std::string> ivs;
    std::string args;
    for (size_t j = 0; j < t.shape.size(); ++j) {
      ivs.push_back(p.tmp());
      args += (j ? ", " : "") + ivs.back() + ": index";
    }
    if (!ivs.empty())
      p.line("^bb0(" + args + "):");
    ++p.indent;
    std::string lin = p.tmp();
    p.line(lin + " = arith.constant 0 : index");
    size_t k = 0;
    for (size_t j = 0; j < t.shape.size(); ++j) {
      std::string extent;
      if (t.shape[j] == kDyn) {
        extent = p.ref(dynDims[k++]);
      } else {
        extent = p.tmp();
        p.line(extent + " = arith.constant " + std::to_string(t.shape[j]) +
               " : index");
      }
      std::string mul = p.tmp(), add = p.tmp();
      p.line(mul + " = arith.muli " + lin + ", " + extent + " : index");
      p.line(add + " = arith.addi " + mul + ", " + ivs[j] + " : index");
      lin = add;
    }
    std::string sum = p.tmp(), i64 = p.tmp();
    p.line(sum + " = arith.addi " + lin + ", " + p.ref(base) + " : index");
    p.line(i64 + " = arith.index_cast " + sum + " : index to i64");
    std::string elem = t.elem, e = i64;
    if (elem != "i64") {
      e = p.tmp();
      p.line(e + " = arith." + (isFloatType(elem) ? "sitofp " : "trunci ") +
             i64 + " : i64 to " + elem);
    }
    p.line("tensor.yield " + e + " : " + elem);
    --p.indent;
    p.line("} : " + t.str());
  }
  bool exec(Interp &I) const override {
    RtValue &v = I.at(out);
    v.dims = runtimeDims(I.tree.values[out].type, dynDims, I);
    int64_t n = std::min(volumeOf(v.dims), kMaxData);
    v.data.resize(n);
    const std::string &elem = I.tree.values[out].type.elem;
    for (int64_t i = 0; i < n; ++i)
      v.data[i] = representAs(i + I.at(base).scalar, elem);
    return true;
  }
  std::vector<int> operands() const override {
    std::vector<int> ops = dynDims;
    ops.push_back(base);
    return ops;
  }
};

/// tensor.empty and linalg.fill.
class FilledTensor : public Stmt {
public:
  int out;
  std::vector<int> dynDims;
  int64_t value;
  FilledTensor(int out, std::vector<int> dynDims, int64_t value)
      : out(out), dynDims(std::move(dynDims)), value(value) {}
  void print(Printer &p) const override {
    std::string e = p.tmp(), c = p.tmp();
    std::string t = p.type(out);
    const std::string &elem = p.tree.values[out].type.elem;
    p.line(e + " = tensor.empty(" + joinRefs(p, dynDims) + ") : " + t);
    p.line(c + " = arith.constant " + elementLiteral(value, elem) + " : " +
           elem);
    p.line(p.ref(out) + " = linalg.fill ins(" + c + " : " + elem + ") outs(" +
           e + " : " + t + ") -> " + t);
  }
  bool exec(Interp &I) const override {
    RtValue &v = I.at(out);
    const TypeDesc &t = I.tree.values[out].type;
    v.dims = runtimeDims(t, dynDims, I);
    v.data.assign(std::min(volumeOf(v.dims), kMaxData),
                  representAs(value, t.elem));
    return true;
  }
  std::vector<int> operands() const override { return dynDims; }
};

/// An elementwise linalg.generic: out = in + value. One in three (by the
/// result's number: no input byte chooses it, so older inputs keep their
/// programs) writes `in` itself as its init, which One-Shot Bufferize may
/// write in place: a write into a value from elsewhere (a call's result, an
/// argument, a reshape's view of a constant) that must not show through
/// another value.
class LinalgAdd : public Stmt {
public:
  int out, in;
  int64_t value;
  LinalgAdd(int out, int in, int64_t value) : out(out), in(in), value(value) {}
  bool writesInput() const { return out % 3 == 0; }
  void print(Printer &p) const override {
    const TypeDesc &t = p.tree.values[in].type;
    std::string ivs, iters;
    for (size_t j = 0; j < t.shape.size(); ++j) {
      ivs += (j ? ", d" : "d") + std::to_string(j);
      iters += std::string(j ? ", " : "") + "\"parallel\"";
    }
    std::string map = "affine_map<(" + ivs + ") -> (" + ivs + ")>";
    const std::string &elem = t.elem;
    // The element added to: of the input, or of the init that is the input.
    std::string addend;
    if (writesInput()) {
      p.line(p.ref(out) + " = linalg.generic {indexing_maps = [" + map +
             "], iterator_types = [" + iters + "]} outs(" + p.ref(in) + " : " +
             t.str() + ") {");
      addend = p.tmp();
      p.line("^bb0(" + addend + ": " + elem + "):");
    } else {
      std::string ds;
      for (size_t j = 0; j < t.shape.size(); ++j) {
        if (t.shape[j] != kDyn)
          continue;
        std::string c = p.tmp(), d = p.tmp();
        p.line(c + " = arith.constant " + std::to_string(j) + " : index");
        p.line(d + " = tensor.dim " + p.ref(in) + ", " + c + " : " + t.str());
        ds += (ds.empty() ? "" : ", ") + d;
      }
      std::string e = p.tmp();
      p.line(e + " = tensor.empty(" + ds + ") : " + t.str());
      p.line(p.ref(out) + " = linalg.generic {indexing_maps = [" + map + ", " +
             map + "], iterator_types = [" + iters + "]} ins(" + p.ref(in) +
             " : " + t.str() + ") outs(" + e + " : " + t.str() + ") {");
      addend = p.tmp();
      std::string unused = p.tmp();
      p.line("^bb0(" + addend + ": " + elem + ", " + unused + ": " + elem +
             "):");
    }
    std::string c = p.tmp(), s = p.tmp();
    ++p.indent;
    p.line(c + " = arith.constant " + elementLiteral(value, elem) + " : " +
           elem);
    p.line(s + " = arith." + (isFloatType(elem) ? "addf " : "addi ") + addend +
           ", " + c + " : " + elem);
    p.line("linalg.yield " + s + " : " + elem);
    --p.indent;
    p.line("} -> " + t.str());
  }
  bool exec(Interp &I) const override {
    RtValue v = I.at(in);
    const std::string &elem = I.tree.values[out].type.elem;
    for (int64_t &x : v.data)
      if (x != kNotFinite)
        x = representAs(x + value, elem);
    I.at(out) = std::move(v);
    return true;
  }
  std::vector<int> operands() const override { return {in}; }
};

class CastTensor : public Stmt {
public:
  int out, in;
  CastTensor(int out, int in) : out(out), in(in) {}
  void print(Printer &p) const override {
    p.line(p.ref(out) + " = tensor.cast " + p.ref(in) + " : " + p.type(in) +
           " to " + p.type(out));
  }
  bool exec(Interp &I) const override {
    I.at(out) = I.at(in);
    return true;
  }
  std::vector<int> operands() const override { return {in}; }
};

/// A slice with static offsets, sizes and strides (a strided or offset
/// view after bufferization); the generator keeps it in bounds.
class ExtractSlice : public Stmt {
public:
  int out, in;
  Dims offsets, sizes, strides;
  ExtractSlice(int out, int in, Dims offsets, Dims sizes, Dims strides)
      : out(out), in(in), offsets(std::move(offsets)), sizes(std::move(sizes)),
        strides(std::move(strides)) {}
  void print(Printer &p) const override {
    auto list = [](const Dims &v) {
      std::string s;
      for (size_t j = 0; j < v.size(); ++j)
        s += (j ? ", " : "") + std::to_string(v[j]);
      return "[" + s + "]";
    };
    p.line(p.ref(out) + " = tensor.extract_slice " + p.ref(in) + list(offsets) +
           " " + list(sizes) + " " + list(strides) + " : " + p.type(in) +
           " to " + p.type(out));
  }
  bool exec(Interp &I) const override {
    const RtValue &src = I.at(in);
    RtValue v;
    v.dims = sizes;
    // A source whose elements are not all known (the nominal value of a
    // program that never runs) gives a slice whose elements are not.
    if (src.dims.size() != sizes.size() ||
        int64_t(src.data.size()) != volumeOf(src.dims)) {
      I.at(out) = std::move(v);
      return true;
    }
    int64_t count = volumeOf(sizes);
    for (int64_t k = 0; k < count; ++k) {
      // Row-major position in the slice -> position in the source.
      int64_t rest = k, at = 0, stride = 1;
      Dims index(sizes.size());
      for (size_t j = sizes.size(); j-- > 0;) {
        index[j] = rest % sizes[j];
        rest /= sizes[j];
      }
      for (size_t j = sizes.size(); j-- > 0;) {
        at += (offsets[j] + index[j] * strides[j]) * stride;
        stride *= src.dims[j];
      }
      // Out of bounds: the source's nominal extents were made up (an
      // unregistered source in a program that never runs).
      if (at >= int64_t(src.data.size())) {
        I.at(out) = RtValue{0, sizes, {}};
        return true;
      }
      v.data.push_back(src.data[at]);
    }
    I.at(out) = std::move(v);
    return true;
  }
  std::vector<int> operands() const override { return {in}; }
};

class DimOf : public Stmt {
public:
  int out, in;
  int64_t index;
  DimOf(int out, int in, int64_t index) : out(out), in(in), index(index) {}
  void print(Printer &p) const override {
    std::string c = p.tmp();
    p.line(c + " = arith.constant " + std::to_string(index) + " : index");
    p.line(p.ref(out) + " = tensor.dim " + p.ref(in) + ", " + c + " : " +
           p.type(in));
  }
  bool exec(Interp &I) const override {
    const Dims &dims = I.at(in).dims;
    I.at(out).scalar = size_t(index) < dims.size() ? dims[index] : 0;
    return true;
  }
  std::vector<int> operands() const override { return {in}; }
};

class FromElements : public Stmt {
public:
  int out;
  std::vector<int> elements;
  FromElements(int out, std::vector<int> elements)
      : out(out), elements(std::move(elements)) {}
  void print(Printer &p) const override {
    std::string refs = joinRefs(p, elements);
    p.line(p.ref(out) + " = tensor.from_elements " + refs +
           (refs.empty() ? "" : " ") + ": " + p.type(out));
  }
  bool exec(Interp &I) const override {
    RtValue &v = I.at(out);
    v.dims = {int64_t(elements.size())};
    v.data.clear();
    for (int e : elements)
      v.data.push_back(I.at(e).scalar);
    return true;
  }
  std::vector<int> operands() const override { return elements; }
};

class Reshape : public Stmt {
public:
  int out, in;
  bool dynamicOp;
  Dims target;
  int shape = -1;
  bool specialZero;
  bool generic;
  int tag;
  Reshape(int out, int in, bool dynamicOp, Dims target, int shape,
          bool specialZero, bool generic, int tag)
      : out(out), in(in), dynamicOp(dynamicOp), target(std::move(target)),
        shape(shape), specialZero(specialZero), generic(generic), tag(tag) {}

  void print(Printer &p) const override {
    p.tagLine[tag] = p.lineNo;
    std::string sz = specialZero ? "true" : "false";
    if (dynamicOp) {
      if (generic)
        p.line(p.ref(out) + " = \"reshape.dynamic_reshape\"(" + p.ref(in) +
               ", " + p.ref(shape) + ") <{special_zero = " + sz + "}> : (" +
               p.type(in) + ", " + p.type(shape) + ") -> " + p.type(out));
      else
        p.line(p.ref(out) + " = reshape.dynamic_reshape " + p.ref(in) + ", " +
               p.ref(shape) + " special_zero = " + sz + " : " + p.type(in) +
               ", " + p.type(shape) + " -> " + p.type(out));
      return;
    }
    std::string values;
    for (size_t i = 0; i < target.size(); ++i)
      values += (i ? ", " : "") + std::to_string(target[i]);
    if (generic)
      p.line(p.ref(out) + " = \"reshape.static_reshape\"(" + p.ref(in) +
             ") <{shape = array<i64" + (values.empty() ? "" : ": ") + values +
             ">, special_zero = " + sz + "}> : (" + p.type(in) + ") -> " +
             p.type(out));
    else
      p.line(p.ref(out) + " = reshape.static_reshape " + p.ref(in) + " [" +
             values + "] special_zero = " + sz + " : " + p.type(in) + " -> " +
             p.type(out));
  }

  bool exec(Interp &I) const override {
    const RtValue &x = I.at(in);
    Dims p = dynamicOp ? I.at(shape).data : target;
    const TypeDesc &rt = I.tree.values[out].type;
    Dims declared;
    bool hasDeclared = rt.ranked && rt.shape.size() == p.size();
    if (hasDeclared)
      for (int64_t d : rt.shape)
        declared.push_back(d == kDyn ? reshape_test::kDynamicExtent : d);
    reshape_test::Reference r = reshape_test::reference(
        x.dims, p, specialZero, hasDeclared ? &declared : nullptr);
    unsigned line = 0;
    auto it = I.tree.tagLine.find(tag);
    if (it != I.tree.tagLine.end())
      line = it->second;
    std::set<std::string> &seen = I.violations[line];
    if (r.valid()) {
      RtValue v;
      v.dims = r.dims;
      v.data = x.data;
      I.at(out) = std::move(v);
      return true;
    }
    std::set<std::string> rules;
    for (reshape_test::Rule rule : r.violated)
      rules.insert(ruleName(rule));
    // The reference names the rules of the first stage that fails; a
    // declared extent that contradicts a target value (or a copied dim) is
    // broken too, whichever the lowering checks first.
    for (size_t i = 0; hasDeclared && i < p.size(); ++i) {
      int64_t out = p[i];
      if (p[i] == 0 && specialZero)
        out = i < x.dims.size() ? x.dims[i] : -1;
      if (out >= 0 && declared[i] != reshape_test::kDynamicExtent &&
          declared[i] != out)
        rules.insert("R6");
    }
    seen.insert(rules.begin(), rules.end());
    if (!I.lenient) {
      I.run.stopped = true;
      I.run.stopLine = line;
      I.run.rules = rules;
      return false;
    }
    // Made-up dims and data to go on with.
    RtValue v;
    for (size_t i = 0; i < p.size(); ++i) {
      int64_t d = hasDeclared && rt.shape[i] != kDyn ? rt.shape[i]
                  : p[i] > 0 && p[i] <= 64           ? p[i]
                                                     : 1;
      v.dims.push_back(d);
    }
    v.data.assign(std::min(volumeOf(v.dims), kMaxData), 0);
    I.at(out) = std::move(v);
    return true;
  }
  std::vector<int> operands() const override {
    if (dynamicOp)
      return {in, shape};
    return {in};
  }
};

// --- observers -------------------------------------------------------------

class Observe : public Stmt {
public:
  int in;
  explicit Observe(int in) : in(in) {}
  void print(Printer &p) const override {
    std::string u = p.ref(in);
    if (p.tree.values[in].type.ranked) {
      u = p.tmp();
      p.line(u + " = tensor.cast " + p.ref(in) + " : " + p.type(in) +
             " to tensor<*x" + p.tree.dataElem + ">");
    }
    p.line(std::string("func.call @") + kObserveName + "(" + u +
           ") : (tensor<*x" + p.tree.dataElem + ">) -> ()");
  }
  bool exec(Interp &I) const override {
    Observation o;
    o.dims = I.at(in).dims;
    o.data = I.at(in).data;
    return I.observe(std::move(o));
  }
  std::vector<int> operands() const override { return {in}; }
};

void printObserveScalar(Printer &p, const std::string &ref,
                        const std::string &type) {
  std::string v = ref;
  if (type != "i64") {
    v = p.tmp();
    p.line(v + " = arith." +
           std::string(type == "index" ? "index_cast " : "extsi ") + ref +
           " : " + type + " to i64");
  }
  p.line(std::string("func.call @") + kObserveI64Name + "(" + v +
         ") : (i64) -> ()");
}

class ObserveScalar : public Stmt {
public:
  int in;
  explicit ObserveScalar(int in) : in(in) {}
  void print(Printer &p) const override {
    printObserveScalar(p, p.ref(in), p.type(in));
  }
  bool exec(Interp &I) const override {
    Observation o;
    o.isScalar = true;
    o.scalar = I.at(in).scalar;
    return I.observe(std::move(o));
  }
  std::vector<int> operands() const override { return {in}; }
};

/// Observes a tensor through its dims only (tensor.dim of each).
class ObserveDims : public Stmt {
public:
  int in;
  int64_t rank;
  ObserveDims(int in, int64_t rank) : in(in), rank(rank) {}
  void print(Printer &p) const override {
    for (int64_t j = 0; j < rank; ++j) {
      std::string c = p.tmp(), d = p.tmp();
      p.line(c + " = arith.constant " + std::to_string(j) + " : index");
      p.line(d + " = tensor.dim " + p.ref(in) + ", " + c + " : " + p.type(in));
      printObserveScalar(p, d, "index");
    }
  }
  bool exec(Interp &I) const override {
    for (int64_t j = 0; j < rank; ++j) {
      Observation o;
      o.isScalar = true;
      o.scalar = size_t(j) < I.at(in).dims.size() ? I.at(in).dims[j] : -1;
      if (!I.observe(std::move(o)))
        return false;
    }
    return true;
  }
  std::vector<int> operands() const override { return {in}; }
};

// --- calls and regions -----------------------------------------------------

std::string resultPrefix(const Printer &p, const std::vector<int> &outs) {
  if (outs.empty())
    return "";
  std::string name = p.ref(outs[0]);
  if (outs.size() == 1)
    return name + " = ";
  return name.substr(0, name.find('#')) + ":" + std::to_string(outs.size()) +
         " = ";
}

void copyValues(Interp &I, const std::vector<int> &to,
                const std::vector<int> &from) {
  std::vector<RtValue> tmp;
  for (int f : from)
    tmp.push_back(I.at(f));
  for (size_t i = 0; i < to.size(); ++i)
    I.at(to[i]) = std::move(tmp[i]);
}

class Call : public Stmt {
public:
  std::vector<int> outs;
  const Func *callee;
  std::vector<int> args;
  Call(std::vector<int> outs, const Func *callee, std::vector<int> args)
      : outs(std::move(outs)), callee(callee), args(std::move(args)) {}
  void print(Printer &p) const override {
    std::string results;
    for (size_t i = 0; i < callee->resultTypes.size(); ++i)
      results += (i ? ", " : "") + callee->resultTypes[i].str();
    if (callee->resultTypes.size() != 1)
      results = "(" + results + ")";
    p.line(resultPrefix(p, outs) + "func.call @" + callee->name + "(" +
           joinRefs(p, args) + ") : (" + joinTypes(p, args) + ") -> " +
           results);
  }
  bool exec(Interp &I) const override {
    copyValues(I, callee->args, args);
    if (!execBlock(callee->body, I))
      return false;
    copyValues(I, outs, callee->returns);
    return true;
  }
  std::vector<int> operands() const override { return args; }
};

class If : public Stmt {
public:
  std::vector<int> outs;
  int cond;
  Block thenBlock, elseBlock;
  std::vector<int> thenYields, elseYields;
  void print(Printer &p) const override {
    std::string results =
        outs.empty() ? "" : " -> (" + joinTypes(p, outs) + ")";
    p.line(resultPrefix(p, outs) + "scf.if " + p.ref(cond) + results + " {");
    ++p.indent;
    printBlock(thenBlock, p);
    if (!outs.empty())
      p.line("scf.yield " + joinRefs(p, thenYields) + " : " +
             joinTypes(p, thenYields));
    --p.indent;
    p.line("} else {");
    ++p.indent;
    printBlock(elseBlock, p);
    if (!outs.empty())
      p.line("scf.yield " + joinRefs(p, elseYields) + " : " +
             joinTypes(p, elseYields));
    --p.indent;
    p.line("}");
  }
  bool exec(Interp &I) const override {
    bool c = I.at(cond).scalar & 1;
    if (!execBlock(c ? thenBlock : elseBlock, I))
      return false;
    copyValues(I, outs, c ? thenYields : elseYields);
    return true;
  }
  std::vector<int> operands() const override { return {cond}; }
};

class For : public Stmt {
public:
  std::vector<int> outs;
  int lb, ub, step;
  std::vector<int> inits;
  Block body; // args: iv, then the iter args
  std::vector<int> yields;
  void print(Printer &p) const override {
    std::string head = resultPrefix(p, outs) + "scf.for " +
                       p.ref(body.args[0]) + " = " + p.ref(lb) + " to " +
                       p.ref(ub) + " step " + p.ref(step);
    if (!inits.empty()) {
      head += " iter_args(";
      for (size_t i = 0; i < inits.size(); ++i)
        head +=
            (i ? ", " : "") + p.ref(body.args[i + 1]) + " = " + p.ref(inits[i]);
      head += ") -> (" + joinTypes(p, outs) + ")";
    }
    p.line(head + " {");
    ++p.indent;
    printBlock(body, p);
    if (!inits.empty())
      p.line("scf.yield " + joinRefs(p, yields) + " : " + joinTypes(p, yields));
    --p.indent;
    p.line("}");
  }
  bool exec(Interp &I) const override {
    int64_t l = I.at(lb).scalar, u = I.at(ub).scalar, s = I.at(step).scalar;
    std::vector<int> carried(body.args.begin() + 1, body.args.end());
    copyValues(I, carried, inits);
    for (int64_t i = l; i < u; i += s) {
      I.at(body.args[0]).scalar = i;
      if (!I.step() || !execBlock(body, I))
        return false;
      copyValues(I, carried, yields);
    }
    copyValues(I, outs, carried);
    return true;
  }
  std::vector<int> operands() const override {
    std::vector<int> ops = {lb, ub, step};
    ops.insert(ops.end(), inits.begin(), inits.end());
    return ops;
  }
};

/// scf.while (%i = 0, tensors...) { ...; condition(%i < n) } do { ...;
/// yield %i + 1, tensors... }.
class While : public Stmt {
public:
  std::vector<int> outs;
  std::vector<int> inits;
  Block before, after;
  int cond;
  std::vector<int> condArgs;
  std::vector<int> yields;
  void print(Printer &p) const override {
    std::string head = resultPrefix(p, outs) + "scf.while (";
    for (size_t i = 0; i < inits.size(); ++i)
      head += (i ? ", " : "") + p.ref(before.args[i]) + " = " + p.ref(inits[i]);
    p.line(head + ") : (" + joinTypes(p, inits) + ") -> (" +
           joinTypes(p, outs) + ") {");
    ++p.indent;
    printBlock(before, p);
    p.line("scf.condition(" + p.ref(cond) + ") " + joinRefs(p, condArgs) +
           " : " + joinTypes(p, condArgs));
    --p.indent;
    p.line("} do {");
    std::string args;
    for (size_t i = 0; i < after.args.size(); ++i)
      args +=
          (i ? ", " : "") + p.ref(after.args[i]) + ": " + p.type(after.args[i]);
    p.line("^bb0(" + args + "):");
    ++p.indent;
    printBlock(after, p);
    p.line("scf.yield " + joinRefs(p, yields) + " : " + joinTypes(p, yields));
    --p.indent;
    p.line("}");
  }
  bool exec(Interp &I) const override {
    copyValues(I, before.args, inits);
    while (true) {
      if (!I.step() || !execBlock(before, I))
        return false;
      if (!(I.at(cond).scalar & 1)) {
        copyValues(I, outs, condArgs);
        return true;
      }
      copyValues(I, after.args, condArgs);
      if (!execBlock(after, I))
        return false;
      copyValues(I, before.args, yields);
    }
  }
  std::vector<int> operands() const override { return inits; }
};

class IndexSwitch : public Stmt {
public:
  std::vector<int> outs;
  int arg;
  std::vector<int64_t> cases;
  std::vector<Block> blocks; // the cases, then the default
  std::vector<std::vector<int>> yields;
  void print(Printer &p) const override {
    p.line(resultPrefix(p, outs) + "scf.index_switch " + p.ref(arg) +
           (outs.empty() ? "" : " -> " + joinTypes(p, outs)));
    for (size_t k = 0; k < blocks.size(); ++k) {
      p.line(k < cases.size() ? "case " + std::to_string(cases[k]) + " {"
                              : std::string("default {"));
      ++p.indent;
      printBlock(blocks[k], p);
      p.line("scf.yield" + (outs.empty()
                                ? std::string()
                                : " " + joinRefs(p, yields[k]) + " : " +
                                      joinTypes(p, yields[k])));
      --p.indent;
      p.line("}");
    }
  }
  bool exec(Interp &I) const override {
    int64_t v = I.at(arg).scalar;
    size_t k = 0;
    while (k < cases.size() && cases[k] != v)
      ++k;
    if (!execBlock(blocks[k], I))
      return false;
    copyValues(I, outs, yields[k]);
    return true;
  }
  std::vector<int> operands() const override { return {arg}; }
};

class Parallel : public Stmt {
public:
  std::vector<int> lbs, ubs, steps;
  Block body; // args: the ivs
  void print(Printer &p) const override {
    p.line("scf.parallel (" + joinRefs(p, body.args) + ") = (" +
           joinRefs(p, lbs) + ") to (" + joinRefs(p, ubs) + ") step (" +
           joinRefs(p, steps) + ") {");
    ++p.indent;
    printBlock(body, p);
    p.line("scf.reduce");
    --p.indent;
    p.line("}");
  }
  bool exec(Interp &I) const override {
    // Iterations in lexicographic order (as the lowering runs them).
    std::function<bool(size_t)> rec = [&](size_t d) -> bool {
      if (d == lbs.size())
        return I.step() && execBlock(body, I);
      int64_t l = I.at(lbs[d]).scalar, u = I.at(ubs[d]).scalar,
              s = I.at(steps[d]).scalar;
      for (int64_t i = l; i < u; i += s) {
        I.at(body.args[d]).scalar = i;
        if (!rec(d + 1))
          return false;
      }
      return true;
    };
    return rec(0);
  }
  std::vector<int> operands() const override {
    std::vector<int> ops = lbs;
    ops.insert(ops.end(), ubs.begin(), ubs.end());
    ops.insert(ops.end(), steps.begin(), steps.end());
    return ops;
  }
};

// --- what only the passes see (never executed) -----------------------------

/// Any text; defines `outs` with made-up nominal values.
class RawText : public Stmt {
public:
  std::vector<std::string> lines;
  std::vector<int> outs;
  std::vector<int> uses;
  std::vector<int> tags;
  /// Line offsets (within `lines`) of the reshapes tagged in `tags`.
  std::vector<size_t> tagOffsets;
  void print(Printer &p) const override {
    for (size_t i = 0; i < lines.size(); ++i) {
      for (size_t k = 0; k < tags.size(); ++k)
        if (tagOffsets[k] == i)
          p.tagLine[tags[k]] = p.lineNo;
      p.line(lines[i]);
    }
  }
  bool exec(Interp &I) const override {
    for (int o : outs) {
      const TypeDesc &t = I.tree.values[o].type;
      RtValue v;
      if (t.tensor) {
        for (int64_t d : t.shape)
          v.dims.push_back(d == kDyn ? 2 : d);
        v.data.assign(std::min(volumeOf(v.dims), kMaxData), 0);
      }
      I.at(o) = std::move(v);
    }
    return true;
  }
  std::vector<int> operands() const override { return uses; }
};

/// An unregistered op with regions: a graph region around generated code.
class UnregisteredRegion : public Stmt {
public:
  std::vector<int> outs;
  std::string name;
  std::vector<Block> regions;
  std::string attrs;
  bool terminator = true;
  void print(Printer &p) const override {
    std::string results;
    for (size_t i = 0; i < outs.size(); ++i)
      results += (i ? ", " : "") + p.type(outs[i]);
    p.line(resultPrefix(p, outs) + "\"" + name + "\"() (");
    for (size_t r = 0; r < regions.size(); ++r) {
      p.line(std::string(r ? ", " : "") + "{");
      ++p.indent;
      if (!regions[r].args.empty()) {
        std::string args;
        for (size_t i = 0; i < regions[r].args.size(); ++i)
          args += (i ? ", " : "") + p.ref(regions[r].args[i]) + ": " +
                  p.type(regions[r].args[i]);
        p.line("^bb0(" + args + "):");
      }
      printBlock(regions[r], p);
      if (terminator)
        p.line("\"test.region_end\"() : () -> ()");
      --p.indent;
      p.line("}");
    }
    p.line(")" + attrs + " : () -> (" + results + ")");
  }
  bool exec(Interp &I) const override {
    RawText made;
    made.outs = outs;
    return made.exec(I);
  }
};

//===----------------------------------------------------------------------===//
// The generator
//===----------------------------------------------------------------------===//

class Generator {
public:
  Generator(FuzzedDataProvider &in, const GeneratorOptions &options,
            ProgramTree &tree)
      : in(in), options(options), tree(tree), nominal(tree) {
    // The generator's run of each statement, for the values the next
    // choices depend on: lenient (on past failed checks), without the
    // observations, and with ten times the expected run's steps. It had no
    // bound: a loop whose bound is, at a call, an extent in the billions
    // (of a tensor without elements) ran out of memory (differential
    // fuzzer); a program past that point is out of the expected run's
    // budget too, and the generator ends it (exhausted()).
    nominal.lenient = true;
    nominal.recordObservations = false;
    nominal.budget = 10 * nominal.budget;
  }

  std::string prePasses();
  /// Whether the pre-passes end with convert-scf-to-cf.
  bool chooseControlFlowToCF();
  void chooseDataElement();
  /// Whether some reshapes declare a result that contradicts them.
  void chooseContradictions() { contradictions = oneIn(4); }
  void generateModule();

private:
  FuzzedDataProvider &in;
  const GeneratorOptions &options;
  ProgramTree &tree;
  Interp nominal;
  unsigned statements = 0, reshapes = 0;
  bool contradictions = false;
  int depth = 0;
  /// Inside an op that hides the module's symbols.
  int symbolFree = 0;
  unsigned tmpNames = 0;

  struct Scope {
    Block *block;
    /// The block of an unregistered op: a graph region.
    bool graph = false;
    std::vector<int> values;
    std::vector<int> mustUse;
    std::set<int> used;
  };
  std::vector<Scope> scopes;
  ModuleTree *module = nullptr;
  std::vector<Func *> callable;

  // --- choices -------------------------------------------------------------
  /// True once in `n` (never once the bytes are used up: FuzzedDataProvider
  /// then gives the lowest value, which must mean the common choice).
  bool oneIn(unsigned n) {
    return n <= 1 || in.ConsumeIntegralInRange<unsigned>(0, n - 1) == n - 1;
  }
  unsigned below(unsigned n) {
    return n <= 1 ? 0 : in.ConsumeIntegralInRange<unsigned>(0, n - 1);
  }
  bool exhausted() {
    return in.remaining_bytes() == 0 || statements >= options.maxStatements ||
           nominal.run.outOfBudget;
  }
  bool executable() const { return options.executable; }

  // --- values --------------------------------------------------------------
  int newValue(TypeDesc type, bool varies = false, bool poisoned = false,
               bool addToScope = true) {
    int id = tree.values.size();
    ValueInfo v;
    v.ref = "%v" + std::to_string(id);
    v.type = std::move(type);
    v.varies = varies;
    v.poisoned = poisoned;
    tree.values.push_back(v);
    if (addToScope && !scopes.empty())
      scopes.back().values.push_back(id);
    return id;
  }
  /// Results of a multi-result op: %vN#i.
  std::vector<int> newResults(const std::vector<TypeDesc> &types, bool varies,
                              bool poisoned) {
    std::vector<int> ids;
    for (const TypeDesc &t : types)
      ids.push_back(newValue(t, varies, poisoned));
    if (ids.size() > 1) {
      std::string base = tree.values[ids[0]].ref;
      for (size_t i = 0; i < ids.size(); ++i)
        tree.values[ids[i]].ref = base + "#" + std::to_string(i);
    }
    return ids;
  }
  ValueInfo &info(int id) { return tree.values[id]; }
  const RtValue &nom(int id) { return nominal.at(id); }

  void markUsed(int id) {
    Scope &s = scopes.back();
    if (std::find(s.values.begin(), s.values.end(), id) != s.values.end())
      s.used.insert(id);
  }

  Stmt *emit(std::unique_ptr<Stmt> stmt) {
    ++statements;
    for (int id : stmt->operands())
      markUsed(id);
    stmt->exec(nominal);
    Stmt *raw = stmt.get();
    scopes.back().block->stmts.push_back(std::move(stmt));
    return raw;
  }

  /// Every visible value satisfying `pred`.
  std::vector<int> visible(const std::function<bool(int)> &pred) {
    std::vector<int> ids;
    for (const Scope &s : scopes)
      for (int id : s.values)
        if (pred(id))
          ids.push_back(id);
    return ids;
  }

  /// The types of data tensors: of the program's element type.
  TypeDesc dataType(Dims dims) {
    TypeDesc t = TypeDesc::ranked_(std::move(dims), tree.dataElem);
    t.data = true;
    return t;
  }
  TypeDesc dataUnranked() {
    TypeDesc t = TypeDesc::unranked(tree.dataElem);
    t.data = true;
    return t;
  }

  bool isData(int id) {
    const TypeDesc &t = info(id).type;
    return t.tensor && t.data;
  }

  // --- scalars -------------------------------------------------------------
  int constant(const std::string &type, int64_t v) {
    int id = newValue(TypeDesc::scalar(type));
    info(id).nonNegative = v >= 0;
    emit(std::make_unique<ConstScalar>(id, wrapTo(v, type)));
    return id;
  }
  int convert(int from, const std::string &type) {
    if (info(from).type.elem == type)
      return from;
    int id = newValue(TypeDesc::scalar(type), info(from).varies,
                      info(from).poisoned);
    emit(std::make_unique<ConvertScalar>(id, from));
    return id;
  }
  int opaque(const std::string &type, int64_t v) {
    if (symbolFree)
      return constant(type, v);
    int id = newValue(TypeDesc::scalar("i64"));
    emit(std::make_unique<OpaqueScalar>(id, v));
    int r = convert(id, type);
    info(r).nonNegative = wrapTo(v, type) >= 0;
    return r;
  }

  /// A value of integer type `type` equal to `v` on its nominal execution:
  /// a constant, an opaque value, or an induction variable plus a constant.
  int scalarEqualTo(const std::string &type, int64_t v) {
    std::vector<int> ivs =
        visible([&](int id) { return info(id).inductionVar; });
    switch (below(executable() ? 4 : 5)) {
    case 0:
    case 1:
      return constant(type, v);
    case 2:
      return opaque(type, v);
    case 3: {
      if (ivs.empty())
        return opaque(type, v);
      int iv = ivs[below(ivs.size())];
      int k = constant("index", v - nom(iv).scalar);
      int sum = newValue(TypeDesc::scalar("index"), true);
      emit(std::make_unique<BinaryScalar>(sum, "addi", iv, k));
      return convert(sum, type);
    }
    default: {
      // An unregistered op: a value no pass knows.
      int id = newValue(TypeDesc::scalar(type));
      auto raw = std::make_unique<RawText>();
      raw->lines.push_back(info(id).ref + " = \"test.value\"() : () -> " +
                           type);
      raw->outs.push_back(id);
      emit(std::move(raw));
      nominal.at(id).scalar = wrapTo(v, type);
      return id;
    }
    }
  }

  /// A nonnegative index (an extent or a bound), nominally `v`.
  int extent(int64_t v) {
    std::vector<int> ivs = visible(
        [&](int id) { return info(id).inductionVar && nom(id).scalar == v; });
    if (!ivs.empty() && oneIn(3))
      return ivs[below(ivs.size())];
    if (oneIn(2))
      return constant("index", v);
    if (oneIn(3)) {
      // The dim of some tensor that has this extent.
      std::vector<int> ts = visible([&](int id) {
        const TypeDesc &t = info(id).type;
        if (!t.tensor || info(id).poisoned)
          return false;
        for (int64_t d : nom(id).dims)
          if (d == v)
            return true;
        return false;
      });
      if (!ts.empty()) {
        int t = ts[below(ts.size())];
        const Dims &dims = nom(t).dims;
        int64_t j = std::find(dims.begin(), dims.end(), v) - dims.begin();
        int id = newValue(TypeDesc::scalar("index"), info(t).varies);
        info(id).nonNegative = true;
        emit(std::make_unique<DimOf>(id, t, j));
        if (executable())
          scopes.back().mustUse.push_back(id);
        return id;
      }
    }
    return opaque("index", v);
  }

  // --- tensors -------------------------------------------------------------
  Dims pickDims(int maxRank = 4) {
    Dims dims(below(maxRank + 1));
    for (int64_t &d : dims)
      d = oneIn(8) ? 0 : 1 + below(4);
    while (volumeOf(dims) > 256)
      dims.pop_back();
    return dims;
  }

  std::vector<int64_t> pickData(int64_t n) {
    std::vector<int64_t> data(n);
    int64_t base = int64_t(below(20)) - 5;
    bool splat = oneIn(4);
    for (int64_t i = 0; i < n; ++i)
      data[i] = splat ? base : base + i;
    if (n && oneIn(3))
      data[below(n)] = int64_t(below(100));
    return data;
  }

  int sourceTensor(Dims dims) {
    int64_t n = volumeOf(dims);
    switch (below(executable() ? 5 : 7)) {
    case 0: {
      int id = newValue(dataType(dims));
      emit(std::make_unique<DenseTensor>(id, pickData(n)));
      return id;
    }
    case 1: {
      if (symbolFree)
        return sourceTensor(dims);
      int id = newValue(dataType(dims));
      std::string name = "g" + std::to_string(tree.numGlobals++);
      auto stmt = std::make_unique<GlobalTensor>(id, name, pickData(n));
      module->header.push_back(stmt->declaration(tree));
      emit(std::move(stmt));
      return id;
    }
    case 2:
    case 3: {
      // tensor.generate or tensor.empty + linalg.fill, some dims at run time.
      Dims shape = dims;
      std::vector<int> dyn;
      bool varies = false;
      for (size_t j = 0; j < dims.size(); ++j) {
        if (!oneIn(2))
          continue;
        shape[j] = kDyn;
        dyn.push_back(extent(dims[j]));
        varies |= info(dyn.back()).varies;
      }
      int id = newValue(dataType(shape), varies);
      if (oneIn(2)) {
        emit(std::make_unique<FilledTensor>(id, dyn, int64_t(below(9)) - 2));
      } else {
        int base = scalarEqualTo("index", below(7));
        info(id).varies |= info(base).varies;
        emit(std::make_unique<GenerateTensor>(id, dyn, base));
      }
      return id;
    }
    case 4: {
      // A linalg.generic of another source.
      int src = sourceTensor(dims);
      if (!info(src).type.ranked)
        return src;
      int id = newValue(info(src).type, info(src).varies);
      emit(std::make_unique<LinalgAdd>(id, src, int64_t(below(5)) - 2));
      return id;
    }
    case 5: {
      // A function argument (the current function's), when there is one.
      std::vector<int> args = visible([&](int id) {
        return isData(id) && info(id).varies &&
               nom(id).dims.size() == dims.size();
      });
      if (!args.empty())
        return args[below(args.size())];
      [[fallthrough]];
    }
    default: {
      Dims shape = dims;
      for (int64_t &d : shape)
        if (oneIn(2))
          d = kDyn;
      int id = newValue(oneIn(6) ? dataUnranked() : dataType(shape));
      auto raw = std::make_unique<RawText>();
      raw->lines.push_back(info(id).ref + " = \"test.source\"() : () -> " +
                           info(id).type.str());
      raw->outs.push_back(id);
      emit(std::move(raw));
      nominal.at(id).dims = dims;
      nominal.at(id).data.assign(std::min(n, kMaxData), 0);
      return id;
    }
    }
  }

  /// A tensor of data to reshape: mostly one in scope (the results of
  /// earlier reshapes first), else a new source.
  int pickTensor() {
    std::vector<int> ts = visible([&](int id) { return isData(id); });
    if (!ts.empty() && !oneIn(4)) {
      // Prefer recent values.
      unsigned k = below(std::min<size_t>(ts.size(), 6));
      return ts[ts.size() - 1 - k];
    }
    return sourceTensor(pickDims());
  }

  /// Whether casting `id` to static extents taken from its nominal value
  /// cannot contradict the data on any execution.
  bool castable(int id) { return !info(id).varies && !info(id).poisoned; }

  /// A tensor.cast of `id` to `type` (or `id` itself when the types agree).
  int castTo(int id, const TypeDesc &type) {
    if (info(id).type == type)
      return id;
    int out = newValue(type, info(id).varies, info(id).poisoned);
    emit(std::make_unique<CastTensor>(out, id));
    if (isData(out))
      scopes.back().mustUse.push_back(out);
    return out;
  }

  /// A slice of `id` in bounds of its nominal extents (so only of a value
  /// whose extents are the same on every execution): strided, offset or
  /// the whole of each dim; cast to `?` extents half the time, so that a
  /// strided buffer meets types of the identity layout.
  void slice(int id) {
    const TypeDesc &t = info(id).type;
    const Dims &dims = nom(id).dims;
    // Without elements there is no offset in bounds (the verifier refuses
    // offset 0 of a static extent 0).
    int64_t count = volumeOf(dims);
    if (!castable(id) || !t.ranked || dims.empty() || count == 0 ||
        count > kMaxData)
      return;
    Dims offsets, sizes, strides;
    for (int64_t n : dims) {
      int64_t stride = 1 + below(3);
      int64_t offset = below(std::min<int64_t>(n, 4));
      int64_t room = (n - 1 - offset) / stride + 1;
      int64_t size = oneIn(4) ? room : 1 + below(unsigned(room));
      offsets.push_back(offset);
      sizes.push_back(size);
      strides.push_back(stride);
    }
    int out = newValue(t.withShape(sizes));
    emit(std::make_unique<ExtractSlice>(out, id, offsets, sizes, strides));
    if (isData(out))
      scopes.back().mustUse.push_back(out);
    if (oneIn(2))
      return;
    out = castTo(out, t.withShape(Dims(sizes.size(), kDyn)));
    // Half the time straight into a new helper, whose parameter (`?`
    // extents, as other calls pass them) has the identity layout: a strided
    // buffer crosses a call.
    if (!symbolFree && depth == 0 && isData(out) && oneIn(2)) {
      std::vector<int> args = {out};
      Func *callee = newHelper(args);
      std::vector<int> outs = newResults(callee->resultTypes, true, false);
      emit(std::make_unique<Call>(outs, callee, args));
      for (int o : outs)
        scopes.back().mustUse.push_back(o);
    }
  }

  /// A random cast: to unranked, to fewer or more static extents.
  int randomCast(int id) {
    const TypeDesc &t = info(id).type;
    const Dims &dims = nom(id).dims;
#ifdef RESHAPE_FUZZ_DEBUG
    if (t.ranked && t.shape.size() != dims.size()) {
      fprintf(stderr, "MISMATCH %s\n", info(id).ref.c_str());
      return id;
    }
#endif
    if (t.ranked && oneIn(3))
      return castTo(id, t.withoutRank());
    Dims shape(dims.size());
    bool more = castable(id) || (!executable() && oneIn(3));
    for (size_t j = 0; j < dims.size(); ++j) {
      int64_t current = t.ranked ? t.shape[j] : kDyn;
      if (current != kDyn)
        shape[j] = oneIn(2) ? kDyn : current;
      else
        shape[j] = more && oneIn(2) ? dims[j] : kDyn;
    }
    bool contradicts = false;
    if (!executable() && !shape.empty() && oneIn(8)) {
      // An extent that may contradict the data (where the type has a `?`).
      size_t j = below(shape.size());
      if (!t.ranked || t.shape[j] == kDyn) {
        shape[j] = 1 + below(7);
        contradicts = true;
      }
    }
    int out = castTo(id, t.withShape(shape));
    if (contradicts && out != id) {
      info(out).poisoned = true;
      for (size_t j = 0; j < shape.size(); ++j)
        if (shape[j] != kDyn)
          nominal.at(out).dims[j] = shape[j];
    }
    return out;
  }

  // --- reshapes --------------------------------------------------------------
  Dims makeTarget(const Dims &dims, bool sz) {
    static const int64_t huge[] = {
        int64_t(1) << 31, int64_t(1) << 32,
        int64_t(1) << 62, std::numeric_limits<int64_t>::max(),
        3037000500,       4294967295};
    Dims t;
    if (oneIn(6)) {
      t.resize(below(5));
      for (int64_t &v : t) {
        unsigned r = below(16);
        v = r == 0   ? huge[below(6)]
            : r < 3  ? -1
            : r < 5  ? 0
            : r == 5 ? -2
                     : 1 + below(6);
      }
      return t;
    }
    for (int64_t d : dims) {
      if (!t.empty() && oneIn(3))
        t.back() *= d;
      else
        t.push_back(d);
    }
    if (oneIn(6))
      t.insert(t.begin() + below(t.size() + 1), 1);
    if (!t.empty() && oneIn(2))
      t[below(t.size())] = -1;
    if (sz)
      for (size_t i = 0; i < t.size() && i < dims.size(); ++i)
        if (t[i] == dims[i] && oneIn(3))
          t[i] = 0;
    // Mistakes, now and then.
    if (!t.empty() && oneIn(10))
      t[below(t.size())] += oneIn(2) ? 1 : -1;
    if (!t.empty() && oneIn(14))
      t[below(t.size())] = 0;
    if (!t.empty() && oneIn(16))
      t[below(t.size())] = -1;
    if (oneIn(20))
      t.insert(t.begin() + below(t.size() + 1), huge[below(6)]);
    if (!t.empty() && oneIn(20))
      t[below(t.size())] = -2 - int64_t(below(30));
    if (!t.empty() && oneIn(20))
      t.pop_back();
    return t;
  }

  /// Whether the verifier can see that `target` breaks a rule whatever the
  /// input's `?` dims (R2, R3 on a ranked type, R4 with a literal 0, huge
  /// values that may overflow the target's product).
  static bool typeLevelRisky(const Dims &target, bool sz, const TypeDesc &t) {
    int minusOnes = 0;
    bool literalZero = false;
    for (size_t i = 0; i < target.size(); ++i) {
      int64_t v = target[i];
      if (v < -1 || v >= (int64_t(1) << 31))
        return true;
      minusOnes += v == -1;
      literalZero |= v == 0 && !sz;
      if (v == 0 && sz && t.ranked && i >= t.shape.size())
        return true;
    }
    return minusOnes > 1 || (minusOnes == 1 && literalZero);
  }

  int shapeTensor(Dims &target) {
    static const char *types[] = {"i32", "i32", "i64", "index", "i8", "i16"};
    std::string elem = types[below(6)];
    for (int64_t &v : target)
      v = wrapTo(v, elem);
    TypeDesc type = TypeDesc::ranked_({int64_t(target.size())}, elem);
    int id;
    switch (below(4)) {
    case 0:
      id = newValue(type);
      emit(std::make_unique<DenseTensor>(id, target));
      break;
    case 1: {
      if (symbolFree) {
        id = newValue(type);
        emit(std::make_unique<DenseTensor>(id, target));
        break;
      }
      id = newValue(type);
      std::string name = "g" + std::to_string(tree.numGlobals++);
      auto stmt = std::make_unique<GlobalTensor>(id, name, target);
      module->header.push_back(stmt->declaration(tree));
      emit(std::move(stmt));
      break;
    }
    default: {
      std::vector<int> elements;
      bool varies = false;
      for (int64_t v : target) {
        elements.push_back(scalarEqualTo(elem, v));
        varies |= info(elements.back()).varies;
      }
      id = newValue(type, varies);
      emit(std::make_unique<FromElements>(id, elements));
      break;
    }
    }
    if (oneIn(6))
      id = castTo(id, TypeDesc::ranked_({kDyn}, elem));
    return id;
  }

  int reshape(int input) {
    ++reshapes;
    bool sz = oneIn(2);
    Dims dims = nom(input).dims;
    Dims target = makeTarget(dims, sz);
    bool dynamicOp = oneIn(2);
    if (!dynamicOp && typeLevelRisky(target, sz, info(input).type) &&
        (executable() || !oneIn(16)))
      dynamicOp = true;
    int shape = -1;
    if (dynamicOp)
      shape = shapeTensor(target);
    reshape_test::Reference ref = reshape_test::reference(dims, target, sz);
    bool unknownLength = dynamicOp && !info(shape).type.isStatic();
    // In a program that has them, now and then a valid target whose
    // declared result contradicts one extent (R6 alone, checked at run time
    // through a slice of the whole result: the code after a check that
    // fails must still compile): an extent the target does not write (a -1,
    // a copied 0), which the verifier cannot see once the input's extents
    // are unknown. Not a dynamic_reshape of a static input to one dim: R10
    // at compile time.
    int64_t contradicted = -1;
    if (contradictions && ref.valid() && !info(input).poisoned &&
        !unknownLength && !ref.dims.empty() &&
        !(dynamicOp && info(input).type.isStatic() && ref.dims.size() == 1) &&
        oneIn(4)) {
      std::vector<int64_t> inferred;
      for (size_t i = 0; i < target.size(); ++i)
        if (target[i] == -1 || (target[i] == 0 && sz))
          inferred.push_back(i);
      if (!inferred.empty())
        contradicted = inferred[below(inferred.size())];
    }
    bool valid = ref.valid() && !info(input).poisoned && contradicted < 0;
    // A static_reshape of a static input that breaks a rule is a compile-time
    // error: give it an input of unknown extents so that it is checked at
    // run time.
    // So does R10 for a static input and a static result (a rank-0 one for
    // an empty target).
    if ((!ref.valid() || contradicted >= 0) && info(input).type.isStatic() &&
        (!dynamicOp || target.empty()) && (executable() || !oneIn(16)))
      input = castTo(input, dims.empty() || oneIn(3)
                                ? dataUnranked()
                                : dataType(Dims(dims.size(), kDyn)));

    TypeDesc result;
    if (unknownLength) {
      result = dataUnranked();
    } else {
      Dims shapeDims(target.size(), kDyn);
      for (size_t i = 0; i < target.size(); ++i) {
        if (valid && oneIn(2))
          shapeDims[i] = ref.dims[i];
        else if (!valid && target[i] > 0 && target[i] < (int64_t(1) << 31) &&
                 oneIn(3))
          shapeDims[i] = target[i];
      }
      // R10: a static input and a static result need equal element counts.
      if (!valid && info(input).type.isStatic() && !shapeDims.empty())
        shapeDims[below(shapeDims.size())] = kDyn;
      if (contradicted >= 0) {
        int64_t right = ref.dims[contradicted];
        shapeDims[contradicted] = right >= (int64_t(1) << 31) ? 1 + below(4)
                                  : right < 4 ? right + 1 + below(3)
                                              : right - 1 - below(2);
        // With a static input another extent stays unknown (R10).
        if (info(input).type.isStatic())
          shapeDims[(contradicted + 1) % shapeDims.size()] = kDyn;
      }
      result = dataType(shapeDims);
      if (!executable() && oneIn(400))
        result = dataUnranked(); // R6 rejects it
    }
    bool varies = info(input).varies || (shape >= 0 && info(shape).varies);
    int out = newValue(result, varies, !valid);
    emit(std::make_unique<Reshape>(out, input, dynamicOp, target, shape, sz,
                                   oneIn(8), tree.numTags++));
    scopes.back().mustUse.push_back(out);
    return out;
  }

  // --- observing -------------------------------------------------------------
  void observe(int id) {
    const TypeDesc &t = info(id).type;
    if (symbolFree) {
      auto raw = std::make_unique<RawText>();
      raw->lines.push_back("\"test.sink\"(" + info(id).ref + ") : (" + t.str() +
                           ") -> ()");
      raw->uses.push_back(id);
      emit(std::move(raw));
      return;
    }
    if (!t.tensor) {
      emit(std::make_unique<ObserveScalar>(id));
      return;
    }
    if (oneIn(3) && !nom(id).dims.empty())
      emit(std::make_unique<ObserveDims>(id, nom(id).dims.size()));
    else
      emit(std::make_unique<Observe>(id));
  }

  /// Observes what this block made and nothing used (so no reshape is
  /// dead: its check must run).
  void finishBlock() {
    Scope &s = scopes.back();
    for (size_t i = 0; i < s.mustUse.size(); ++i) {
      int id = s.mustUse[i];
      if (!s.used.count(id))
        observe(id);
    }
  }

  /// A value of `type` for a yield: something made in this block if
  /// possible, cast to `type`.
  ///
  /// A loop's init is never a cast of an unranked tensor: One-Shot Bufferize
  /// may need a copy of it, which it cannot make for an unranked tensor (a
  /// located refusal, upstream: findings/upstream-unranked-loop-carried).
  int yieldValue(const TypeDesc &type, bool loopInit = false) {
    if (!type.tensor) {
      std::vector<int> ids = visible([&](int id) {
        return info(id).type == type && info(id).nonNegative;
      });
      return ids.empty() ? constant(type.elem, below(4))
                         : ids[below(ids.size())];
    }
    auto fits = [&](int id) {
      if (!isData(id) || (loopInit && !info(id).type.ranked))
        return false;
      int64_t rank = type.ranked ? type.shape.size() : type.rankHint;
      return rank < 0 || int64_t(nom(id).dims.size()) == rank;
    };
    std::vector<int> local;
    for (int id : scopes.back().values)
      if (fits(id))
        local.push_back(id);
    std::vector<int> all = visible(fits);
    int chosen;
    if (!local.empty() && !oneIn(4))
      chosen =
          local[local.size() - 1 - below(std::min<size_t>(local.size(), 4))];
    else if (!all.empty() && !oneIn(3))
      chosen = all[below(all.size())];
    else
      chosen = -1;
    int64_t rank = type.ranked ? type.shape.size() : type.rankHint;
    if (chosen < 0 || (rank >= 0 && int64_t(nom(chosen).dims.size()) != rank))
      chosen = sourceTensor(rank >= 0 ? Dims(rank, 1 + below(3)) : pickDims());
    // A static extent in the yield type must match the data.
    if (type.ranked)
      for (size_t j = 0; j < type.shape.size(); ++j)
        if (type.shape[j] != kDyn &&
            (!castable(chosen) || nom(chosen).dims[j] != type.shape[j]))
          return sourceTensor(Dims(type.shape.begin(), type.shape.end()));
    int v = castTo(chosen, type);
    markUsed(v);
    return v;
  }

  /// Types for the results of a region op: unranked, or ranked with `?`
  /// extents (rank 0 to 3). Loops carry ranked tensors only: One-Shot
  /// Bufferize cannot copy an unranked one (a located refusal, upstream).
  std::vector<TypeDesc> resultTypes(unsigned max, bool allowUnranked = true) {
    std::vector<TypeDesc> types(below(max + 1));
    for (TypeDesc &t : types) {
      int64_t rank = below(4);
      t = dataType(Dims(rank, kDyn));
      if (allowUnranked && oneIn(3)) {
        t = dataUnranked();
        t.rankHint = rank;
      }
    }
    return types;
  }

  // --- blocks ----------------------------------------------------------------
  void pushScope(Block &block, bool graph = false) {
    scopes.push_back(Scope{&block, graph, {}, {}, {}});
  }
  void popScope() { scopes.pop_back(); }

  void genBlock(unsigned maxStatements) {
    unsigned n = 1 + below(maxStatements);
    for (unsigned k = 0; k < n && !exhausted(); ++k)
      genStatement();
  }

  void genStatement() {
    unsigned choice = below(executable() ? 20 : 25);
    bool regionsAllowed = depth < 3 && statements < options.maxStatements / 2;
    if (reshapes >= options.maxReshapes && choice < 8)
      choice = 8 + below(4);
    switch (choice) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5: {
      int r = reshape(pickTensor());
      if (oneIn(3))
        observe(r);
      return;
    }
    case 6:
      // A reshape of a cast, or a cast of a reshape.
      reshape(randomCast(pickTensor()));
      return;
    case 7: {
      int c = randomCast(reshape(pickTensor()));
      scopes.back().mustUse.push_back(c);
      return;
    }
    case 8: {
      int t = pickTensor();
      if (!info(t).type.ranked)
        return;
      int out = newValue(info(t).type, info(t).varies, info(t).poisoned);
      emit(std::make_unique<LinalgAdd>(out, t, int64_t(below(5)) - 2));
      scopes.back().mustUse.push_back(out);
      return;
    }
    case 9:
      if (oneIn(2))
        slice(pickTensor());
      else
        sourceTensor(pickDims());
      return;
    case 10:
    case 11:
      if (!symbolFree && (!callable.empty() || depth == 0))
        return call();
      return;
    case 12:
    case 13:
      if (regionsAllowed)
        return genIf();
      return;
    case 14:
    case 15:
      if (regionsAllowed)
        return genFor();
      return;
    case 16:
      if (regionsAllowed)
        return genWhile();
      return;
    case 17:
      if (regionsAllowed)
        return genSwitch();
      return;
    case 18:
      if (regionsAllowed)
        return genParallel();
      return;
    case 19:
      observe(pickTensor());
      return;
    case 20:
    case 21:
      if (regionsAllowed)
        return genUnregisteredRegion();
      return;
    case 22:
      if (scopes.back().graph)
        genGraphCycle();
      return;
    case 23: {
      std::vector<int> ts = visible([&](int id) { return isData(id); });
      if (ts.empty())
        return;
      auto raw = std::make_unique<RawText>();
      int t = ts[below(ts.size())];
      raw->lines.push_back("\"test.sink\"(" + info(t).ref + ") : (" +
                           info(t).type.str() + ") -> ()");
      raw->uses.push_back(t);
      emit(std::move(raw));
      return;
    }
    default:
      randomCast(pickTensor());
      return;
    }
  }

  int condition() {
    if (oneIn(4))
      return constant("i1", below(2));
    int a = scalarEqualTo("index", below(4));
    int b = scalarEqualTo("index", below(4));
    static const char *preds[] = {"slt", "sle", "eq", "ne"};
    int c = newValue(TypeDesc::scalar("i1"), info(a).varies || info(b).varies);
    emit(std::make_unique<CompareScalar>(c, preds[below(4)], a, b));
    return c;
  }

  /// Generates `block` as a nested scope whose arguments are already bound
  /// (nominally); `yield` makes its yielded values.
  template <typename F>
  void nested(Block &block, F yield, bool graph = false) {
    ++depth;
    pushScope(block, graph);
    for (int a : block.args)
      scopes.back().values.push_back(a);
    genBlock(6);
    yield();
    finishBlock();
    popScope();
    --depth;
  }

  std::vector<int> yieldAll(const std::vector<TypeDesc> &types) {
    std::vector<int> ys;
    for (const TypeDesc &t : types)
      ys.push_back(yieldValue(t));
    return ys;
  }

  /// What a loop carries on: any value of its type (the loop may change
  /// the shape it carries), or half the time a tensor with the dims of its
  /// init on every iteration (the carried value, an elementwise op of it,
  /// or, for an init that does not vary, a value or a constant with its
  /// dims).
  int loopYield(const TypeDesc &type, int init, int carried) {
    if (!type.tensor || oneIn(2))
      return yieldValue(type);
    int chosen = carried;
    switch (below(4)) {
    case 0:
      break;
    case 1: {
      chosen = newValue(info(carried).type, true, info(carried).poisoned);
      emit(std::make_unique<LinalgAdd>(chosen, carried, int64_t(below(5)) - 2));
      break;
    }
    default: {
      if (info(init).varies || info(init).poisoned)
        break;
      Dims want = nom(init).dims;
      std::vector<int> same = visible([&](int id) {
        return isData(id) && !info(id).varies && !info(id).poisoned &&
               nom(id).dims == want;
      });
      if (!same.empty() && oneIn(2)) {
        chosen = same[below(same.size())];
        break;
      }
      chosen = newValue(dataType(want));
      emit(std::make_unique<DenseTensor>(chosen, pickData(volumeOf(want))));
      break;
    }
    }
    int v = castTo(chosen, type);
    markUsed(v);
    return v;
  }

  void finishRegionOp(std::unique_ptr<Stmt> stmt,
                      const std::vector<int> &outs) {
    emit(std::move(stmt));
    for (int o : outs)
      scopes.back().mustUse.push_back(o);
  }

  void genIf() {
    auto op = std::make_unique<If>();
    op->cond = condition();
    std::vector<TypeDesc> types = resultTypes(2);
    nested(op->thenBlock, [&] { op->thenYields = yieldAll(types); });
    nested(op->elseBlock, [&] { op->elseYields = yieldAll(types); });
    op->outs = newResults(types, true, false);
    std::vector<int> outs = op->outs;
    finishRegionOp(std::move(op), outs);
  }

  void genFor() {
    auto op = std::make_unique<For>();
    op->lb = constant("index", below(2));
    op->ub = extent(below(4));
    op->step = constant("index", 1 + below(2));
    std::vector<TypeDesc> types = resultTypes(2, /*allowUnranked=*/false);
    for (const TypeDesc &t : types)
      op->inits.push_back(yieldValue(t, /*loopInit=*/true));
    int iv = newValue(TypeDesc::scalar("index"), true, false, false);
    info(iv).nonNegative = info(iv).inductionVar = true;
    nominal.at(iv).scalar = nom(op->lb).scalar;
    op->body.args.push_back(iv);
    for (size_t i = 0; i < types.size(); ++i) {
      int a = newValue(types[i], true, info(op->inits[i]).poisoned, false);
      {
        RtValue copy = nom(op->inits[i]);
        nominal.at(a) = std::move(copy);
      }
      op->body.args.push_back(a);
    }
    nested(op->body, [&] {
      for (size_t i = 0; i < types.size(); ++i)
        op->yields.push_back(
            loopYield(types[i], op->inits[i], op->body.args[i + 1]));
    });
    op->outs = newResults(types, true, false);
    std::vector<int> outs = op->outs;
    finishRegionOp(std::move(op), outs);
  }

  void genWhile() {
    auto op = std::make_unique<While>();
    std::vector<TypeDesc> types = {TypeDesc::scalar("index")};
    for (const TypeDesc &t : resultTypes(2, /*allowUnranked=*/false))
      types.push_back(t);
    op->inits.push_back(constant("index", 0));
    for (size_t i = 1; i < types.size(); ++i)
      op->inits.push_back(yieldValue(types[i], /*loopInit=*/true));
    int n = extent(below(4));
    for (size_t i = 0; i < types.size(); ++i) {
      int a = newValue(types[i], true, false, false);
      {
        RtValue copy = nom(op->inits[i]);
        nominal.at(a) = std::move(copy);
      }
      op->before.args.push_back(a);
    }
    info(op->before.args[0]).nonNegative = true;
    info(op->before.args[0]).inductionVar = true;
    nested(op->before, [&] {
      int c = newValue(TypeDesc::scalar("i1"), true);
      emit(std::make_unique<CompareScalar>(c, "slt", op->before.args[0], n));
      op->cond = c;
      op->condArgs.push_back(op->before.args[0]);
      markUsed(op->before.args[0]);
      for (size_t i = 1; i < types.size(); ++i)
        op->condArgs.push_back(
            loopYield(types[i], op->inits[i], op->before.args[i]));
    });
    for (size_t i = 0; i < types.size(); ++i) {
      int a = newValue(types[i], true, false, false);
      {
        RtValue copy = nom(op->condArgs[i]);
        nominal.at(a) = std::move(copy);
      }
      op->after.args.push_back(a);
    }
    info(op->after.args[0]).nonNegative = true;
    info(op->after.args[0]).inductionVar = true;
    nested(op->after, [&] {
      int one = constant("index", 1);
      int next = newValue(TypeDesc::scalar("index"), true);
      emit(
          std::make_unique<BinaryScalar>(next, "addi", op->after.args[0], one));
      op->yields.push_back(next);
      for (size_t i = 1; i < types.size(); ++i)
        op->yields.push_back(
            loopYield(types[i], op->inits[i], op->after.args[i]));
    });
    op->outs = newResults(types, true, false);
    std::vector<int> outs = op->outs;
    finishRegionOp(std::move(op), outs);
  }

  void genSwitch() {
    auto op = std::make_unique<IndexSwitch>();
    op->arg = scalarEqualTo("index", below(4));
    std::set<int64_t> cases;
    for (unsigned k = 0, e = below(3) + 1; k < e; ++k)
      cases.insert(below(4));
    op->cases.assign(cases.begin(), cases.end());
    std::vector<TypeDesc> types = resultTypes(2);
    op->blocks.resize(op->cases.size() + 1);
    op->yields.resize(op->blocks.size());
    for (size_t k = 0; k < op->blocks.size(); ++k)
      nested(op->blocks[k], [&] { op->yields[k] = yieldAll(types); });
    op->outs = newResults(types, true, false);
    std::vector<int> outs = op->outs;
    finishRegionOp(std::move(op), outs);
  }

  void genParallel() {
    auto op = std::make_unique<Parallel>();
    for (unsigned d = 0, e = 1 + below(2); d < e; ++d) {
      op->lbs.push_back(constant("index", below(2)));
      op->ubs.push_back(extent(below(4)));
      op->steps.push_back(constant("index", 1 + below(2)));
      int iv = newValue(TypeDesc::scalar("index"), true, false, false);
      info(iv).nonNegative = info(iv).inductionVar = true;
      nominal.at(iv).scalar = nom(op->lbs.back()).scalar;
      op->body.args.push_back(iv);
    }
    nested(op->body, [] {});
    finishRegionOp(std::move(op), {});
  }

  /// An unregistered op holding generated code in one or two graph regions,
  /// with a self-use or a cycle of reshapes now and then.
  void genUnregisteredRegion() {
    auto op = std::make_unique<UnregisteredRegion>();
    static const char *names[] = {"test.graph", "test.wrapper",
                                  "other.isolated"};
    op->name = names[below(3)];
    op->regions.resize(1 + (oneIn(4) ? 1 : 0));
    op->terminator = !oneIn(3);
    if (oneIn(4))
      op->attrs = " {sym_name = \"s" + std::to_string(tmpNames++) + "\"}";
    // One region: upstream takes the op for a symbol table it does not know,
    // so no symbol can be used inside (calls, globals).
    if (op->regions.size() == 1)
      ++symbolFree;
    for (Block &region : op->regions) {
      if (oneIn(3)) {
        int a = newValue(dataType(Dims{2, kDyn}), true, false, false);
        nominal.at(a).dims = {2, 3};
        nominal.at(a).data.assign(6, 0);
        region.args.push_back(a);
      }
      nested(
          region,
          [&] {
            if (oneIn(2))
              genGraphCycle();
          },
          /*graph=*/true);
    }
    if (op->regions.size() == 1)
      --symbolFree;
    if (oneIn(3))
      op->outs = newResults({dataType(Dims{kDyn})}, true, false);
    std::vector<int> outs = op->outs;
    finishRegionOp(std::move(op), outs);
  }

  /// In a graph region (an unregistered op's, or the module's): a reshape
  /// that uses itself, or two that use each other.
  void genGraphCycle() {
    Dims dims = pickDims(3);
    if (dims.empty())
      dims = {2, 3};
    TypeDesc a = dataType(dims);
    if (oneIn(3))
      a.shape[0] = kDyn;
    Dims flat = {volumeOf(dims)};
    TypeDesc b = dataType(flat);
    auto raw = std::make_unique<RawText>();
    auto staticOp = [&](int out, int in, const TypeDesc &to,
                        const TypeDesc &from, const Dims &target) {
      std::string values;
      for (size_t i = 0; i < target.size(); ++i)
        values += (i ? ", " : "") + std::to_string(target[i]);
      raw->tags.push_back(tree.numTags++);
      raw->tagOffsets.push_back(raw->lines.size());
      raw->lines.push_back(info(out).ref + " = reshape.static_reshape " +
                           info(in).ref + " [" + values +
                           "] special_zero = false : " + from.str() + " -> " +
                           to.str());
    };
    if (oneIn(2)) {
      int x = newValue(a);
      staticOp(x, x, a, a, dims);
      raw->outs.push_back(x);
    } else {
      int x = newValue(b), y = newValue(a);
      staticOp(x, y, b, a, {-1});
      staticOp(y, x, a, b, dims);
      raw->outs = {x, y};
    }
    if (oneIn(3)) {
      // A dynamic_reshape using itself.
      int s = newValue(TypeDesc::ranked_({int64_t(dims.size())}, "i32"));
      raw->lines.push_back(info(s).ref + " = arith.constant " +
                           denseLiteral({int64_t(dims.size())}, dims, "i32") +
                           " : " + info(s).type.str());
      int z = newValue(dataType(Dims(dims.size(), kDyn)));
      raw->tags.push_back(tree.numTags++);
      raw->tagOffsets.push_back(raw->lines.size());
      raw->lines.push_back(
          info(z).ref + " = reshape.dynamic_reshape " + info(z).ref + ", " +
          info(s).ref + " special_zero = true : " + info(z).type.str() + ", " +
          info(s).type.str() + " -> " + info(z).type.str());
      raw->outs.push_back(s);
      raw->outs.push_back(z);
    }
    emit(std::move(raw));
  }

  // --- functions -------------------------------------------------------------
  /// Calls a helper function, new or existing, with values in scope.
  void call() {
    Func *callee = nullptr;
    std::vector<int> args;
    if (!callable.empty() && oneIn(2)) {
      callee = callable[below(callable.size())];
      for (int param : callee->args)
        args.push_back(yieldValue(info(param).type));
    } else {
      callee = newHelper(args);
    }
    std::vector<int> outs = newResults(callee->resultTypes, true, false);
    emit(std::make_unique<Call>(outs, callee, args));
    for (int o : outs)
      scopes.back().mustUse.push_back(o);
  }

  Func *newHelper(std::vector<int> &actuals) {
    auto f = std::make_unique<Func>();
    f->name = "helper" + std::to_string(tmpNames++);
    f->isPublic = oneIn(3);
    // Parameters: tensors of data (as yieldValue would pass them), or the
    // types of the arguments given.
    std::vector<TypeDesc> params;
    if (actuals.empty()) {
      params = resultTypes(1 + below(2));
      for (const TypeDesc &t : params)
        actuals.push_back(yieldValue(t));
    } else {
      for (int a : actuals)
        params.push_back(info(a).type);
    }
    std::vector<TypeDesc> results = resultTypes(2);
    if (results.empty() && executable())
      results.push_back(dataType(Dims{kDyn}));
    f->resultTypes = results;
    // The body, in its own scope chain (isolated from above).
    std::vector<Scope> saved;
    std::swap(saved, scopes);
    int savedDepth = depth;
    depth = 1;
    pushScope(f->body);
    for (size_t i = 0; i < actuals.size(); ++i) {
      int a = actuals[i];
      int p = newValue(params[i], true, info(a).poisoned);
      {
        RtValue copy = nom(a);
        nominal.at(p) = std::move(copy);
      }
      f->args.push_back(p);
    }
    genBlock(8);
    f->returns = yieldAll(results);
    if (!executable())
      f->terminator = below(4) == 0 ? 1 + below(2) : 0;
    finishBlock();
    popScope();
    std::swap(saved, scopes);
    depth = savedDepth;
    Func *raw = f.get();
    tree.allFuncs.push_back(raw);
    module->funcs.push_back(std::move(f));
    callable.push_back(raw);
    return raw;
  }

  void genMain() {
    auto f = std::make_unique<Func>();
    f->name = "main";
    f->isPublic = true;
    Func *raw = f.get();
    tree.main = raw;
    pushScope(f->body);
    genBlock(options.maxStatements);
    finishBlock();
    popScope();
    tree.allFuncs.push_back(raw);
    module->funcs.push_back(std::move(f));
  }

  /// A function with arguments the passes cannot see through, and maybe
  /// no func.return (non-executable programs).
  void genOpenFunction(ModuleTree &m) {
    auto f = std::make_unique<Func>();
    f->name = "f" + std::to_string(tmpNames++);
    f->isPublic = !oneIn(3);
    ModuleTree *savedModule = module;
    std::vector<Func *> savedCallable;
    if (&m != module)
      std::swap(savedCallable, callable);
    module = &m;
    pushScope(f->body);
    for (unsigned k = 0, e = below(3); k < e; ++k) {
      Dims dims = pickDims(3);
      Dims shape = dims;
      for (int64_t &d : shape)
        if (oneIn(2))
          d = kDyn;
      int a = newValue(oneIn(6) ? dataUnranked() : dataType(shape), true);
      nominal.at(a).dims = dims;
      nominal.at(a).data.assign(std::min(volumeOf(dims), kMaxData), 0);
      f->args.push_back(a);
    }
    depth = 0;
    genBlock(12);
    f->terminator = below(3) == 0 ? 1 + below(2) : 0;
    if (f->terminator == 0 && oneIn(2)) {
      f->resultTypes = resultTypes(2);
      f->returns = yieldAll(f->resultTypes);
    }
    finishBlock();
    popScope();
    if (&m != savedModule)
      std::swap(savedCallable, callable);
    module = savedModule;
    tree.allFuncs.push_back(f.get());
    m.funcs.push_back(std::move(f));
  }

  /// Declarations or definitions of the symbols the runtime checks call.
  void libcSymbols(ModuleTree &m) {
    if (executable()) {
      if (oneIn(4))
        m.header.push_back("func.func private @exit(i32)");
      if (oneIn(4))
        m.header.push_back("llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32");
      return;
    }
    static const char *variants[] = {
        "func.func private @exit(i32)",
        "func.func @exit(%code: i32) {\n  return\n}",
        "func.func private @exit(i64) -> i64",
        "llvm.func @exit(i32)",
        "llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32",
        "func.func private @dprintf(i32) -> i32",
        ("func.func @dprintf(%fd: i32, %fmt: !llvm.ptr) -> i32 {\n"
         "  %c = arith.constant 0 : i32\n  return %c : i32\n}"),
        "memref.global \"private\" @exit : memref<i32>",
    };
    // At most one definition of each name.
    unsigned exitVariant = below(12), dprintfVariant = below(8);
    static const unsigned exits[] = {0, 1, 2, 3, 7};
    static const unsigned dprintfs[] = {4, 5, 6};
    if (exitVariant < std::size(exits))
      m.header.push_back(variants[exits[exitVariant]]);
    if (dprintfVariant < std::size(dprintfs))
      m.header.push_back(variants[dprintfs[dprintfVariant]]);
  }

public:
  void genTop() {
    module = &tree.top;
    libcSymbols(tree.top);
    if (executable()) {
      genMain();
      return;
    }
    for (unsigned k = 0, e = 1 + below(3); k < e && !exhausted(); ++k)
      genOpenFunction(tree.top);
    if (oneIn(3) && !exhausted())
      genMain();
    if (oneIn(4)) {
      auto inner = std::make_unique<ModuleTree>();
      inner->name = oneIn(2) ? "@inner" : "";
      libcSymbols(*inner);
      genOpenFunction(*inner);
      tree.top.nested.push_back(std::move(inner));
    }
    if (oneIn(8)) {
      // A self-use in the module's own graph region.
      tree.top.trailer.push_back(
          "%m0 = reshape.static_reshape %m0 [6] special_zero = false : "
          "tensor<6xf32> -> tensor<6xf32>");
    }
  }
};

/// Mostly f32 (the lowest choice, once the bytes are used up), else
/// another float or an integer type: element sizes of 1 to 8 bytes, i1
/// stored a byte each, bf16 that the lowering widens.
void Generator::chooseDataElement() {
  static const char *others[] = {"f16", "bf16", "f64", "i1",
                                 "i8",  "i32",  "i64"};
  unsigned k = below(12);
  tree.dataElem = k < 5 ? "f32" : others[k - 5];
}

bool Generator::chooseControlFlowToCF() { return executable() && oneIn(4); }

std::string Generator::prePasses() {
  if (!executable() || oneIn(2))
    return "";
  // reshape-to-llvm's canonicalizer: without the upstream patterns that
  // make wrong or invalid IR (findings/README.md).
  static const std::string disabled =
      mlir::reshape::getDisabledUpstreamPatternsOption();
  static const std::string passes[] = {
      "canonicalize{" + disabled + "}",
      "cse",
      "reshape-refine-shapes",
      "resolve-ranked-shaped-type-result-dims",
      "resolve-shaped-type-result-dims",
      "loop-invariant-code-motion",
      "inline",
      "sccp",
      "control-flow-sink",
      "symbol-dce",
      "canonicalize{test-convergence=false region-simplify=aggressive " +
          disabled + "}",
  };
  std::string s;
  for (unsigned k = 0, e = 1 + below(3); k < e; ++k)
    s += (k ? "," : "") + std::string(passes[below(std::size(passes))]);
  return s;
}

void printFunc(const Func &f, Printer &p) {
  std::string args;
  for (size_t i = 0; i < f.args.size(); ++i)
    args += (i ? ", " : "") + p.ref(f.args[i]) + ": " + p.type(f.args[i]);
  std::string results;
  for (size_t i = 0; i < f.resultTypes.size(); ++i)
    results += (i ? ", " : "") + f.resultTypes[i].str();
  if (!results.empty())
    results = " -> (" + results + ")";
  p.line("func.func " + std::string(f.isPublic ? "" : "private ") + "@" +
         f.name + "(" + args + ")" + results + " {");
  ++p.indent;
  printBlock(f.body, p);
  switch (f.terminator) {
  case 0:
    if (f.returns.empty())
      p.line("return");
    else
      p.line("return " + joinRefs(p, f.returns) + " : " +
             joinTypes(p, f.returns));
    break;
  case 1:
    p.line("llvm.unreachable");
    break;
  default:
    p.line("\"test.return\"(" + joinRefs(p, f.returns) + ") : (" +
           joinTypes(p, f.returns) + ") -> ()");
    break;
  }
  --p.indent;
  p.line("}");
}

void printModule(const ModuleTree &m, Printer &p, bool top) {
  if (!top) {
    p.line("module " + (m.name.empty() ? std::string() : m.name + " ") + "{");
    ++p.indent;
  }
  for (const std::string &h : m.header) {
    size_t start = 0;
    while (start <= h.size()) {
      size_t end = h.find('\n', start);
      if (end == std::string::npos)
        end = h.size();
      p.line(h.substr(start, end - start));
      start = end + 1;
    }
  }
  for (const auto &f : m.funcs)
    printFunc(*f, p);
  for (const auto &n : m.nested)
    printModule(*n, p, false);
  for (const std::string &t : m.trailer)
    p.line(t);
  if (!top) {
    --p.indent;
    p.line("}");
  }
}

} // namespace

reshape_fuzz::GeneratorOptions reshape_fuzz::generatorOptions(bool executable) {
  GeneratorOptions options;
  options.executable = executable;
  return options;
}

std::string Observation::str() const {
  if (isScalar)
    return std::to_string(scalar);
  std::string s = "[";
  for (size_t i = 0; i < dims.size(); ++i)
    s += (i ? "x" : "") + std::to_string(dims[i]);
  s += "] {";
  for (size_t i = 0; i < data.size() && i < 16; ++i)
    s += (i ? ", " : "") + std::to_string(data[i]);
  if (data.size() > 16)
    s += ", ...";
  return s + "}";
}

Program::Program() = default;
Program::~Program() = default;
Program::Program(Program &&) = default;

const std::string &Program::dataElement() const { return tree->dataElem; }

ExpectedRun Program::interpret() const {
  Interp interp(*tree);
  if (tree->main)
    execBlock(tree->main->body, interp);
  return interp.run;
}

std::map<unsigned, std::set<std::string>> Program::violationsByLine() const {
  Interp interp(*tree);
  interp.lenient = true;
  if (tree->main)
    execBlock(tree->main->body, interp);
  return interp.violations;
}

Program reshape_fuzz::generateProgram(FuzzedDataProvider &in,
                                      const GeneratorOptions &options) {
  Program program;
  program.executable = options.executable;
  program.tree = std::make_unique<ProgramTree>();
  ProgramTree &tree = *program.tree;
  Generator generator(in, options, tree);
  // Contradicting declared results, then the element type, first: a 0
  // byte appended to an input of an older generator (which had neither, or
  // f32 only) says no (f32) and leaves its program as it was.
  generator.chooseContradictions();
  generator.chooseDataElement();
  program.passes = generator.prePasses();
  generator.genTop();
  // Last, so that it changes no program of an older input (the 0 of
  // exhausted data says no): sometimes the structured control flow as cf
  // branches and loops, which reshape-to-llvm lifts back before
  // bufferization.
  if (generator.chooseControlFlowToCF())
    program.passes +=
        (program.passes.empty() ? "" : ",") + std::string("convert-scf-to-cf");

  // The imports every program may use, in every module.
  std::vector<std::string> imports = {
      std::string("func.func private @") + kObserveName + "(tensor<*x" +
          tree.dataElem + "> {bufferization.access = \"read\"})",
      std::string("func.func private @") + kObserveI64Name + "(i64)",
      std::string("func.func private @") + kOpaqueName + "(i64) -> i64"};
  tree.top.header.insert(tree.top.header.begin(), imports.begin(),
                         imports.end());
  for (auto &nested : tree.top.nested)
    nested->header.insert(nested->header.begin(), imports.begin(),
                          imports.end());
  Printer printer{tree, tree.tagLine, "", 0, 1, 0};
  printModule(tree.top, printer, /*top=*/true);
  program.textStorage = std::move(printer.out);
  for (const auto &[tag, line] : tree.tagLine)
    program.lines.insert(line);
  return program;
}
