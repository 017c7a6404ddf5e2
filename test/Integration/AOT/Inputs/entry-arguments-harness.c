// Calls @add_one twice on a static const array: the compiled function must
// neither write it (read-only memory: a crash) nor change what the second
// call sees.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} Memref1D;
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Memref2D;

void _mlir_ciface_add_one(Memref2D *result, Memref1D *input);

static const float input[4] = {1, 2, 3, 4};

int main(void) {
  Memref1D in = {(float *)input, (float *)input, 0, {4}, {1}};
  for (int call = 0; call < 2; ++call) {
    Memref2D out;
    _mlir_ciface_add_one(&out, &in);
    printf("call %d: %g %g %g %g\n", call, out.aligned[0], out.aligned[1],
           out.aligned[2], out.aligned[3]);
    free(out.allocated);
  }
  printf("input: %g %g %g %g\n", input[0], input[1], input[2], input[3]);
  return 0;
}
