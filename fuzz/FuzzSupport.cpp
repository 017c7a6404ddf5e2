//===- FuzzSupport.cpp - What the libFuzzer targets share -----------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "ProgramGenerator.h"

#include "reshape/IR/ReshapeDialect.h"
#include "reshape/InitAll.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdlib>
#include <optional>
#include <string>

using namespace mlir;

static const DialectRegistry &getRegistry(reshape_fuzz::Dialects dialects) {
  static const DialectRegistry minimal = [] {
    DialectRegistry registry;
    registry
        .insert<reshape::ReshapeDialect, func::FuncDialect, arith::ArithDialect,
                tensor::TensorDialect, scf::SCFDialect>();
    return registry;
  }();
  static const DialectRegistry all = [] {
    DialectRegistry registry;
    reshape::registerAllReshapeDialects(registry);
    registerBuiltinDialectTranslation(registry);
    registerLLVMDialectTranslation(registry);
    return registry;
  }();
  return dialects == reshape_fuzz::Dialects::Minimal ? minimal : all;
}

std::unique_ptr<MLIRContext> reshape_fuzz::createContext(Dialects dialects) {
  auto context = std::make_unique<MLIRContext>(
      getRegistry(dialects), MLIRContext::Threading::DISABLED);
  context->allowUnregisteredDialects();
  context->getDiagEngine().registerHandler([](Diagnostic &) {});
  return context;
}

void reshape_fuzz::registerPasses() {
  static bool once = [] {
    reshape::registerAllReshapePasses();
    return true;
  }();
  (void)once;
}

OwningOpRef<ModuleOp> reshape_fuzz::parseModule(const std::string &text,
                                                MLIRContext *context) {
  return parseSourceString<ModuleOp>(
      text, ParserConfig(context, /*verifyAfterParse=*/false), "fuzz");
}

std::string reshape_fuzz::inputText(const uint8_t *data, size_t size) {
  static const bool print = std::getenv("RESHAPE_FUZZ_PRINT") != nullptr;
  std::string text;
  if (size && data[0] == 0) {
    FuzzedDataProvider in(data + 1, size - 1);
    text = generateProgram(in, generatorOptions(/*executable=*/false)).text();
  } else {
    text.assign(reinterpret_cast<const char *>(data), size);
  }
  if (print)
    llvm::errs() << text << "\n";
  return text;
}

bool reshape_fuzz::hasOpaqueTypesOrAttributes(Operation *op) {
  auto hasOpaque = [](auto typeOrAttr) {
    return typeOrAttr
        .walk(
            [](Type t) {
              return isa<OpaqueType>(t) ? WalkResult::interrupt()
                                        : WalkResult::advance();
            },
            [](Attribute a) {
              return isa<OpaqueAttr>(a) ? WalkResult::interrupt()
                                        : WalkResult::advance();
            })
        .wasInterrupted();
  };
  if (hasOpaque(op->getAttrDictionary()) ||
      llvm::any_of(op->getResultTypes(), hasOpaque))
    return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (llvm::any_of(block.getArgumentTypes(), hasOpaque))
        return true;
  return false;
}

/// An arith op on tensors that One-Shot Bufferize has no bufferization for
/// (all but constant, index_cast and select): reshape-to-llvm refuses it,
/// as the user guide says ("op was not bufferized"; a lit test's
/// `arith.addf` on tensors seeded it).
static bool isElementwiseArithOnTensors(Operation *op) {
  if (!isa<arith::ArithDialect>(op->getDialect()) ||
      isa<arith::ConstantOp, arith::IndexCastOp, arith::SelectOp>(op))
    return false;
  return llvm::any_of(op->getResultTypes(), llvm::IsaPred<TensorType>);
}

/// A result of an OpenVINO element type (string, nf4): nothing lowers it to
/// LLVM, and reshape-to-llvm stops at the last pass with "... is left after
/// the lowering to the LLVM dialect" (a lit test's string constants seeded
/// one).
static bool hasOpenVINOElementTypes(Operation *op) {
  return llvm::any_of(op->getResultTypes(), [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return shaped &&
           shaped.getElementType().getDialect().getNamespace() == "openvino";
  });
}

/// A loop that carries an unranked tensor: One-Shot Bufferize cannot copy
/// it and refuses the module, as the user guide says (`cannot avoid RaW
/// conflict`; findings/upstream-unranked-loop-carried.mlir, which the lit
/// tests seed).
static bool isUnrankedLoopCarried(Operation *op) {
  return isa<scf::ForOp, scf::WhileOp>(op) &&
         llvm::any_of(op->getResultTypes(), llvm::IsaPred<UnrankedTensorType>);
}

