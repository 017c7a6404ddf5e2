//===- ReshapeOps.cpp - reshape.static_reshape, dynamic_reshape -----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The ops' verifiers, result type inference, shape reification,
// speculatability and custom assembly. Every shape rule comes from the
// ShapeRules library; this file adds the type-level rules R1, R6 (rank) and
// R7, which concern IR types.
//
//===----------------------------------------------------------------------===//

#include "reshape/IR/ReshapeOps.h"

#include "ReshapeOpUtils.h"

#include "reshape/IR/ResultCasts.h"
#include "reshape/IR/ShapeRulesBuilder.h"
#include "reshape/ShapeRules/StaticShapeInference.h"
#include "reshape/ShapeRules/SymbolicShapeInference.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::reshape;

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// R1: the element types of the shape operand.
static bool isShapeElementType(Type type) {
  if (type.isIndex())
    return true;
  auto intType = dyn_cast<IntegerType>(type);
  if (!intType || intType.isUnsigned())
    return false;
  return llvm::is_contained({8u, 16u, 32u, 64u}, intType.getWidth());
}

/// R1: the result has the element type of the input.
static LogicalResult verifyElementTypes(Operation *op, TensorType inputType,
                                        TensorType resultType) {
  if (inputType.getElementType() == resultType.getElementType())
    return success();
  return op->emitOpError("R1: the result element type ")
         << resultType.getElementType()
         << " differs from the input element type "
         << inputType.getElementType();
}

/// Adds the effect of a reshape that checks rules when the program runs.
static void addRuntimeCheckEffect(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Write::get(),
                       RuntimeCheckResource::get());
}

bool mlir::reshape::needsRuntimeCheck(Operation *reshape) {
  if (auto op = dyn_cast<StaticReshapeOp>(reshape))
    return op.needsRuntimeCheck();
  return cast<DynamicReshapeOp>(reshape).needsRuntimeCheck();
}

std::optional<SmallVector<int64_t>>
mlir::reshape::getConstantTargetValues(Attribute shape) {
  auto values = dyn_cast_if_present<DenseIntElementsAttr>(shape);
  if (!values)
    return std::nullopt;
  return llvm::map_to_vector(values.getValues<APInt>(),
                             [](const APInt &v) { return v.getSExtValue(); });
}

std::optional<SmallVector<int64_t>>
mlir::reshape::getConstantTargetValues(Value shape) {
  Attribute attr;
  if (!matchPattern(shape, m_Constant(&attr)))
    return std::nullopt;
  return getConstantTargetValues(attr);
}

/// Emits a rule violation of the ShapeRules library.
static LogicalResult emitViolation(Operation *op,
                                   const rules::Violation &violation) {
  return op->emitOpError(violation.str());
}

/// R6 between an inferred and a declared result type: same element type,
/// both ranked with the same rank and compatible extents, or both unranked.
static bool areCompatibleResultTypes(TypeRange inferred, TypeRange declared) {
  if (inferred.size() != 1 || declared.size() != 1)
    return false;
  auto lhs = dyn_cast<TensorType>(inferred.front());
  auto rhs = dyn_cast<TensorType>(declared.front());
  if (!lhs || !rhs || lhs.getElementType() != rhs.getElementType() ||
      lhs.hasRank() != rhs.hasRank())
    return false;
  return !lhs.hasRank() ||
         rules::areCompatibleDims(lhs.getShape(), rhs.getShape());
}

/// Fills the reified shape of a ranked result: static extents from the
/// type, dynamic ones from the rules built as IR.
static LogicalResult reifyReshape(OpBuilder &b, Operation *op, Value input,
                                  ReshapeTarget target, bool specialZero,
                                  ReifiedRankedShapedTypeDims &shapes) {
  auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!resultType)
    return failure();
  ReshapeShapeBuilder builder(b, op->getLoc(), input, target, specialZero,
                              /*checks=*/nullptr);
  if (failed(builder.build(/*declaredDims=*/std::nullopt)))
    return failure();
  SmallVector<OpFoldResult> dims;
  for (int64_t i = 0, e = resultType.getRank(); i < e; ++i) {
    if (resultType.isDynamicDim(i))
      dims.push_back(builder.getResultDim(i));
    else
      dims.push_back(b.getIndexAttr(resultType.getDimSize(i)));
  }
  shapes.push_back(std::move(dims));
  return success();
}

