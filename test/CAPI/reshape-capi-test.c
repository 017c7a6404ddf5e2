/*===- reshape-capi-test.c - Tests of the reshape C API -------------------===*\
|*                                                                            *|
|* Part of the reshape-mlir project, under the Apache License v2.0 with LLVM  *|
|* Exceptions. See https://llvm.org/LICENSE.txt for license information.      *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

// RUN: reshape-capi-test 2>&1 | FileCheck %s

// Builds a function with both reshape ops through the C API, reads them
// back, verifies the module, runs reshape-to-llvm on it and prints the
// result.

#include "reshape-c/Dialects.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#include <stdio.h>
#include <stdlib.h>

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stderr);
}

static MlirType parseType(MlirContext ctx, const char *text) {
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(text));
}

static MlirNamedAttribute namedAttribute(MlirContext ctx, const char *name,
                                         MlirAttribute value) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), value);
}

/// func.func @reshapes(%x: tensor<3x4x5xf32>, %s: tensor<2xi32>)
///     -> (tensor<3x20xf32>, tensor<?x?xf32>), with an empty entry block.
static MlirOperation createFunction(MlirContext ctx, MlirLocation loc,
                                    MlirBlock *entry) {
  MlirType args[] = {parseType(ctx, "tensor<3x4x5xf32>"),
                     parseType(ctx, "tensor<2xi32>")};
  MlirType results[] = {parseType(ctx, "tensor<3x20xf32>"),
                        parseType(ctx, "tensor<?x?xf32>")};
  MlirLocation argLocs[] = {loc, loc};
  *entry = mlirBlockCreate(2, args, argLocs);
  MlirRegion body = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(body, *entry);

  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("func.func"), loc);
  MlirNamedAttribute attributes[] = {
      namedAttribute(
          ctx, "sym_name",
          mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("reshapes"))),
      namedAttribute(
          ctx, "function_type",
          mlirTypeAttrGet(mlirFunctionTypeGet(ctx, 2, args, 2, results)))};
  mlirOperationStateAddAttributes(&state, 2, attributes);
  mlirOperationStateAddOwnedRegions(&state, 1, &body);
  return mlirOperationCreate(&state);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirReshapeRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirReshapeRegisterAllPasses();

  // CHECK: dialect: reshape
  MlirDialect dialect = mlirContextGetOrLoadDialect(
      ctx, mlirStringRefCreateFromCString("reshape"));
  MlirStringRef ns = mlirDialectGetNamespace(dialect);
  fprintf(stderr, "dialect: %.*s\n", (int)ns.length, ns.data);

  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirBlock entry;
  MlirOperation func = createFunction(ctx, loc, &entry);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), func);
  MlirValue x = mlirBlockGetArgument(entry, 0);
  MlirValue s = mlirBlockGetArgument(entry, 1);

  // The result type is inferred: tensor<3x20xf32>.
  int64_t target[] = {0, -1};
  MlirOperation staticReshape = mlirReshapeStaticReshapeCreate(
      loc, x, 2, target, /*specialZero=*/true, (MlirType){NULL});
  mlirBlockAppendOwnedOperation(entry, staticReshape);
  MlirOperation dynamicReshape = mlirReshapeDynamicReshapeCreate(
      loc, x, s, /*specialZero=*/false, (MlirType){NULL});
  mlirBlockAppendOwnedOperation(entry, dynamicReshape);

  // CHECK-NEXT: static_reshape: 2 values [0, -1], special_zero 1
  // CHECK-NEXT: dynamic_reshape: special_zero 0
  fprintf(stderr, "static_reshape: %ld values [%ld, %ld], special_zero %d\n",
          (long)mlirReshapeStaticReshapeGetNumShapeValues(staticReshape),
          (long)mlirReshapeStaticReshapeGetShapeValue(staticReshape, 0),
          (long)mlirReshapeStaticReshapeGetShapeValue(staticReshape, 1),
          mlirReshapeOperationGetSpecialZero(staticReshape));
  fprintf(stderr, "dynamic_reshape: special_zero %d\n",
          mlirReshapeOperationGetSpecialZero(dynamicReshape) &&
              mlirReshapeOperationIsADynamicReshape(dynamicReshape));

  // An op that breaks a rule is not created; the diagnostic says why.
  // clang-format off
  // CHECK-NEXT: error: 'reshape.static_reshape' op R4: -1 cannot be inferred: 60 elements are not divisible by 7
  // CHECK-NEXT: rejected: 1
  // clang-format on
  int64_t bad[] = {7, -1};
  MlirOperation rejected = mlirReshapeStaticReshapeCreate(
      loc, x, 2, bad, /*specialZero=*/false, (MlirType){NULL});
  fprintf(stderr, "rejected: %d\n", mlirOperationIsNull(rejected));

  // Bad arguments get a diagnostic and a null op, not a crash.
  // clang-format off
  // CHECK-NEXT: error: mlirReshapeStaticReshapeCreate: expected an input value, numValues >= 0, and values unless numValues is 0
  // CHECK-NEXT: error: mlirReshapeStaticReshapeCreate: expected an input value, numValues >= 0, and values unless numValues is 0
  // CHECK-NEXT: error: mlirReshapeStaticReshapeCreate: expected an input value, numValues >= 0, and values unless numValues is 0
  // CHECK-NEXT: error: mlirReshapeDynamicReshapeCreate: expected an input and a shape value
  // CHECK-NEXT: bad arguments: 1 1 1 1, null op is a reshape: 0 0
  // clang-format on
  MlirOperation negative = mlirReshapeStaticReshapeCreate(
      loc, x, -1, target, /*specialZero=*/false, (MlirType){NULL});
  MlirOperation noInput =
      mlirReshapeStaticReshapeCreate(loc, (MlirValue){NULL}, 2, target,
                                     /*specialZero=*/false, (MlirType){NULL});
  MlirOperation noValues = mlirReshapeStaticReshapeCreate(
      loc, x, 2, NULL, /*specialZero=*/false, (MlirType){NULL});
  MlirOperation noShape = mlirReshapeDynamicReshapeCreate(
      loc, x, (MlirValue){NULL}, /*specialZero=*/false, (MlirType){NULL});
  fprintf(stderr, "bad arguments: %d %d %d %d, null op is a reshape: %d %d\n",
          mlirOperationIsNull(negative), mlirOperationIsNull(noInput),
          mlirOperationIsNull(noValues), mlirOperationIsNull(noShape),
          mlirReshapeOperationIsAStaticReshape((MlirOperation){NULL}),
          mlirReshapeOperationIsADynamicReshape((MlirOperation){NULL}));

  MlirValue results[] = {mlirOperationGetResult(staticReshape, 0),
                         mlirOperationGetResult(dynamicReshape, 0)};
  MlirOperationState ret =
      mlirOperationStateGet(mlirStringRefCreateFromCString("func.return"), loc);
  mlirOperationStateAddOperands(&ret, 2, results);
  mlirBlockAppendOwnedOperation(entry, mlirOperationCreate(&ret));

  // CHECK-NEXT: verified: 1
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  fprintf(stderr, "verified: %d\n", mlirOperationVerify(moduleOp));
  // clang-format off
  // CHECK: func.func @reshapes(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2xi32>) -> (tensor<3x20xf32>, tensor<?x?xf32>)
  // CHECK-NEXT: reshape.static_reshape %arg0 [0, -1] special_zero = true : tensor<3x4x5xf32> -> tensor<3x20xf32>
  // CHECK-NEXT: reshape.dynamic_reshape %arg0, %arg1 special_zero = false : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>
  // clang-format on
  mlirOperationPrint(moduleOp, print, NULL);
  fprintf(stderr, "\n");

  // CHECK: lowered: 1
  // CHECK: llvm.func @reshapes(
  // CHECK-NOT: reshape.
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      opm, mlirStringRefCreateFromCString("builtin.module(reshape-to-llvm)"),
      print, NULL);
  MlirLogicalResult ran = mlirPassManagerRunOnOp(pm, moduleOp);
  fprintf(stderr, "lowered: %d\n",
          mlirLogicalResultIsSuccess(parsed) &&
              mlirLogicalResultIsSuccess(ran));
  mlirOperationPrint(moduleOp, print, NULL);
  fprintf(stderr, "\n");

  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
