//===- CheckAllocationSizes.cpp - Buffers too large to count --------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Upstream's lowering of an allocation computes its size in bytes in 64
// bits and lets it wrap: a buffer of 2^68 bytes became one of a few bytes,
// written far past its end. A check before each allocation whose size may
// not fit stops the program with a message instead.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "reshape/Conversion/ReshapeToTensor/CheckLocation.h"
#include "reshape/Conversion/ReshapeToTensor/RuntimeFailure.h"
#include "reshape/ShapeRules/StaticShapeInference.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPECHECKALLOCATIONSIZESPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Marks an allocation this pass has seen (see its description).
constexpr StringLiteral kCheckedAttrName = "reshape.size_checked";

/// The bytes an element of `element` takes in a buffer, or nothing for a
/// kind this pass leaves alone: the data layout's size, and for an integer
/// or float at least the next power of two of its bits, as LLVM lays out
/// an i65 or an f80 (the data layout says 9 and 10 bytes).
static std::optional<int64_t> getElementBytes(Type element,
                                              const DataLayout &layout) {
  if (!element.isIntOrIndexOrFloat() && !isa<ComplexType, VectorType>(element))
    return std::nullopt;
  if (auto vector = dyn_cast<VectorType>(element);
      vector && vector.isScalable())
    return std::nullopt;
  llvm::TypeSize size = layout.getTypeSize(element);
  if (size.isScalable())
    return std::nullopt;
  int64_t bytes = static_cast<int64_t>(size.getFixedValue());
  if (element.isIntOrFloat())
    bytes = std::max<int64_t>(
        bytes, llvm::PowerOf2Ceil(element.getIntOrFloatBitWidth()) / 8);
  return bytes;
}

/// The largest size in bytes an allocation may have: 2^63 less room for
/// the alignment the lowering adds to it.
constexpr int64_t kMaxAllocationBytes =
    std::numeric_limits<int64_t>::max() - (int64_t(1) << 16);

/// Whether the bytes of `sizes` (static) elements of `elementBytes` each
/// overflow kMaxAllocationBytes; false when a size is 0.
static bool overflowsStatically(int64_t elementBytes, ArrayRef<int64_t> sizes) {
  std::optional<int64_t> bytes =
      reshape::rules::getByteCount(sizes, elementBytes);
  return !bytes || *bytes > kMaxAllocationBytes;
}

