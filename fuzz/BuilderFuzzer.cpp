//===- BuilderFuzzer.cpp - Fuzz ops built from random tuples --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Turns the fuzz bytes into (input type, target, special_zero, op kind,
// shape operand, declared result type) and builds one op with the C++
// builders, in a function that returns its result. That reaches deep rule
// combinations much faster than text. Then, with the independent reference
// of test/Reference as the oracle:
//  - the verifier accepts a static_reshape of a static input iff the
//    reference does, and the inferred type is the reference's;
//  - the verifier never rejects an op that some instantiation of the input's
//    `?` dims makes valid;
//  - canonicalize succeeds and leaves valid IR whose function returns a type
//    compatible with the reference's;
//  - reshape-refine-shapes fails iff a constant shape breaks a rule on a
//    static input, and otherwise refines to the reference's type;
//  - reshape-to-llvm succeeds on every valid op and leaves only LLVM ops.
// RESHAPE_FUZZ_PRINT=1 prints each module before the pipeline runs.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "../test/Reference/ReferenceReshape.h"

#include "reshape/IR/ReshapeOps.h"
#include "reshape/Pipelines/Pipelines.h"
#include "reshape/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/ADT/APInt.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdlib>
#include <optional>

using namespace mlir;
using reshape_test::Dims;
using reshape_test::kMax;

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

/// One generated case.
struct Case {
  bool dynamicOp = false;
  /// std::nullopt: an unranked input.
  std::optional<Dims> inputDims;
  Dims target;
  bool specialZero = false;
  /// dynamic_reshape: the shape operand's element type, whether its length
  /// is static, whether it is an arith.constant of `target`.
  Type shapeElementType;
  bool shapeLengthKnown = true;
  bool shapeIsConstant = false;
  /// The element type of the input and the result.
  Type element;
  /// The declared result type: std::nullopt to infer it.
  std::optional<Type> declared;
};

int64_t pickExtent(FuzzedDataProvider &in) {
  static const int64_t huge[] = {int64_t(1) << 31, int64_t(1) << 32,
                                 int64_t(1) << 62, kMax,
                                 3037000500,       4294967295};
  switch (in.ConsumeIntegralInRange<int>(0, 15)) {
  case 0:
    return huge[in.ConsumeIntegralInRange<size_t>(0, std::size(huge) - 1)];
  case 1:
    return 0;
  default:
    return in.ConsumeIntegralInRange<int64_t>(1, 6);
  }
}

int64_t pickTargetValue(FuzzedDataProvider &in) {
  static const int64_t special[] = {
      -1, -1, -1, 0, 0, 0, -2, std::numeric_limits<int64_t>::min()};
  switch (in.ConsumeIntegralInRange<int>(0, 7)) {
  case 0:
  case 1:
    return special[in.ConsumeIntegralInRange<size_t>(0,
                                                     std::size(special) - 1)];
  case 2:
    return in.ConsumeIntegral<int64_t>();
  default:
    return pickExtent(in);
  }
}

Type pickElementType(FuzzedDataProvider &in, Builder &b) {
  switch (in.ConsumeIntegralInRange<int>(0, 4)) {
  case 0:
    return b.getF16Type();
  case 1:
    return b.getBF16Type();
  case 2:
    return b.getI1Type();
  case 3:
    return b.getI32Type();
  default:
    return b.getF32Type();
  }
}

Type pickShapeElementType(FuzzedDataProvider &in, Builder &b) {
  switch (in.ConsumeIntegralInRange<int>(0, 5)) {
  case 0:
    return b.getIntegerType(8);
  case 1:
    return b.getIntegerType(16);
  case 2:
    return b.getI64Type();
  case 3:
    return b.getIndexType();
  case 4:
    return IntegerType::get(b.getContext(), 32, IntegerType::Signed);
  default:
    return b.getI32Type();
  }
}

