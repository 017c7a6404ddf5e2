// RUN: not reshape-opt %s --reshape-validate=profile=tflite 2>&1 | FileCheck %s

// CHECK: reshape-validate: unknown profile 'tflite', expected 'onednn' or 'openvino'
func.func @f() {
  return
}