//===----------------------------------------------------------------------===//
// Custom assembly
//===----------------------------------------------------------------------===//

/// `special_zero = true|false`
static ParseResult parseSpecialZero(OpAsmParser &parser, BoolAttr &attr) {
  StringRef value;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword("special_zero") || parser.parseEqual() ||
      parser.parseKeyword(&value))
    return failure();
  if (value != "true" && value != "false")
    return parser.emitError(loc, "expected 'true' or 'false', got '")
           << value << "'";
  attr = parser.getBuilder().getBoolAttr(value == "true");
  return success();
}

/// `attr-dict : <operand types> (-> result-type)?`: returns a null result
/// type when it is omitted. The attribute dictionary may not repeat the
/// properties that the custom syntax gives (`inherentNames`).
static ParseResult parseTypes(OpAsmParser &parser, OperationState &result,
                              ArrayRef<StringRef> inherentNames,
                              MutableArrayRef<Type> operandTypes,
                              Type &resultType) {
  llvm::SMLoc attrLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  for (StringRef name : inherentNames)
    if (result.attributes.get(name))
      return parser.emitError(attrLoc, "'")
             << name
             << "' is given by the op's syntax and must not appear in its "
                "attribute dictionary";
  if (parser.parseColon())
    return failure();
  for (auto [i, type] : llvm::enumerate(operandTypes)) {
    if ((i && parser.parseComma()) || parser.parseType(type))
      return failure();
  }
  if (succeeded(parser.parseOptionalArrow()) && parser.parseType(resultType))
    return failure();
  return success();
}

/// One target value: an integer (the parser would also read `true` and
/// `false` as integers of one bit).
static ParseResult parseTargetValue(OpAsmParser &parser, int64_t &value) {
  StringRef keyword;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword(&keyword, {"true", "false"})))
    return parser.emitError(loc, "expected an integer target value, got '")
           << keyword << "'";
  return parser.parseInteger(value);
}

/// Adds the written result type, or infers it with `OpTy`'s inference.
template <typename OpTy>
static ParseResult addResultType(OpAsmParser &parser, OperationState &result,
                                 Type resultType) {
  if (resultType) {
    result.addTypes(resultType);
    return success();
  }
  SmallVector<Type, 1> inferred;
  if (failed(OpTy::inferReturnTypes(
          parser.getContext(), result.location, result.operands,
          result.attributes.getDictionary(parser.getContext()),
          result.getRawProperties(), result.regions, inferred)))
    return failure();
  result.addTypes(inferred);
  return success();
}

/// ` special_zero = true|false attr-dict`
static void printSpecialZero(OpAsmPrinter &p, Operation *op, bool specialZero) {
  p << " special_zero = " << (specialZero ? "true" : "false");
  // With properties, the inherent `shape` and `special_zero` are not in
  // the discardable attributes printed here.
  p.printOptionalAttrDict(op->getDiscardableAttrDictionary().getValue());
}

//===----------------------------------------------------------------------===//
// Folders
//===----------------------------------------------------------------------===//

/// A non-splat constant with more elements than this is folded only into
/// its single use: a reshaped copy of a large constant costs memory.
static constexpr int64_t kMaxSharedFoldedElements = 1024;

/// A reshape of a constant by a target known at compile time: the constant,
/// reshaped, when the rules accept them and the declared type. A constant is
/// static, so every rule is decided here: nothing is left to check.
static OpFoldResult foldConstantInput(Attribute input, Value operand,
                                      ArrayRef<int64_t> target,
                                      bool specialZero, Type resultType) {
  auto dense = dyn_cast_if_present<DenseElementsAttr>(input);
  auto result = cast<ShapedType>(resultType);
  if (!dense || !result.hasStaticShape())
    return {};
  rules::ShapeInference inference = rules::inferReshape(
      dense.getType().getShape(), target, specialZero, result.getShape());
  if (inference.failed() || inference.needsRuntimeCheck)
    return {};
  if (!dense.isSplat() && dense.getNumElements() > kMaxSharedFoldedElements &&
      !operand.hasOneUse())
    return {};
  // DenseElementsAttr::reshape reads the storage of ints and floats; a
  // string constant (an OpenVINO string tensor) crashed it.
  if (auto strings = dyn_cast<DenseStringElementsAttr>(dense))
    return DenseElementsAttr::get(result, strings.getRawStringData());
  return dense.reshape(result);
}

