//===- ContiguousUnrankedReshapes.cpp - Unranked reshape sources ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// memref.reshape reads its source as if it had the identity layout. An
// unranked source has no layout in its type: at run time it may be a strided
// or offset view, which this pass copies first.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "ElementCount.h"
#include "reshape/Transforms/MemorySpaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECONTIGUOUSUNRANKEDRESHAPESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

static constexpr llvm::StringLiteral kCheckName =
    "__reshape_unranked_is_identity";

/// Whether an unranked descriptor {rank, ranked descriptor} has the identity
/// layout (a ranked descriptor is {allocated, aligned, offset, sizes[rank],
/// strides[rank]}): offset 0 and each dim of extent other than 1 with the
/// stride of the elements after it; a buffer without elements passes.
static constexpr llvm::StringLiteral kCheckDefinition = R"mlir(
llvm.func internal @__reshape_unranked_is_identity(%u: !llvm.struct<(i64, ptr)>) -> i1 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %rank = llvm.extractvalue %u[0] : !llvm.struct<(i64, ptr)>
  %d = llvm.extractvalue %u[1] : !llvm.struct<(i64, ptr)>
  %op = llvm.getelementptr %d[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %offset = llvm.load %op : !llvm.ptr -> i64
  %atStart = llvm.icmp "eq" %offset, %c0 : i64
  %sizes = llvm.getelementptr %d[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  %strides = llvm.getelementptr %sizes[%rank] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  llvm.br ^scan(%rank, %c1, %atStart : i64, i64, i1)
^scan(%k: i64, %count: i64, %ok: i1):
  %more = llvm.icmp "sgt" %k, %c0 : i64
  llvm.cond_br %more, ^dim, ^done
^dim:
  %j = llvm.sub %k, %c1 : i64
  %szp = llvm.getelementptr %sizes[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %sz = llvm.load %szp : !llvm.ptr -> i64
  %stp = llvm.getelementptr %strides[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %st = llvm.load %stp : !llvm.ptr -> i64
  %isOne = llvm.icmp "eq" %sz, %c1 : i64
  %rowMajor = llvm.icmp "eq" %st, %count : i64
  %dimOk = llvm.or %isOne, %rowMajor : i1
  %ok2 = llvm.and %ok, %dimOk : i1
  %count2 = llvm.mul %count, %sz : i64
  llvm.br ^scan(%j, %count2, %ok2 : i64, i64, i1)
^done:
  %empty = llvm.icmp "eq" %count, %c0 : i64
  %identity = llvm.or %ok, %empty : i1
  llvm.return %identity : i1
}
)mlir";

/// The module's definition of the check, made on first use.
static FailureOr<LLVM::LLVMFuncOp> getOrDefineCheck(ModuleOp module,
                                                    SymbolTable &symbols) {
  if (Operation *existing = symbols.lookup(kCheckName)) {
    auto function = dyn_cast<LLVM::LLVMFuncOp>(existing);
    if (!function || function.isExternal()) {
      existing->emitError("'@")
          << kCheckName << "' is reserved for the lowering";
      return failure();
    }
    return function;
  }
  Block block;
  ParserConfig config(module.getContext());
  if (failed(parseSourceString(kCheckDefinition, &block, config)))
    return failure();
  auto function = cast<LLVM::LLVMFuncOp>(block.front());
  function->remove();
  symbols.insert(function, module.getBody()->begin());
  return function;
}

/// The contiguous buffer a copy of `source` goes into: 1-D, in the default
/// memory space (the only one whose buffers the LLVM lowering can free).
static MemRefType getFlatType(UnrankedMemRefType source) {
  return MemRefType::get({ShapedType::kDynamic}, source.getElementType());
}

/// The module's function that copies an unranked buffer of `sourceType`
/// into a contiguous one of as many elements in the default memory space:
///   func.func private @__reshape_pack_<type>[_as<N>](%src: memref<*xT[, N]>,
///                                                   %dst: memref<?xT>)
/// The stack memory the copy needs (the source's dims, the unranked
/// descriptor of a view of the destination) is the function's own, so it is
/// released when the function returns, also when a loop calls it. Only
/// integer memory spaces (the ones the LLVM lowering knows) are taken;
/// another is refused at `reshape`.
static FailureOr<func::FuncOp> getOrDefinePack(ModuleOp module,
                                               SymbolTable &symbols,
                                               memref::ReshapeOp reshape) {
  auto sourceType = cast<UnrankedMemRefType>(reshape.getSource().getType());
  std::string name = reshape::kPackFunctionPrefix.str();
  llvm::raw_string_ostream os(name);
  sourceType.getElementType().print(os);
  if (Attribute space = sourceType.getMemorySpace()) {
    auto number = dyn_cast<IntegerAttr>(space);
    if (!number)
      return reshape.emitOpError("cannot copy its strided unranked source: "
                                 "its memory space ")
             << space << " is not an integer";
    // `1` and `1 : i32` are other memory spaces: other functions.
    os << "_as" << number.getValue();
    if (!number.getType().isInteger(64))
      os << "_" << number.getType();
  }
  MLIRContext *context = module.getContext();
  auto flatType = getFlatType(sourceType);
  auto type = FunctionType::get(context, {sourceType, flatType}, {});
  if (Operation *existing = symbols.lookup(name)) {
    auto function = dyn_cast<func::FuncOp>(existing);
    if (!function || function.isExternal() ||
        function.getFunctionType() != type) {
      existing->emitError("'@") << name << "' is reserved for the lowering";
      return failure();
    }
    return function;
  }
  OpBuilder b(context);
  Location loc = module.getLoc();
  auto function = func::FuncOp::create(b, loc, name, type);
  function.setPrivate();
  symbols.insert(function, module.getBody()->begin());
  b.setInsertionPointToStart(function.addEntryBlock());
  Value source = function.getArgument(0);
  Value target = function.getArgument(1);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value rank = memref::RankOp::create(b, loc, source);
  auto dimsType = MemRefType::get({ShapedType::kDynamic}, b.getIndexType());
  Value dims = memref::AllocaOp::create(b, loc, dimsType, ValueRange{rank});
  scf::ForOp::create(
      b, loc, zero, rank, one, ValueRange{},
      [&](OpBuilder &nested, Location loc, Value i, ValueRange) {
        Value dim = memref::DimOp::create(nested, loc, source, i);
        memref::StoreOp::create(nested, loc, dim, dims, ValueRange{i});
        scf::YieldOp::create(nested, loc);
      });
  Value view = memref::ReshapeOp::create(
      b, loc, reshape::getInDefaultMemorySpace(sourceType), target, dims);
  memref::CopyOp::create(b, loc, source, view);
  func::ReturnOp::create(b, loc);
  return function;
}

/// `reshape` of a copy of its source into a new contiguous buffer.
static Value reshapeCopy(OpBuilder &b, memref::ReshapeOp reshape,
                         func::FuncOp pack) {
  Location loc = reshape.getLoc();
  Value source = reshape.getSource();
  Value rank = memref::RankOp::create(b, loc, source);
  Value count = reshape::buildElementCount(
      b, loc, rank, [&](OpBuilder &nested, Location loc, Value i) -> Value {
        return memref::DimOp::create(nested, loc, source, i);
      });
  auto flatType = getFlatType(cast<UnrankedMemRefType>(source.getType()));
  Value buffer = memref::AllocOp::create(b, loc, flatType, count);
  func::CallOp::create(b, loc, pack, ValueRange{source, buffer});
  // The view of the copy, in the memory space the reshape's result has.
  auto resultType = cast<BaseMemRefType>(reshape.getResult().getType());
  Value view = memref::ReshapeOp::create(
      b, loc, reshape::getInDefaultMemorySpace(resultType), buffer,
      reshape.getShape());
  if (!resultType.getMemorySpace())
    return view;
  return memref::MemorySpaceCastOp::create(b, loc, resultType, view);
}

namespace {
struct ReshapeContiguousUnrankedReshapesPass
    : reshape::impl::ReshapeContiguousUnrankedReshapesPassBase<
          ReshapeContiguousUnrankedReshapesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<memref::ReshapeOp> reshapes;
    // A reshape in a nested module gets the check of that module (the
    // pipeline lowers nested modules first: reshape-lower-nested-modules).
    module.walk([&](memref::ReshapeOp reshape) {
      if (isa<UnrankedMemRefType>(reshape.getSource().getType()) &&
          SymbolTable::getNearestSymbolTable(reshape) == module)
        reshapes.push_back(reshape);
    });
    if (reshapes.empty())
      return markAllAnalysesPreserved();
    SymbolTable symbols(module);
    FailureOr<LLVM::LLVMFuncOp> check = getOrDefineCheck(module, symbols);
    if (failed(check))
      return signalPassFailure();
    MLIRContext *context = &getContext();
    auto descriptorType = LLVM::LLVMStructType::getLiteral(
        context,
        {IntegerType::get(context, 64), LLVM::LLVMPointerType::get(context)});
    for (memref::ReshapeOp reshape : reshapes) {
      FailureOr<func::FuncOp> pack = getOrDefinePack(module, symbols, reshape);
      if (failed(pack))
        return signalPassFailure();
      OpBuilder b(reshape);
      Location loc = reshape.getLoc();
      // The descriptor as the LLVM lowering has it: the cast meets the
      // lowering's own and both go (reconcile-unrealized-casts).
      Value descriptor = UnrealizedConversionCastOp::create(
                             b, loc, descriptorType, reshape.getSource())
                             .getResult(0);
      Value identity =
          LLVM::CallOp::create(b, loc, *check, ValueRange{descriptor})
              .getResult();
      auto choice = scf::IfOp::create(
          b, loc, identity,
          [&](OpBuilder &then, Location loc) {
            Operation *asItIs = then.clone(*reshape);
            scf::YieldOp::create(then, loc, asItIs->getResults());
          },
          [&](OpBuilder &otherwise, Location loc) {
            scf::YieldOp::create(otherwise, loc,
                                 reshapeCopy(otherwise, reshape, *pack));
          });
      reshape.getResult().replaceAllUsesWith(choice.getResult(0));
      reshape.erase();
    }
  }
};
} // namespace
