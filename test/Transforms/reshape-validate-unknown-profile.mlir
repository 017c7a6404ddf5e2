// RUN: not reshape-opt %s --reshape-validate=profile=tflite 2>&1 | FileCheck %s
// RUN: not reshape-opt %s --pass-pipeline='builtin.module(reshape-validate{profile=bogus})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PIPELINE
// RUN: reshape-opt --help | FileCheck %s --check-prefix=HELP

// The profile is an enum option: an unknown one is rejected while the
// command line is parsed, before any IR is read, and --help lists the values.

// CHECK: for the --profile option: Cannot find option named 'tflite'!
// PIPELINE: for the --profile option: Cannot find option named 'bogus'!

// HELP:      --reshape-validate
// HELP-NEXT:   --profile=<value>
// HELP-NEXT:     =onednn
// HELP-NEXT:     =openvino
func.func @f() {
  return
}
