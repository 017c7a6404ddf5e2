// RUN: reshape-opt %s --reshape-copy-loop-yielded-values | FileCheck %s

// A value the after region of an scf.while or the body of an scf.for
// yields that may be read-only once bufferized is copied: One-Shot
// Bufferize wrote in place into it in the next iteration.

// CHECK-LABEL: func.func @constants(
// CHECK:         } do {
// CHECK:           %[[K:.*]] = arith.constant dense<-5.000000e+00> : tensor<2xf32>
// CHECK:           %[[G:.*]] = bufferization.to_tensor
// CHECK:           %[[V:.*]] = tensor.cast %[[G]]
// CHECK:           %[[KC:.*]] = bufferization.alloc_tensor() copy(%[[K]]) : tensor<2xf32>
// CHECK:           %[[VC:.*]] = bufferization.alloc_tensor() copy(%[[V]]) : tensor<?xf32>
// CHECK:           scf.yield %{{.*}}, %[[KC]], %[[VC]], %{{.*}} :
memref.global "private" constant @g : memref<2xf32> = dense<1.0>
func.func @constants(%x: tensor<2xf32>, %n: index) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %xd = tensor.cast %x : tensor<2xf32> to tensor<?xf32>
  %r:4 = scf.while (%i = %c0, %a = %x, %b = %xd, %c = %x) : (index, tensor<2xf32>, tensor<?xf32>, tensor<2xf32>) -> (index, tensor<2xf32>, tensor<?xf32>, tensor<2xf32>) {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %a, %b, %c : index, tensor<2xf32>, tensor<?xf32>, tensor<2xf32>
  } do {
  ^bb0(%j: index, %a2: tensor<2xf32>, %b2: tensor<?xf32>, %c2: tensor<2xf32>):
    %next = arith.addi %j, %c1 : index
    %k = arith.constant dense<-5.0> : tensor<2xf32>
    %m = memref.get_global @g : memref<2xf32>
    %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
    %v = tensor.cast %t : tensor<2xf32> to tensor<?xf32>
    scf.yield %next, %k, %v, %c2 : index, tensor<2xf32>, tensor<?xf32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// A value from outside the loop (read after it) is copied too: the next
// iteration wrote it in place (found by review).
// CHECK-LABEL: func.func @from_outside(
// CHECK-SAME:    %[[X:.*]]: tensor<2xf32>
// CHECK:         } do {
// CHECK:           %[[C:.*]] = bufferization.alloc_tensor() copy(%[[X]]) : tensor<2xf32>
// CHECK:           scf.yield %{{.*}}, %[[C]] :
func.func @from_outside(%x: tensor<2xf32>, %n: index) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %a = %x) : (index, tensor<2xf32>) -> (index, tensor<2xf32>) {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %a : index, tensor<2xf32>
  } do {
  ^bb0(%j: index, %a2: tensor<2xf32>):
    %next = arith.addi %j, %c1 : index
    scf.yield %next, %x : index, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

// The carried value, and a tensor the loop makes, stay.
// CHECK-LABEL: func.func @carried_and_made(
// CHECK-NOT:     bufferization.alloc_tensor
// CHECK:         return
func.func @carried_and_made(%x: tensor<2xf32>, %n: index) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0, %a = %x, %b = %x) : (index, tensor<2xf32>, tensor<2xf32>) -> (index, tensor<2xf32>, tensor<2xf32>) {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %a, %b : index, tensor<2xf32>, tensor<2xf32>
  } do {
  ^bb0(%j: index, %a2: tensor<2xf32>, %b2: tensor<2xf32>):
    %next = arith.addi %j, %c1 : index
    %e = tensor.empty() : tensor<2xf32>
    %f = arith.constant 1.0 : f32
    %made = linalg.fill ins(%f : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %next, %a2, %made : index, tensor<2xf32>, tensor<2xf32>
  }
  return %r#1, %r#2 : tensor<2xf32>, tensor<2xf32>
}

// scf.for: a constant's global and a value from outside are copied; the
// carried values and a tensor the loop makes stay (differential fuzzer: a
// crash, the second iteration wrote into the global).
// CHECK-LABEL: func.func @for_loop(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<2xf32>
// CHECK:         scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}}, %[[C:.*]] = %{{.*}}, %[[D:.*]] = %{{.*}})
// CHECK:           %[[G:.*]] = bufferization.to_tensor
// CHECK:           %[[MADE:.*]] = linalg.fill
// CHECK:           %[[GC:.*]] = bufferization.alloc_tensor() copy(%[[G]]) : tensor<2xf32>
// CHECK:           %[[XC:.*]] = bufferization.alloc_tensor() copy(%[[X]]) : tensor<2xf32>
// CHECK-NOT:       bufferization.alloc_tensor
// CHECK:           scf.yield %[[GC]], %[[XC]], %[[C]], %[[MADE]] :
func.func @for_loop(%x: tensor<2xf32>, %n: index) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %x, %d = %x) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
    %m = memref.get_global @g : memref<2xf32>
    %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
    %e = tensor.empty() : tensor<2xf32>
    %f = arith.constant 1.0 : f32
    %made = linalg.fill ins(%f : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %t, %x, %c, %made : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
  }
  return %r#0, %r#1, %r#2, %r#3 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// The result of a loop nested in it is what its init is: the outer carried