/// An operand that is the result of a static_reshape of a ranked input: a
/// candidate for composition (the callers check that it needs no runtime
/// check, which composing would drop).
static StaticReshapeOp getFoldableInnerReshape(Value input) {
  auto inner = input.getDefiningOp<StaticReshapeOp>();
  // An inner reshape in a cycle would be composed around it forever, even
  // by an outer reshape in a region with dominance.
  if (!inner || mayBeInCycle(inner) ||
      !isa<RankedTensorType>(inner.getInput().getType()))
    return nullptr;
  return inner;
}

OpFoldResult StaticReshapeOp::fold(FoldAdaptor adaptor) {
  if (OpFoldResult constant =
          foldConstantInput(adaptor.getInput(), getInput(), getShape(),
                            getSpecialZero(), getType()))
    return constant;
  // The cheap tests first: canonicalization folds every op often.
  std::optional<ArrayRef<int64_t>> inputDims = getDims(getInput().getType());
  // Not before canonicalization has made checks of the casts of the result:
  // folded first, the reshape left them casts of the input, which upstream's
  // folds take for facts (found by review: a 5x4 value cast to 3x4 printed
  // 3).
  if (inputDims && getInput().getType() == getType() && !mayBeInCycle(*this) &&
      rules::isIdentityReshape(*inputDims, getShape(), getSpecialZero()) &&
      !hasResultCastToCheck(getResult()))
    return getInput();

  // A reshape of a reshape is one reshape of the original input, with the
  // outer special_zero zeros resolved against the intermediate shape.
  StaticReshapeOp inner = getFoldableInnerReshape(getInput());
  if (!inner || mayBeInCycle(*this))
    return {};
  std::optional<rules::ReshapeTargetSpec> composed = rules::composeReshapes(
      cast<RankedTensorType>(inner.getInput().getType()).getShape(),
      {llvm::to_vector(inner.getShape()), inner.getSpecialZero()},
      cast<RankedTensorType>(inner.getType()).getShape(),
      {llvm::to_vector(getShape()), getSpecialZero()});
  // The written result type must still hold: the composition may know a
  // dim that the intermediate type did not.
  if (!composed ||
      rules::inferReshape(
          cast<RankedTensorType>(inner.getInput().getType()).getShape(),
          composed->values, composed->specialZero,
          cast<RankedTensorType>(getType()).getShape())
          .failed())
    return {};
  getInputMutable().assign(inner.getInput());
  setShape(composed->values);
  setSpecialZero(composed->specialZero);
  return getResult();
}

OpFoldResult DynamicReshapeOp::fold(FoldAdaptor adaptor) {
  // Only with constant values: the checks of the values must hold here.
  if (std::optional<SmallVector<int64_t>> values =
          getConstantTargetValues(adaptor.getShape())) {
    if (OpFoldResult constant =
            foldConstantInput(adaptor.getInput(), getInput(), *values,
                              getSpecialZero(), getType()))
      return constant;
  }
  // Without special_zero the target only depends on the element count,
  // which a static_reshape without runtime checks keeps.
  StaticReshapeOp inner = getFoldableInnerReshape(getInput());
  if (getSpecialZero() || !inner || mayBeInCycle(*this))
    return {};
  rules::ShapeInference innerInference = rules::inferReshape(
      cast<RankedTensorType>(inner.getInput().getType()).getShape(),
      inner.getShape(), inner.getSpecialZero(),
      cast<RankedTensorType>(inner.getType()).getShape());
  if (innerInference.failed() || innerInference.needsRuntimeCheck)
    return {};
  // R10 must still hold for the new input type.
  auto inputType = cast<TensorType>(inner.getInput().getType());
  auto resultType = dyn_cast<RankedTensorType>(getType());
  if (inputType.hasStaticShape() && resultType && resultType.hasStaticShape() &&
      rules::checkStaticVolumes(inputType.getShape(), resultType.getShape()))
    return {};
  getInputMutable().assign(inner.getInput());
  return getResult();
}