Case generate(FuzzedDataProvider &in, Builder &b, Dims &ref) {
  Case c;
  c.dynamicOp = in.ConsumeBool();
  if (in.ConsumeIntegralInRange<int>(0, 15) != 0) {
    int64_t rank = in.ConsumeIntegralInRange<int>(0, 50) == 0
                       ? 64
                       : in.ConsumeIntegralInRange<int64_t>(0, 6);
    Dims dims(rank);
    for (int64_t &d : dims)
      d = in.ConsumeIntegralInRange<int>(0, 6) == 0 ? kDyn : pickExtent(in);
    c.inputDims = dims;
  }
  c.target.resize(in.ConsumeIntegralInRange<size_t>(0, 7));
  for (int64_t &v : c.target)
    v = pickTargetValue(in);
  c.specialZero = in.ConsumeBool();
  if (c.dynamicOp) {
    c.shapeElementType = pickShapeElementType(in, b);
    c.shapeLengthKnown = in.ConsumeIntegralInRange<int>(0, 7) != 0;
    c.shapeIsConstant = c.shapeLengthKnown && in.ConsumeBool();
    // A constant holds the values as its element type does.
    if (c.shapeIsConstant && !c.shapeElementType.isIndex())
      for (int64_t &v : c.target)
        v = llvm::APInt(64, v, /*isSigned=*/true)
                .trunc(c.shapeElementType.getIntOrFloatBitWidth())
                .getSExtValue();
  }
  ref = c.target;
  Type element = c.element = pickElementType(in, b);
  // The declared result type.
  switch (in.ConsumeIntegralInRange<int>(0, 9)) {
  case 0: {
    c.declared = UnrankedTensorType::get(element);
    break;
  }
  case 1:
  case 2: {
    // A ranked type, usually of the right rank, with random extents.
    int64_t rank = c.target.size();
    if (in.ConsumeIntegralInRange<int>(0, 3) == 0)
      rank = in.ConsumeIntegralInRange<int64_t>(0, 7);
    Dims dims(rank);
    for (int64_t &d : dims)
      d = in.ConsumeBool() ? kDyn : pickExtent(in);
    c.declared = RankedTensorType::get(dims, element);
    break;
  }
  default:
    break;
  }
  return c;
}

bool isStatic(const Dims &dims) {
  return llvm::none_of(dims, [](int64_t d) { return d == kDyn; });
}

/// The declared dims as the reference takes them, when the declared type is
/// ranked with the target's rank; std::nullopt when no target can match it
/// (another rank, or unranked: R6 allows that only for a shape operand of
/// unknown length, which the reference is not asked about).
std::optional<Dims> declaredForReference(Type declared, size_t rank) {
  auto ranked = dyn_cast<RankedTensorType>(declared);
  if (!ranked)
    return std::nullopt;
  if (static_cast<size_t>(ranked.getRank()) != rank)
    return std::nullopt;
  Dims dims(ranked.getShape());
  for (int64_t &d : dims)
    if (d == kDyn)
      d = reshape_test::kDynamicExtent;
  return dims;
}

/// Whether `type` is compatible with the static `dims`.
bool isCompatible(Type type, const Dims &dims) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked)
    return true;
  if (static_cast<size_t>(ranked.getRank()) != dims.size())
    return false;
  for (auto [d, e] : llvm::zip_equal(ranked.getShape(), dims))
    if (d != kDyn && d != e)
      return false;
  return true;
}

