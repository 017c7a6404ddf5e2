//===- IdentityLayoutCasts.cpp - Casts to the identity layout -------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A memref.cast from a strided layout to the identity layout claims that the
// buffer is row-major at run time. One-Shot Bufferize makes such casts where
// a strided buffer meets a `?` type of the identity layout (a column slice
// passed to a function of tensor<?x?xf32>): the verifier takes them, and the
// code after them reads the wrong elements. This pass checks the claim at
// run time and copies where it does not hold.
//
//===----------------------------------------------------------------------===//

#include "reshape/Transforms/Passes.h"

#include "TensorCopies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

namespace mlir::reshape {
#define GEN_PASS_DEF_RESHAPEIDENTITYLAYOUTCASTSPASS
#include "reshape/Transforms/Passes.h.inc"
} // namespace mlir::reshape

using namespace mlir;

/// Whether `cast` claims the identity layout for a buffer whose type has
/// another one.
static bool claimsIdentityLayout(memref::CastOp cast) {
  auto source = dyn_cast<MemRefType>(cast.getSource().getType());
  auto target = dyn_cast<MemRefType>(cast.getType());
  return source && target && target.getLayout().isIdentity() &&
         !source.getLayout().isIdentity();
}

/// Whether the buffer `source` has the identity layout at run time: offset
/// 0, and each dim of extent other than 1 the stride of the elements after
/// it; or no element at all.
static Value buildIsIdentity(OpBuilder &b, Location loc, Value source) {
  auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, source);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value ok = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                   metadata.getOffset(), zero);
  Value count = one;
  for (auto [size, stride] : llvm::reverse(
           llvm::zip_equal(metadata.getSizes(), metadata.getStrides()))) {
    Value unit =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, size, one);
    Value rowMajor =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, stride, count);
    ok = arith::AndIOp::create(b, loc, ok,
                               arith::OrIOp::create(b, loc, unit, rowMajor));
    count = arith::MulIOp::create(b, loc, count, size);
  }
  Value empty =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, count, zero);
  return arith::OrIOp::create(b, loc, ok, empty);
}

namespace {
struct ReshapeIdentityLayoutCastsPass
    : reshape::impl::ReshapeIdentityLayoutCastsPassBase<
          ReshapeIdentityLayoutCastsPass> {
  void runOnOperation() override {
    SmallVector<memref::CastOp> casts;
    getOperation().walk([&](memref::CastOp cast) {
      if (claimsIdentityLayout(cast))
        casts.push_back(cast);
    });
    if (casts.empty())
      return markAllAnalysesPreserved();
    for (memref::CastOp cast : casts) {
      OpBuilder b(cast);
      Location loc = cast.getLoc();
      Value source = cast.getSource();
      auto type = llvm::cast<MemRefType>(cast.getType());
      auto choice = scf::IfOp::create(
          b, loc, buildIsIdentity(b, loc, source),
          [&](OpBuilder &then, Location loc) {
            scf::YieldOp::create(
                then, loc,
                memref::CastOp::create(then, loc, type, source).getResult());
          },
          [&](OpBuilder &otherwise, Location loc) {
            SmallVector<Value> sizes;
            for (int64_t i = 0, e = type.getRank(); i < e; ++i)
              if (type.isDynamicDim(i))
                sizes.push_back(
                    memref::DimOp::create(otherwise, loc, source, i));
            Value copy = memref::AllocOp::create(otherwise, loc, type,
                                                 ValueRange(sizes));
            memref::CopyOp::create(
                otherwise,
                reshape::getCopyLocation(
                    loc, source,
                    "a buffer passed where the identity layout is expected "
                    "is copied when it does not have it at run time"),
                source, copy);
            scf::YieldOp::create(otherwise, loc, copy);
          });
      cast.replaceAllUsesWith(choice.getResult(0));
      cast.erase();
    }
  }
};
} // namespace