// value passes (once the inner loop's own yields are handled), a value from
// outside is copied.
// CHECK-LABEL: func.func @nested_for(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<2xf32>
// CHECK:         scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}})
// CHECK:           %[[IN:.*]]:2 = scf.for {{.*}} iter_args(%[[P:.*]] = %[[A]], %[[Q:.*]] = %[[X]])
// CHECK-NOT:         bufferization.alloc_tensor
// CHECK:             scf.yield %[[P]], %[[Q]] :
// CHECK:           %[[QC:.*]] = bufferization.alloc_tensor() copy(%[[IN]]#1) : tensor<2xf32>
// CHECK-NOT:       bufferization.alloc_tensor
// CHECK:           scf.yield %[[IN]]#0, %[[QC]] :
func.func @nested_for(%x: tensor<2xf32>, %y: tensor<2xf32>, %n: index) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %y, %b = %y) -> (tensor<2xf32>, tensor<2xf32>) {
    %in:2 = scf.for %j = %c0 to %n step %c1 iter_args(%p = %a, %q = %x) -> (tensor<2xf32>, tensor<2xf32>) {
      scf.yield %p, %q : tensor<2xf32>, tensor<2xf32>
    }
    scf.yield %in#0, %in#1 : tensor<2xf32>, tensor<2xf32>
  }
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}

// Through an scf.if or a select, only what a branch yields that needs it is
// copied: an accumulator a branch updates stays (a review: the whole
// result was copied in each iteration).
// CHECK-LABEL: func.func @branches(
// CHECK:         scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}})
// CHECK:           %[[K:.*]] = scf.if
// CHECK:             %[[W:.*]] = tensor.insert {{.*}} into %[[A]]
// CHECK-NEXT:        scf.yield %[[W]]
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[A]]
// CHECK:           %[[G:.*]] = bufferization.to_tensor
// CHECK:           %[[GC:.*]] = bufferization.alloc_tensor() copy(%[[G]])
// CHECK-NEXT:      %[[S:.*]] = arith.select %{{.*}}, %[[B]], %[[GC]]
// CHECK-NOT:       bufferization.alloc_tensor
// CHECK:           scf.yield %[[K]], %[[S]] :
func.func @branches(%x: tensor<2xf32>, %n: index) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (tensor<2xf32>, tensor<2xf32>) {
    %odd = arith.cmpi eq, %i, %c1 : index
    %k = scf.if %odd -> tensor<2xf32> {
      %w = tensor.insert %one into %a[%c0] : tensor<2xf32>
      scf.yield %w : tensor<2xf32>
    } else {
      scf.yield %a : tensor<2xf32>
    }
    %m = memref.get_global @g : memref<2xf32>
    %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
    %s = arith.select %odd, %b, %t : tensor<2xf32>
    scf.yield %k, %s : tensor<2xf32>, tensor<2xf32>
  }
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}

// A value yielded for two carried tensors (views of one tensor) is copied
// the second time: the next iteration's arguments would be one buffer
// (differential fuzzer: an in-place write to one changed the other).
// CHECK-LABEL: func.func @yielded_twice(
// CHECK:         } do {
// CHECK:           %[[W:.*]] = linalg.fill
// CHECK-NEXT:      %[[C:.*]] = bufferization.alloc_tensor() copy(%[[W]])
// CHECK-NEXT:      scf.yield %{{.*}}, %[[W]], %[[C]] :
// CHECK:         scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}})
// CHECK-NEXT:      %[[AC:.*]] = bufferization.alloc_tensor() copy(%[[A]])
// CHECK-NEXT:      scf.yield %[[A]], %[[AC]] :
func.func @yielded_twice(%x: tensor<2xf32>, %n: index) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r:3 = scf.while (%i = %c0, %a = %x, %b = %x) : (index, tensor<2xf32>, tensor<2xf32>) -> (index, tensor<2xf32>, tensor<2xf32>) {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %a, %b : index, tensor<2xf32>, tensor<2xf32>
  } do {
  ^bb0(%j: index, %a2: tensor<2xf32>, %b2: tensor<2xf32>):
    %next = arith.addi %j, %c1 : index
    %e = tensor.empty() : tensor<2xf32>
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %next, %w, %w : index, tensor<2xf32>, tensor<2xf32>
  }
  %s:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %r#1, %b = %r#2) -> (tensor<2xf32>, tensor<2xf32>) {
    scf.yield %a, %a : tensor<2xf32>, tensor<2xf32>
  }
  return %s#0, %s#1 : tensor<2xf32>, tensor<2xf32>
}
