//===- returned-views-harness.c - Ownership of returned reshapes ----------===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Calls the entry points of returned-views.mlir and checks, for each
// result, that it is a view of the input (the harness must not free it) or
// a buffer of its own (the harness frees it: a leak or a double free shows
// under valgrind), and its data.
//
//===----------------------------------------------------------------------===//

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} Desc1F;

typedef struct {
  int32_t *allocated;
  int32_t *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} Desc1I;

typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} Desc2F;

typedef struct {
  Desc2F first, second;
} TwoResults;

typedef struct {
  Desc2F results[12];
} TwelveResults;

typedef struct {
  int64_t rank;
  void *descriptor;
} UnrankedDesc;

void _mlir_ciface_flatten(Desc1F *result, Desc2F *input);
float _mlir_ciface_last_of_flat(Desc2F *input);
void _mlir_ciface_split_entry(Desc2F *result, Desc2F *input, Desc1I *shape);
void _mlir_ciface_columns(Desc2F *result, Desc2F *input, Desc1I *shape);
void _mlir_ciface_rows(Desc2F *result, Desc2F *input, Desc1I *shape);
void _mlir_ciface_rows_twice(TwoResults *result, Desc2F *input, Desc1I *shape);
void _mlir_ciface_flatten_unranked(Desc1F *result, UnrankedDesc *input);
void _mlir_ciface_rows_twice_called(TwoResults *result, Desc2F *input,
                                    Desc1I *shape);
void _mlir_ciface_rows_twice_branch(TwoResults *result, Desc2F *input,
                                    Desc1I *shape);
void _mlir_ciface_rows_many_branch(TwelveResults *result, Desc2F *input,
                                   Desc1I *shape);

static float data[24];
static int failures = 0;

static void fail(const char *what) {
  printf("%s: FAILED\n", what);
  ++failures;
}

/// Whether `d` holds rows x cols elements, row-major, where element (i, j)
/// is expected(i * cols + j).
static int check2(const Desc2F *d, int64_t rows, int64_t cols,
                  float (*expected)(int64_t)) {
  if (d->sizes[0] != rows || d->sizes[1] != cols || d->strides[1] != 1 ||
      d->strides[0] != cols)
    return 0;
  for (int64_t k = 0; k < rows * cols; ++k)
    if (d->aligned[d->offset + k] != expected(k))
      return 0;
  return 1;
}

static float iota(int64_t k) { return (float)k; }
// Columns 1-2 of the 4x6 iota matrix, row by row.
static float columns(int64_t k) { return (float)(k / 2 * 6 + 1 + k % 2); }
// Rows 1-2 of the 4x6 iota matrix.
static float rows(int64_t k) { return (float)(6 + k); }

/// A result that must own its buffer: not the input's, freed here.
static int ownedCheck(Desc2F *d, int64_t rows, int64_t cols,
                      float (*expected)(int64_t)) {
  int ok = d->allocated != data && check2(d, rows, cols, expected);
  free(d->allocated);
  return ok;
}

/// Calls `entry`, whose two results must be distinct owned copies of rows
/// 1-2, and frees them.
static void checkTwoOwnedCopies(const char *name,
                                void (*entry)(TwoResults *, Desc2F *, Desc1I *),
                                Desc2F *input, Desc1I *shape) {
  TwoResults twice;
  entry(&twice, input, shape);
  int distinct = twice.first.allocated != twice.second.allocated;
  if (!distinct) {
    // Freeing both would free one buffer twice.
    fail(name);
    return;
  }
  if (ownedCheck(&twice.first, 6, 2, rows) &
      ownedCheck(&twice.second, 6, 2, rows))
    printf("%s: two owned copies, data ok\n", name);
  else
    fail(name);
}

/// The same for the twelve results of rows_many_branch.
static void checkTwelveOwnedCopies(Desc2F *input, Desc1I *shape) {
  TwelveResults many;
  _mlir_ciface_rows_many_branch(&many, input, shape);
  for (int i = 0; i < 12; ++i)
    for (int j = 0; j < i; ++j)
      if (many.results[i].allocated == many.results[j].allocated) {
        // Freeing both would free one buffer twice.
        fail("rows_many_branch");
        return;
      }
  int ok = 1;
  for (int i = 0; i < 12; ++i)
    ok &= ownedCheck(&many.results[i], 6, 2, rows);
  if (ok)
    printf("rows_many_branch: 12 owned copies, data ok\n");
  else
    fail("rows_many_branch");
}

int main(void) {
  for (int i = 0; i < 24; ++i)
    data[i] = (float)i;
  Desc2F input = {data, data, 0, {4, 6}, {6, 1}};
  int32_t shapeValues[2] = {-1, 2};
  Desc1I shape = {shapeValues, shapeValues, 0, {2}, {1}};

  Desc1F flat;
  _mlir_ciface_flatten(&flat, &input);
  if (flat.aligned == data && flat.sizes[0] == 24 && flat.aligned[23] == 23)
    printf("flatten: view, data ok\n");
  else
    fail("flatten");

  printf("last_of_flat: %g\n", _mlir_ciface_last_of_flat(&input));

  Desc2F split;
  _mlir_ciface_split_entry(&split, &input, &shape);
  if (split.aligned == data && check2(&split, 12, 2, iota))
    printf("split_entry: view, data ok\n");
  else
    fail("split_entry");

  Desc2F cols;
  _mlir_ciface_columns(&cols, &input, &shape);
  if (ownedCheck(&cols, 4, 2, columns))
    printf("columns: owned copy, data ok\n");
  else
    fail("columns");

  Desc2F rowsResult;
  _mlir_ciface_rows(&rowsResult, &input, &shape);
  if (ownedCheck(&rowsResult, 6, 2, rows))
    printf("rows: owned copy, data ok\n");
  else
    fail("rows");

  // One result twice: each must be a buffer of its own, also when they are
  // the same buffer only at run time (a private copy of the body; an
  // scf.if).
  checkTwoOwnedCopies("rows_twice", _mlir_ciface_rows_twice, &input, &shape);
  checkTwoOwnedCopies("rows_twice_called", _mlir_ciface_rows_twice_called,
                      &input, &shape);
  checkTwoOwnedCopies("rows_twice_branch", _mlir_ciface_rows_twice_branch,
                      &input, &shape);
  checkTwelveOwnedCopies(&input, &shape);

  // An unranked input: a view when its buffer has the identity layout, an
  // owned contiguous copy of a strided one (columns 1-2).
  UnrankedDesc whole = {2, &input};
  _mlir_ciface_flatten_unranked(&flat, &whole);
  if (flat.allocated == data && flat.aligned == data && flat.sizes[0] == 24 &&
      flat.aligned[flat.offset + 23] == 23)
    printf("flatten_unranked: view, data ok\n");
  else
    fail("flatten_unranked");
  Desc2F strided = {data, data, 1, {4, 2}, {6, 1}};
  UnrankedDesc stridedInput = {2, &strided};
  _mlir_ciface_flatten_unranked(&flat, &stridedInput);
  int copyOk = flat.allocated != data && flat.sizes[0] == 8;
  for (int64_t k = 0; copyOk && k < 8; ++k)
    copyOk = flat.aligned[flat.offset + k] == columns(k);
  if (flat.allocated != data)
    free(flat.allocated);
  if (copyOk)
    printf("flatten_unranked: owned copy of a strided input, data ok\n");
  else
    fail("flatten_unranked (strided)");

  if (failures == 0)
    printf("all ok\n");
  return failures != 0;
}
