//===- ProgramGenerator.h - Random programs around reshapes -----*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Turns fuzz bytes into an MLIR module (text) whose reshapes sit where the
// passes have to work hardest: inside scf.if / scf.for (with iter_args) /
// scf.while (both regions) / scf.index_switch / scf.parallel, nested; fed by
// constants, globals, tensor.generate, linalg.fill / linalg.generic, values
// the compiler cannot see (calls to an opaque identity), loop induction
// variables; behind and in front of tensor.cast (to less and to more static
// types, and to unranked); in helper functions, public and private, called
// from @main; with results read through tensor.dim only.
//
// Two kinds of program:
//  - executable: one @main and only what the JIT can run and the rules can
//    predict. The generator keeps the program as a tree, and interprets it
//    with the independent reference of test/Reference: what each call of
//    @fuzz_observe / @fuzz_observe_i64 receives, and which reshape stops the
//    program with which rules (the differential fuzzer compares the compiled
//    program with that);
//  - any: also what only the passes see: unregistered ops that hold reshapes
//    in graph regions (self-uses, 2-op cycles), unregistered sources, sinks
//    and terminators, functions without func.return, nested modules, user
//    definitions of @exit / @dprintf (the symbols the runtime checks call),
//    function arguments, casts that contradict the data.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_FUZZ_PROGRAMGENERATOR_H
#define RESHAPE_FUZZ_PROGRAMGENERATOR_H

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

class FuzzedDataProvider;

namespace reshape_fuzz {

using Dims = std::vector<int64_t>;

/// An observed data element that is not finite (an inf or NaN).
inline constexpr int64_t kNotFinite = INT64_MIN;

/// One call of an observer: a scalar (@fuzz_observe_i64) or a tensor's
/// dims and data (@fuzz_observe; the data are small integers, in the
/// program's data element type; kNotFinite for an inf or NaN).
struct Observation {
  bool isScalar = false;
  int64_t scalar = 0;
  Dims dims;
  std::vector<int64_t> data;

  bool operator==(const Observation &other) const {
    return isScalar == other.isScalar && scalar == other.scalar &&
           dims == other.dims && data == other.data;
  }
  std::string str() const;
};

/// What an executable program does: its observations, then either a normal
/// end or the stop of the first reshape that breaks a rule.
struct ExpectedRun {
  std::vector<Observation> observations;
  bool stopped = false;
  /// The reshape that stops the program (its line in the text) and the
  /// rules (R2...) the reference finds violated.
  unsigned stopLine = 0;
  std::set<std::string> rules;
  /// The interpretation ran out of its step budget (not a finding).
  bool outOfBudget = false;
};

struct GeneratorOptions {
  /// Only what the JIT can run and the interpreter predicts.
  bool executable = true;
  /// Upper bounds on the program's size.
  unsigned maxStatements = 80;
  unsigned maxReshapes = 14;
};

/// The generator's options for an executable program or for any program.
GeneratorOptions generatorOptions(bool executable);

class ProgramTree;

/// A generated program: its text and, for an executable one, what it must
/// do when run.
class Program {
public:
  Program();
  ~Program();
  Program(Program &&);

  /// The module, printed.
  const std::string &text() const { return textStorage; }
  bool isExecutable() const { return executable; }

  /// Runs the interpretation (executable programs only).
  ExpectedRun interpret() const;

  /// For every reshape (by line) that the interpretation reaches when it
  /// goes on past failed checks: the rules its executions break (empty:
  /// always valid). A compile-time error at a line missing here is about a
  /// reshape the run never reaches.
  std::map<unsigned, std::set<std::string>> violationsByLine() const;

  /// The lines of the reshape ops.
  const std::set<unsigned> &reshapeLines() const { return lines; }

  /// The element type of the data tensors (what @fuzz_observe reads).
  const std::string &dataElement() const;

  /// The passes to run before the pipeline (differential fuzzer), as a
  /// pass pipeline string, or "" for none.
  const std::string &prePasses() const { return passes; }

private:
  friend Program generateProgram(FuzzedDataProvider &,
                                 const GeneratorOptions &);
  std::unique_ptr<ProgramTree> tree;
  std::string textStorage;
  std::set<unsigned> lines;
  std::string passes;
  bool executable = true;
};

/// Builds a program from the fuzz bytes.
Program generateProgram(FuzzedDataProvider &in,
                        const GeneratorOptions &options);

/// The names of the functions a generated program imports; the
/// differential fuzzer binds them.
inline constexpr const char *kObserveName = "fuzz_observe";
inline constexpr const char *kObserveI64Name = "fuzz_observe_i64";
inline constexpr const char *kOpaqueName = "fuzz_opaque_i64";

} // namespace reshape_fuzz

#endif // RESHAPE_FUZZ_PROGRAMGENERATOR_H
