//===- lowering-bench.c - Times the lowered reshape entry points ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The runtime half of `make bench` (bench/bench.py drives it):
//   lowering-bench rounds <n>     n rounds; in each, every variant once,
//                                 printed as `<round> <variant> <value>`
//                                 (ns per call, or GB/s for copies): the
//                                 nanosecond-scale calls in slices that
//                                 alternate between them, then the copies
//                                 in an order that rotates from round to
//                                 round
//   lowering-bench count <name> <n>
//                                 calls one entry point n times (for the
//                                 instruction counts under callgrind)
// The entry points come from bench/lowering.mlir, compiled ahead of time
// with runtime checks and again without (the names with _nochecks). The
// references are in C here: memcpy, and a naive loop for strided copies.
//
//===----------------------------------------------------------------------===//

#define _GNU_SOURCE
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DESCRIPTOR(N)                                                          \
  struct {                                                                     \
    float *allocated;                                                          \
    float *aligned;                                                            \
    int64_t offset;                                                            \
    int64_t sizes[N];                                                          \
    int64_t strides[N];                                                        \
  }

typedef DESCRIPTOR(1) Desc1;
typedef DESCRIPTOR(2) Desc2;

void _mlir_ciface_noop(Desc2 *result, Desc2 *x);
void _mlir_ciface_static_1k(Desc2 *result, Desc2 *x);
void _mlir_ciface_static_256m(Desc2 *result, Desc2 *x);
void _mlir_ciface_dynamic(Desc2 *result, Desc2 *x, Desc1 *shape);
void _mlir_ciface_dynamic_nochecks(Desc2 *result, Desc2 *x, Desc1 *shape);
void _mlir_ciface_copy_rows_static(Desc1 *result, Desc2 *x);
void _mlir_ciface_copy_rows_dynamic(Desc1 *result, Desc2 *x, int64_t first,
                                    int64_t rows);
void _mlir_ciface_copy_stride2_static(Desc1 *result, Desc2 *x);
void _mlir_ciface_copy_stride2_dynamic(Desc1 *result, Desc2 *x, int64_t rows,
                                       int64_t cols, int64_t stride);

static Desc2 small, large, wide;
static Desc1 shape;
static int32_t shapeValues[2] = {-1, 0};
static volatile float *sink;

enum { kRows = 4096, kCols = 8192 };
static const size_t kCopyBytes = (size_t)2048 * kCols * sizeof(float);
// Calls per timed batch of the nanosecond-scale variants, and the slices
// a round cuts each batch into.
static const long kCalls = 2000000;
enum { kSlices = 40 };