/// The result type of the function `f` of `module`.
Type getReturnedType(ModuleOp module) {
  auto f = module.lookupSymbol<func::FuncOp>("f");
  return f.getFunctionType().getResult(0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzedDataProvider in(data, size);
  std::unique_ptr<MLIRContext> context =
      reshape_fuzz::createContext(reshape_fuzz::Dialects::All);
  context->loadDialect<reshape::ReshapeDialect, func::FuncDialect,
                       arith::ArithDialect>();
  OpBuilder b(context.get());
  // Located, so that a refusal of the lowering is a located error.
  Location loc = FileLineColLoc::get(b.getStringAttr("fuzz"), 1, 1);

  Dims values;
  Case c = generate(in, b, values);
  Type element = c.element;
  Type inputType = c.inputDims
                       ? Type(RankedTensorType::get(*c.inputDims, element))
                       : Type(UnrankedTensorType::get(element));
  int64_t n = c.target.size();
  Type shapeType = c.dynamicOp
                       ? RankedTensorType::get({c.shapeLengthKnown ? n : kDyn},
                                               c.shapeElementType)
                       : Type();

  // The module: func.func @f(%input[, %shape]) -> result.
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());
  SmallVector<Type> argTypes = {inputType};
  if (c.dynamicOp && !c.shapeIsConstant)
    argTypes.push_back(shapeType);
  auto f = func::FuncOp::create(b, loc, "f", b.getFunctionType(argTypes, {}));
  Block *body = f.addEntryBlock();
  b.setInsertionPointToStart(body);
  Value input = body->getArgument(0);

  OperationState state(loc, c.dynamicOp
                                ? reshape::DynamicReshapeOp::getOperationName()
                                : reshape::StaticReshapeOp::getOperationName());
  Type placeholder = UnrankedTensorType::get(element);
  if (c.dynamicOp) {
    Value shape;
    if (c.shapeIsConstant) {
      auto type = cast<RankedTensorType>(shapeType);
      SmallVector<APInt> bits;
      unsigned width = c.shapeElementType.isIndex()
                           ? IndexType::kInternalStorageBitWidth
                           : c.shapeElementType.getIntOrFloatBitWidth();
      for (int64_t v : c.target)
        bits.push_back(APInt(64, v, /*isSigned=*/true).trunc(width));
      shape = arith::ConstantOp::create(b, loc, type,
                                        DenseElementsAttr::get(type, bits));
    } else {
      shape = body->getArgument(1);
    }
    reshape::DynamicReshapeOp::build(b, state, placeholder, input, shape,
                                     c.specialZero);
  } else {
    reshape::StaticReshapeOp::build(b, state, placeholder, input, c.target,
                                    c.specialZero);
  }
  // The declared type, or the inferred one: when inference fails, a type
  // that only the rules themselves can reject.
  Type resultType;
  if (c.declared) {
    resultType = *c.declared;
  } else {
    state.types.clear();
    SmallVector<Type, 1> inferred;
    LogicalResult inferredOk =
        c.dynamicOp ? reshape::DynamicReshapeOp::inferReturnTypes(
                          context.get(), loc, state.operands,
                          state.attributes.getDictionary(context.get()),
                          state.getRawProperties(), state.regions, inferred)
                    : reshape::StaticReshapeOp::inferReturnTypes(
                          context.get(), loc, state.operands,
                          state.attributes.getDictionary(context.get()),
                          state.getRawProperties(), state.regions, inferred);
    resultType = succeeded(inferredOk)
                     ? inferred.front()
                     : Type(RankedTensorType::get(Dims(n, kDyn), element));
  }
  state.types.assign({resultType});
  Operation *op = b.create(state);
  func::ReturnOp::create(b, loc, op->getResult(0));
  f.setFunctionType(b.getFunctionType(argTypes, {resultType}));

  bool valid = succeeded(verify(*module));
  std::optional<Dims> declaredDims = declaredForReference(resultType, n);

  // The verifier against the reference, for static_reshape.
  if (!c.dynamicOp && c.inputDims) {
    if (isStatic(*c.inputDims)) {
      bool refValid =
          declaredDims && reshape_test::reference(*c.inputDims, values,
                                                  c.specialZero, &*declaredDims)
                              .valid();
      if (valid != refValid)
        reshape_fuzz::fail(valid ? "the verifier accepts what the reference "
                                   "rejects"
                                 : "the verifier rejects what the reference "
                                   "accepts",
                           *module);
      if (valid && !c.declared &&
          resultType !=
              RankedTensorType::get(
                  reshape_test::reference(*c.inputDims, values, c.specialZero)
                      .dims,
                  element))
        reshape_fuzz::fail("the inferred type is not the reference's", *module);
    } else if (!valid && declaredDims) {
      // Soundness: try instantiations of the `?` dims.
      for (int64_t fill : {0, 1, 2, 3, 4, 6, 12}) {
        Dims concrete = *c.inputDims;
        for (int64_t &d : concrete)
          if (d == kDyn)
            d = fill;
        if (reshape_test::reference(concrete, values, c.specialZero,
                                    &*declaredDims)
                .valid())
          reshape_fuzz::fail("the verifier rejects an op that an "
                             "instantiation of its ? dims makes valid",
                             *module);
      }
    }
  }
  if (!valid)
    return 0;

  // What a constant shape on a static input must give.
  std::optional<reshape_test::Reference> constantRef;
  if (c.dynamicOp && c.shapeIsConstant && c.inputDims &&
      isStatic(*c.inputDims) && declaredDims)
    constantRef = reshape_test::reference(*c.inputDims, values, c.specialZero,
                                          &*declaredDims);

  OwningOpRef<ModuleOp> lowered = module->clone();

  PassManager canonicalize(context.get());
  canonicalize.enableVerifier(false);
  canonicalize.addPass(createCanonicalizerPass());
  if (failed(canonicalize.run(*module)))
    reshape_fuzz::fail("canonicalize failed", *lowered);
  if (failed(verify(*module)))
    reshape_fuzz::fail("canonicalize left invalid IR", *lowered);
  if (constantRef && constantRef->valid() &&
      !isCompatible(getReturnedType(*module), constantRef->dims))
    reshape_fuzz::fail("canonicalize gave a type the reference disagrees "
                       "with",
                       *lowered);

  PassManager refine(context.get());
  refine.enableVerifier(false);
  refine.addPass(reshape::createReshapeRefineShapesPass());
  bool refined = succeeded(refine.run(*module));
  if (refined && failed(verify(*module)))
    reshape_fuzz::fail("reshape-refine-shapes left invalid IR", *lowered);
  if (constantRef) {
    if (refined != constantRef->valid())
      reshape_fuzz::fail(refined ? "reshape-refine-shapes accepts a constant "
                                   "shape the reference rejects"
                                 : "reshape-refine-shapes rejects a constant "
                                   "shape the reference accepts",
                         *lowered);
    if (refined && getReturnedType(*module) !=
                       RankedTensorType::get(constantRef->dims, element))
      reshape_fuzz::fail("reshape-refine-shapes did not refine to the "
                         "reference's type",
                         *lowered);
  }

  PassManager pm(context.get());
  reshape::buildReshapeToLLVMPipeline(pm, reshape::ReshapeToLLVMOptions());
  OwningOpRef<ModuleOp> original = lowered->clone();
  // To reproduce a crash inside the pipeline with reshape-opt.
  static const bool print = std::getenv("RESHAPE_FUZZ_PRINT") != nullptr;
  if (print)
    original->print(llvm::errs());
  reshape_fuzz::DiagnosticCollector diagnostics(context.get());
  if (failed(pm.run(*lowered))) {
    // A refusal the user guide documents (a type whose strides overflow 64
    // bits) is the answer for such an op.
    std::vector<reshape_fuzz::DiagnosticCollector::Entry> errors =
        diagnostics.errors();
    if (!errors.empty() && llvm::all_of(errors, [](const auto &error) {
          return reshape_fuzz::isDocumentedRefusal(error,
                                                   /*unregisteredInput=*/false);
        }))
      return 0;
    reshape_fuzz::fail("reshape-to-llvm failed on a valid op:\n" +
                           diagnostics.describe(),
                       *original);
  }
  lowered->walk([&](Operation *op) {
    if (!isa<ModuleOp>(op) && !isa<LLVM::LLVMDialect>(op->getDialect()))
      reshape_fuzz::fail("reshape-to-llvm left a non-LLVM op", *original);
  });
  return 0;
}
