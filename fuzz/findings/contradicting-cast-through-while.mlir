// Open (pipeline fuzzer, end of this round; our code): reshape-to-llvm
// fails with "'memref.cast' op operand type 'memref<36xf32>' and result type
// 'memref<5xf32>' are cast incompatible". %v30 casts the scf.while's
// iteration argument %v28 to tensor<5xf32>; its init is the 36-element %v15
// (through a cast to tensor<?xf32>), and the do-region yields it unchanged.
// The cast never holds (undefined behaviour when the before-region runs),
// but reshape-contradicting-casts follows only chains of casts, not values
// that a loop carries unchanged; after bufferization, canonicalize forwards
// the loop-invariant buffer and folds the chain into a memref.cast that does
// not verify. The program should compile and stop where the cast's value is
// used, as for a chain of casts.
//   reshape-opt contradicting-cast-through-while.mlir --reshape-to-llvm
func.func private @fuzz_observe(tensor<*xf32> {bufferization.access = "read"})
func.func private @fuzz_opaque_i64(i64) -> i64
memref.global "private" constant @g3 : memref<1x1xf32> = dense<4.>
func.func @f0(%v0: tensor<4x3x3xf32>, %v1: tensor<?x?x3xf32>) {
  %v2 = arith.constant false
  %v73:2 = scf.if %v2 -> (tensor<*xf32>, tensor<?xf32>) {
    %t9 = arith.constant 3 : i64
    %v7 = func.call @fuzz_opaque_i64(%t9) : (i64) -> i64
    %v8 = arith.index_cast %v7 : i64 to index
    %v6 = tensor.generate  {
    ^bb0(%t10: index, %t11: index):
      %t12 = arith.constant 0 : index
      %t13 = arith.constant 2 : index
      %t14 = arith.muli %t12, %t13 : index
      %t15 = arith.addi %t14, %t10 : index
      %t16 = arith.constant 2 : index
      %t17 = arith.muli %t15, %t16 : index
      %t18 = arith.addi %t17, %t11 : index
      %t19 = arith.addi %t18, %v8 : index
      %t20 = arith.index_cast %t19 : index to i64
      %t21 = arith.sitofp %t20 : i64 to f32
      tensor.yield %t21 : f32
    } : tensor<2x2xf32>
    %v9 = tensor.cast %v6 : tensor<2x2xf32> to tensor<*xf32>
    %v10 = arith.constant 1 : index
    %v12 = arith.constant 5 : index
    %v11 = tensor.generate %v10 {
    ^bb0(%t22: index):
      %t23 = arith.constant 0 : index
      %t24 = arith.muli %t23, %v10 : index
      %t25 = arith.addi %t24, %t22 : index
      %t26 = arith.addi %t25, %v12 : index
      %t27 = arith.index_cast %t26 : index to i64
      %t28 = arith.sitofp %t27 : i64 to f32
      tensor.yield %t28 : f32
    } : tensor<?xf32>
    scf.yield %v9, %v11 : tensor<*xf32>, tensor<?xf32>
  } else {
    %v13 = arith.constant -1 : i32
    %v14 = tensor.from_elements %v13 : tensor<1xi32>
    %v15 = reshape.dynamic_reshape %v0, %v14 special_zero = true : tensor<4x3x3xf32>, tensor<1xi32> -> tensor<36xf32>
    %t49 = arith.constant 1 : i64
    %v16 = func.call @fuzz_opaque_i64(%t49) : (i64) -> i64
    %v17 = arith.index_cast %v16 : i64 to index
    %t50 = arith.constant 2 : i64
    %v18 = func.call @fuzz_opaque_i64(%t50) : (i64) -> i64
    %v19 = arith.index_cast %v18 : i64 to index
    %v20 = arith.cmpi eq, %v17, %v19 : index
    %v68:2 = scf.if %v20 -> (tensor<?xf32>, tensor<?x?x?xf32>) {
      %v21 = arith.constant 0 : index
      %v22 = tensor.cast %v15 : tensor<36xf32> to tensor<?xf32>
      %v23 = arith.constant dense<5.> : tensor<1x1x1xf32>
      %t51 = tensor.empty() : tensor<1x1x1xf32>
      %v24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v23 : tensor<1x1x1xf32>) outs(%t51 : tensor<1x1x1xf32>) {
      ^bb0(%t52: f32, %t53: f32):
        %t54 = arith.constant 1. : f32
        %t55 = arith.addf %t52, %t54 : f32
        linalg.yield %t55 : f32
      } -> tensor<1x1x1xf32>
      %v25 = tensor.cast %v24 : tensor<1x1x1xf32> to tensor<?x?x?xf32>
      %t56 = arith.constant 1 : index
      %v26 = tensor.dim %v1, %t56 : tensor<?x?x3xf32>
      %v52:3 = scf.while (%v27 = %v21, %v28 = %v22, %v29 = %v25) : (index, tensor<?xf32>, tensor<?x?x?xf32>) -> (index, tensor<?xf32>, tensor<?x?x?xf32>) {
        %v30 = tensor.cast %v28 : tensor<?xf32> to tensor<5xf32>
        %v31 = tensor.from_elements : tensor<0xindex>
        %v32 = tensor.cast %v31 : tensor<0xindex> to tensor<?xindex>
        %v33 = tensor.cast %v30 : tensor<5xf32> to tensor<?xf32>
        %v34 = reshape.dynamic_reshape %v33, %v32 special_zero = false : tensor<?xf32>, tensor<?xindex> -> tensor<*xf32>
        %v35 = arith.cmpi slt, %v27, %v26 : index
        %v36 = tensor.cast %v30 : tensor<5xf32> to tensor<?xf32>
        %v37 = tensor.cast %v24 : tensor<1x1x1xf32> to tensor<?x?x?xf32>
        func.call @fuzz_observe(%v34) : (tensor<*xf32>) -> ()
        scf.condition(%v35) %v27, %v36, %v37 : index, tensor<?xf32>, tensor<?x?x?xf32>
      } do {
      ^bb0(%v38: index, %v39: tensor<?xf32>, %v40: tensor<?x?x?xf32>):
        %v48 = arith.constant 1 : index
        %v49 = arith.addi %v38, %v48 : index
        %v50 = arith.constant dense<-2.> : tensor<1x1x1xf32>
        %v51 = tensor.cast %v50 : tensor<1x1x1xf32> to tensor<?x?x?xf32>
        scf.yield %v49, %v39, %v51 : index, tensor<?xf32>, tensor<?x?x?xf32>
      }
      %v62 = arith.constant dense<64.> : tensor<1x1x1xf32>
      %v63 = tensor.cast %v62 : tensor<1x1x1xf32> to tensor<?x?x?xf32>
      scf.yield %v52#1, %v63 : tensor<?xf32>, tensor<?x?x?xf32>
    } else {
      %v64 = arith.constant dense<[[[0., 1., 2.], [3., 4., 5.], [6., 7., 8.], [9., 10., 11.]], [[12., 13., 14.], [15., 16., 17.], [18., 19., 20.], [21., 22., 23.]], [[24., 25., 26.], [27., 27., 29.], [30., 31., 32.], [33., 34., 35.]]]> : tensor<3x4x3xf32>
      %v66 = tensor.cast %v15 : tensor<36xf32> to tensor<?xf32>
      %v67 = tensor.cast %v64 : tensor<3x4x3xf32> to tensor<?x?x?xf32>
      scf.yield %v66, %v67 : tensor<?xf32>, tensor<?x?x?xf32>
    }
    %t94 = memref.get_global @g3 : memref<1x1xf32>
    %v70 = bufferization.to_tensor %t94 restrict : memref<1x1xf32> to tensor<1x1xf32>
    %t95 = tensor.empty() : tensor<1x1xf32>
    %v71 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v70 : tensor<1x1xf32>) outs(%t95 : tensor<1x1xf32>) {
    ^bb0(%t96: f32, %t97: f32):
      %t98 = arith.constant 2. : f32
      %t99 = arith.addf %t96, %t98 : f32
      linalg.yield %t99 : f32
    } -> tensor<1x1xf32>
    %v72 = tensor.cast %v71 : tensor<1x1xf32> to tensor<*xf32>
    scf.yield %v72, %v68#0 : tensor<*xf32>, tensor<?xf32>
  }
  return
}