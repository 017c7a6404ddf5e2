// Upstream (MLIR 22.1): --remove-dead-values crashes (a null operand of an
// arith.andi it builds) on the output of convert-reshape-to-tensor: the
// shape resolution function and its callers, partly reduced; it holds no
// reshape op (red-team review; every converted program tried). reshape-to-llvm
// does not run that pass.
//   mlir-opt upstream-remove-dead-values-resolution.mlir --remove-dead-values
module {
  llvm.mlir.global internal constant @__reshape_check_1B9D70D68A44BBEB("r4.mlir:7:8: \00") {addr_space = 0 : i32}
  func.func private @reshape(%arg0: tensor<3x4x5xf32>, %arg1: tensor<2xi32>) -> tensor<?x?xf32> {
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[%c0] : tensor<2xi32>
    %c1 = arith.constant 1 : index
    %extracted_0 = tensor.extract %arg1[%c1] : tensor<2xi32>
    %0 = llvm.mlir.addressof @__reshape_check_1B9D70D68A44BBEB : !llvm.ptr
    %1:2 = call @__reshape_resolve_D5576F0CEFD2BB3E(%extracted, %extracted_0, %0) : (i32, i32, !llvm.ptr) -> (index, index)
    %from_elements = tensor.from_elements %1#0, %1#1 : tensor<2xindex>
    %reshape = tensor.reshape %arg0(%from_elements) : (tensor<3x4x5xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    return %reshape : tensor<?x?xf32>
  }
  func.func @main() {
    return
  }
  func.func private @__reshape_resolve_D5576F0CEFD2BB3E(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr) -> (index, index) attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %c-1 = arith.constant -1 : index
    %4 = arith.cmpi slt, %0, %c-1 : index
    %c0 = arith.constant 0 : index
    %5 = arith.cmpi eq, %0, %c0 : index
    %c-1_0 = arith.constant -1 : index
    %6 = arith.cmpi eq, %0, %c-1_0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %7 = arith.select %6, %c1, %c0_1 : index
    %c0_2 = arith.constant 0 : index
    %8 = arith.cmpi slt, %c0_2, %0 : index
    %c1_3 = arith.constant 1 : index
    %9 = arith.select %8, %0, %c1_3 : index
    %c-1_4 = arith.constant -1 : index
    %12 = arith.cmpi slt, %1, %c-1_4 : index
    %13 = arith.ori %4, %12 : i1
    %c0_5 = arith.constant 0 : index
    %14 = arith.cmpi eq, %1, %c0_5 : index
    %c-1_6 = arith.constant -1 : index
    %15 = arith.cmpi eq, %1, %c-1_6 : index
    %c1_7 = arith.constant 1 : index
    %c0_8 = arith.constant 0 : index
    %16 = arith.select %15, %c1_7, %c0_8 : index
    %17 = arith.addi %7, %16 : index
    %18 = arith.ori %5, %14 : i1
    %c0_9 = arith.constant 0 : index
    %19 = arith.cmpi slt, %c0_9, %1 : index
    %c1_10 = arith.constant 1 : index
    %20 = arith.select %19, %1, %c1_10 : index
    %21 = arith.index_cast %9 : index to i64
    %22 = arith.index_cast %20 : index to i64
    %23 = "llvm.intr.smul.with.overflow"(%21, %22) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %24 = llvm.extractvalue %23[0] : !llvm.struct<(i64, i1)> 
    %25 = arith.index_cast %24 : i64 to index
    %26 = llvm.extractvalue %23[1] : !llvm.struct<(i64, i1)> 
    %c1_11 = arith.constant 1 : index
    %29 = arith.cmpi slt, %c1_11, %17 : index
    %30 = arith.ori %13, %29 : i1
    %c1_12 = arith.constant 1 : index
    %31 = arith.cmpi eq, %17, %c1_12 : index
    %32 = arith.andi %31, %18 : i1
    %34 = arith.ori %30, %32 : i1
    %35:2 = scf.if %31 -> (index, i1) {
      %43 = arith.ori %34, %26 : i1
      %c60 = arith.constant 60 : index
      %c1_16 = arith.constant 1 : index
      %44 = arith.cmpi eq, %25, %c1_16 : index
      %45:2 = scf.if %44 -> (index, index) {
        %c0_18 = arith.constant 0 : index
        scf.yield %c60, %c0_18 : index, index
      } else {
        %c1_18 = arith.constant 1 : index
        %49 = arith.maxsi %25, %c1_18 : index
        %50 = arith.divsi %c60, %49 : index
        %51 = arith.remsi %c60, %49 : index
        scf.yield %50, %51 : index, index
      }
      %c0_17 = arith.constant 0 : index
      %47 = arith.cmpi ne, %45#1, %c0_17 : index
      %48 = arith.ori %43, %47 : i1
      scf.yield %45#0, %48 : index, i1
    } else {
      %c0_15 = arith.constant 0 : index
      scf.yield %c0_15, %34 : index, i1
    }
    %36 = arith.cmpi ne, %17, %c1_12 : index
    %37 = scf.if %36 -> (i1) {
      %c-1_15 = arith.constant -1 : index
      %42 = arith.cmpi eq, %0, %c-1_15 : index
      %43 = arith.select %42, %35#0, %0 : index
      %c0_16 = arith.constant 0 : index
      %44 = arith.cmpi eq, %43, %c0_16 : index
      %c-1_17 = arith.constant -1 : index
      %45 = arith.cmpi eq, %1, %c-1_17 : index
      %46 = arith.select %45, %35#0, %1 : index
      %47 = arith.index_cast %43 : index to i64
      %48 = arith.index_cast %46 : index to i64
      %49 = "llvm.intr.smul.with.overflow"(%47, %48) : (i64, i64) -> !llvm.struct<(i64, i1)>
      %50 = llvm.extractvalue %49[0] : !llvm.struct<(i64, i1)> 
      %51 = arith.index_cast %50 : i64 to index
      %52 = llvm.extractvalue %49[1] : !llvm.struct<(i64, i1)> 
      %c0_18 = arith.constant 0 : index
      %53 = arith.cmpi eq, %46, %c0_18 : index
      %54 = arith.ori %44, %53 : i1
      %true_19 = arith.constant true
      %55 = arith.xori %54, %true_19 : i1
      %56 = arith.andi %52, %55 : i1
      %58 = arith.ori %35#1, %56 : i1
      %c60 = arith.constant 60 : index
      %60 = arith.cmpi ne, %c60, %51 : index
      %61 = arith.ori %58, %60 : i1
      scf.yield %61 : i1
    } else {
      scf.yield %35#1 : i1
    }
    scf.if %37 {
    }
    %c-1_13 = arith.constant -1 : index
    %38 = arith.cmpi eq, %0, %c-1_13 : index
    %39 = arith.select %38, %35#0, %0 : index
    %c-1_14 = arith.constant -1 : index
    %40 = arith.cmpi eq, %1, %c-1_14 : index
    %41 = arith.select %40, %35#0, %1 : index
    return %39, %41 : index, index
  }
  func.func private @__reshape_fail_D5576F0CEFD2BB3E(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr) attributes {llvm.linkage = #llvm.linkage<internal>, no_inline, passthrough = ["cold", "noinline", "noreturn", "nounwind"]} {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %c-1 = arith.constant -1 : index
    %4 = arith.cmpi slt, %0, %c-1 : index
    %c0 = arith.constant 0 : index
    %5 = arith.cmpi eq, %0, %c0 : index
    %c-1_0 = arith.constant -1 : index
    %6 = arith.cmpi eq, %0, %c-1_0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %7 = arith.select %6, %c1, %c0_1 : index
    %c0_2 = arith.constant 0 : index
    %8 = arith.cmpi slt, %c0_2, %0 : index
    %c1_3 = arith.constant 1 : index
    %9 = arith.select %8, %0, %c1_3 : index
    %c-1_4 = arith.constant -1 : index
    %12 = arith.cmpi slt, %1, %c-1_4 : index
    %c0_5 = arith.constant 0 : index
    %13 = arith.cmpi eq, %1, %c0_5 : index
    %c-1_6 = arith.constant -1 : index
    %14 = arith.cmpi eq, %1, %c-1_6 : index
    %c1_7 = arith.constant 1 : index
    %c0_8 = arith.constant 0 : index
    %15 = arith.select %14, %c1_7, %c0_8 : index
    %16 = arith.addi %7, %15 : index
    %17 = arith.ori %5, %13 : i1
    %c0_9 = arith.constant 0 : index
    %18 = arith.cmpi slt, %c0_9, %1 : index
    %c1_10 = arith.constant 1 : index
    %19 = arith.select %18, %1, %c1_10 : index
    %20 = arith.index_cast %9 : index to i64
    %21 = arith.index_cast %19 : index to i64
    %22 = "llvm.intr.smul.with.overflow"(%20, %21) : (i64, i64) -> !llvm.struct<(i64, i1)>
    %23 = llvm.extractvalue %22[0] : !llvm.struct<(i64, i1)> 
    %24 = arith.index_cast %23 : i64 to index
    %25 = llvm.extractvalue %22[1] : !llvm.struct<(i64, i1)> 
    %c1_11 = arith.constant 1 : index
    %28 = arith.cmpi slt, %c1_11, %16 : index
    %c1_12 = arith.constant 1 : index
    %29 = arith.cmpi eq, %16, %c1_12 : index
    %30 = arith.andi %29, %17 : i1
    %32 = arith.ori %4, %12 : i1
    %33 = arith.ori %32, %28 : i1
    %34 = arith.ori %33, %30 : i1
    scf.if %34 {
    }
    %35 = scf.if %29 -> (index) {
      %c60 = arith.constant 60 : index
      %c1_16 = arith.constant 1 : index
      %42 = arith.cmpi eq, %24, %c1_16 : index
      %43:2 = scf.if %42 -> (index, index) {
        %c0_18 = arith.constant 0 : index
        scf.yield %c60, %c0_18 : index, index
      } else {
        %c1_18 = arith.constant 1 : index
        %47 = arith.maxsi %24, %c1_18 : index
        %48 = arith.divsi %c60, %47 : index
        %49 = arith.remsi %c60, %47 : index
        scf.yield %48, %49 : index, index
      }
      %c0_17 = arith.constant 0 : index
      %45 = arith.cmpi ne, %43#1, %c0_17 : index
      %46 = arith.ori %25, %45 : i1
      scf.if %46 {
      }
      scf.yield %43#0 : index
    } else {
      %c0_15 = arith.constant 0 : index
      scf.yield %c0_15 : index
    }
    %36 = arith.cmpi ne, %16, %c1_12 : index
    scf.if %36 {
      %c-1_15 = arith.constant -1 : index
      %41 = arith.cmpi eq, %0, %c-1_15 : index
      %42 = arith.select %41, %35, %0 : index
      %c0_16 = arith.constant 0 : index
      %43 = arith.cmpi eq, %42, %c0_16 : index
      %c-1_17 = arith.constant -1 : index
      %44 = arith.cmpi eq, %1, %c-1_17 : index
      %45 = arith.select %44, %35, %1 : index
      %46 = arith.index_cast %42 : index to i64
      %47 = arith.index_cast %45 : index to i64
      %48 = "llvm.intr.smul.with.overflow"(%46, %47) : (i64, i64) -> !llvm.struct<(i64, i1)>
      %49 = llvm.extractvalue %48[0] : !llvm.struct<(i64, i1)> 
      %50 = arith.index_cast %49 : i64 to index
      %51 = llvm.extractvalue %48[1] : !llvm.struct<(i64, i1)> 
      %c0_18 = arith.constant 0 : index
      %52 = arith.cmpi eq, %45, %c0_18 : index
      %53 = arith.ori %43, %52 : i1
      %true_19 = arith.constant true
      %54 = arith.xori %53, %true_19 : i1
      %55 = arith.andi %51, %54 : i1
      %c60 = arith.constant 60 : index
      %58 = arith.cmpi ne, %c60, %50 : index
      %59 = arith.ori %55, %58 : i1
      scf.if %59 {
        %60 = arith.index_cast %0 : index to i64
        %61 = arith.index_cast %1 : index to i64
        %62 = arith.index_cast %0 : index to i64
        %63 = arith.index_cast %1 : index to i64
        %64 = arith.index_cast %50 : index to i64
        llvm.call @__reshape_report_8840C607870C3A23(%arg2, %55, %58, %60, %61, %62, %63, %64) : (!llvm.ptr, i1, i1, i64, i64, i64, i64, i64) -> ()
      }
    }
    return
  }
  llvm.func internal @__reshape_report_7A0F852738287E51(%arg0: !llvm.ptr, %arg1: i1, %arg2: i1, %arg3: i1, %arg4: i1, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64) attributes {no_inline, passthrough = ["cold", "noreturn", "nounwind"]} {
    llvm.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    llvm.cond_br %arg2, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    llvm.cond_br %arg3, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    llvm.unreachable
  ^bb6:  // pred: ^bb4
    llvm.cond_br %arg4, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    llvm.unreachable
  ^bb8:  // pred: ^bb6
    llvm.unreachable
  }
  llvm.func internal @__reshape_report_39E8ACB62FCADDC9(%arg0: !llvm.ptr, %arg1: i1, %arg2: i1, %arg3: i64, %arg4: i64, %arg5: i64) attributes {no_inline, passthrough = ["cold", "noreturn", "nounwind"]} {
    llvm.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    llvm.cond_br %arg2, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    llvm.unreachable
  }
  llvm.func internal @__reshape_report_8840C607870C3A23(%arg0: !llvm.ptr, %arg1: i1, %arg2: i1, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) attributes {no_inline, passthrough = ["cold", "noreturn", "nounwind"]} {
    llvm.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.unreachable
  ^bb2:  // pred: ^bb0
    llvm.cond_br %arg2, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.unreachable
  ^bb4:  // pred: ^bb2
    llvm.unreachable
  }
  llvm.func internal @__reshape_trap_A24BA1B967FA0FE5() attributes {no_inline, passthrough = ["cold", "noreturn", "nounwind"]} {
    llvm.unreachable
  }
}