//===----------------------------------------------------------------------===//
// StaticReshapeOp
//===----------------------------------------------------------------------===//

ParseResult StaticReshapeOp::parse(OpAsmParser &parser,
                                   OperationState &result) {
  OpAsmParser::UnresolvedOperand input;
  SmallVector<int64_t> values;
  BoolAttr specialZero;
  Type types[1];
  Type resultType;
  if (parser.parseOperand(input) ||
      parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square,
          [&] { return parseTargetValue(parser, values.emplace_back()); }) ||
      parseSpecialZero(parser, specialZero) ||
      parseTypes(parser, result, getAttributeNames(), types, resultType) ||
      parser.resolveOperand(input, types[0], result.operands))
    return failure();
  Properties &props = result.getOrAddProperties<Properties>();
  props.setShape(parser.getBuilder().getDenseI64ArrayAttr(values));
  props.setSpecialZero(specialZero);
  return addResultType<StaticReshapeOp>(parser, result, resultType);
}

void StaticReshapeOp::print(OpAsmPrinter &p) {
  p << ' ' << getInput() << " [";
  llvm::interleaveComma(getShape(), p);
  p << ']';
  printSpecialZero(p, *this, getSpecialZero());
  p << " : " << getInput().getType() << " -> " << getType();
}

LogicalResult StaticReshapeOp::verify() {
  auto inputType = cast<TensorType>(getInput().getType());
  auto resultType = cast<TensorType>(getType());
  if (failed(verifyElementTypes(*this, inputType, resultType)))
    return failure();
  int64_t rank = getShape().size();
  auto rankedResult = dyn_cast<RankedTensorType>(resultType);
  if (!rankedResult || rankedResult.getRank() != rank)
    return emitOpError("R6: the result must be ranked with rank ")
           << rank << ", one dim per target value, got " << resultType;
  rules::ShapeInference inference =
      rules::inferReshape(getDims(inputType), getShape(), getSpecialZero(),
                          rankedResult.getShape());
  if (inference.failed())
    return emitViolation(*this, *inference.violation);
  return success();
}

LogicalResult StaticReshapeOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto inputType = dyn_cast<TensorType>(adaptor.getInput().getType());
  if (!inputType || !adaptor.getShapeAttr() || !adaptor.getSpecialZeroAttr())
    return emitOptionalError(location, "'", getOperationName(),
                             "' op needs a tensor input and the 'shape' and "
                             "'special_zero' properties");
  rules::ShapeInference inference = rules::inferReshape(
      getDims(inputType), adaptor.getShape(), adaptor.getSpecialZero());
  if (inference.failed())
    return emitOptionalError(location, "'", getOperationName(), "' op ",
                             inference.violation->str());
  inferredReturnTypes.push_back(
      RankedTensorType::get(inference.dims, inputType.getElementType()));
  return success();
}

LogicalResult StaticReshapeOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  return inferReturnTypes(context, location,
                          Adaptor(operands, attributes, properties, regions),
                          inferredReturnTypes);
}

bool StaticReshapeOp::isCompatibleReturnTypes(TypeRange inferred,
                                              TypeRange declared) {
  return areCompatibleResultTypes(inferred, declared);
}

LogicalResult
StaticReshapeOp::reifyResultShapes(OpBuilder &b,
                                   ReifiedRankedShapedTypeDims &shapes) {
  return reifyReshape(b, *this, getInput(),
                      ReshapeTarget::fromValues(getShape()), getSpecialZero(),
                      shapes);
}

