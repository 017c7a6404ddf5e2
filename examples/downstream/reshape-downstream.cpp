// A downstream tool: registers the reshape dialect, parses a module with
// reshape ops, lowers it with reshape-to-llvm and prints the result.
#include "reshape/InitAll.h"
#include "reshape/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: reshape-downstream <file.mlir>\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  mlir::reshape::registerAllReshapeDialects(registry);
  mlir::MLIRContext context(registry);
  auto module = mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  mlir::PassManager pm(&context);
  mlir::reshape::buildReshapeToLLVMPipeline(pm, {});
  if (!module || mlir::failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  return 0;
}
