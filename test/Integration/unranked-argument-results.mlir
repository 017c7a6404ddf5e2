// RUN: reshape-opt %s --reshape-to-llvm > %t.mlir
// RUN: %run < %t.mlir | FileCheck %s
// RUN: %run -e through_regions < %t.mlir | FileCheck %s --check-prefix=REGIONS

// A private function returns a reshape of its argument cast to an unranked
// tensor; the caller then writes the argument's tensor.empty again. One-Shot
// Bufferize missed that the result aliases the argument and wrote the second
// fill into the same buffer: the first result printed 2s (found by the
// differential fuzzer; reshape-copy-unranked-argument-results makes the
// function return a copy). A review found the same where the function
// returns a dynamic_reshape to an unranked tensor (a tensor.reshape, no
// cast), and an unranked cast yielded by an scf.if (also from an
// scf.index_switch) or an scf.execute_region, or chosen by an arith.select
// (@through_regions).

func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func private @flat(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %r = reshape.static_reshape %x [-1] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
  %u = tensor.cast %r : tensor<6xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = call @flat(%x) : (tensor<2x3xf32>) -> tensor<*xf32>
  %y = linalg.fill ins(%two : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: sizes = [6] strides = [1] data =
  // CHECK-NEXT: [1,  1,  1,  1,  1,  1]
  call @printMemrefF32(%r) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[2,   2,   2],
  %yu = tensor.cast %y : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%yu) : (tensor<*xf32>) -> ()
  return
}

func.func private @reshape_unranked(%x: tensor<2x3xf32>, %s: tensor<?xi32>) -> tensor<*xf32> {
  %r = reshape.dynamic_reshape %x, %s special_zero = false : tensor<2x3xf32>, tensor<?xi32> -> tensor<*xf32>
  return %r : tensor<*xf32>
}

func.func private @in_switch(%x: tensor<2x3xf32>, %k: index) -> tensor<*xf32> {
  %r = scf.index_switch %k -> tensor<*xf32>
  case 0 {
    %u = tensor.cast %x : tensor<2x3xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  }
  default {
    %v = reshape.static_reshape %x [-1] special_zero = false : tensor<2x3xf32> -> tensor<6xf32>
    %u = tensor.cast %v : tensor<6xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

func.func private @in_region(%x: tensor<2x3xf32>) -> tensor<*xf32> {
  %r = scf.execute_region -> tensor<*xf32> no_inline {
    %u = tensor.cast %x : tensor<2x3xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

func.func private @in_select(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %c: i1) -> tensor<*xf32> {
  %ux = tensor.cast %x : tensor<2x3xf32> to tensor<*xf32>
  %uy = tensor.cast %y : tensor<2x3xf32> to tensor<*xf32>
  %s = arith.select %c, %ux, %uy : tensor<*xf32>
  return %s : tensor<*xf32>
}

func.func @through_regions() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %s0 = arith.constant dense<[3, 2]> : tensor<2xi32>
  %s = tensor.cast %s0 : tensor<2xi32> to tensor<?xi32>
  %e = tensor.empty() : tensor<2x3xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %a = call @reshape_unranked(%x, %s) : (tensor<2x3xf32>, tensor<?xi32>) -> tensor<*xf32>
  %b = call @in_switch(%x, %c1) : (tensor<2x3xf32>, index) -> tensor<*xf32>
  %c = call @in_switch(%x, %c0) : (tensor<2x3xf32>, index) -> tensor<*xf32>
  %d = call @in_region(%x) : (tensor<2x3xf32>) -> tensor<*xf32>
  %true = arith.constant true
  %f = call @in_select(%x, %x, %true) : (tensor<2x3xf32>, tensor<2x3xf32>, i1) -> tensor<*xf32>
  %y = linalg.fill ins(%two : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  // REGIONS: sizes = [3, 2] strides = [2, 1] data =
  // REGIONS-NEXT: {{\[}}[1,   1],
  // REGIONS: sizes = [6] strides = [1] data =
  // REGIONS-NEXT: [1,  1,  1,  1,  1,  1]
  // REGIONS: sizes = [2, 3] strides = [3, 1] data =
  // REGIONS-NEXT: {{\[}}[1,   1,   1],
  // REGIONS: sizes = [2, 3] strides = [3, 1] data =
  // REGIONS-NEXT: {{\[}}[1,   1,   1],
  // REGIONS: sizes = [2, 3] strides = [3, 1] data =
  // REGIONS-NEXT: {{\[}}[1,   1,   1],
  // REGIONS: sizes = [2, 3] strides = [3, 1] data =
  // REGIONS-NEXT: {{\[}}[2,   2,   2],
  call @printMemrefF32(%a) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%b) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%c) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%d) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%f) : (tensor<*xf32>) -> ()
  %yu = tensor.cast %y : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%yu) : (tensor<*xf32>) -> ()
  return
}
