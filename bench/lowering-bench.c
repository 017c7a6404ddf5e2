//===- lowering-bench.c - Times the lowered reshape entry points ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `lowering-bench` times the entry points of bench/lowering.mlir (compiled
// ahead of time) and prints medians of several runs and ratios measured in
// the same run. `lowering-bench count <name> <n>` calls one entry point n
// times, for instruction counts under callgrind.
//
//===----------------------------------------------------------------------===//

#define _POSIX_C_SOURCE 200809L
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
void _mlir_ciface_copy_columns(Desc1 *result, Desc2 *x);

enum { kRuns = 7 };

static Desc2 small, large, dyn, wide;
static Desc1 shape;
static int32_t shapeValues[2] = {-1, 0};
static volatile float *sink;

static Desc2 describe(float *data, int64_t rows, int64_t cols) {
  Desc2 d = {data, data, 0, {rows, cols}, {cols, 1}};
  return d;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *values, int n) {
  qsort(values, n, sizeof(double), compareDoubles);
  return values[n / 2];
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
  _mlir_ciface_dynamic(&r, &dyn, &shape);
  sink = r.aligned;
}
static void callDynamicNoChecks(void) {
  Desc2 r;
  _mlir_ciface_dynamic_nochecks(&r, &dyn, &shape);
  sink = r.aligned;
}

/// Nanoseconds per call: the median of kRuns runs of `calls` calls.
static double nsPerCall(void (*fn)(void), long calls) {
  double runs[kRuns];
  for (int r = 0; r < kRuns; ++r) {
    double start = now();
    for (long i = 0; i < calls; ++i)
      fn();
    runs[r] = (now() - start) * 1e9 / (double)calls;
  }
  return median(runs, kRuns);
}

static const size_t kCopyBytes = (size_t)4096 * 4096 * sizeof(float);

/// GB/s of the forced copy (its result is freshly allocated every call).
static double copyBandwidth(void) {
  double runs[kRuns];
  for (int r = 0; r < kRuns; ++r) {
    Desc1 result;
    double start = now();
    _mlir_ciface_copy_columns(&result, &wide);
    runs[r] = (double)kCopyBytes / (now() - start) / 1e9;
    sink = result.aligned;
    free(result.allocated);
  }
  return median(runs, kRuns);
}

/// GB/s of memcpy of the same bytes into a fresh buffer, like the copy.
static double memcpyBandwidth(void) {
  double runs[kRuns];
  for (int r = 0; r < kRuns; ++r) {
    double start = now();
    float *dst = malloc(kCopyBytes);
    memcpy(dst, wide.aligned, kCopyBytes);
    runs[r] = (double)kCopyBytes / (now() - start) / 1e9;
    sink = dst;
    free(dst);
  }
  return median(runs, kRuns);
}

static void setUp(void) {
  static float smallData[256];
  small = describe(smallData, 16, 16);
  float *largeData = calloc((size_t)8192 * 8192, sizeof(float));
  large = describe(largeData, 8192, 8192);
  dyn = describe(smallData, 16, 16);
  Desc1 s = {
      (float *)(void *)shapeValues, (float *)(void *)shapeValues, 0, {2}, {1}};
  shape = s;
  float *wideData = malloc((size_t)4096 * 8192 * sizeof(float));
  for (size_t i = 0; i < (size_t)4096 * 8192; ++i)
    wideData[i] = (float)(i & 1023);
  wide = describe(wideData, 4096, 8192);
}

int main(int argc, char **argv) {
  setUp();
  if (argc == 4 && strcmp(argv[1], "count") == 0) {
    long n = atol(argv[3]);
    struct {
      const char *name;
      void (*fn)(void);
    } fns[] = {{"noop", callNoop},
               {"static_1k", callStatic1k},
               {"static_256m", callStatic256m},
               {"dynamic", callDynamic},
               {"dynamic_nochecks", callDynamicNoChecks}};
    for (size_t i = 0; i < sizeof(fns) / sizeof(fns[0]); ++i) {
      if (strcmp(argv[2], fns[i].name) != 0)
        continue;
      for (long k = 0; k < n; ++k)
        fns[i].fn();
      return 0;
    }
    fprintf(stderr, "unknown entry point %s\n", argv[2]);
    return 1;
  }

  const long calls = 20000000;
  double noop = nsPerCall(callNoop, calls);
  double s1k = nsPerCall(callStatic1k, calls);
  double s256m = nsPerCall(callStatic256m, calls);
  double dynamic = nsPerCall(callDynamic, calls);
  double dynamicNoChecks = nsPerCall(callDynamicNoChecks, calls);
  double copy = copyBandwidth();
  double mem = memcpyBandwidth();

  printf("lowering benchmark (medians of %d runs; ratios from this run)\n",
         kRuns);
  printf("  no-op call through the C interface   %6.2f ns/call\n", noop);
  printf("  static_reshape, 1 KiB (view)         %6.2f ns/call  %.2fx no-op\n",
         s1k, s1k / noop);
  printf("  static_reshape, 256 MiB (view)       %6.2f ns/call  %.2fx no-op, "
         "%.2fx the 1 KiB call\n",
         s256m, s256m / noop, s256m / s1k);
  printf("  dynamic_reshape [-1, 0], checks      %6.2f ns/call  %.2fx "
         "without checks\n",
         dynamic, dynamic / dynamicNoChecks);
  printf("  dynamic_reshape [-1, 0], no checks   %6.2f ns/call\n",
         dynamicNoChecks);
  printf("  forced copy, 64 MiB strided          %6.2f GB/s     %.2fx memcpy "
         "(%.2f GB/s, fresh buffer)\n",
         copy, copy / mem, mem);
  return 0;
}