reshape_fuzz::OpCensus reshape_fuzz::classifyOps(Operation *root,
                                                 unsigned maxOps) {
  // The upstream ops that the generator and the lit tests put around
  // reshapes, by dialect (a dialect mapped to nothing: all of its ops).
  static const llvm::StringMap<llvm::StringSet<>> allowed = [] {
    llvm::StringMap<llvm::StringSet<>> m;
    m["builtin"] = {"builtin.module"};
    m["reshape"] = {};
    m["arith"] = {};
    m["func"] = {"func.func", "func.return", "func.call"};
    m["scf"] = {"scf.if",
                "scf.for",
                "scf.while",
                "scf.condition",
                "scf.yield",
                "scf.index_switch",
                "scf.parallel",
                "scf.reduce",
                "scf.reduce.return",
                "scf.execute_region"};
    m["tensor"] = {
        "tensor.cast",         "tensor.dim",           "tensor.empty",
        "tensor.extract",      "tensor.from_elements", "tensor.generate",
        "tensor.yield",        "tensor.rank",          "tensor.extract_slice",
        "tensor.insert_slice", "tensor.expand_shape",  "tensor.collapse_shape",
        "tensor.reshape",      "tensor.concat",        "tensor.pad"};
    m["linalg"] = {"linalg.generic", "linalg.fill", "linalg.yield"};
    m["memref"] = {"memref.global", "memref.get_global"};
    m["bufferization"] = {"bufferization.to_tensor"};
    m["cf"] = {"cf.br", "cf.cond_br", "cf.switch"};
    m["llvm"] = {"llvm.func", "llvm.unreachable"};
    return m;
  }();
  OpCensus census;
  root->walk([&](Operation *op) {
    if (++census.numOps > maxOps) {
      census.fuzzable = false;
      return WalkResult::interrupt();
    }
    if (!op->isRegistered()) {
      census.unregistered = true;
      return WalkResult::advance();
    }
    if (hasOpaqueTypesOrAttributes(op)) {
      census.fuzzable = false;
      return WalkResult::interrupt();
    }
    StringRef name = op->getName().getStringRef();
    auto it = allowed.find(name.split('.').first);
    if (it == allowed.end() ||
        (!it->second.empty() && !it->second.contains(name)) ||
        isElementwiseArithOnTensors(op) || isUnrankedLoopCarried(op) ||
        hasOpenVINOElementTypes(op)) {
      census.fuzzable = false;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return census;
}

reshape_fuzz::DiagnosticCollector::DiagnosticCollector(MLIRContext *context)
    : context(context) {
  id = context->getDiagEngine().registerHandler([this](Diagnostic &diag) {
    entries.push_back({diag.getSeverity(), diag.str(), diag.getLocation()});
    return success();
  });
}

reshape_fuzz::DiagnosticCollector::~DiagnosticCollector() {
  context->getDiagEngine().eraseHandler(id);
}

std::vector<reshape_fuzz::DiagnosticCollector::Entry>
reshape_fuzz::DiagnosticCollector::errors() const {
  std::vector<Entry> errors;
  for (const Entry &e : entries)
    if (e.severity == DiagnosticSeverity::Error)
      errors.push_back(e);
  return errors;
}

std::string reshape_fuzz::DiagnosticCollector::describe() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  for (const Entry &e : entries)
    os << e.loc << ": " << e.message << "\n";
  return s;
}

std::vector<unsigned> reshape_fuzz::linesOf(Location loc) {
  std::vector<unsigned> lines;
  loc->walk([&](Location l) {
    if (auto file = dyn_cast<FileLineColLoc>(l))
      lines.push_back(file.getLine());
    return WalkResult::advance();
  });
  return lines;
}

namespace {
/// Verifies the IR after each pass that succeeded; records the first pass
/// after which it does not verify.
struct VerifyAfterPass : public PassInstrumentation {
  std::shared_ptr<std::string> invalid;
  explicit VerifyAfterPass(std::shared_ptr<std::string> invalid)
      : invalid(std::move(invalid)) {}
  void runAfterPass(Pass *pass, Operation *op) override {
    // Pass adaptors (no argument) only run the passes they hold.
    if (!invalid->empty() || pass->getArgument().empty())
      return;
    if (failed(verify(op)))
      *invalid = pass->getArgument().str();
  }
};
} // namespace

reshape_fuzz::CheckedPassManager::CheckedPassManager(MLIRContext *context,
                                                     bool verifyEachPass)
    : pm(context, ModuleOp::getOperationName()),
      invalid(std::make_shared<std::string>()), verifyEachPass(verifyEachPass) {
  pm.enableVerifier(false);
  if (verifyEachPass)
    pm.addInstrumentation(std::make_unique<VerifyAfterPass>(invalid));
}

LogicalResult reshape_fuzz::CheckedPassManager::run(ModuleOp module) {
  invalid->clear();
  if (failed(pm.run(module)))
    return failure();
  // Without the instrumentation: the IR the whole run leaves.
  if (!verifyEachPass && failed(verify(module)))
    *invalid = "the pass pipeline";
  return success();
}

std::string reshape_fuzz::ruleOf(const std::string &message) {
  static const llvm::Regex rule(
      "^'reshape\\.(static|dynamic)_reshape' op (R[0-9]+)[: ]");
  SmallVector<StringRef> groups;
  if (!rule.match(message, &groups))
    return "";
  return groups[2].str();
}

bool reshape_fuzz::isDocumentedRefusal(const DiagnosticCollector::Entry &error,
                                       bool unregisteredInput) {
  if (linesOf(error.loc).empty())
    return false;
  if (unregisteredInput)
    return true;
  // The refusals of docs/UserGuide.md: the libc names the checks call taken
  // by something else, an op that uses a value defined after it (graph
  // regions), a reshape of a type whose strides overflow, a checked reshape
  // in a symbol table of another kind, a module nested elsewhere than in a
  // module body, a tensor op in a module body, One-Shot Bufferize's
  // refusals of a function (or an scf.execute_region) without its yield
  // and of a copy of an unranked tensor (at the cast to it, at the
  // tensor.reshape that makes it, or at a call that passes it to a function
  // that writes it); a public
  // function under the name of a C library function; a function named
  // malloc or free that is not C's, or used other than by calls; a name the
  // lowering reserves; a definition in LLVM's reserved `llvm.` prefix; a
  // buffer of buffers; a loop of unstructured control
  // flow; a symbol table for another target; a tensor.reshape by a shape of
  // integers wider than 64 bits.
  static const llvm::Regex documented(
      "^('reshape\\.(static|dynamic)_reshape' op (runtime checks call "
      "'(exit|dprintf)' from libc, but the module defines another|cannot be "
      "lowered: it uses a value defined after it|cannot be lowered: the "
      "row-major strides of .* overflow 64 bits|cannot be lowered with "
      "runtime checks here)|a module nested in '[^']*' is not lowered|"
      "'[a-z_.]+' op cannot be lowered: a tensor value in a module body, "
      "outside any function$|"
      "'[a-z_.]+' op cannot be lowered: it uses a value defined after it, "
      "in a region without dominance$|"
      "cannot bufferize func\\.func without func\\.return$|'scf\\.execute_"
      "region' op op without unique scf\\.yield is not "
      "supported$|'(tensor\\.cast|tensor\\.reshape|func\\.call)' "
      "op not bufferizable under the given constraints: cannot avoid RaW "
      "conflict$|'@[A-Za-z0-9_.]+' has the name of a C library or runtime "
      "function: |'@(malloc|free)' is not C's (malloc|free) .*, which the "
      "lowering of allocations calls: declare it with that type or rename "
      "it$|'@(malloc|free)' is (used where its uses cannot be listed|the C "
      "function the lowering of allocations calls)|'@[A-Za-z0-9_.]+' is "
      "reserved for the lowering$|'@llvm\\.[^']*' is defined, but LLVM "
      "reserves names that start with 'llvm\\.' for its intrinsics; rename "
      "it$|'[a-z_.]+' op cannot be lowered: '.*' "
      "holds buffers, and deallocation does not follow a buffer stored in "
      "another one|a loop of unstructured control flow or a cf\\.switch "
      "that cannot be lifted to scf|'[a-z_.]+' op is not lowered by "
      "reshape-to-llvm, which lowers for the CPU|'tensor\\.reshape' op has "
      "a shape of 'i[0-9]+' values, which the lowering would truncate to 64 "
      "bits: not supported$)");
  return !ruleOf(error.message).empty() || documented.match(error.message);
}

int reshape_fuzz::finding(const std::string &why, const std::string &text) {
  static const std::optional<llvm::Regex> ignore =
      []() -> std::optional<llvm::Regex> {
    const char *env = std::getenv("RESHAPE_FUZZ_IGNORE");
    if (!env || !*env)
      return std::nullopt;
    return llvm::Regex(env);
  }();
  if (ignore && ignore->match(why))
    return 0;
  fail(why, text);
}

void reshape_fuzz::fail(const std::string &why, Operation *op) {
  llvm::errs() << "reshape fuzz finding: " << why << "\n";
  if (op)
    op->print(llvm::errs(), OpPrintingFlags().printGenericOpForm());
  llvm::errs() << "\n";
  llvm::errs().flush();
  std::abort();
}

void reshape_fuzz::fail(const std::string &why, const std::string &text) {
  llvm::errs() << "reshape fuzz finding: " << why << "\n" << text << "\n";
  llvm::errs().flush();
  std::abort();
}