bool StaticReshapeOp::needsRuntimeCheck() {
  // A static input decides every rule at compile time (the op verified).
  auto inputType = cast<TensorType>(getInput().getType());
  if (inputType.hasStaticShape())
    return false;
  auto resultType = dyn_cast<RankedTensorType>(getType());
  if (!resultType)
    return true;
  rules::ShapeInference inference = rules::inferReshape(
      getDims(inputType), getShape(), getSpecialZero(), resultType.getShape());
  return inference.failed() || inference.needsRuntimeCheck;
}

Speculation::Speculatability StaticReshapeOp::getSpeculatability() {
  // Speculatable when every rule is decided at compile time; otherwise the
  // lowered op carries runtime checks that may stop the program.
  return needsRuntimeCheck() ? Speculation::NotSpeculatable
                             : Speculation::Speculatable;
}

void StaticReshapeOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (needsRuntimeCheck())
    addRuntimeCheckEffect(effects);
}

//===----------------------------------------------------------------------===//
// DynamicReshapeOp
//===----------------------------------------------------------------------===//

ParseResult DynamicReshapeOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  OpAsmParser::UnresolvedOperand input, shape;
  BoolAttr specialZero;
  Type types[2];
  Type resultType;
  if (parser.parseOperand(input) || parser.parseComma() ||
      parser.parseOperand(shape) || parseSpecialZero(parser, specialZero) ||
      parseTypes(parser, result, getAttributeNames(), types, resultType) ||
      parser.resolveOperand(input, types[0], result.operands) ||
      parser.resolveOperand(shape, types[1], result.operands))
    return failure();
  result.getOrAddProperties<Properties>().setSpecialZero(specialZero);
  return addResultType<DynamicReshapeOp>(parser, result, resultType);
}

void DynamicReshapeOp::print(OpAsmPrinter &p) {
  p << ' ' << getInput() << ", " << getShape();
  printSpecialZero(p, *this, getSpecialZero());
  p << " : " << getInput().getType() << ", " << getShape().getType() << " -> "
    << getType();
}

/// R1 on the shape operand: a 1-D tensor of integers or index.
static bool isShapeOperandType(Type shapeType) {
  auto ranked = dyn_cast<RankedTensorType>(shapeType);
  return ranked && ranked.getRank() == 1 &&
         isShapeElementType(ranked.getElementType());
}

/// What R1 asks of the shape operand, followed by its type in a diagnostic.
static constexpr llvm::StringLiteral kShapeOperandRule =
    "R1: the shape operand must be a 1-D tensor of signless or signed 8, 16, "
    "32 or 64-bit integers or index, got ";

static LogicalResult verifyShapeOperand(Operation *op, Type shapeType) {
  if (isShapeOperandType(shapeType))
    return success();
  return op->emitOpError(kShapeOperandRule) << shapeType;
}

/// The most values a shape operand of static length may have: R7 gives the
/// result one dim per value, and a length beyond any real rank (say
/// tensor<72147483648xi64>) must be an error, not a result type that
/// exhausts memory (parse fuzzer finding: an abort in SmallVector).
static constexpr int64_t kMaxShapeLength = int64_t(1) << 16;

static bool isTooLong(RankedTensorType shapeType) {
  return !shapeType.isDynamicDim(0) &&
         shapeType.getDimSize(0) > kMaxShapeLength;
}

static std::string tooLongMessage(RankedTensorType shapeType) {
  return llvm::formatv("R7: the shape operand has {0} values, more than the "
                       "{1} dims a result may have",
                       shapeType.getDimSize(0), kMaxShapeLength)
      .str();
}

/// R7: `n` unknown dims for a shape operand of static length `n`, an
/// unranked tensor when the length is unknown.
static TensorType inferDynamicReshapeType(TensorType inputType,
                                          RankedTensorType shapeType) {
  if (shapeType.isDynamicDim(0))
    return UnrankedTensorType::get(inputType.getElementType());
  return RankedTensorType::get(
      SmallVector<int64_t>(shapeType.getDimSize(0), ShapedType::kDynamic),
      inputType.getElementType());
}

