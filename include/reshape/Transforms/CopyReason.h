//===- CopyReason.h - Why a pass of the pipeline copies ---------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The passes that copy a value (to work around One-Shot Bufferize's
// aliasing bugs, or to give an entry point's results buffers of their own)
// say why in the copy's location: fused-location metadata of this prefix
// and the reason, which reshape-report-copies reports.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TRANSFORMS_COPYREASON_H
#define RESHAPE_TRANSFORMS_COPYREASON_H

#include "llvm/ADT/StringRef.h"

namespace mlir::reshape {

/// The prefix of the fused-location metadata that says why a pass copies.
inline constexpr llvm::StringLiteral kCopyReasonPrefix = "reshape-copy-reason:";

} // namespace mlir::reshape

#endif // RESHAPE_TRANSFORMS_COPYREASON_H
