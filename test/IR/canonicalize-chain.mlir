// RUN: %python %S/Inputs/generate-chain.py 1000 7 | reshape-opt --canonicalize | FileCheck %s --check-prefix=SEED7
// RUN: %python %S/Inputs/generate-chain.py 1000 11 | reshape-opt --canonicalize | FileCheck %s --check-prefix=SEED11

// A generated chain of 1,000 reshapes, static_reshape and dynamic_reshape
// with constant shapes, -1 and special_zero zeros that copy dims of the
// previous result, canonicalizes to one op of the input.

// SEED7-LABEL: func @chain
// SEED7-NEXT: %[[R:.*]] = reshape.static_reshape %{{.*}} [6, 20] special_zero = false : tensor<2x3x4x5xf32> -> tensor<6x20xf32>
// SEED7-NEXT: return %[[R]]

// SEED11-LABEL: func @chain
// SEED11-NEXT: %[[R:.*]] = reshape.static_reshape %{{.*}} [2, 60] special_zero = false : tensor<2x3x4x5xf32> -> tensor<2x60xf32>
// SEED11-NEXT: return %[[R]]
