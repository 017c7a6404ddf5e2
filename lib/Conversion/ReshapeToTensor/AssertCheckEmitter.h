//===- AssertCheckEmitter.h - Runtime checks as cf.assert -------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_RESHAPETOTENSOR_ASSERTCHECKEMITTER_H
#define LIB_CONVERSION_RESHAPETOTENSOR_ASSERTCHECKEMITTER_H

#include "reshape/IR/ShapeRulesBuilder.h"

namespace mlir::reshape {

/// Failed checks stop the program with upstream `cf.assert`, one per check,
/// for targets without libc: the message is static, "<location>: <op>:
/// <rule>: <message>" with the values known at compile time written in and
/// `?` for those known only at run time (`[...]` and `*` for lists). How it
/// prints and stops is the target's lowering of cf.assert (convert-cf-to-llvm:
/// `puts` and `abort`; GPU targets: the device's assert). Needs no symbol of
/// the module.
class AssertCheckEmitter : public RuntimeCheckEmitter {
public:
  /// `prefix` (see getCheckLocationPrefix) and `opName` start every message.
  AssertCheckEmitter(std::string prefix, StringRef opName)
      : prefix(std::move(prefix)), opName(opName) {}

  void emitReport(OpBuilder &b, Location loc,
                  ArrayRef<CheckReport> checks) override;

private:
  std::string prefix;
  StringRef opName;
};

} // namespace mlir::reshape

#endif // LIB_CONVERSION_RESHAPETOTENSOR_ASSERTCHECKEMITTER_H
