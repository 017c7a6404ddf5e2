// A downstream tool on the OpenVINO IR importer: reads MODEL.xml (and
// MODEL.bin when given), prints the module it becomes.
#include "reshape/Target/OpenVINO.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3) {
    llvm::errs() << "usage: import-openvino <model.xml> [<model.bin>]\n";
    return 2;
  }
  auto xml = llvm::MemoryBuffer::getFile(argv[1]);
  std::unique_ptr<llvm::MemoryBuffer> weights;
  if (argc == 3) {
    auto bin = llvm::MemoryBuffer::getFile(argv[2], /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
    if (!bin) {
      llvm::errs() << "cannot open " << argv[2] << "\n";
      return 1;
    }
    weights = std::move(*bin);
  }
  if (!xml) {
    llvm::errs() << "cannot open " << argv[1] << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*xml), llvm::SMLoc());
  mlir::MLIRContext context;
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::reshape::importOpenVINOIR(sourceMgr, &context, weights.get());
  if (!module)
    return 1;
  module->print(llvm::outs());
  return 0;
}
