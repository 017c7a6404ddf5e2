// RUN: reshape-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: reshape-opt --help | FileCheck %s --check-prefix=PASSES

// The registry of InitAll: our dialects (reshape, openvino) and the upstream
// dialects of a pipeline through tensor, bufferization, memref and LLVM.
// DIALECTS: Available Dialects:
// DIALECTS-SAME: arith
// DIALECTS-SAME: bufferization
// DIALECTS-SAME: cf
// DIALECTS-SAME: func
// DIALECTS-SAME: index
// DIALECTS-SAME: linalg
// DIALECTS-SAME: llvm
// DIALECTS-SAME: memref
// DIALECTS-SAME: openvino
// DIALECTS-SAME: reshape
// DIALECTS-SAME: scf
// DIALECTS-SAME: tensor

// The upstream passes our pipelines use.
// PASSES-DAG: --canonicalize
// PASSES-DAG: --one-shot-bufferize
// PASSES-DAG: --expand-strided-metadata
// PASSES-DAG: --finalize-memref-to-llvm
// PASSES-DAG: --reconcile-unrealized-casts
// PASSES-DAG: --resolve-ranked-shaped-type-result-dims
