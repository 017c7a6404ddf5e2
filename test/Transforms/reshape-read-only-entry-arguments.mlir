// RUN: reshape-opt %s --reshape-read-only-entry-arguments | FileCheck %s

// The tensor arguments of a public function are read-only for One-Shot
// Bufferize: its callers outside the module hand it their data.

// CHECK-LABEL: func.func @entry(
// CHECK-SAME:    %{{.*}}: tensor<4xf32> {bufferization.writable = false},
// CHECK-SAME:    %{{.*}}: index,
// CHECK-SAME:    %{{.*}}: tensor<*xf32> {test.keep},
// CHECK-SAME:    %{{.*}}: tensor<2xf32> {bufferization.writable = true})
func.func @entry(%a: tensor<4xf32>, %n: index, %u: tensor<*xf32> {test.keep}, %w: tensor<2xf32> {bufferization.writable = true}) {
  return
}

// Private functions (the module's own calls) and declarations stay.
// CHECK-LABEL: func.func private @callee(
// CHECK-SAME:    %{{.*}}: tensor<4xf32>)
func.func private @callee(%a: tensor<4xf32>) {
  return
}

// CHECK-LABEL: func.func private @declared(tensor<4xf32>)
func.func private @declared(tensor<4xf32>)

// An unranked argument stays writable: One-Shot Bufferize cannot copy it,
// and would refuse a function that writes it (differential fuzzer).
// CHECK-LABEL: func.func @unranked(
// CHECK-SAME:    %{{.*}}: tensor<*xf32>)
func.func @unranked(%u: tensor<*xf32>) {
  return
}
