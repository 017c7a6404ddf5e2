// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR < %t.mlir

// A buffer of 1 KiB made in an scf.if in each of 100,000 iterations.
// Upstream's promote-buffers-to-stack put it on the stack inside the loop,
// where the stack grew by 1 KiB each iteration and overflowed (a crash of
// a valid program; found by review). It stays on the heap: small buffers
// go on the stack only outside loops (reshape-hoist-small-allocations
// moves those it can out of their loops first).

// IR-LABEL: llvm.func @main
// IR-NOT: llvm.alloca
// IR: llvm.call @malloc
// IR: llvm.call @free

// CHECK: [100000]
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %n = arith.constant 100000 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %k = arith.remui %i, %c256 : index
    %even = arith.cmpi ult, %k, %c256 : index
    %v = scf.if %even -> f32 {
      // Every element is %acc but the one at %k; the one after it is read.
      %e = tensor.empty() : tensor<256xf32>
      %f = linalg.fill ins(%acc : f32) outs(%e : tensor<256xf32>) -> tensor<256xf32>
      %g = tensor.insert %one into %f[%k] : tensor<256xf32>
      %k1 = arith.addi %k, %c1 : index
      %k2 = arith.remui %k1, %c256 : index
      %l = tensor.extract %g[%k2] : tensor<256xf32>
      %s = arith.addf %l, %one : f32
      scf.yield %s : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %v : f32
  }
  %t = tensor.from_elements %r : tensor<1xf32>
  %u = tensor.cast %t : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