static Desc2 describe(float *data, int64_t rows, int64_t cols) {
  Desc2 d = {data, data, 0, {rows, cols}, {cols, 1}};
  return d;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

// One call of each kind; the result's pointer goes to a volatile sink so
// that the calls are not removed.
static void callNoop(void) {
  Desc2 r;
  _mlir_ciface_noop(&r, &small);
  sink = r.aligned;
}
static void callStatic1k(void) {
  Desc2 r;
  _mlir_ciface_static_1k(&r, &small);
  sink = r.aligned;
}
static void callStatic256m(void) {
  Desc2 r;
  _mlir_ciface_static_256m(&r, &large);
  sink = r.aligned;
}
static void callDynamic(void) {
  Desc2 r;
  _mlir_ciface_dynamic(&r, &small, &shape);
  sink = r.aligned;
}
static void callDynamicNoChecks(void) {
  Desc2 r;
  _mlir_ciface_dynamic_nochecks(&r, &small, &shape);
  sink = r.aligned;
}

/// Seconds of `calls` calls of `fn`.
static double timeCalls(void (*fn)(void), long calls) {
  double start = now();
  for (long i = 0; i < calls; ++i)
    fn();
  return now() - start;
}

/// Nanoseconds per call of `fn` over one batch.
static double nsPerCall(void (*fn)(void)) {
  return timeCalls(fn, kCalls) * 1e9 / (double)kCalls;
}

// Each copy makes a fresh 64 MiB result (as the entry points do, with
// malloc) and frees it: GB/s of the whole call (the heap keeps the pages,
// see setUp).
static float *copyRowsStatic(void) {
  Desc1 r;
  _mlir_ciface_copy_rows_static(&r, &wide);
  return r.allocated;
}
static float *copyRowsDynamic(void) {
  Desc1 r;
  _mlir_ciface_copy_rows_dynamic(&r, &wide, 1024, 2048);
  return r.allocated;
}
static float *copyStride2Static(void) {
  Desc1 r;
  _mlir_ciface_copy_stride2_static(&r, &wide);
  return r.allocated;
}
static float *copyStride2Dynamic(void) {
  Desc1 r;
  _mlir_ciface_copy_stride2_dynamic(&r, &wide, kRows, kCols / 2, 2);
  return r.allocated;
}
/// The references: memcpy of the rows, and a naive loop over every other
/// column, into a fresh buffer.
static float *memcpyRows(void) {
  float *dst = malloc(kCopyBytes);
  memcpy(dst, wide.aligned + (size_t)1024 * kCols, kCopyBytes);
  return dst;
}
static volatile int64_t runtimeStride = 2;
static float *naiveStride2(void) {
  float *dst = malloc(kCopyBytes);
  const float *src = wide.aligned;
  int64_t stride = runtimeStride;
  for (int64_t i = 0; i < kRows; ++i)
    for (int64_t j = 0; j < kCols / 2; ++j)
      dst[i * (kCols / 2) + j] = src[i * kCols + j * stride];
  return dst;
}

/// GB/s of one copy.
static double bandwidth(float *(*fn)(void)) {
  double start = now();
  float *result = fn();
  double seconds = now() - start;
  sink = result;
  free(result);
  return (double)kCopyBytes / seconds / 1e9;
}

static void setUp(void) {
  // Large blocks from the heap, kept when freed: a copy's fresh result
  // reuses pages already mapped, so the copies (ours and the references
  // alike) are timed without the page faults of a new mapping.
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  static float smallData[256];
  small = describe(smallData, 16, 16);
  float *largeData = calloc((size_t)8192 * 8192, sizeof(float));
  large = describe(largeData, 8192, 8192);
  Desc1 s = {
      (float *)(void *)shapeValues, (float *)(void *)shapeValues, 0, {2}, {1}};
  shape = s;
  float *wideData = malloc((size_t)kRows * kCols * sizeof(float));
  for (size_t i = 0; i < (size_t)kRows * kCols; ++i)
    wideData[i] = (float)(i & 1023);
  wide = describe(wideData, kRows, kCols);
}

typedef struct {
  const char *name;
  void (*call)(void);  // a nanosecond-scale call, timed in batches
  float *(*copy)(void); // or a copy, timed alone
} Variant;

static const Variant kVariants[] = {
    {"noop", callNoop, NULL},
    {"static_1k", callStatic1k, NULL},
    {"static_256m", callStatic256m, NULL},
    {"dynamic", callDynamic, NULL},
    {"dynamic_nochecks", callDynamicNoChecks, NULL},
    {"copy_rows_static", NULL, copyRowsStatic},
    {"copy_rows_dynamic", NULL, copyRowsDynamic},
    {"memcpy_rows", NULL, memcpyRows},
    {"copy_stride2_static", NULL, copyStride2Static},
    {"copy_stride2_dynamic", NULL, copyStride2Dynamic},
    {"naive_stride2", NULL, naiveStride2},
};
enum { kNumVariants = sizeof(kVariants) / sizeof(kVariants[0]) };

int main(int argc, char **argv) {
  setUp();
  if (argc == 4 && strcmp(argv[1], "count") == 0) {
    long n = atol(argv[3]);
    for (int v = 0; v < kNumVariants; ++v) {
      if (strcmp(argv[2], kVariants[v].name) != 0 || !kVariants[v].call)
        continue;
      for (long k = 0; k < n; ++k)
        kVariants[v].call();
      return 0;
    }
    fprintf(stderr, "unknown entry point %s\n", argv[2]);
    return 1;
  }
  if (argc != 3 || strcmp(argv[1], "rounds") != 0) {
    fprintf(stderr, "usage: %s rounds <n> | count <name> <n>\n", argv[0]);
    return 1;
  }
  // Warm up every variant (page faults of the inputs, code, caches).
  for (int v = 0; v < kNumVariants; ++v) {
    if (kVariants[v].call)
      (void)nsPerCall(kVariants[v].call);
    else
      (void)bandwidth(kVariants[v].copy);
  }
  // The nanosecond-scale calls are timed in slices that alternate between
  // them (in an order that rotates from slice to slice), so that each
  // variant's time comes from the same milliseconds of the machine as the
  // others': timed one after the other, the first after a copy ran up to
  // a fifth faster than the same call elsewhere in the round (a clock that
  // changes with the load).
  int rounds = atoi(argv[2]);
  for (int round = 0; round < rounds; ++round) {
    double seconds[kNumVariants] = {0};
    for (int slice = 0; slice < kSlices; ++slice)
      for (int k = 0; k < kNumVariants; ++k) {
        int v = (k + slice + round) % kNumVariants;
        if (kVariants[v].call)
          seconds[v] += timeCalls(kVariants[v].call, kCalls / kSlices);
      }
    for (int v = 0; v < kNumVariants; ++v)
      if (kVariants[v].call)
        printf("%d %s %.4f\n", round, kVariants[v].name,
               seconds[v] * 1e9 / (double)(kCalls / kSlices * kSlices));
    for (int k = 0; k < kNumVariants; ++k) {
      const Variant *v = &kVariants[(k + round) % kNumVariants];
      if (v->copy)
        printf("%d %s %.4f\n", round, v->name, bandwidth(v->copy));
    }
    fflush(stdout);
  }
  return 0;
}