LogicalResult DynamicReshapeOp::verify() {
  if (failed(verifyShapeOperand(*this, getShape().getType())))
    return failure();
  auto inputType = cast<TensorType>(getInput().getType());
  auto resultType = cast<TensorType>(getType());
  if (failed(verifyElementTypes(*this, inputType, resultType)))
    return failure();
  auto shapeType = cast<RankedTensorType>(getShape().getType());
  if (isTooLong(shapeType))
    return emitOpError(tooLongMessage(shapeType));
  if (shapeType.isDynamicDim(0)) {
    if (resultType.hasRank())
      return emitOpError("R6: the result must be unranked when the length of "
                         "the shape operand is unknown, got ")
             << resultType;
    return success();
  }
  int64_t rank = shapeType.getDimSize(0);
  auto rankedResult = dyn_cast<RankedTensorType>(resultType);
  if (!rankedResult || rankedResult.getRank() != rank)
    return emitOpError("R6: the result must be ranked with rank ")
           << rank << ", the length of the shape operand, got " << resultType;
  // An empty target is known whatever the values: R9 decides it (a rank-0
  // result, written or not, is static, and R10 would blame a declaration).
  if (rank == 0 && inputType.hasStaticShape()) {
    rules::ShapeInference inferred = rules::inferReshape(
        inputType.getShape(), ArrayRef<int64_t>{}, getSpecialZero());
    if (inferred.failed())
      return emitViolation(*this, *inferred.violation);
  }
  if (inputType.hasStaticShape() && rankedResult.hasStaticShape()) {
    if (std::optional<rules::Violation> violation = rules::checkStaticVolumes(
            inputType.getShape(), rankedResult.getShape()))
      return emitViolation(*this, *violation);
  }
  return success();
}

LogicalResult DynamicReshapeOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, Adaptor adaptor,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto inputType = dyn_cast<TensorType>(adaptor.getInput().getType());
  if (!inputType)
    return emitOptionalError(location, "'", getOperationName(),
                             "' op the input must be a tensor, got ",
                             adaptor.getInput().getType());
  if (!isShapeOperandType(adaptor.getShape().getType()))
    return emitOptionalError(location, "'", getOperationName(), "' op ",
                             kShapeOperandRule, adaptor.getShape().getType());
  auto shapeType = cast<RankedTensorType>(adaptor.getShape().getType());
  if (isTooLong(shapeType))
    return emitOptionalError(location, "'", getOperationName(), "' op ",
                             tooLongMessage(shapeType));
  inferredReturnTypes.push_back(inferDynamicReshapeType(inputType, shapeType));
  return success();
}

LogicalResult DynamicReshapeOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  return inferReturnTypes(context, location,
                          Adaptor(operands, attributes, properties, regions),
                          inferredReturnTypes);
}

bool DynamicReshapeOp::isCompatibleReturnTypes(TypeRange inferred,
                                               TypeRange declared) {
  return areCompatibleResultTypes(inferred, declared);
}

LogicalResult
DynamicReshapeOp::reifyResultShapes(OpBuilder &b,
                                    ReifiedRankedShapedTypeDims &shapes) {
  return reifyReshape(b, *this, getInput(),
                      ReshapeTarget::fromTensor(getShape()), getSpecialZero(),
                      shapes);
}

void DynamicReshapeOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  addRuntimeCheckEffect(effects);
}

/// Whether an operand of `op` is defined after it, or by itself.
static bool usesValueDefinedLater(Operation *op, DominanceInfo &dominance) {
  for (Value operand : op->getOperands()) {
    Operation *def = operand.getDefiningOp();
    if (!def)
      continue;
    if (Operation *ancestor = def->getBlock()->findAncestorOpInBlock(*op)) {
      if (ancestor == def || !def->isBeforeInBlock(ancestor))
        return true;
      continue;
    }
    if (!dominance.properlyDominates(def, op))
      return true;
  }
  return false;
}

LogicalResult
mlir::reshape::checkNoUseBeforeDefinition(Operation *op,
                                          DominanceInfo &dominance) {
  if (!mayBeInCycle(op) || !usesValueDefinedLater(op, dominance))
    return success();
  return op->emitOpError("cannot be lowered: it uses a value defined after "
                         "it, in a region without dominance");
}

#define GET_OP_CLASSES
#include "reshape/IR/ReshapeOps.cpp.inc"
