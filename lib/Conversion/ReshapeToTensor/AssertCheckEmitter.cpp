//===- AssertCheckEmitter.cpp - Runtime checks as cf.assert ---------------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AssertCheckEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

using namespace mlir;
using namespace mlir::reshape;

/// `format` (see CheckReport) with what is known only at run time as `?`:
/// a value (`%ld`), a list of target values (`%Lc`, `[...]`) or of input
/// dims (`%Lx`, `*` as in an unranked type); `%%` is `%`.
static std::string withUnknownValues(StringRef format) {
  std::string text;
  while (!format.empty()) {
    if (format.consume_front("%ld")) {
      text += '?';
      continue;
    }
    if (format.consume_front("%Lc")) {
      text += "[...]";
      continue;
    }
    if (format.consume_front("%Lx")) {
      text += '*';
      continue;
    }
    if (format.consume_front("%%")) {
      text += '%';
      continue;
    }
    text += format.front();
    format = format.drop_front();
  }
  return text;
}

void AssertCheckEmitter::emitReport(OpBuilder &b, Location loc,
                                    ArrayRef<CheckReport> checks) {
  // This block runs only when a check failed: the assert of the first one
  // that failed stops the program.
  Value trueValue = arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  for (const CheckReport &check : checks) {
    Value holds = arith::XOrIOp::create(b, loc, check.failed, trueValue);
    cf::AssertOp::create(
        b, loc, holds,
        prefix + opName.str() + ": " +
            (check.namesRule ? rules::getRuleId(check.rule).str() + ": " : "") +
            withUnknownValues(check.format));
  }
}
