//===- DifferentialFuzzer.cpp - Run the compiled programs -----------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Turns the fuzz bytes into an executable program (ProgramGenerator.h:
// reshapes in region ops, helper functions, casts, linalg, constants,
// globals and opaque values), runs a few passes a user may run first
// (canonicalize, cse, reshape-refine-shapes, the upstream shape resolution
// passes, LICM, inline, sccp, control-flow-sink, symbol-dce), lowers it
// with reshape-to-llvm, compiles it with mlir::ExecutionEngine and runs
// @main in this process. The generator's interpretation (with the
// reference of test/Reference) says what must happen; a difference is a
// finding:
//  - the values each @fuzz_observe / @fuzz_observe_i64 call receives
//    (shape and data, or dims), in order;
//  - the verdict: the program ends normally, or the first reshape that
//    breaks a rule stops it with exit(1) and one line on stderr naming a
//    rule that reshape breaks (a program that prints a result and ends where
//    the rules demand an error is a silent wrong answer);
//  - a compile-time error (verifier, the passes, the pipeline) must be a
//    located rule diagnostic at a reshape that breaks that rule whenever it
//    runs (or never runs); anything else is a finding, as is a pass that
//    leaves invalid IR;
//  - the program frees every buffer it allocates when it ends normally.
//
// The compiled code calls exit and dprintf (the runtime checks), malloc,
// free, aligned_alloc and calloc (which -O2 makes of a malloc then zeroed):
// the ExecutionEngine's symbol map binds them to
// functions here. Our exit longjmps back to the harness (no C++ frame lies
// between the setjmp and the JIT code: the packed entry point is called
// directly), our dprintf keeps the text, and the allocation functions keep
// the set of live buffers, which the harness frees after an exit. Our free
// fills a buffer with a pattern before it frees it: a read after the free
// (a deallocation placed too early) observes other values than the
// reference, where the freed bytes would often still hold the right ones.
// Nothing
// forks, so a run costs the lowering and the JIT compilation only.
//
// One input in four lowers the checks to cf.assert (check-mode=assert): its
// message goes through puts and abort(), bound the same way.
//
// RESHAPE_FUZZ_PRINT=1 prints each program, its passes and the expected run;
// RESHAPE_FUZZ_TIMING=1 prints at exit where the time went;
// RESHAPE_FUZZ_VERIFY_EACH_PASS=1 verifies after each pass of every input
// (one input in four otherwise).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"
#include "ProgramGenerator.h"

#include "reshape/Pipelines/Pipelines.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <chrono>
#include <cmath>
#include <csetjmp>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>

using namespace mlir;
using reshape_fuzz::Observation;

