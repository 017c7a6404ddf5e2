// RUN: reshape-opt %s --reshape-to-llvm | FileCheck %s

// Found by the differential fuzzer: %v11 reshapes a rank-0 tensor (1
// element) to [0], so R5 stops the program there, and the code after it
// gets an unreachable result. That value flows through dynamic_reshape,
// scf.for and a constant scf.if into %v25's reshape to [1]. The unreachable
// result was a static tensor.empty of 0 elements; after canonicalize,
// upstream's tensor.reshape folder composed the chain into a tensor.reshape
// of 0 elements into 1, which does not verify, and reshape-to-llvm failed.
// Its `?` extents are now opaque (an index_cast of an LLVM poison): no
// static count leaks.

// CHECK: llvm.func @main
func.func private @fuzz_observe(tensor<*xf32> {bufferization.access = "read"})
func.func private @fuzz_observe_i64(i64)
func.func private @fuzz_opaque_i64(i64) -> i64
memref.global "private" constant @g0 : memref<1xi32> = dense<1>
func.func @main() {
  %v0 = arith.constant 3 : index
  %t0 = arith.constant 0 : i64
  %v1 = func.call @fuzz_opaque_i64(%t0) : (i64) -> i64
  %v2 = arith.index_cast %v1 : i64 to index
  %v3 = arith.cmpi ne, %v0, %v2 : index
  scf.if %v3 {
    %v4 = arith.constant false
    %v24 = scf.if %v4 -> (tensor<*xf32>) {
      %v5 = arith.constant dense<4.> : tensor<1xf32>
      %v6 = reshape.static_reshape %v5 [] special_zero = true : tensor<1xf32> -> tensor<f32>
      %v7 = arith.constant dense<25.> : tensor<1xf32>
      %v8 = tensor.cast %v7 : tensor<1xf32> to tensor<*xf32>
      %t1 = tensor.cast %v6 : tensor<f32> to tensor<*xf32>
      func.call @fuzz_observe(%t1) : (tensor<*xf32>) -> ()
      scf.yield %v8 : tensor<*xf32>
    } else {
      %t2 = tensor.empty() : tensor<f32>
      %t3 = arith.constant 4. : f32
      %v9 = linalg.fill ins(%t3 : f32) outs(%t2 : tensor<f32>) -> tensor<f32>
      %v10 = tensor.cast %v9 : tensor<f32> to tensor<*xf32>
      %v11 = reshape.static_reshape %v10 [0] special_zero = false : tensor<*xf32> -> tensor<?xf32>
      %t4 = memref.get_global @g0 : memref<1xi32>
      %v12 = bufferization.to_tensor %t4 restrict : memref<1xi32> to tensor<1xi32>
      %v13 = "reshape.dynamic_reshape"(%v11, %v12) <{special_zero = true}> : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
      %t5 = tensor.cast %v13 : tensor<?xf32> to tensor<*xf32>
      func.call @fuzz_observe(%t5) : (tensor<*xf32>) -> ()
      %v14 = arith.constant 0 : index
      %v15 = arith.constant 1 : index
      %v16 = arith.constant 1 : index
      %v21:2 = scf.for %v17 = %v14 to %v15 step %v16 iter_args(%v18 = %v13, %v19 = %v9) -> (tensor<?xf32>, tensor<f32>) {
        %v20 = reshape.static_reshape %v19 [] special_zero = false : tensor<f32> -> tensor<f32>
        %t6 = tensor.cast %v20 : tensor<f32> to tensor<*xf32>
        func.call @fuzz_observe(%t6) : (tensor<*xf32>) -> ()
        scf.yield %v18, %v19 : tensor<?xf32>, tensor<f32>
      }
      %v23 = tensor.cast %v21#0 : tensor<?xf32> to tensor<*xf32>
      %t7 = tensor.cast %v21#1 : tensor<f32> to tensor<*xf32>
      func.call @fuzz_observe(%t7) : (tensor<*xf32>) -> ()
      scf.yield %v23 : tensor<*xf32>
    }
    %v25 = reshape.static_reshape %v24 [1] special_zero = false : tensor<*xf32> -> tensor<?xf32>
    %v26 = reshape.static_reshape %v25 [1] special_zero = false : tensor<?xf32> -> tensor<?xf32>
    %t8 = tensor.cast %v26 : tensor<?xf32> to tensor<*xf32>
    func.call @fuzz_observe(%t8) : (tensor<*xf32>) -> ()
  } else {
    %v27 = arith.constant dense<-5.> : tensor<f32>
    %v28 = reshape.static_reshape %v27 [] special_zero = false : tensor<f32> -> tensor<f32>
    %t9 = tensor.cast %v28 : tensor<f32> to tensor<*xf32>
    func.call @fuzz_observe(%t9) : (tensor<*xf32>) -> ()
  }
  %v29 = arith.constant dense<-5.> : tensor<f32>
  %v30 = reshape.static_reshape %v29 [] special_zero = false : tensor<f32> -> tensor<f32>
  %t10 = tensor.cast %v30 : tensor<f32> to tensor<*xf32>
  func.call @fuzz_observe(%t10) : (tensor<*xf32>) -> ()
  %t11 = arith.constant 2 : i64
  %v31 = func.call @fuzz_opaque_i64(%t11) : (i64) -> i64
  %v32 = arith.index_cast %v31 : i64 to index
  %v44 = scf.index_switch %v32 -> tensor<*xf32>
  case 0 {
    %v33 = arith.constant dense<[[8., 9., 10.], [11., 12., 13.]]> : tensor<2x3xf32>
    %v34 = arith.constant dense<5.> : tensor<3xf32>
    %v35 = arith.constant dense<[[[-5., -4., -3., -2.], [-1., 0., 1., 2.], [3., 4., 5., 6.], [7., 8., 9., 10.]], [[11., 12., 13., 14.], [15., 16., 17., 18.], [19., 20., 21., 22.], [23., 24., 25., 26.]]]> : tensor<2x4x4xf32>
    %v36 = reshape.static_reshape %v35 [2, 4, 4] special_zero = false : tensor<2x4x4xf32> -> tensor<?x?x?xf32>
    %v37 = tensor.cast %v34 : tensor<3xf32> to tensor<*xf32>
    %t12 = tensor.cast %v36 : tensor<?x?x?xf32> to tensor<*xf32>
    func.call @fuzz_observe(%t12) : (tensor<*xf32>) -> ()
    scf.yield %v37 : tensor<*xf32>
  }
  case 1 {
    %v38 = arith.constant dense<-5.> : tensor<1xf32>
    %v39 = tensor.cast %v38 : tensor<1xf32> to tensor<*xf32>
    scf.yield %v39 : tensor<*xf32>
  }
  case 2 {
    %v40 = arith.constant dense<-5.> : tensor<1xf32>
    %v41 = tensor.cast %v40 : tensor<1xf32> to tensor<*xf32>
    scf.yield %v41 : tensor<*xf32>
  }
  default {
    %v42 = arith.constant dense<-5.> : tensor<1xf32>
    %v43 = tensor.cast %v42 : tensor<1xf32> to tensor<*xf32>
    scf.yield %v43 : tensor<*xf32>
  }
  func.call @fuzz_observe(%v44) : (tensor<*xf32>) -> ()
  return
}
