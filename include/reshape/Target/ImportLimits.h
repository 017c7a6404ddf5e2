//===- ImportLimits.h - What the importers take -----------------*- C++ -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Limits the graph importers share, beyond the reshape rules.
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TARGET_IMPORTLIMITS_H
#define RESHAPE_TARGET_IMPORTLIMITS_H

#include <cstdint>
#include <string>

namespace mlir::reshape {

/// The largest rank of a tensor an importer makes. A memref descriptor has
/// 2 * rank + 3 words, and compiling code over such types takes time and
/// memory that grow faster than the rank: a reshape to rank 10,001 took
/// over 16 GB in reshape-run, one to rank 100,001 overflowed the stack in
/// upstream's stride computation (red-team review). Real graphs stay far
/// below.
inline constexpr int64_t kMaxImportedRank = 1024;

/// Whether an importer refuses a tensor of rank `rank`.
inline bool exceedsImportedRank(int64_t rank) {
  return rank > kMaxImportedRank;
}

/// The end of the error for such a tensor: "has rank 1025; tensors of rank
/// up to 1024 are supported".
inline std::string describeImportedRankLimit(int64_t rank) {
  return "has rank " + std::to_string(rank) + "; tensors of rank up to " +
         std::to_string(kMaxImportedRank) + " are supported";
}

} // namespace mlir::reshape

#endif // RESHAPE_TARGET_IMPORTLIMITS_H