namespace {

/// What the running program did.
struct RunState {
  std::vector<Observation> observations;
  std::string stderrText;
  int exitCode = -1;
  std::jmp_buf jump;
  /// The live buffers and their sizes in bytes.
  std::map<void *, size_t> live;
  std::string problem;
  /// The element type of the data @fuzz_observe reads.
  std::string dataElement;
};

RunState *state = nullptr;

/// The status recorded for abort().
constexpr int kAborted = 134;

/// The most data one observation reads (a reshape result is at most as
/// large as the generator's inputs; more is a finding of its own).
constexpr int64_t kMaxObserved = 1 << 16;

/// An f16 (IEEE binary16) as a float.
float halfToFloat(uint16_t h) {
  int exponent = (h >> 10) & 0x1f;
  float magnitude = exponent == 0 ? std::ldexp(float(h & 0x3ff), -24)
                    : exponent == 31
                        ? ((h & 0x3ff) ? NAN : INFINITY)
                        : std::ldexp(float((h & 0x3ff) | 0x400), exponent - 25);
  return (h & 0x8000) ? -magnitude : magnitude;
}

/// Element `at` of a buffer of `elem`, as the integer it holds (kNotFinite
/// for an inf or NaN; the generator's data are small integers).
int64_t readElement(const void *aligned, int64_t at, const std::string &elem) {
  auto fromFloat = [](double v) {
    return std::isfinite(v) && std::fabs(v) < 0x1p62 ? int64_t(v)
                                                     : reshape_fuzz::kNotFinite;
  };
  if (elem == "f32")
    return fromFloat(static_cast<const float *>(aligned)[at]);
  if (elem == "f64")
    return fromFloat(static_cast<const double *>(aligned)[at]);
  if (elem == "f16")
    return fromFloat(halfToFloat(static_cast<const uint16_t *>(aligned)[at]));
  if (elem == "bf16") {
    uint32_t bits = uint32_t(static_cast<const uint16_t *>(aligned)[at]) << 16;
    float v;
    std::memcpy(&v, &bits, sizeof v);
    return fromFloat(v);
  }
  if (elem == "i1")
    return static_cast<const uint8_t *>(aligned)[at];
  if (elem == "i8")
    return static_cast<const int8_t *>(aligned)[at];
  if (elem == "i32")
    return static_cast<const int32_t *>(aligned)[at];
  return static_cast<const int64_t *>(aligned)[at];
}

extern "C" void fuzzObserve(int64_t rank, void *descriptor) {
  Observation o;
  auto *words = static_cast<int64_t *>(descriptor);
  auto *aligned = reinterpret_cast<const void *>(words[1]);
  int64_t offset = words[2];
  const int64_t *sizes = words + 3, *strides = words + 3 + rank;
  o.dims.assign(sizes, sizes + rank);
  bool empty = false;
  for (int64_t d : o.dims) {
    if (d < 0 && state->problem.empty())
      state->problem = "an observed result has a negative extent";
    empty |= d <= 0;
  }
  int64_t volume = empty ? 0 : 1;
  for (int64_t d : o.dims) {
    if (empty)
      break;
    if (volume > kMaxObserved / d) {
      if (state->problem.empty())
        state->problem = "an observed result is larger than any input";
      volume = 0;
      break;
    }
    volume *= d;
  }
  std::vector<int64_t> index(rank, 0);
  for (int64_t k = 0; k < volume; ++k) {
    int64_t at = offset;
    for (int64_t j = 0; j < rank; ++j)
      at += index[j] * strides[j];
    o.data.push_back(readElement(aligned, at, state->dataElement));
    for (int64_t j = rank - 1; j >= 0; --j) {
      if (++index[j] < o.dims[j])
        break;
      index[j] = 0;
    }
  }
  state->observations.push_back(std::move(o));
}

extern "C" void fuzzObserveI64(int64_t value) {
  Observation o;
  o.isScalar = true;
  o.scalar = value;
  state->observations.push_back(o);
}

extern "C" int64_t fuzzOpaque(int64_t value) { return value; }

extern "C" int fuzzDprintf(int fd, const char *format, ...) {
  char buffer[4096];
  va_list args;
  va_start(args, format);
  int n = std::vsnprintf(buffer, sizeof(buffer), format, args);
  va_end(args);
  if (fd != 2 && state->problem.empty())
    state->problem = "the program prints to a descriptor other than stderr";
  state->stderrText += buffer;
  return n;
}

extern "C" [[noreturn]] void fuzzExit(int code) {
  state->exitCode = code;
  std::longjmp(state->jump, 1);
}

/// check-mode=assert: cf.assert prints its message with puts and aborts.
extern "C" int fuzzPuts(const char *text) {
  state->stderrText += text;
  state->stderrText += '\n';
  return 0;
}

extern "C" [[noreturn]] void fuzzAbort() {
  state->exitCode = kAborted;
  std::longjmp(state->jump, 1);
}

/// Larger requests fail, as libc's malloc fails a request larger than the
/// machine's memory. Upstream's buffer-loop-hoisting moved the allocation
/// of a static result (say of a reshape to [2^31, 4, 3] that its check
/// stops) out of its loop, above the check (reshape-to-llvm now hoists
/// small buffers only); the program got null and stopped at the check.
/// (The sanitizers' malloc would abort instead.) A program that writes
/// through that null crashes: a finding.
constexpr size_t kMaxAllocation = size_t(1) << 30;

extern "C" void *fuzzMalloc(size_t size) {
  if (size > kMaxAllocation)
    return nullptr;
  void *p = std::malloc(size ? size : 1);
  state->live.emplace(p, size);
  return p;
}

extern "C" void *fuzzAlignedAlloc(size_t alignment, size_t size) {
  if (size > kMaxAllocation)
    return nullptr;
  void *p = std::aligned_alloc(alignment,
                               (size + alignment - 1) / alignment * alignment);
  state->live.emplace(p, size);
  return p;
}

/// LLVM's optimizer turns a malloc whose buffer is then zeroed into calloc
/// (at -O2), so the harness keeps calloc's buffers too; else their free
/// looks like a free of a pointer the program did not allocate.
extern "C" void *fuzzCalloc(size_t count, size_t size) {
  if ((size && count > kMaxAllocation / size) || count > kMaxAllocation ||
      size > kMaxAllocation)
    return nullptr;
  void *p = std::calloc(count ? count : 1, size ? size : 1);
  state->live.emplace(p, count * size);
  return p;
}

extern "C" void fuzzFree(void *p) {
  if (!p)
    return;
  auto it = state->live.find(p);
  if (it == state->live.end()) {
    if (state->problem.empty())
      state->problem = "the program frees a pointer it did not allocate (or "
                       "frees it twice)";
    return;
  }
  // The freed bytes hold the pattern, not the data (see the top of the file).
  std::memset(p, 0xA5, it->second);
  state->live.erase(it);
  std::free(p);
}

llvm::orc::SymbolMap bindings(llvm::orc::MangleAndInterner interner) {
  llvm::orc::SymbolMap map;
  auto bind = [&](const char *name, void *address) {
    map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                           llvm::JITSymbolFlags::Exported};
  };
  bind(reshape_fuzz::kObserveName, reinterpret_cast<void *>(&fuzzObserve));
  bind(reshape_fuzz::kObserveI64Name,
       reinterpret_cast<void *>(&fuzzObserveI64));
  bind(reshape_fuzz::kOpaqueName, reinterpret_cast<void *>(&fuzzOpaque));
  bind("dprintf", reinterpret_cast<void *>(&fuzzDprintf));
  bind("exit", reinterpret_cast<void *>(&fuzzExit));
  bind("puts", reinterpret_cast<void *>(&fuzzPuts));
  bind("abort", reinterpret_cast<void *>(&fuzzAbort));
  bind("malloc", reinterpret_cast<void *>(&fuzzMalloc));
  bind("aligned_alloc", reinterpret_cast<void *>(&fuzzAlignedAlloc));
  bind("calloc", reinterpret_cast<void *>(&fuzzCalloc));
  bind("free", reinterpret_cast<void *>(&fuzzFree));
  return map;
}