namespace {
struct ReshapeCheckAllocationSizesPass
    : reshape::impl::ReshapeCheckAllocationSizesPassBase<
          ReshapeCheckAllocationSizesPass> {
  using Base::Base;

  void runOnOperation() override {
    // The allocations of this module not checked yet, not those of the
    // modules nested in it.
    ModuleOp module = getOperation();
    SmallVector<Operation *> allocations;
    module->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<ModuleOp>(op) && op != module)
        return WalkResult::skip();
      if (isa<memref::AllocOp, memref::AllocaOp>(op) &&
          !op->hasAttr(kCheckedAttrName)) {
        allocations.push_back(op);
        op->setAttr(kCheckedAttrName, UnitAttr::get(op->getContext()));
      }
      return WalkResult::advance();
    });
    if (allocations.empty())
      return markAllAnalysesPreserved();
    SymbolTableCollection symbolTables;
    DataLayout layout = DataLayout::closest(module);
    for (Operation *allocation : allocations)
      check(allocation, module, layout, symbolTables);
    reshape::dropSharedSymbolKeys(module);
  }

  /// Checks `op` (a memref.alloc or memref.alloca).
  void check(Operation *op, ModuleOp module, const DataLayout &layout,
             SymbolTableCollection &symbolTables) {
    auto type = cast<MemRefType>(op->getResult(0).getType());
    ValueRange dynamicSizes =
        isa<memref::AllocOp>(op) ? cast<memref::AllocOp>(op).getDynamicSizes()
                                 : cast<memref::AllocaOp>(op).getDynamicSizes();
    // Elements of no known size (a memref of memrefs, say) are left alone.
    std::optional<int64_t> bytesOfElement =
        getElementBytes(type.getElementType(), layout);
    if (!bytesOfElement)
      return;
    int64_t elementBytes = *bytesOfElement;
    SmallVector<int64_t> staticSizes(
        llvm::make_filter_range(type.getShape(), [](int64_t size) {
          return !ShapedType::isDynamic(size);
        }));
    bool dynamic = type.getNumDynamicDims() != 0;
    if (llvm::is_contained(staticSizes, 0))
      return;
    bool staticOverflow = overflowsStatically(elementBytes, staticSizes);
    if (!dynamic && !staticOverflow)
      return;

    OpBuilder b(op);
    Location loc = op->getLoc();
    std::string typeText;
    llvm::raw_string_ostream(typeText) << type;
    std::string prefix = reshape::getCheckLocationPrefix(loc);
    StringRef opName = op->getName().getStringRef();
    if (!dynamic) {
      // Wherever it runs, the allocation cannot be made.
      auto ifOp =
          scf::IfOp::create(b, loc, arith::ConstantIntOp::create(b, loc, 1, 1),
                            /*withElseRegion=*/false);
      b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
      reshape::emitRuntimeFailure(b, loc, module, checkMode, prefix, opName,
                                  "cannot allocate " + escape(typeText) +
                                      ": its size in bytes overflows 64 bits",
                                  {}, &symbolTables);
      return;
    }

    // The product of the sizes, in unsigned 64 bits with a flag for a
    // product past 64 bits or past kMaxAllocationBytes; a 0 size makes it 0.
    Type i64 = b.getI64Type();
    Value zero = arith::ConstantIntOp::create(b, loc, i64, 0);
    Value bytes = arith::ConstantIntOp::create(
        b, loc, i64, staticOverflow ? 1 : elementBytes);
    Value overflow = arith::ConstantIntOp::create(b, loc, staticOverflow, 1);
    Value anyZero = arith::ConstantIntOp::create(b, loc, 0, 1);
    SmallVector<Value> printed;
    std::string dims;
    unsigned dynamicIndex = 0;
    for (int64_t size : type.getShape()) {
      if (!dims.empty())
        dims += "x";
      Value factor;
      if (ShapedType::isDynamic(size)) {
        factor = arith::IndexCastOp::create(b, loc, i64,
                                            dynamicSizes[dynamicIndex++]);
        printed.push_back(factor);
        dims += "%ld";
        anyZero = arith::OrIOp::create(
            b, loc, anyZero,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, factor,
                                  zero));
      } else {
        dims += std::to_string(size);
        if (staticOverflow)
          continue;
        factor = arith::ConstantIntOp::create(b, loc, i64, size);
      }
      auto product = arith::MulUIExtendedOp::create(b, loc, bytes, factor);
      overflow = arith::OrIOp::create(
          b, loc, overflow,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                product.getHigh(), zero));
      bytes = product.getLow();
    }
    if (!staticOverflow)
      overflow = arith::OrIOp::create(
          b, loc, overflow,
          arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ugt, bytes,
              arith::ConstantIntOp::create(b, loc, i64, kMaxAllocationBytes)));
    Value fails = arith::AndIOp::create(
        b, loc, overflow,
        arith::XOrIOp::create(b, loc, anyZero,
                              arith::ConstantIntOp::create(b, loc, 1, 1)));
    auto ifOp = scf::IfOp::create(b, loc, fails, /*withElseRegion=*/false);
    b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    reshape::emitRuntimeFailure(
        b, loc, module, checkMode, prefix, opName,
        "cannot allocate " + escape(typeText) + " of " + dims +
            " elements: its size in bytes overflows 64 bits",
        printed, &symbolTables);
  }

  /// `text` as a literal in a dprintf format.
  static std::string escape(StringRef text) {
    std::string escaped;
    for (char c : text) {
      if (c == '%')
        escaped += '%';
      escaped += c;
    }
    return escaped;
  }
};
} // namespace
