/*===- Dialects.h - C API of the reshape dialect ------------------*- C -*-===*\
|*                                                                            *|
|* Part of the reshape-mlir project, under the Apache License v2.0 with LLVM  *|
|* Exceptions. See https://llvm.org/LICENSE.txt for license information.      *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef RESHAPE_C_DIALECTS_H
#define RESHAPE_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// mlirGetDialectHandle__reshape__(): the reshape dialect.
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Reshape, reshape);

/// Adds to `registry` everything the reshape tools register: the reshape
/// dialect and every upstream dialect and extension (interface models), as
/// mlir-opt has them.
MLIR_CAPI_EXPORTED void
mlirReshapeRegisterAllDialects(MlirDialectRegistry registry);

/// Registers the reshape passes, the reshape-to-llvm pipeline and every
/// upstream pass, so that mlirParsePassPipeline knows them.
MLIR_CAPI_EXPORTED void mlirReshapeRegisterAllPasses(void);

/// Creates a reshape.static_reshape of `input` to the `numValues` target
/// values `values` (not inserted anywhere). `resultType` may be null: the
/// result type is then inferred. Returns a null operation, after emitting a
/// diagnostic at `location`, when the rules reject the op, and when `input`
/// is null, `numValues` negative, or `values` null with `numValues` > 0.
MLIR_CAPI_EXPORTED MlirOperation mlirReshapeStaticReshapeCreate(
    MlirLocation location, MlirValue input, intptr_t numValues,
    const int64_t *values, bool specialZero, MlirType resultType);

/// Creates a reshape.dynamic_reshape of `input` to the values of the 1-D
/// integer tensor `shape` (not inserted anywhere). `resultType` may be null:
/// it is then inferred. Returns a null operation, after emitting a
/// diagnostic, when the op does not verify or a value is null.
MLIR_CAPI_EXPORTED MlirOperation mlirReshapeDynamicReshapeCreate(
    MlirLocation location, MlirValue input, MlirValue shape, bool specialZero,
    MlirType resultType);

/// Whether `op` is a reshape.static_reshape / reshape.dynamic_reshape
/// (false for a null operation).
MLIR_CAPI_EXPORTED bool mlirReshapeOperationIsAStaticReshape(MlirOperation op);
MLIR_CAPI_EXPORTED bool mlirReshapeOperationIsADynamicReshape(MlirOperation op);

/// The accessors below read the properties of a verified op (one built by
/// the functions above, parsed, or checked with mlirOperationVerify); an
/// op made with mlirOperationCreate that lacks them is undefined behaviour,
/// as with MLIR's own accessors.

/// The number of target values of a static_reshape, and value `pos` (which
/// must be less than that number).
MLIR_CAPI_EXPORTED intptr_t
mlirReshapeStaticReshapeGetNumShapeValues(MlirOperation op);
MLIR_CAPI_EXPORTED int64_t
mlirReshapeStaticReshapeGetShapeValue(MlirOperation op, intptr_t pos);

/// The special_zero flag of a static_reshape or dynamic_reshape.
MLIR_CAPI_EXPORTED bool mlirReshapeOperationGetSpecialZero(MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif // RESHAPE_C_DIALECTS_H