/// Runs `entry` (a packed main) under setjmp: true when it returned, false
/// when it called exit. Kept out of line so that no local of the caller is
/// live across the longjmp.
[[gnu::noinline]] bool runGuarded(void (*entry)(void **)) {
  void *args[1] = {nullptr};
  if (setjmp(state->jump) == 0) {
    entry(args);
    return true;
  }
  return false;
}

/// RESHAPE_FUZZ_TIMING=1: where the time of a run goes (printed at exit).
struct Timing {
  enum Stage { Generate, Parse, Passes, Compile, Run, NumStages };
  static constexpr const char *names[NumStages] = {
      "generate and interpret", "context, parse, verify",
      "pre-passes and reshape-to-llvm", "JIT compilation", "run"};
  double seconds[NumStages] = {};
  unsigned runs = 0;
  bool enabled = std::getenv("RESHAPE_FUZZ_TIMING") != nullptr;
  std::chrono::steady_clock::time_point last;

  void start() {
    ++runs;
    last = std::chrono::steady_clock::now();
  }
  void lap(Stage stage) {
    auto now = std::chrono::steady_clock::now();
    seconds[stage] += std::chrono::duration<double>(now - last).count();
    last = now;
  }
  ~Timing() {
    if (!enabled || !runs)
      return;
    double total = 0;
    for (double s : seconds)
      total += s;
    std::fprintf(stderr, "timing over %u runs (%.1f ms each):\n", runs,
                 1000 * total / runs);
    for (int i = 0; i < NumStages; ++i)
      std::fprintf(stderr, "  %-32s %5.1f%%  %6.2f ms\n", names[i],
                   100 * seconds[i] / total, 1000 * seconds[i] / runs);
  }
};
Timing timing;

