/* A downstream C program: registers the reshape dialect through the C API,
 * parses a module with reshape ops, lowers it with reshape-to-llvm and
 * prints the result. Links libReshapeCAPI.so only. */
#include "reshape-c/Dialects.h"

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#include <stdio.h>

static void printToFile(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: reshape-downstream-c <file.mlir>\n");
    return 2;
  }
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirReshapeRegisterAllDialects(registry);
  MlirContext context = mlirContextCreate();
  mlirContextAppendDialectRegistry(context, registry);
  mlirDialectRegistryDestroy(registry);
  mlirReshapeRegisterAllPasses();

  int status = 1;
  MlirModule module = mlirModuleCreateParseFromFile(
      context, mlirStringRefCreateFromCString(argv[1]));
  if (mlirModuleIsNull(module))
    goto done;

  MlirPassManager pm = mlirPassManagerCreate(context);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString("builtin.module(reshape-to-llvm)"),
      printToFile, stderr);
  if (mlirLogicalResultIsSuccess(parsed) &&
      mlirLogicalResultIsSuccess(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    mlirOperationPrint(mlirModuleGetOperation(module), printToFile, stdout);
    fputc('\n', stdout);
    status = 0;
  }
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
done:
  mlirContextDestroy(context);
  return status;
}
