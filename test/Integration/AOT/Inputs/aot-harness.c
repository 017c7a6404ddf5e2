//===- aot-harness.c - Calls the AOT-compiled reshape entry points --------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builds iota inputs, calls the entry points of reshape-aot.mlir through
// their C interface (_mlir_ciface_*), and checks each result's shape,
// row-major strides, that it is a view of the input, and its data.
// With the argument "bad-shape" it passes an invalid runtime shape.
//
//===----------------------------------------------------------------------===//

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The strided memref descriptor of rank N.
#define DESCRIPTOR(N)                                                          \
  struct {                                                                     \
    void *allocated;                                                           \
    void *aligned;                                                             \
    int64_t offset;                                                            \
    int64_t sizes[N];                                                          \
    int64_t strides[N];                                                        \
  }

typedef DESCRIPTOR(1) Desc1;
typedef DESCRIPTOR(2) Desc2;
typedef DESCRIPTOR(3) Desc3;
typedef DESCRIPTOR(4) Desc4;

void _mlir_ciface_static_f32(Desc2 *result, Desc3 *input);
void _mlir_ciface_dynamic_f32(Desc2 *result, Desc3 *input, Desc1 *shape);
void _mlir_ciface_static_f16(Desc3 *result, Desc2 *input);
void _mlir_ciface_dynamic_f16(Desc3 *result, Desc3 *input, Desc1 *shape);
void _mlir_ciface_static_bf16(Desc3 *result, Desc4 *input);
void _mlir_ciface_dynamic_bf16(Desc2 *result, Desc3 *input, Desc1 *shape);

static int failures = 0;

/// Fills a descriptor of a contiguous row-major buffer.
static void describe(void *data, int rank, const int64_t *sizes,
                     void *descriptor) {
  Desc4 *d = (Desc4 *)descriptor; // The fields up to rank line up.
  d->allocated = data;
  d->aligned = data;
  d->offset = 0;
  int64_t *out = d->sizes;
  int64_t *strides = out + rank;
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    out[i] = sizes[i];
    strides[i] = stride;
    stride *= sizes[i];
  }
}

/// The value at index i: iota, modulo what the type holds exactly (f16
/// holds every integer up to 2048, bf16 up to 256).
static float iota(int kind, int64_t i) {
  return (float)(kind == 0 ? i : kind == 1 ? i % 2048 : i % 256);
}

/// Element i as a float, for the three element types.
static float element(const void *data, int kind, int64_t i) {
  switch (kind) {
  case 0:
    return ((const float *)data)[i];
  case 1:
    return (float)((const _Float16 *)data)[i];
  default: {
    uint32_t bits = (uint32_t)((const uint16_t *)data)[i] << 16;
    float f;
    memcpy(&f, &bits, sizeof(f));
    return f;
  }
  }
}

/// Checks a result: shape, row-major strides, a view of `input`, iota data.
static void check(const char *name, const void *input, void *result, int rank,
                  const int64_t *expected, int kind) {
  Desc4 *r = (Desc4 *)result;
  const int64_t *sizes = r->sizes;
  const int64_t *strides = sizes + rank;
  int ok = 1;
  int64_t count = 1;
  printf("%s: ", name);
  for (int i = 0; i < rank; ++i) {
    printf(i ? "x%lld" : "%lld", (long long)sizes[i]);
    ok &= sizes[i] == expected[i];
  }
  for (int i = rank - 1; i >= 0; --i) {
    ok &= strides[i] == count;
    count *= sizes[i];
  }
  int view = r->aligned == input && r->offset == 0;
  int data = 1;
  for (int64_t i = 0; i < count; ++i)
    data &= element(r->aligned, kind, i) == iota(kind, i);
  printf(", %s, data %s\n", view ? "view" : "copy",
         ok && data ? "ok" : "wrong");
  failures += !(ok && view && data);
}

static void fill(void *data, int kind, int64_t count) {
  for (int64_t i = 0; i < count; ++i) {
    float f = iota(kind, i);
    if (kind == 0) {
      ((float *)data)[i] = f;
    } else if (kind == 1) {
      ((_Float16 *)data)[i] = (_Float16)f;
    } else {
      uint32_t bits;
      memcpy(&bits, &f, sizeof(bits));
      ((uint16_t *)data)[i] = (uint16_t)(bits >> 16);
    }
  }
}

int main(int argc, char **argv) {
  int bad = argc > 1 && strcmp(argv[1], "bad-shape") == 0;

  static float f32[60];
  fill(f32, 0, 60);
  Desc3 x345;
  describe(f32, 3, (int64_t[]){3, 4, 5}, &x345);

  int32_t shape1[2] = {0, -1};
  if (bad)
    shape1[0] = 7;
  Desc1 s1;
  describe(shape1, 1, (int64_t[]){2}, &s1);
  Desc2 r2;
  _mlir_ciface_dynamic_f32(&r2, &x345, &s1); // Exits on a bad shape.
  Desc2 r1;
  _mlir_ciface_static_f32(&r1, &x345);
  check("static_f32", f32, &r1, 2, (int64_t[]){3, 20}, 0);
  check("dynamic_f32", f32, &r2, 2, (int64_t[]){3, 20}, 0);

  static _Float16 f16[3 * 2048];
  fill(f16, 1, 3 * 2048);
  Desc2 x2048;
  describe(f16, 2, (int64_t[]){3, 2048}, &x2048);
  Desc3 r3;
  _mlir_ciface_static_f16(&r3, &x2048);
  check("static_f16", f16, &r3, 3, (int64_t[]){3, 32, 64}, 1);

  Desc3 x234h;
  describe(f16, 3, (int64_t[]){2, 3, 4}, &x234h);
  int64_t shape2[3] = {4, 3, -1};
  Desc1 s2;
  describe(shape2, 1, (int64_t[]){3}, &s2);
  Desc3 r4;
  _mlir_ciface_dynamic_f16(&r4, &x234h, &s2);
  check("dynamic_f16", f16, &r4, 3, (int64_t[]){4, 3, 2}, 1);

  static uint16_t bf16[1200];
  fill(bf16, 2, 1200);
  Desc4 x4;
  describe(bf16, 4, (int64_t[]){2, 5, 5, 24}, &x4);
  Desc3 r5;
  _mlir_ciface_static_bf16(&r5, &x4);
  check("static_bf16", bf16, &r5, 3, (int64_t[]){2, 150, 4}, 2);

  Desc3 x234b;
  describe(bf16, 3, (int64_t[]){2, 3, 4}, &x234b);
  int32_t shape3[2] = {0, -1};
  Desc1 s3;
  describe(shape3, 1, (int64_t[]){2}, &s3);
  Desc2 r6;
  _mlir_ciface_dynamic_bf16(&r6, &x234b, &s3);
  check("dynamic_bf16", bf16, &r6, 2, (int64_t[]){2, 12}, 2);

  if (failures)
    return 1;
  printf("all ok\n");
  return 0;
}