std::string describe(const std::vector<Observation> &observations) {
  std::string s;
  for (const Observation &o : observations)
    s += "  " + o.str() + "\n";
  return s;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  reshape_fuzz::registerPasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const bool print = std::getenv("RESHAPE_FUZZ_PRINT") != nullptr;
  timing.start();
  FuzzedDataProvider in(data, size);
  reshape_fuzz::Program program = reshape_fuzz::generateProgram(
      in, reshape_fuzz::generatorOptions(/*executable=*/true));
  // The optimization level of the JIT: mostly none (compiling is most of a
  // run's time), now and then -O2 (which may expose undefined behaviour in
  // the lowered code).
  unsigned optLevel = in.ConsumeIntegralInRange<unsigned>(0, 7) == 7 ? 2 : 0;
  // One input in four lowers the checks to cf.assert (check-mode=assert).
  bool assertMode = in.ConsumeIntegralInRange<unsigned>(0, 3) == 3;
  // One input in four (each with RESHAPE_FUZZ_VERIFY_EACH_PASS=1, to name
  // the pass that broke a program) verifies the IR after each pass, the
  // others only what the passes leave: verifying after each pass took half
  // the time of the passes, and the pipeline fuzzer does it on the same
  // programs.
  static const bool alwaysVerifyEachPass =
      std::getenv("RESHAPE_FUZZ_VERIFY_EACH_PASS") != nullptr;
  bool verifyEachPass =
      in.ConsumeIntegralInRange<unsigned>(0, 3) == 3 || alwaysVerifyEachPass;
  const std::string &text = program.text();
  reshape_fuzz::ExpectedRun expected = program.interpret();
  if (print) {
    llvm::errs() << text << "// passes: " << program.prePasses() << "\n// -O"
                 << optLevel << "\n";
    for (const Observation &o : expected.observations)
      llvm::errs() << "// observe " << o.str() << "\n";
    if (expected.stopped) {
      llvm::errs() << "// stops at line " << expected.stopLine << ":";
      for (const std::string &r : expected.rules)
        llvm::errs() << " " << r;
      llvm::errs() << "\n";
    }
  }
  if (expected.outOfBudget)
    return 0;

  timing.lap(Timing::Generate);
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::All);
  reshape_fuzz::DiagnosticCollector diagnostics(context.get());
  OwningOpRef<ModuleOp> module = reshape_fuzz::parseModule(text, context.get());
  if (!module)
    return reshape_fuzz::finding(
        "a generated program does not parse:\n" + diagnostics.describe(), text);

  // A compile-time error must be a rule diagnostic at a reshape that breaks
  // that rule on each of its executions (or never runs), or a documented
  // refusal (a limit of the lowering, listed in the user guide), after which
  // there is nothing to run.
  auto checkCompileTimeErrors = [&](const char *stage) -> int {
    std::vector<reshape_fuzz::DiagnosticCollector::Entry> errors =
        diagnostics.errors();
    if (errors.empty())
      return reshape_fuzz::finding(
          std::string(stage) + " failed without an error", text);
    if (llvm::any_of(errors, [](const auto &e) {
          return reshape_fuzz::ruleOf(e.message).empty() &&
                 reshape_fuzz::isDocumentedRefusal(e,
                                                   /*unregisteredInput=*/false);
        }))
      return 0;
    std::map<unsigned, std::set<std::string>> violations =
        program.violationsByLine();
    for (const auto &e : errors) {
      std::string rule = reshape_fuzz::ruleOf(e.message);
      bool justified = false;
      for (unsigned line : reshape_fuzz::linesOf(e.loc)) {
        if (rule.empty() || !program.reshapeLines().count(line))
          continue;
        auto it = violations.find(line);
        // Never reached, or breaks the rule when it runs (R10: the static
        // element counts differ, so whatever rule the reference names).
        if (it == violations.end() || it->second.count(rule) ||
            (rule == "R10" && !it->second.empty()))
          justified = true;
      }
      if (!justified)
        return reshape_fuzz::finding(
            std::string(stage) +
                " reports an error the rules do not justify:\n" +
                diagnostics.describe(),
            text);
    }
    return 0;
  };

  if (failed(verify(*module)))
    return checkCompileTimeErrors("the verifier");

  timing.lap(Timing::Parse);
  reshape::ReshapeToLLVMOptions pipelineOptions;
  if (assertMode)
    pipelineOptions.checkMode = reshape::RuntimeCheckMode::Assert;
  // The pre-passes and reshape-to-llvm on `m`; the name of the first pass
  // that left invalid IR (with `verifyEach`; else "the pass pipeline" when
  // the IR the passes leave does not verify) in `invalidAfter`.
  auto runPasses = [&](ModuleOp m, bool verifyEach,
                       std::string &invalidAfter) -> FailureOr<bool> {
    reshape_fuzz::CheckedPassManager pm(m.getContext(), verifyEach);
    if (!program.prePasses().empty() &&
        failed(parsePassPipeline("builtin.module(" + program.prePasses() + ")",
                                 pm.get())))
      return failure();
    reshape::buildReshapeToLLVMPipeline(pm.get(), pipelineOptions);
    bool succeeded = mlir::succeeded(pm.run(m));
    invalidAfter = pm.invalidAfter();
    return succeeded;
  };
  std::string invalidAfter;
  FailureOr<bool> lowered = runPasses(*module, verifyEachPass, invalidAfter);
  if (failed(lowered))
    return reshape_fuzz::finding("bad pass pipeline " + program.prePasses(),
                                 text);
  timing.lap(Timing::Passes);
  if (!*lowered && !verifyEachPass) {
    // A pass that fails may be one that met invalid IR an earlier pass
    // left: the passes again, verified after each, on the program again.
    std::unique_ptr<MLIRContext> again =
        reshape_fuzz::createContext(reshape_fuzz::Dialects::All);
    OwningOpRef<ModuleOp> copy = reshape_fuzz::parseModule(text, again.get());
    if (copy)
      (void)runPasses(*copy, /*verifyEach=*/true, invalidAfter);
  }
  if (!invalidAfter.empty())
    return reshape_fuzz::finding(
        invalidAfter + " left invalid IR:\n" + diagnostics.describe(), text);
  if (!*lowered)
    return checkCompileTimeErrors("the passes");

  // Compile and run.
  std::function<llvm::Error(llvm::Module *)> transformer =
      makeOptimizingTransformer(optLevel, /*sizeLevel=*/0,
                                /*targetMachine=*/nullptr);
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.enableGDBNotificationListener = false;
  engineOptions.enablePerfNotificationListener = false;
  // ExecutionEngine::create ignores jitCodeGenOptLevel when it makes the
  // target machine itself (the level reaches a builder it no longer uses),
  // so every program was compiled at -O2: give it the machine.
  llvm::orc::JITTargetMachineBuilder machineBuilder =
      llvm::cantFail(llvm::orc::JITTargetMachineBuilder::detectHost());
  machineBuilder.setCodeGenOptLevel(optLevel ? llvm::CodeGenOptLevel::Default
                                             : llvm::CodeGenOptLevel::None);
  auto engine = ExecutionEngine::create(
      *module, engineOptions,
      llvm::cantFail(machineBuilder.createTargetMachine()));
  if (!engine)
    return reshape_fuzz::finding(
        "the ExecutionEngine refuses the lowered module: " +
            llvm::toString(engine.takeError()),
        text);
  (*engine)->registerSymbols(bindings);
  auto entry = (*engine)->lookupPacked("main");
  if (!entry)
    return reshape_fuzz::finding("the lowered module does not link: " +
                                     llvm::toString(entry.takeError()),
                                 text);

  timing.lap(Timing::Compile);
  RunState run;
  run.dataElement = program.dataElement();
  state = &run;
  bool returned = runGuarded(*entry);
  timing.lap(Timing::Run);
  for (const auto &buffer : run.live)
    std::free(buffer.first);
  size_t leaked = returned ? run.live.size() : 0;
  state = nullptr;

  auto report = [&](const std::string &why) -> int {
    std::string s = why + "\nexpected:\n" + describe(expected.observations);
    if (expected.stopped) {
      s += "  then a stop at line " + std::to_string(expected.stopLine) +
           " with";
      for (const std::string &r : expected.rules)
        s += " " + r;
      s += "\n";
    }
    s += "got:\n" + describe(run.observations);
    if (!returned)
      s += "  then exit(" + std::to_string(run.exitCode) +
           ") after: " + run.stderrText;
    return reshape_fuzz::finding(s,
                                 text + "// passes: " + program.prePasses() +
                                     "\n// -O" + std::to_string(optLevel) +
                                     (assertMode ? " check-mode=assert" : ""));
  };

  if (!run.problem.empty())
    return report(run.problem);
  if (expected.stopped && returned)
    return report("SILENT WRONG ANSWER: the program ends normally where the "
                  "rules demand an error");
  if (run.observations != expected.observations)
    return report(
        "the compiled program observes other values than the reference");
  if (!expected.stopped && !returned)
    return report("the program stops where the rules find nothing wrong");
  if (!returned) {
    // "[fuzz:<line>:<col>: ]reshape.<op>: R<n>: ..." (the location of the op
    // that failed, when it has one).
    static const llvm::Regex message("^(fuzz:([0-9]+):[0-9]+: )?"
                                     "reshape\\.(static|dynamic)_reshape: "
                                     "(R[0-9]+): [^\n]+\n$");
    SmallVector<StringRef> groups;
    if (run.exitCode != (assertMode ? kAborted : 1) ||
        !message.match(run.stderrText, &groups))
      return report(assertMode
                        ? "the runtime check does not abort() after one line "
                          "'<location>: reshape.<op>: R<n>: ...'"
                        : "the runtime check does not exit(1) with one line "
                          "'<location>: reshape.<op>: R<n>: ...'");
    if (!expected.rules.count(groups[4].str()))
      return report("the runtime check names a rule the reference does not "
                    "find broken");
    unsigned line = 0;
    if (!groups[2].empty() && !groups[2].getAsInteger(10, line) &&
        line != expected.stopLine)
      return report("the runtime message names another reshape (line " +
                    std::to_string(line) +
                    ") than the first that breaks a "
                    "rule");
  }
  if (leaked)
    return report("the program leaks " + std::to_string(leaked) + " buffer(s)");
  return 0;
}
