//===- DefineMemRefCopy.cpp - The reshape-define-memref-copy pass ---------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The copy function that finalize-memref-to-llvm calls for unranked memrefs,
// defined in the module, so that the lowered code needs only libc.
//
//===----------------------------------------------------------------------===//

#include "reshape/Pipelines/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEDEFINEMEMREFCOPYPASS
#include "reshape/Pipelines/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// The name finalize-memref-to-llvm calls, and the name of our definition
/// (`__reshape_*` names are reserved for the lowering).
static constexpr llvm::StringLiteral kRuntimeName = "memrefCopy";
static constexpr llvm::StringLiteral kDefinitionName = "__reshape_memref_copy";

/// memrefCopy(element size, source, target), as the runtime library defines
/// it: each pointer is an unranked descriptor {rank, ranked descriptor}, a
/// ranked one is {allocated, aligned, offset, sizes[rank], strides[rank]}.
/// Both buffers have the source's sizes. One memcpy when both are contiguous
/// and row-major; else element by element, each element's offsets computed
/// from its linear index.
static constexpr llvm::StringLiteral kDefinition = R"mlir(
llvm.func internal @__reshape_memref_copy(%esize: i64, %src: !llvm.ptr, %dst: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %true = llvm.mlir.constant(true) : i1
  %rank = llvm.load %src : !llvm.ptr -> i64
  %sdp = llvm.getelementptr %src[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
  %sd = llvm.load %sdp : !llvm.ptr -> !llvm.ptr
  %ddp = llvm.getelementptr %dst[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
  %dd = llvm.load %ddp : !llvm.ptr -> !llvm.ptr
  %sap = llvm.getelementptr %sd[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %sa = llvm.load %sap : !llvm.ptr -> !llvm.ptr
  %sop = llvm.getelementptr %sd[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %so = llvm.load %sop : !llvm.ptr -> i64
  %dap = llvm.getelementptr %dd[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %da = llvm.load %dap : !llvm.ptr -> !llvm.ptr
  %dop = llvm.getelementptr %dd[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %do = llvm.load %dop : !llvm.ptr -> i64
  %sizes = llvm.getelementptr %sd[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %sstrides = llvm.getelementptr %sizes[%rank] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %dsizes = llvm.getelementptr %dd[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %dstrides = llvm.getelementptr %dsizes[%rank] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %sob = llvm.mul %so, %esize : i64
  %sbase = llvm.getelementptr %sa[%sob] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %dob = llvm.mul %do, %esize : i64
  %dbase = llvm.getelementptr %da[%dob] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.br ^scan(%rank, %c1, %true : i64, i64, i1)
^scan(%d: i64, %count: i64, %contiguous: i1):
  %more = llvm.icmp "sgt" %d, %c0 : i64
  llvm.cond_br %more, ^scanDim, ^scanned
^scanDim:
  %k = llvm.sub %d, %c1 : i64
  %szp = llvm.getelementptr %sizes[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %sz = llvm.load %szp : !llvm.ptr -> i64
  %ssp = llvm.getelementptr %sstrides[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %ss = llvm.load %ssp : !llvm.ptr -> i64
  %dsp = llvm.getelementptr %dstrides[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %ds = llvm.load %dsp : !llvm.ptr -> i64
  %isOne = llvm.icmp "eq" %sz, %c1 : i64
  %sRowMajor = llvm.icmp "eq" %ss, %count : i64
  %dRowMajor = llvm.icmp "eq" %ds, %count : i64
  %bothRowMajor = llvm.and %sRowMajor, %dRowMajor : i1
  %dimOk = llvm.or %isOne, %bothRowMajor : i1
  %contiguous2 = llvm.and %contiguous, %dimOk : i1
  %count2 = llvm.mul %count, %sz : i64
  llvm.br ^scan(%k, %count2, %contiguous2 : i64, i64, i1)
^scanned:
  %empty = llvm.icmp "eq" %count, %c0 : i64
  llvm.cond_br %empty, ^done, ^nonEmpty
^nonEmpty:
  llvm.cond_br %contiguous, ^whole, ^elements(%c0 : i64)
^whole:
  %bytes = llvm.mul %count, %esize : i64
  "llvm.intr.memcpy"(%dbase, %sbase, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.br ^done
^elements(%i: i64):
  %go = llvm.icmp "slt" %i, %count : i64
  llvm.cond_br %go, ^element, ^done
^element:
  llvm.br ^index(%rank, %i, %c0, %c0 : i64, i64, i64, i64)
^index(%e: i64, %rest: i64, %soff: i64, %doff: i64):
  %moreDims = llvm.icmp "sgt" %e, %c0 : i64
  llvm.cond_br %moreDims, ^indexDim, ^copyElement
^indexDim:
  %j = llvm.sub %e, %c1 : i64
  %jszp = llvm.getelementptr %sizes[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %jsz = llvm.load %jszp : !llvm.ptr -> i64
  %idx = llvm.urem %rest, %jsz : i64
  %rest2 = llvm.udiv %rest, %jsz : i64
  %jssp = llvm.getelementptr %sstrides[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %jss = llvm.load %jssp : !llvm.ptr -> i64
  %jdsp = llvm.getelementptr %dstrides[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %jds = llvm.load %jdsp : !llvm.ptr -> i64
  %sstep = llvm.mul %idx, %jss : i64
  %soff2 = llvm.add %soff, %sstep : i64
  %dstep = llvm.mul %idx, %jds : i64
  %doff2 = llvm.add %doff, %dstep : i64
  llvm.br ^index(%j, %rest2, %soff2, %doff2 : i64, i64, i64, i64)
^copyElement:
  %sb = llvm.mul %soff, %esize : i64
  %sp = llvm.getelementptr %sbase[%sb] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %db = llvm.mul %doff, %esize : i64
  %dp = llvm.getelementptr %dbase[%db] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  "llvm.intr.memcpy"(%dp, %sp, %esize) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %next = llvm.add %i, %c1 : i64
  llvm.br ^elements(%next : i64)
^done:
  llvm.return
}
)mlir";

/// Whether `func` is the declaration finalize-memref-to-llvm makes.
static bool isRuntimeDeclaration(LLVM::LLVMFuncOp func) {
  if (!func.isExternal())
    return false;
  LLVM::LLVMFunctionType type = func.getFunctionType();
  MLIRContext *context = func.getContext();
  auto ptr = LLVM::LLVMPointerType::get(context);
  return type.getReturnType() == LLVM::LLVMVoidType::get(context) &&
         !type.isVarArg() &&
         type.getParams() ==
             ArrayRef<Type>{IntegerType::get(context, 64), ptr, ptr};
}

namespace {
struct ReshapeDefineMemRefCopyPass
    : reshape::impl::ReshapeDefineMemRefCopyPassBase<
          ReshapeDefineMemRefCopyPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    auto declaration = symbols.lookup<LLVM::LLVMFuncOp>(kRuntimeName);
    if (!declaration || !isRuntimeDeclaration(declaration))
      return markAllAnalysesPreserved();
    if (symbols.lookup(kDefinitionName)) {
      declaration.emitError("'@")
          << kDefinitionName << "' is reserved for the lowering";
      return signalPassFailure();
    }
    Block block;
    ParserConfig config(&getContext());
    if (failed(parseSourceString(kDefinition, &block, config)))
      return signalPassFailure();
    Operation *definition = &block.front();
    definition->moveBefore(declaration);
    if (failed(SymbolTable::replaceAllSymbolUses(
            declaration, StringAttr::get(&getContext(), kDefinitionName),
            module)))
      return signalPassFailure();
    declaration.erase();
  }
};
} // namespace
