//===- Dialects.cpp - C API of the reshape dialect ------------------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "reshape-c/Dialects.h"

#include "reshape/IR/ReshapeOps.h"
#include "reshape/InitAll.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;
using namespace mlir::reshape;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Reshape, reshape, ReshapeDialect)

void mlirReshapeRegisterAllDialects(MlirDialectRegistry registry) {
  registerAllReshapeDialects(*unwrap(registry));
}

void mlirReshapeRegisterAllPasses(void) { registerAllReshapePasses(); }

/// `op` when it verifies; otherwise it is destroyed (the verifier emitted
/// the diagnostic) and the result is null.
template <typename OpTy>
static MlirOperation verified(OpTy op) {
  if (succeeded(verify(op)))
    return wrap(op.getOperation());
  op->destroy();
  return MlirOperation{nullptr};
}

/// A builder that inserts nowhere, for creating detached ops.
static OpBuilder detachedBuilder(Location loc) {
  return OpBuilder(loc.getContext());
}

MlirOperation
mlirReshapeStaticReshapeCreate(MlirLocation location, MlirValue input,
                               intptr_t numValues, const int64_t *values,
                               bool specialZero, MlirType resultType) {
  Location loc = unwrap(location);
  // Bad arguments from C get a diagnostic, not a crash.
  if (mlirValueIsNull(input) || numValues < 0 || (numValues > 0 && !values)) {
    emitError(loc) << "mlirReshapeStaticReshapeCreate: expected an input "
                      "value, numValues >= 0, and values unless numValues "
                      "is 0";
    return MlirOperation{nullptr};
  }
  OpBuilder b = detachedBuilder(loc);
  ArrayRef<int64_t> target(values, numValues);
  Value source = unwrap(input);
  if (mlirTypeIsNull(resultType)) {
    SmallVector<Type, 1> inferred;
    StaticReshapeOp::Properties props;
    props.setShape(b.getDenseI64ArrayAttr(target));
    props.setSpecialZero(b.getBoolAttr(specialZero));
    if (failed(StaticReshapeOp::inferReturnTypes(
            loc.getContext(), loc, ValueRange{source}, /*attributes=*/{},
            OpaqueProperties(&props), /*regions=*/{}, inferred)))
      return MlirOperation{nullptr};
    resultType = wrap(inferred.front());
  }
  return verified(StaticReshapeOp::create(b, loc, unwrap(resultType), source,
                                          b.getDenseI64ArrayAttr(target),
                                          b.getBoolAttr(specialZero)));
}

MlirOperation mlirReshapeDynamicReshapeCreate(MlirLocation location,
                                              MlirValue input, MlirValue shape,
                                              bool specialZero,
                                              MlirType resultType) {
  Location loc = unwrap(location);
  if (mlirValueIsNull(input) || mlirValueIsNull(shape)) {
    emitError(loc) << "mlirReshapeDynamicReshapeCreate: expected an input "
                      "and a shape value";
    return MlirOperation{nullptr};
  }
  OpBuilder b = detachedBuilder(loc);
  Value source = unwrap(input), shapeValue = unwrap(shape);
  if (mlirTypeIsNull(resultType)) {
    SmallVector<Type, 1> inferred;
    DynamicReshapeOp::Properties props;
    props.setSpecialZero(b.getBoolAttr(specialZero));
    if (failed(DynamicReshapeOp::inferReturnTypes(
            loc.getContext(), loc, ValueRange{source, shapeValue},
            /*attributes=*/{}, OpaqueProperties(&props), /*regions=*/{},
            inferred)))
      return MlirOperation{nullptr};
    resultType = wrap(inferred.front());
  }
  return verified(DynamicReshapeOp::create(b, loc, unwrap(resultType), source,
                                           shapeValue,
                                           b.getBoolAttr(specialZero)));
}

bool mlirReshapeOperationIsAStaticReshape(MlirOperation op) {
  return isa_and_nonnull<StaticReshapeOp>(unwrap(op));
}

bool mlirReshapeOperationIsADynamicReshape(MlirOperation op) {
  return isa_and_nonnull<DynamicReshapeOp>(unwrap(op));
}

intptr_t mlirReshapeStaticReshapeGetNumShapeValues(MlirOperation op) {
  return cast<StaticReshapeOp>(unwrap(op)).getShape().size();
}

int64_t mlirReshapeStaticReshapeGetShapeValue(MlirOperation op, intptr_t pos) {
  return cast<StaticReshapeOp>(unwrap(op)).getShape()[pos];
}

bool mlirReshapeOperationGetSpecialZero(MlirOperation op) {
  Operation *operation = unwrap(op);
  if (auto reshape = dyn_cast<StaticReshapeOp>(operation))
    return reshape.getSpecialZero();
  return cast<DynamicReshapeOp>(operation).getSpecialZero();
}
