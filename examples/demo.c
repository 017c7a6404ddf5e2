//===- demo.c - Runs the worked examples compiled to native code ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The main job of `make demo`: calls the entry points of worked-examples.mlir
// (compiled ahead of time) on iota inputs and prints each result's shape and
// data. `demo bad-shape` passes the graph a runtime shape that breaks R5.
//
//===----------------------------------------------------------------------===//

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/// The strided memref descriptor of rank N, as llvm.emit_c_interface passes
/// it.
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
typedef DESCRIPTOR(3) Desc3;
typedef DESCRIPTOR(4) Desc4;

void _mlir_ciface_oneapi_static_reshape(Desc2 *result, Desc3 *x);
void _mlir_ciface_openvino_copy_infer_literal(Desc3 *result, Desc4 *x);
void _mlir_ciface_openvino_literal_zero(Desc2 *result, Desc4 *x);
void _mlir_ciface_copy_in_the_middle(Desc3 *result, Desc3 *x);
void _mlir_ciface_graph(Desc2 *result, Desc2 *x, Desc1 *shape);

/// Room for the largest input, 3x2048.
static float data[3 * 2048];

/// Describes `data` (iota) with the given row-major shape.
static void input(int rank, const int64_t *sizes, void *descriptor) {
  Desc4 *d = (Desc4 *)descriptor; // The fields up to `rank` line up.
  d->allocated = d->aligned = data;
  d->offset = 0;
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    d->sizes[i] = sizes[i];
    (d->sizes + rank)[i] = stride;
    stride *= sizes[i];
  }
}

static void printShape(int rank, const int64_t *sizes) {
  for (int i = 0; i < rank; ++i)
    printf(i ? "x%lld" : "%lld", (long long)sizes[i]);
}

/// Prints the rows of a result (the last dim), eliding the middle of long
/// outputs.
static void printData(const float *values, int rank, const int64_t *sizes) {
  int64_t row = rank ? sizes[rank - 1] : 1, count = 1;
  for (int i = 0; i < rank; ++i)
    count *= sizes[i];
  if (count == 0) {
    printf("    (no elements)\n");
    return;
  }
  int64_t rows = count / row;
  for (int64_t r = 0; r < rows; ++r) {
    if (rows > 6 && r == 3) {
      printf("    ... %lld more rows ...\n", (long long)(rows - 6));
      r = rows - 3;
    }
    printf("    [");
    for (int64_t c = 0; c < row; ++c) {
      if (row > 12 && c == 6) {
        printf(", ...");
        c = row - 4;
      }
      printf(c ? ", %g" : "%g", values[r * row + c]);
    }
    printf("]\n");
  }
}

/// One example: what was asked, the result's shape, and whether it is a
/// view of the input.
static void report(const char *title, int inRank, const int64_t *inSizes,
                   void *result, int rank) {
  Desc4 *r = (Desc4 *)result;
  printf("%s\n  input ", title);
  printShape(inRank, inSizes);
  printf(" -> result ");
  printShape(rank, r->sizes);
  printf(" (%s)\n",
         r->aligned == data ? "a view of the input, no copy" : "a copy");
  printData(r->aligned + r->offset, rank, r->sizes);
}

int main(int argc, char **argv) {
  for (size_t i = 0; i < sizeof(data) / sizeof(data[0]); ++i)
    data[i] = (float)i;

  printf("== the worked examples, compiled to native code ==\n\n");

  int64_t s1[] = {3, 4, 5};
  Desc3 x1;
  Desc2 r1;
  input(3, s1, &x1);
  _mlir_ciface_oneapi_static_reshape(&r1, &x1);
  report("oneAPI StaticReshape: shape [0, -1], special_zero true", 3, s1, &r1,
         2);

  int64_t s2[] = {2, 5, 5, 24};
  Desc4 x2;
  Desc3 r2;
  input(4, s2, &x2);
  _mlir_ciface_openvino_copy_infer_literal(&r2, &x2);
  report("\nOpenVINO Reshape-1: shape [0, -1, 4], special_zero true", 4, s2,
         &r2, 3);

  int64_t s3[] = {2, 5, 5, 0};
  Desc4 x3;
  Desc2 r3;
  input(4, s3, &x3);
  _mlir_ciface_openvino_literal_zero(&r3, &x3);
  report("\nOpenVINO Reshape-1: shape [0, 4], special_zero false", 4, s3, &r3,
         2);

  int64_t s4[] = {2, 8, 32};
  Desc3 x4;
  Desc3 r4;
  input(3, s4, &x4);
  _mlir_ciface_copy_in_the_middle(&r4, &x4);
  report("\nStaticReshape: shape [4, 0, 16], special_zero true", 3, s4, &r4, 3);

  // The graph: static_reshape [0, -1, 64] then dynamic_reshape with a shape
  // given here, at run time.
  int bad = argc > 1 && strcmp(argv[1], "bad-shape") == 0;
  // special_zero copies dim 1 of the intermediate ?x32x64, not of the input.
  int32_t shape[2] = {bad ? 0 : -1, bad ? 7 : 0};
  Desc1 shapeDesc = {
      (float *)(void *)shape, (float *)(void *)shape, 0, {2}, {1}};
  int64_t s5[] = {3, 2048};
  Desc2 x5;
  Desc2 r5;
  input(2, s5, &x5);
  char title[160];
  snprintf(title, sizeof(title),
           "\nGraph: static_reshape [0, -1, 64] on a ?x2048 input, then "
           "dynamic_reshape to the runtime shape [%d, %d], special_zero true",
           shape[0], shape[1]);
  fflush(stdout);
  _mlir_ciface_graph(&r5, &x5, &shapeDesc); // Exits on a bad shape.
  report(title, 2, s5, &r5, 2);
  return 0;
}
