//===- Passes.td - reshape dialect passes ------------------*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_TRANSFORMS_PASSES_TD
#define RESHAPE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ReshapePrivateCalleesPass
    : Pass<"reshape-private-callees", "::mlir::ModuleOp"> {
  let summary = "make the module call private copies of its public functions";
  let description = [{
    Ownership-based buffer deallocation makes a public function return
    buffers its caller owns, so such a function clones a view it returns;
    a private function instead returns, with each buffer, whether the caller
    owns it (`private-function-dynamic-ownership`). This pass moves the body
    of each public function that the module also calls into a private
    function `__reshape_body_<name>`, redirects the module's calls there,
    and leaves the public function as an entry point that calls it. Then
    `reshape-return-views` can return views from the entry point, and the
    module's callers know when they own a result.

    Functions used other than by `func.call` (a symbol reference in an
    attribute) are left alone. Run it after bufferization and before
    `ownership-based-buffer-deallocation`.

    Example:

    ```mlir
    func.func @f(%arg0: memref<2x3xf32>) -> memref<6xf32> {
      %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
      return %0 : memref<6xf32>
    }
    func.func @g(%arg0: memref<2x3xf32>) -> memref<6xf32> {
      %0 = call @f(%arg0) : (memref<2x3xf32>) -> memref<6xf32>
      return %0 : memref<6xf32>
    }
    ```

    becomes a private `@__reshape_body_f` with the body of `@f`, a `@f`
    that calls it, and a `@g` that calls it too.
  }];
}

def ReshapeReturnViewsPass
    : Pass<"reshape-return-views", "::mlir::ModuleOp"> {
  let summary = "remove the clones of returned views that entry points do not need";
  let description = [{
    Upstream ownership-based buffer deallocation makes every buffer that a
    public function returns owned by the caller, so it clones what the
    function returns unless the function owns it. In each entry point (a
    public function that nothing in the module calls or names), this pass
    removes the `bufferization.clone` of a returned value when:

    - the value is a view of an argument of the entry point, through
      view-like ops, `memref.cast` and calls of private functions whose
      result is always a view of one of their arguments (the clone may be
      unconditional, or under the `scf.if` on the ownership a private callee
      returned); the entry point returns the view;
    - the value is a view of a buffer the entry point allocates
      (`memref.alloc`), frees unconditionally before returning, and returns
      through no other result: the free is dropped and the caller takes
      ownership of the allocation (a copy that a reshape needed is then not
      copied again).

    Functions that the module calls keep their clones: their callers own
    results (`reshape-private-callees` gives those callers a private copy).

    Each result an entry point owns is a buffer of its own, since its caller
    frees each: a result that views the same buffer as an earlier one gets
    a clone, and two results the IR cannot tell apart (one buffer a private
    callee returns twice, or an `scf.if` yields twice) are compared at run
    time (`memref.extract_aligned_pointer_as_index`), the second cloned
    when they are the same buffer. Past 64 such pairs the pointers go to a
    stack array (`memref.alloca`) and each result is compared with those
    before it in an `scf.for`, so the code stays linear in the results.

    Run it after `ownership-based-buffer-deallocation` and before
    `bufferization-lower-deallocations`. An entry point then follows this
    ABI: a returned buffer either aliases an argument (the caller must not
    free it) or is owned by the caller (it frees the allocated pointer).

    Example:

    ```mlir
    func.func @f(%arg0: memref<2x3xf32>) -> memref<6xf32> {
      %0 = memref.collapse_shape %arg0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
      %1 = bufferization.clone %0 : memref<6xf32> to memref<6xf32>
      return %1 : memref<6xf32>
    }
    ```

    returns `%0` instead of `%1`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def ReshapeIdentityLayoutCastsPass
    : Pass<"reshape-identity-layout-casts", "::mlir::func::FuncOp"> {
  let summary = "check a memref.cast to the identity layout at run time, "
                "copy where it does not hold";
  let description = [{
    A `memref.cast` from a strided layout to the identity layout claims
    that the buffer is row-major at run time; the verifier takes it when
    the claim cannot be refuted statically (`memref<?x?xf32,
    strided<[4, 1]>>` to `memref<?x?xf32>`), and what reads the result as
    row-major (a `memref.collapse_shape` view) reads the wrong elements.
    One-Shot Bufferize makes such casts where a strided buffer meets a type
    of the identity layout with `?` extents (MLIR 22.1): a column slice of a
    `tensor<3x4xf32>` passed to a function of `tensor<?x?xf32>` gave the
    callee's `static_reshape [-1]` the first 6 elements of the matrix. This
    pass, run right after bufferization, replaces each such cast by a
    runtime test of the claim (offset 0 and row-major strides, dims of
    extent 1 aside, or no element at all) and an `scf.if`: the cast where
    it holds, a copy into a new buffer of the identity layout where it
    does not.

    ```mlir
    %c = memref.cast %s : memref<?x?xf32, strided<[4, 1]>> to memref<?x?xf32>
    ```

    becomes

    ```mlir
    %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s
    // %ok: %offset == 0 and each stride row-major (or extent 1), or no element
    %c = scf.if %ok -> (memref<?x?xf32>) {
      %v = memref.cast %s : memref<?x?xf32, strided<[4, 1]>> to memref<?x?xf32>
      scf.yield %v : memref<?x?xf32>
    } else {
      %b = memref.alloc(%sizes#0, %sizes#1) : memref<?x?xf32>
      memref.copy %s, %b : memref<?x?xf32, strided<[4, 1]>> to memref<?x?xf32>
      scf.yield %b : memref<?x?xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def ReshapeCheckAllocationSizesPass
    : Pass<"reshape-check-allocation-sizes", "::mlir::ModuleOp"> {
  let summary = "stop where a buffer's size in bytes overflows 64 bits";
  let description = [{
    Upstream's lowering of `memref.alloc` and `memref.alloca` computes a
    buffer's size in bytes in 64 bits and lets it wrap: a
    `memref<4294967296x4294967296x16xf32>` (2^68 bytes) got a buffer of a
    few bytes, and the code that fills it wrote far past its end (heap
    corruption or a segmentation fault, found by review). This pass puts a
    check before each allocation whose size in bytes may not fit (a static
    size that does not: an unconditional stop; dynamic sizes: a check of
    their product) that stops the program as a failed reshape check does
    in `check-mode`, with its location:

    ```
    big.mlir:2:8: memref.alloc: cannot allocate memref<?x4294967296xf32> of 4294967296x4294967296 elements: its size in bytes overflows 64 bits
    ```

    A buffer with a 0 extent has no bytes, whatever its other extents. The
    bound leaves room for the alignment the lowering adds: a size of 2^63
    bytes less 64 KiB or more is refused (no machine allocates it). The
    element size is the data layout's, and for an integer or float at
    least the next power of two of its bits (as LLVM lays out an i65 or an
    f80); buffers of other elements (memrefs, scalable vectors) are left
    alone.

    Each allocation it has seen is marked `reshape.size_checked`, and a
    marked one is not checked again: `reshape-to-llvm` runs the pass right
    after bufferization (where bufferization put each allocation, below
    the reshape checks that stop first) and again before the memref
    lowering (for the copies and clones made in between). A module pass:
    the message and report function are module symbols (modules nested in
    this one are left to their own run).
  }];
  let options = [
    Option<"checkMode", "check-mode", "::mlir::reshape::RuntimeCheckMode",
           /*default=*/"::mlir::reshape::RuntimeCheckMode::Stderr",
           "How a failed check reports and stops the program (as "
           "convert-reshape-to-tensor's)",
           [{::llvm::cl::values(
             clEnumValN(::mlir::reshape::RuntimeCheckMode::Stderr, "stderr",
                        "the message and the values on stderr (dprintf), "
                        "then exit(1); needs libc"),
             clEnumValN(::mlir::reshape::RuntimeCheckMode::Assert, "assert",
                        "cf.assert with a static message, for targets "
                        "without libc"))}]>
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def ReshapeCheckTensorExtentsPass
    : Pass<"reshape-check-tensor-extents", "::mlir::ModuleOp"> {
  let summary = "check at run time the `?` extents that tensor.cast, "
                "tensor.concat and tensor.pad take for static ones, the "
                "output sizes of tensor.expand_shape, the shape of "
                "tensor.reshape, the bounds of "
                "tensor.extract_slice, tensor.insert_slice and "
                "tensor.parallel_insert_slice, and the extents of the "
                "tensors of an elementwise op";
  let description = [{
    A `?` extent of an operand must agree at run time with the static
    extents of the result type; upstream leaves a disagreement undefined,
    and its bufferization writes out of bounds: a `tensor.concat` of a `?`
    operand of 2 and a static 2 into a result typed 3 wrote past the end
    of the result, a `tensor.pad` of a `?` source of 2 by 1 and 1 into a
    result typed 3 too, and canonicalization folded the dim of a cast to 4
    into 4 and its reads into reads of its source of 2 (found by review).
    This pass checks, where the op is:

    - `tensor.cast` to a ranked type: the rank of an unranked source, then
      (read only where the rank holds) each `?` source extent the result
      type makes static (`tensor.cast: dim 0 of the source is 2 at run
      time, the result type says 5`);
    - `tensor.concat`: in each dim but the concat dim, each `?` operand
      extent against the result's static extent, else a static operand's,
      else the first operand's (`operand 1 has extent 4 in dim 1, the
      result type says 3`); along the concat dim, the sum in unsigned 64
      bits with its carry, against the result's static extent (`the operand
      extents 3 + 2 along dim 0 do not add up to the result's 3`), or for a
      `?` one, not past 2^63 - 1 (`... add up past the largest extent`);
    - `tensor.pad`: each `?` low and high padding at least 0 (`the low
      padding of dim 0 is -1, below 0`), and low + source + high the same
      way (`dim 0: low padding 1 + source extent 2 + high padding 1 do not
      add up to the result's 3`);
    - `tensor.extract_slice`: in each dim where an offset, size, stride or
      the source's extent is `?`, a size not below 0 and the positions from
      the offset to offset + (size - 1) x stride (in 128 bits; strides may
      be negative) inside the source's extent (`dim 0: offset 0, size 4 and
      stride 1 reach outside the source's extent 2`);
    - `tensor.insert_slice` and `tensor.parallel_insert_slice`: the same
      in the destination, and each extent of the source against a `?` size
      (`the source's extent 3 in dim 0 is not the size 2 of dim 1`);
    - `tensor.expand_shape`: in each group of a `?` source extent, each `?`
      size not below 0 (`the size of dim 0 is -2, below 0`), and the
      product of the group's sizes, exact (a 0 size makes it 0, else no
      partial product may pass 2^63 - 1), that extent (`the sizes 4 x 3 of
      dims 0 to 1 do not multiply to the source's extent 6 in dim 0`): its
      view takes the sizes as they are, and a loop over its 4 rows read 2
      rows past the end.
    - `tensor.reshape`: no value of the shape below 0 (`value 1 of the
      shape is -3, below 0`), their product (exact, the same way) the
      source's element count (`the values of the shape multiply to 12, the
      source has 6 elements`, or `... multiply past the largest extent`),
      and each static extent of the result type the value of its dim
      (`value 0 of the shape is 3, the result type says 2`); the values
      of a shape of static length up to 16 one at a time, else in a loop,
      as the extents of an unranked source.
    - an op with the `ElementwiseMappable` traits on ranked tensors, with
      one result (an `arith.addf` of two `tensor<?x4xf32>`; not an
      `arith.select` of a scalar condition, which picks one of two
      tensors): in each dim, each `?` operand extent against the result's
      static one, else a static operand's, else the first tensor
      operand's (`operand 1 has extent 2 in dim 0, operand 0 has 8`). The
      linalg.generic it becomes (`reshape-elementwise-to-linalg`, which
      converts such an op only when this pass marked it
      `reshape.extents_checked`) runs over the first operand's extents.

    The program stops, as a failed reshape check does (`check-mode`),
    before each use of the op's value, not at the op: the op is pure, and
    `--loop-invariant-code-motion` hoists it out of a loop that may not run,
    where a valid program never uses it. Uses are followed through the
    views of the value (`tensor.cast`, `tensor.expand_shape`,
    `tensor.collapse_shape`, `tensor.extract_slice`, which touch no
    element), through the extents read of it (`tensor.dim`, `tensor.rank`)
    and pure arithmetic on them, and through `arith.select`, whose stops
    hold only where it picked the wrong value; a `cf.cond_br` or a
    `cf.switch` stops only where it takes an edge that passes it; any other
    op stops first (a `tensor.insert` bufferizes into the buffer it is
    given), also where `--loop-invariant-code-motion` hoisted it: it would
    access the data past its end. A concat, pad or elementwise op with a
    check runs only where its checks hold (else its value is an empty tensor of
    its type), an insert_slice too (else its value is its destination); a
    cast, expand_shape, reshape or extract_slice is a view, and only its
    uses stop.
    A parallel_insert_slice writes where it is, in the terminator of its
    `scf.forall`: the stop goes right before that terminator. The checks
    of one stop share one branch on the passing path; each stop is an
    `scf.if` marked `reshape.extent_check`.

    First of all, a cast of a reshape result that canonicalization would
    make a reshape declaring the cast's type (its value used in its block,
    right after it, through no select or branch that may not pick it)
    becomes that reshape here, as canonicalization would make it (the
    reshape itself, or an identity reshape where the cast was), checked by
    R6; every such decision is taken before the first rewrite. Left to
    canonicalization, a decision changed while it ran or after this pass:
    the check it made of another cast (in an `scf.if` branch, say), or a
    stop of this pass (the bounds check of a slice of the cast), came
    between the cast and its use, and the cast stayed unchecked (found by
    review). Every other cast this pass checks is marked
    `reshape.extents_checked`, which canonicalization leaves.

    `reshape-to-llvm` runs it with runtime checks, first: before the first
    canonicalization, and before `reshape-empty-concat-operands` and
    `reshape-empty-pad-sources`, which drop a `?` operand where the static
    ones fill the result. A module pass: the messages and report function
    are module symbols (symbol tables nested in the module are left
    alone).
  }];
  let options = [
    Option<"checkMode", "check-mode", "::mlir::reshape::RuntimeCheckMode",
           /*default=*/"::mlir::reshape::RuntimeCheckMode::Stderr",
           "How a failed check reports and stops the program (as "
           "convert-reshape-to-tensor's)",
           [{::llvm::cl::values(
             clEnumValN(::mlir::reshape::RuntimeCheckMode::Stderr, "stderr",
                        "the message and the values on stderr (dprintf), "
                        "then exit(1); needs libc"),
             clEnumValN(::mlir::reshape::RuntimeCheckMode::Assert, "assert",
                        "cf.assert with a static message, for targets "
                        "without libc"))}]>
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapeSkipEmptyLoopNestsPass
    : Pass<"reshape-skip-empty-loop-nests", "::mlir::func::FuncOp"> {
  let summary = "skip a loop nest whose inner loop runs no iteration";
  let description = [{
    A loop nest over the dims of a buffer (what `convert-linalg-to-loops`
    makes of a `linalg.fill` or a `linalg.generic`) runs its outer loops in
    full even when an inner dim is 0: over a `3x9223372036854775807x0xf32`
    buffer, a valid reshape of a `3x0xf32` one, the outer loops of a fill
    take 3 x (2^63 - 1) iterations and never end (the differential fuzzer
    found such a program hanging; canonicalize had moved the fill of the
    `3x0` tensor behind its reshape). This pass guards each outermost
    `scf.for` without results by an `scf.if` that its perfectly nested
    inner loops, those with bounds defined outside the nest, all run: one
    `lb < ub` test per inner loop whose bounds are not constants that
    already say so. A nest whose inner loops all run is left alone.

    ```mlir
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %big step %c1 {
        scf.for %k = %c0 to %d step %c1 { ... }
      }
    }
    ```

    becomes

    ```mlir
    %a = arith.cmpi slt, %c0, %big : index
    %b = arith.cmpi slt, %c0, %d : index
    %run = arith.andi %a, %b : i1
    scf.if %run {
      scf.for %i = %c0 to %c3 step %c1 { ... }
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def ReshapeParallelLoopsToForPass
    : Pass<"reshape-parallel-loops-to-for", "::mlir::func::FuncOp"> {
  let summary = "scf.parallel as nested scf.for, reductions folded in order";
  let description = [{
    One-Shot Bufferize (MLIR 22.1) does not take the body of an
    `scf.parallel` for one that runs again: an op there writes in place
    into a buffer from outside the loop (a `tensor.insert` into a value
    defined before the loop, a generic into a `tensor.empty` that CSE
    merged with one outside), and the next iteration reads what it wrote: a
    silently wrong program (differential fuzzer; a review found the same
    with reductions and through `affine.parallel`). It gets `scf.for`
    right. This pass rewrites each `scf.parallel` as a nest of `scf.for`
    over its dims, in order; each reduction is carried through iteration
    arguments and combined with the iteration's value by its region.
    `reshape-to-llvm` runs it right before bufferization, after
    `lower-affine`.

    ```mlir
    %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
      %v = ...
      scf.reduce(%v : f32) {
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        scf.reduce.return %s : f32
      }
    }
    ```

    becomes

    ```mlir
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
      %v = ...
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    ```
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def ReshapeIndexSwitchToIfPass
    : Pass<"reshape-index-switch-to-if", "::mlir::func::FuncOp"> {
  let summary = "an scf.index_switch with tensor results as a chain of scf.if";
  let description = [{
    One-Shot Bufferize (MLIR 22.1) does not see that a result of an
    `scf.index_switch` aliases the buffer its case yields: a later op may
    then write that buffer in place while the switch's result is still
    read, and the program reads the new value (a silently wrong program,
    found by the differential fuzzer: a `linalg.generic` whose `outs`
    shares a `tensor.empty` with an earlier one, after CSE). It gets
    `scf.if` right. This pass rewrites each switch with a tensor result as
    `scf.if (arg == case0) {case 0} else {scf.if (arg == case1) ... else
    {default}}`, the regions moved as they are; `reshape-to-llvm` runs it
    right before bufferization.

    ```mlir
    %r = scf.index_switch %i -> tensor<f32>
    case 2 { scf.yield %a : tensor<f32> }
    default { scf.yield %b : tensor<f32> }
    ```

    becomes

    ```mlir
    %c2 = arith.constant 2 : index
    %is2 = arith.cmpi eq, %i, %c2 : index
    %r = scf.if %is2 -> (tensor<f32>) {
      scf.yield %a : tensor<f32>
    } else {
      scf.yield %b : tensor<f32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def ReshapeNestedLinalgIndicesPass
    : Pass<"reshape-nested-linalg-indices", "::mlir::func::FuncOp"> {
  let summary = "CSE keeps the linalg.index of a nested linalg op apart "
                "from those around it";
  let description = [{
    `linalg.index` reads the position of the nearest linalg op around it,
    yet upstream marks it `Pure` (llvm/llvm-project#62644): CSE replaced
    the `linalg.index` of a linalg op nested in another by the outer op's
    one of the same dim, which reads the outer position. A `tensor.pad`
    whose body holds another (bufferized as nested `linalg.map`s) printed
    values of the wrong positions (found by review). This pass gives each
    `linalg.index` inside two or more linalg ops the attribute
    `reshape.linalg_depth`, the number of linalg ops around it, so that CSE
    sees it as an op other than those of the ops around (two ops of one
    depth never dominate each other across linalg ops). `reshape-to-llvm`
    runs it before each CSE that may meet a `linalg.index`.

    ```mlir
    linalg.map outs(%a : memref<4xf32>) () {
      %i = linalg.index 0 : index
      linalg.map outs(%b : memref<4xf32>) () {
        %j = linalg.index 0 : index
        ...
    ```

    gets `%j = linalg.index 0 {reshape.linalg_depth = 2 : i64} : index`.
  }];
}

def ReshapeGuardPadBodiesPass
    : Pass<"reshape-guard-pad-bodies", "::mlir::func::FuncOp"> {
  let summary = "a tensor.pad body that is not plain arithmetic runs at "
                "padding positions only";
  let description = [{
    The body of a `tensor.pad` gives the value of each padding position,
    but its bufferization (MLIR 22.1) runs it at every position of the
    result and then writes the source over the middle. A body of more than
    pure `arith` and `math` ops and constants (a reshape's runtime check, a
    call, a division that may trap, a `tensor.extract` whose index is valid
    at the padding positions only) then ran where the op never asks for
    it: a reshape whose shape is valid at the padding positions only
    stopped a valid program with an R4 error, and an extract read out of
    bounds (found by review). This pass puts such a body under an `scf.if`
    that tests whether the position is outside the source in some dim, and
    yields `ub.poison` elsewhere (a value the source overwrites), and marks
    the pad `reshape.guarded_body`. A body of constants and pure arithmetic,
    or of a pad so marked, stays as it is.
    `reshape-to-llvm` runs it right before bufferization.

    ```mlir
    %p = tensor.pad %src low[1] high[1] {
    ^bb0(%i: index):
      %v = func.call @value(%i) : (index) -> f32
      tensor.yield %v : f32
    } : tensor<2xf32> to tensor<4xf32>
    ```

    becomes

    ```mlir
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %end = arith.addi %c1, %c2 : index
    %p = tensor.pad %src low[1] high[1] {
    ^bb0(%i: index):
      %before = arith.cmpi ult, %i, %c1 : index
      %after = arith.cmpi uge, %i, %end : index
      %padding = arith.ori %before, %after : i1
      %v = scf.if %padding -> (f32) {
        %w = func.call @value(%i) : (index) -> f32
        scf.yield %w : f32
      } else {
        %poison = ub.poison : f32
        scf.yield %poison : f32
      }
      tensor.yield %v : f32
    } : tensor<2xf32> to tensor<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::ub::UBDialect"];
}

def ReshapeEmptyConcatOperandsPass
    : Pass<"reshape-empty-concat-operands", "::mlir::func::FuncOp"> {
  let summary = "drop the operands of tensor.concat without elements";
  let description = [{
    One-Shot Bufferize copies each operand of a `tensor.concat` into a
    `memref.subview` of the result at its offset along the concat dim; for
    an operand with a static 0 extent there after the other operands, that
    offset is the result's extent, which the subview verifier refuses (MLIR
    22.1: `offset 0 is out-of-bounds: 2 >= 2`). A valid Concat of a oneDNN
    graph (a `2` and a `0` along axis 0) did not lower (found by fuzzing
    the importer). Such operands add nothing: this pass drops them; a
    concat left with one operand is that operand (cast to the result type),
    and one whose operands are all empty is its first. A concat whose
    types show it has no element (a static 0 in its result type, or in
    another dim of an operand: a 1x0 and a 3x0 along dim 0 gave `offset 1
    is out-of-bounds`) becomes a `tensor.empty` of its type. `reshape-to-llvm`
    runs it right before bufferization. A `?` operand extent counts as
    empty where the static extents of the others fill the result's static
    extent (its slice also started at the end: found by review).

    ```mlir
    %c = tensor.concat dim(0) %a, %e : (tensor<2xf32>, tensor<0xf32>) -> tensor<2xf32>
    ```

    becomes a use of `%a`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapeEmptyPadSourcesPass
    : Pass<"reshape-empty-pad-sources", "::mlir::func::FuncOp"> {
  let summary = "a tensor.pad of a source without elements as tensor.generate";
  let description = [{
    Bufferized, a `tensor.pad` copies its source into a `memref.subview` of
    the result at the low padding. For a source with a static 0 extent
    whose low padding fills the result's extent, that subview starts at the
    end of the result, which the subview verifier refuses (MLIR 22.1:
    `offset 0 is out-of-bounds: 1 >= 1` for `tensor.pad %e low[1] high[0]
    : tensor<0xf32> to tensor<1xf32>`); an imported pooling whose negative
    padding crops the whole input did not lower either (found by fuzzing
    the importer), nor one of a `?` source empty at run time whose static
    padding fills a static result extent (found by review). Such a pad is
    all padding: this pass replaces every pad of a source with a static 0
    extent, or with static padding that fills a static result extent, by a
    `tensor.generate` of the pad's result type with the pad's body (the same index arguments and
    `tensor.yield`; its dynamic extents as the pad reifies them, with
    `affine.apply`). `reshape-to-llvm` runs it right before bufferization.
  }];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapePrepareTensorReshapesPass
    : Pass<"reshape-prepare-tensor-reshapes", "::mlir::func::FuncOp"> {
  let summary = "give tensor.reshape the shape and result that upstream's lowering gets right";
  let description = [{
    Upstream's lowering of `memref.reshape` (MLIR 22.1) gets valid reshapes
    wrong in three ways:

    - a shape of integers narrower than `index`: for a ranked result it
      leaves an `unrealized_conversion_cast` from `i32` to `i64`
      (llvm/llvm-project#77430), which the lowering then refuses; for an
      unranked result it reads the shape buffer as 64-bit values, so a
      shape of `[3, 2]` in `i32` gave sizes `8589934595 x ...` and printed
      memory far past the data;
    - a shape of static length into an unranked result: it crashes;
    - a shape of `?` length (an unranked result) that is a view with an
      offset or strides: it reads the values from the start of the buffer,
      one after the other (a shape `[2, 3]` sliced at offset 1 of
      `[4, 2, 3]` gave sizes `4 x 2` of 6 elements and printed past them;
      found by review).

    This pass gives each `tensor.reshape` a shape of `index` values read
    from its own, unless it has one of static length already (a
    `tensor.from_elements` for a static length of at most 16, bufferized as
    stores of known values that `reshape-reinterpret-reshapes` makes a
    `memref.reinterpret_cast`; else a `tensor.generate`, a fresh buffer); a
    ranked result of `?` extents, cast back to the unranked type, for a
    shape of static length; and a fresh shape (`tensor.generate`) of `?`
    length. A shape of integers wider than 64 bits is refused with a
    located error: its values would be truncated. `reshape-to-llvm` runs it
    before bufferization.

    ```mlir
    %r = tensor.reshape %x(%shape) : (tensor<?xf32>, tensor<2xi32>) -> tensor<*xf32>
    ```

    becomes

    ```mlir
    %a = tensor.extract %shape[%c0] : tensor<2xi32>
    %ai = arith.index_cast %a : i32 to index
    %b = tensor.extract %shape[%c1] : tensor<2xi32>
    %bi = arith.index_cast %b : i32 to index
    %s = tensor.from_elements %ai, %bi : tensor<2xindex>
    %0 = tensor.reshape %x(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %r = tensor.cast %0 : tensor<?x?xf32> to tensor<*xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapeZeroElementCollapsesPass
    : Pass<"reshape-zero-element-collapses", "::mlir::func::FuncOp"> {
  let summary = "a tensor.collapse_shape of a tensor without elements as tensor.empty";
  let description = [{
    One-Shot Bufferize gives the `memref.collapse_shape` of a group that
    holds a static 0 and a `?` extent a static 0 result extent, which its
    verifier refuses (MLIR 22.1): `tensor.collapse_shape %x [[0, 1]] :
    tensor<0x?xf32> into tensor<?xf32>` does not bufferize. Canonicalize
    makes such collapses (it folds a `tensor.cast` from `tensor<0x?xf32>`
    into the collapse of a `tensor<?x?xf32>`). A tensor with a static 0
    extent has no elements, so this pass replaces such a collapse by a
    `tensor.empty` of its result type, each `?` extent the product of the
    source extents of its group. `reshape-to-llvm` runs it right before
    bufferization.

    ```mlir
    %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<0x?x?xf32> into tensor<?x?xf32>
    ```

    becomes

    ```mlir
    %d = tensor.dim %x, %c2 : tensor<0x?x?xf32>
    %c = tensor.empty(%c0, %d) : tensor<?x?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapeLiftCFPass
    : Pass<"reshape-lift-cf", "::mlir::func::FuncOp"> {
  let summary = "lift the unstructured control flow of a function body or scf.execute_region to scf";
  let description = [{
    Bufferization mishandles unstructured control flow (MLIR 22.1): it
    supports no loop of it (a `cf.br` back to an earlier block, what
    `--convert-scf-to-cf` makes of an `scf.for`): ownership-based
    deallocation refuses one ("Only structured control-flow loops are
    supported", located at the function), and One-Shot Bufferize recursed
    without end on a tensor such a loop carries (a crash); ownership-based
    deallocation takes no `cf.switch` ("BranchOpInterface operations with
    multiple successors are not supported yet"), and crashed on a plain
    `cf.cond_br` after the result of a call of a private function (what
    `--convert-scf-to-cf` makes of an `scf.if`; found by review). This
    pass lifts each function body and `scf.execute_region` region of more
    than one block whose branches are all `cf.br`, `cf.cond_br` or
    `cf.switch` to `scf` ops (`scf.while`, `scf.if`, `scf.index_switch`),
    with upstream's `transformCFGToSCF` (what `--lift-cf-to-scf` runs on
    every region). Where the lifting needs a value of no meaning (a path
    that never runs, a variable not yet defined; a loop that never exits
    returns such values), a tensor is a `tensor.empty` (a `?` extent 0),
    not upstream's `ub.poison`, which One-Shot Bufferize cannot bufferize.
    A region with another branch (`llvm.cond_br`, say) stays as it is,
    unless its blocks form a loop or it holds a `cf.switch`: that is
    refused with a located error. The lifted loop carries its values
    through variables of the lifting's own: bufferization may copy a
    carried tensor in each iteration (write `scf` loops where that
    matters). `reshape-to-llvm` runs it before bufferization, ahead of
    `reshape-index-switch-to-if`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::ub::UBDialect"];
}

def ReshapeCopyAliasingResultsPass
    : Pass<"reshape-copy-aliasing-results", "::mlir::ModuleOp"> {
  let summary = "a function the module calls returns a copy of a result that views what an earlier result does, or a read-only buffer";
  let description = [{
    One-Shot Bufferize does not see that two results of a call are one
    buffer when the callee returns a value twice, or two views of one value
    (MLIR 22.1): the caller wrote one result in place and the other changed
    with it, a silently wrong program. In each function that the module
    calls, this pass returns a copy (`bufferization.alloc_tensor ... copy`)
    of each result that views (through `tensor.cast`, `tensor.reshape`,
    `tensor.collapse_shape`, `tensor.expand_shape` and
    `tensor.extract_slice`) the value an earlier result of the same return
    views, or a `bufferization.to_tensor` that is not `writable` (of a
    `memref.get_global`, say: One-Shot let the caller write the result in
    place, and the program changed a global it never writes). An unranked
    result is copied through the ranked value it casts; another unranked one (One-Shot Bufferize can copy no unranked tensor)
    is flattened by its element count (`tensor.reshape`), copied and
    reshaped back to its dims. Entry points, which nothing in the module
    calls, keep their results. `reshape-to-llvm` runs it right before
    One-Shot Bufferize.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapeReadOnlyEntryArgumentsPass
    : Pass<"reshape-read-only-entry-arguments", "::mlir::ModuleOp"> {
  let summary = "the tensor arguments of public functions are read-only (bufferization.writable = false) unless they say otherwise";
  let description = [{
    One-Shot Bufferize takes a function's tensor arguments for buffers it
    may write in place unless they say `bufferization.writable = false`. A
    public function is called from outside the module too (through its C
    interface, compiled ahead of time), where the argument is the caller's
    data: a function that wrote its argument in place (a `linalg.generic`
    whose init is the argument) changed the caller's input, so a second call
    saw other values, or wrote into read-only memory (a crash). This pass
    marks each ranked tensor argument of a public function with a body
    `bufferization.writable = false` unless the argument has that attribute
    already (`true` keeps the in-place writes, for a caller that hands its
    buffer over); One-Shot then copies before it writes. An unranked
    argument stays writable: One-Shot cannot copy an unranked tensor, and
    would refuse a function that writes it. The arguments of private
    functions, which only the module calls, stay as they are.
    `reshape-to-llvm` runs it right before One-Shot Bufferize.
  }];
}

def ReshapeCopyLoopYieldedValuesPass
    : Pass<"reshape-copy-loop-yielded-values", "::mlir::func::FuncOp"> {
  let summary = "copy what an scf.for or scf.while yields for the next iteration, unless it is a carried value or a tensor the loop makes";
  let description = [{
    One-Shot Bufferize (MLIR 22.1, with `allow-return-allocs-from-loops`)
    takes the iteration arguments of an `scf.for` and of an `scf.while`'s
    before region for buffers of their own, which an op of the next
    iteration may write in place, whatever the loop yields: it wrote into a
    tensor constant's read-only global (a crash) and into a value from
    outside the loop that was read after it (a silently wrong program).
    This pass copies (`bufferization.alloc_tensor ... copy`) each ranked
    value that the body of an `scf.for` or the after region of an
    `scf.while` yields unless, through casts, reshapes and slices, it is a
    carried value (an iteration argument of the `scf.for`; an argument of
    the while's before region that `scf.condition` passes on) or a tensor an
    op in the loop makes (`tensor.empty`, a destination-style op, ...; the
    result of a loop nested in it, whose yields this pass handles too, is
    what its init is); a constant, a value from outside, and what a call
    yields are copied; through an `scf.if`, `scf.index_switch` or
    `arith.select` in the loop, only the values a branch yields that need
    it (an accumulator a branch updates stays). A value yielded for two
    carried tensors (views of one tensor) is copied the second time: the
    next iteration's two arguments would be one buffer, and a write to one
    changed the other. `reshape-to-llvm` runs it right before One-Shot
    Bufferize.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def ReshapeSplitEmptyTensorsPass
    : Pass<"reshape-split-empty-tensors", "::mlir::func::FuncOp"> {
  let summary = "give each use of a tensor.empty a tensor.empty of its own";
  let description = [{
    CSE merges the `tensor.empty` ops of one type into one value, the
    destination of every op that writes a tensor of that type. One-Shot
    Bufferize's analysis then checks each write into that value against
    every other use of it, in time quadratic in the number of uses: an
    imported graph of 4,000 ops (2,000 `linalg.generic` ReLUs into one
    merged `tensor.empty`) spent 68 s there, 0.13 s once each had its own.
    This pass gives each use of a `tensor.empty` of more than one use a
    copy of its own, where One-Shot would have put the buffer of a write it
    did not make in place: right before the op that uses it, or before the
    op of the empty's block that holds that op (an empty made outside a
    loop stays outside it, one allocation rather than one per iteration),
    or, for a use in another block, right after the original. The contents
    of a `tensor.empty` are unspecified, so two empties are no less right
    than one, and the buffers are as many as before: each write that
    One-Shot did not make in place got a buffer of its own already.
    `reshape-to-llvm` runs it right before One-Shot Bufferize.

    ```mlir
    %e = tensor.empty() : tensor<24xf32>
    %0 = linalg.generic ... outs(%e : tensor<24xf32>)
    %1 = linalg.generic ... outs(%e : tensor<24xf32>)
    ```

    becomes

    ```mlir
    %e0 = tensor.empty() : tensor<24xf32>
    %0 = linalg.generic ... outs(%e0 : tensor<24xf32>)
    %e1 = tensor.empty() : tensor<24xf32>
    %1 = linalg.generic ... outs(%e1 : tensor<24xf32>)
    ```
  }];
}

def ReshapeFreeAfterLastUsePass
    : Pass<"reshape-free-after-last-use", "::mlir::func::FuncOp"> {
  let summary = "free a buffer right after the last op that uses it";
  let description = [{
    Ownership-based deallocation frees a buffer at the end of the block
    that allocates it. In a function of straight-line ops, such as an
    imported graph, every intermediate tensor then stays allocated until
    the function returns, and the peak memory is the sum of them all: a
    chain of 20 ReLUs of 24 MiB each peaked at 641 MB. This pass moves the
    `memref.dealloc` of each `memref.alloc` in its own block to right
    after the last op of that block that uses the buffer or a view of it
    (MLIR's `BufferViewFlowAnalysis`: views, ops of unknown
    aliasing, loops and branches that carry it), or right after the
    allocation when nothing uses it. It leaves a deallocation where it is
    when the buffer has another one, when a use is in another block or
    after it, or when an op makes of a view a value that may hold its
    address or data and is no memref, scalar or vector
    (`memref.extract_aligned_pointer_as_index`, a tensor, an LLVM type),
    whose uses the analysis does not follow. Upstream's `optimize-allocation-liveness` moves
    deallocations too, but takes such values for no use of the buffer.
    `reshape-to-llvm` runs it after the deallocations are lowered and
    canonicalized.

    ```mlir
    %a = memref.alloc() : memref<24xf32>
    linalg.generic ... outs(%a : memref<24xf32>)
    %v = memref.expand_shape %a [[0, 1]] output_shape [4, 6] ...
    linalg.generic ... ins(%v : memref<4x6xf32>) outs(%b : memref<4x6xf32>)
    ... (more ops that do not use %a)
    memref.dealloc %a : memref<24xf32>
    ```

    frees `%a` right after the second `linalg.generic`.
  }];
}

def ReshapeSplitAllocationDeallocsPass
    : Pass<"reshape-split-allocation-deallocs", "::mlir::func::FuncOp"> {
  let summary = "split a bufferization.dealloc of allocations into one per "
                "allocation";
  let description = [{
    Ownership-based deallocation frees the buffers of a block with one
    `bufferization.dealloc` at its end: in an imported graph, one op of
    thousands of memrefs. Upstream's `buffer-deallocation-simplification`
    splits off each memref that may alias no other, asking its alias
    analysis about every pair: 1.6 s of the 5.6 s that `reshape-to-llvm`
    took on a graph of 4,000 ops, growing with the square of its size.
    When every memref of a dealloc is the result of an allocation (an op
    with an `Allocate` effect on it), each once, no two of them alias, and
    this pass makes the same split in one pass over the list: one dealloc
    per memref, each retaining what the original retains, and each
    retained value owned where any of them says so (`arith.ori` of their
    results). Other deallocs are left to the simplification.
    `reshape-to-llvm` runs it right before the simplification.

    ```mlir
    %r = bufferization.dealloc (%a, %b : memref<4xf32>, memref<8xf32>)
           if (%true, %c) retain (%x : memref<2xf32>)
    ```

    becomes

    ```mlir
    %ra = bufferization.dealloc (%a : memref<4xf32>) if (%true)
            retain (%x : memref<2xf32>)
    %rb = bufferization.dealloc (%b : memref<8xf32>) if (%c)
            retain (%x : memref<2xf32>)
    %r = arith.ori %ra, %rb : i1
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ReshapeElementwiseToLinalgPass
    : Pass<"reshape-elementwise-to-linalg", "::mlir::func::FuncOp"> {
  let summary = "elementwise ops on ranked tensors become linalg.generic "
                "ops, but a select of one of two tensors";
  let description = [{
    One-Shot Bufferize knows no elementwise op on tensors: the OpenVINO
    importer makes an `arith.trunci` of a shape tensor of a `Convert`
    layer whose input is known only at run time, and `reshape-to-llvm`
    stopped there with "op was not bufferized" (found by review). Each op
    with the `ElementwiseMappable` traits whose operands are ranked tensors
    and scalars becomes a `linalg.generic` (upstream's
    `populateElementwiseToLinalgConversionPatterns`, as
    `convert-elementwise-to-linalg` does), except an `arith.select` of a
    scalar condition: it picks one of two tensors, where a generic would
    read both, and the runtime checks let a select pass a value whose
    extents are wrong where it does not pick it. An op of two tensors or
    more whose extents are not all static becomes a generic only where
    `reshape-check-tensor-extents` checked them (it marks the op
    `reshape.extents_checked`), or with `unchecked-extents`: the generic
    runs over the first one's extents, and read past the end of a shorter
    second (found by review). Also left: an op whose result has an
    encoding no operand has (upstream's pattern makes its `tensor.empty`
    without it). One-Shot refuses what is left with a located error.
    `reshape-to-llvm` runs it after the runtime checks are placed, before
    bufferization, with `unchecked-extents` when its runtime checks are
    off.
  }];
  let options = [
    Option<"uncheckedExtents", "unchecked-extents", "bool",
           /*default=*/"false",
           "Also convert ops of `?` extents that no runtime check compared "
           "(extents that differ are then undefined behaviour)">
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapeCopyUnrankedArgumentResultsPass
    : Pass<"reshape-copy-unranked-argument-results", "::mlir::ModuleOp"> {
  let summary = "a function the module calls returns a copy, not a view, of an argument made an unranked tensor";
  let description = [{
    One-Shot Bufferize misses that a function's result aliases its
    argument when the function returns the argument (or a view of it) as
    an unranked tensor (MLIR 22.1): a caller may then write the argument's
    buffer in place while the result is still read, and the program reads
    the new values, silently. In each function that the module calls, this
    pass copies (`bufferization.alloc_tensor ... copy`) the ranked source
    of a returned `tensor.cast` or `tensor.reshape` to an unranked type and
    does the cast or reshape again on the copy, unless the source is a
    fresh tensor (`tensor.empty`, `tensor.generate`, `tensor.from_elements`,
    a constant, or a destination-style op on one); a returned result of an
    `arith.select`, `scf.if` or `scf.execute_region` gets the same for each
    value it chooses from or its regions yield. An unranked value from
    anything else (an argument, a loop, a call of a declaration, another
    op), which may view an argument, is copied whole (One-Shot Bufferize
    can copy no unranked tensor): flattened by its element count
    (`tensor.reshape`), copied and reshaped back to its dims; the result of
    a call of a function this pass treats needs no copy (the callee
    returns fresh tensors). Entry points, which nothing in the module
    calls, keep their views.
    `reshape-to-llvm` runs it right before One-Shot Bufferize.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapeCopyReturnedGlobalsPass
    : Pass<"reshape-copy-returned-globals", "::mlir::ModuleOp"> {
  let summary = "a function the module calls returns a copy, not a view, of a constant global";
  let description = [{
    One-Shot Bufferize lets a caller write the result of a call in place
    (MLIR 22.1), also when the callee returns a view of a global: a tensor
    constant becomes `memref.get_global` of a read-only global, and the
    caller wrote into it (a crash, or at -O2 a store LLVM drops: a silently
    wrong program). In each function that the module calls, this pass
    returns a copy (`bufferization.clone`) of a buffer that may be a view of
    a constant global (`memref.get_global` of a `memref.global constant`),
    through views, casts and the results of regions
    (`BufferViewFlowAnalysis`). The copy has the identity layout (upstream
    lowers a clone to a strided type as a buffer of the identity layout
    cast to that type, whose strides it does not have: a copy of a strided
    slice wrote out of bounds). A writable global stays a view: a program
    may mean to write it through a call's result. Entry points, which nothing in the
    module calls, keep their results: ownership-based deallocation copies a
    buffer they do not own. `reshape-to-llvm` runs it right after One-Shot
    Bufferize.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect",
                           "::mlir::memref::MemRefDialect"];
}

def ReshapeContradictingCastsPass
    : Pass<"reshape-contradicting-casts", "::mlir::func::FuncOp"> {
  let summary = "stop a program where it uses a tensor.cast that can never hold";
  let description = [{
    A `tensor.cast` chain can contradict itself once shapes are refined:
    `tensor<3x20xf32>` cast to `tensor<?x?xf32>`, then to
    `tensor<?x7xf32>`. Each cast verifies, but no tensor has both types:
    running the last one is undefined behaviour. After bufferization,
    upstream folds the `memref.cast` chain into one cast that does not
    verify, so such a program failed to compile. This pass replaces the
    result of a cast whose operand reaches it through casts (and through the
    iteration argument of an `scf.for` or `scf.while` that carries it
    unchanged: then it is always the init) from a type with a different
    static extent by an empty tensor of the cast's type, and
    puts a program stop (`cf.assert`, with the cast's location and both
    types) before each op that uses the cast's value, looking through pure
    ops (`reshape::getWrongValueStops`; before `scf.forall.in_parallel` for
    the ops its region holds, which may hold nothing else): the cast is
    pure, so `--loop-invariant-code-motion` may have hoisted it out of a
    loop that does not run, and the program breaks nothing until the value
    is used. Through an `arith.select`, a `cf.cond_br` or a `cf.switch`, the
    stop holds only where it picks the value (it stopped wherever the select ran).

    ```mlir
    %0 = tensor.cast %x : tensor<3x20xf32> to tensor<?x?xf32>
    %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<?x7xf32>
    return %1 : tensor<?x7xf32>
    ```

    becomes

    ```mlir
    %1 = tensor.empty(%c0) : tensor<?x7xf32>
    %false = arith.constant false
    cf.assert %false, "loc: a tensor of type tensor<3x20xf32> cannot have the type tensor<?x7xf32> (a tensor.cast that contradicts its operand)"
    return %1 : tensor<?x7xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ReshapeRankedClonesPass
    : Pass<"reshape-ranked-clones", "::mlir::func::FuncOp"> {
  let summary = "clone a ranked buffer at its own type, then cast the copy";
  let description = [{
    Ownership-based deallocation clones a returned buffer the function does
    not own at the function's result type, so a ranked buffer returned as
    an unranked memref becomes `bufferization.clone %x : memref<...> to
    memref<*x...>`. `convert-bufferization-to-memref` copies such a clone as
    an unranked buffer (a copy through descriptors), and a rank-0 source
    makes it build a `memref.dim` of a rank-0 memref, which does not verify
    (MLIR 22.1). This pass clones at the source's type and casts the copy:

    ```mlir
    %1 = bufferization.clone %0 : memref<f32> to memref<*xf32>
    ```

    becomes

    ```mlir
    %c = bufferization.clone %0 : memref<f32> to memref<f32>
    %1 = memref.cast %c : memref<f32> to memref<*xf32>
    ```

    A source of another layout than the identity (a strided slice) is
    copied with `memref.alloc` and `memref.copy` into a buffer of the
    identity layout: upstream's lowering of a clone takes no other, and
    refused the module.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def ReshapeContiguousUnrankedReshapesPass
    : Pass<"reshape-contiguous-unranked-reshapes", "::mlir::ModuleOp"> {
  let summary = "copy the strided or offset unranked source of a memref.reshape";
  let description = [{
    `memref.reshape` needs a source with the identity layout; an unranked
    source may be anything at run time: a strided or offset view (a slice
    cast to `tensor<*xf32>` and passed to a function, or a descriptor from
    C), and upstream's lowering then reads the wrong elements, silently
    (One-Shot Bufferize copies only a ranked source of another layout).
    This pass checks an unranked source at run time (offset 0 and
    row-major strides, dims of extent 1 aside, or no element at all:
    `@__reshape_unranked_is_identity`, defined in the module) and reshapes
    it as it is when it passes; otherwise it allocates a contiguous buffer
    of the source's element count, copies the source into it
    (`@__reshape_pack_<type>`, a private function of the module: the stack
    memory of the copy is released when it returns, also in a loop) and
    reshapes that. Only the reshapes of the module it runs on: a nested
    module gets its own functions when it is lowered.

    ```mlir
    %r = memref.reshape %u(%shape) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
    ```

    becomes

    ```mlir
    %ok = llvm.call @__reshape_unranked_is_identity(...)
    %r = scf.if %ok -> (memref<?xf32>) {
      // memref.reshape %u(%shape)
    } else {
      // %b = memref.alloc(element count of %u)
      // func.call @__reshape_pack_f32(%u, %b)
      // memref.reshape %b(%shape)
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def ReshapeReinterpretExpandShapesPass
    : Pass<"reshape-reinterpret-expand-shapes", "::mlir::func::FuncOp"> {
  let summary = "turn memref.expand_shape with several `?` sizes in a group into memref.reinterpret_cast";
  let description = [{
    Upstream's `expand-strided-metadata` (MLIR 22.1) takes each group of a
    `memref.expand_shape` to have at most one `?` size and crashes on a
    group with more (llvm/llvm-project#186830, fixed after 22.1). Such a
    group is valid: `tensor.expand_shape %t [[0, 1]] output_shape [%a, %b]`
    bufferizes into one. This pass rewrites those expands as the fix does,
    from `output_shape`: a `memref.reinterpret_cast` of the source's base
    buffer with the source's offset, the output sizes, and in each group
    the stride of the source dim times the sizes after each dim. Expands
    without such a group stay for `expand-strided-metadata`.

    Example:

    ```mlir
    %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
    ```

    becomes

    ```mlir
    %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
    %0 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%a, %b], strides: [%b, 1] : memref<f32> to memref<?x?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::memref::MemRefDialect"];
}

def ReshapeReinterpretReshapesPass
    : Pass<"reshape-reinterpret-reshapes", "::mlir::func::FuncOp"> {
  let summary = "turn memref.reshape by a buffer of known values into memref.reinterpret_cast";
  let description = [{
    Bufferization turns `tensor.reshape %x(%shape)` with a shape made by
    `tensor.from_elements` into a shape buffer (an allocation and one store
    per value) and a `memref.reshape` that reads it back. Where the buffer
    holds known values (stored once each, at constant indices, before the
    reshape, in its block, and used by nothing else) and the source has an
    identity layout, this pass replaces the reshape by a
    `memref.reinterpret_cast` with those sizes and their row-major strides,
    and erases the buffer: fewer ops for every later pass, no memory
    traffic at run time. A reshape stays where the cast would not verify: a
    known size that is negative or contradicts a static extent (code after
    a failing check), or a result type whose row-major strides overflow 64
    bits (upstream wraps them in the type).

    Example:

    ```mlir
    %shape = memref.alloca() : memref<2xindex>
    memref.store %a, %shape[%c0] : memref<2xindex>
    memref.store %b, %shape[%c1] : memref<2xindex>
    %0 = memref.reshape %x(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
    ```

    becomes

    ```mlir
    %0 = memref.reinterpret_cast %x to offset: [0], sizes: [%a, %b], strides: [%b, 1] : memref<?xf32> to memref<?x?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def ReshapeHoistSmallAllocationsPass
    : Pass<"reshape-hoist-small-allocations", "::mlir::func::FuncOp"> {
  let summary = "hoist small static buffers out of loops, for the stack";
  let description = [{
    Moves each `memref.alloc` of a small static buffer (rank 0 or 1, at
    most `max-bytes` bytes: what `reshape-to-llvm` puts on the stack next)
    out of the `scf.for` and `scf.while` loops around it, as far as no
    alias of it (a view, a value the loop yields) lives outside the loop.
    `reshape-to-llvm` puts buffers on the stack only outside loops (an
    `llvm.alloca` in a loop grows the stack each iteration); hoisted, a
    shape buffer made each iteration is one stack slot.

    A buffer stays in its loop when an alias of it is stored as a value
    (into a buffer of buffers, which the alias analysis does not follow:
    hoisted, every slot held the one buffer) or taken by an op of unknown
    effects (a call is taken not to keep its arguments, as by upstream's
    deallocation), when it is freed in the loop (hoisted, it was freed in
    each iteration), or when the allocation has operands (a layout symbol
    may be defined in the loop).

    Upstream's `buffer-loop-hoisting` hoists every allocation whose sizes
    are defined outside the loop, also huge and dynamic ones: a loop that
    runs no iteration then still allocates its buffers, and a program that
    never uses 4 TiB was stopped by `reshape-run` because that allocation
    failed. This pass leaves such allocations where they are.

    Example:

    ```mlir
    scf.for %i = %c0 to %n step %c1 {
      %shape = memref.alloc() : memref<2xindex>
      ...
    }
    ```

    becomes

    ```mlir
    %shape = memref.alloc() : memref<2xindex>
    scf.for %i = %c0 to %n step %c1 {
      ...
    }
    ```
  }];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", /*default=*/"1024",
           "The largest size in bytes of a buffer to hoist">
  ];
}

def ReshapeLowerStridedCopiesPass
    : Pass<"reshape-lower-strided-copies", "::mlir::func::FuncOp"> {
  let summary = "copy strided buffers with loops, and contiguous ones with memcpy";
  let description = [{
    Upstream lowers a `memref.copy` to `memcpy` when both buffers are
    contiguous and row-major by their types, and otherwise to a call of the
    generic `memrefCopy` runtime function, which copies element by element
    through a descriptor (about 0.04x memcpy) and needs
    `libmlir_c_runner_utils` at run time. This pass rewrites each copy of
    the second kind:

    - when the types leave contiguity open (a dynamic size or stride, as a
      slice of a `tensor<?x?xf32>` has), it checks at run time whether both
      buffers are contiguous and row-major (each dim of extent other than 1
      has the stride of the elements after it) and copies them with one
      `llvm.intr.memcpy` when they are, with the loop nest otherwise;
    - otherwise into `linalg.copy`, which `convert-linalg-to-loops` lowers to
      a loop nest that LLVM vectorizes;
    - and where that loop nest copies 16 MiB or more of elements of 4 or 8
      bytes (i32, i64, f32, f64, index) between strided buffers, into a loop
      nest that loads each element as an integer (`llvm.load` of an i32 or
      i64 through its address: LLVM folds a float loaded, cast and stored
      back into a float store, non-temporal on x86 only with AMD's SSE4A)
      and stores it with `llvm.store` marked `nontemporal` (MOVNTI on every
      x86-64), then an `llvm.fence seq_cst` (such stores are weakly
      ordered: the fence makes them visible before whatever the program
      does next, as the `sfence` of memcpy's streaming path does). They
      store past the caches as `memcpy` does for large copies: a target
      that large leaves the caches before it is read again, and such stores
      do not read each line of it first (1.2x the bandwidth of the
      vectorized loop for a 64 MiB copy of every other column). A size
      known only at run time is checked then. Elements of other sizes have
      no such store without vectors and keep `linalg.copy`.

    Copies between buffers contiguous by their types are left alone: they
    lower to `memcpy`. Elements other than integers, floats and `index`, and
    those whose size is not 1, 2, 4, 8 or 16 bytes (i24, f80: LLVM lays
    them out at the next power of two), always take `linalg.copy`.

    Example:

    ```mlir
    memref.copy %src, %dst : memref<2x3xf32, strided<[8, 1]>> to memref<2x3xf32>
    ```

    becomes

    ```mlir
    linalg.copy ins(%src : memref<2x3xf32, strided<[8, 1]>>) outs(%dst : memref<2x3xf32>)
    ```

    and a copy from `memref<?x?xf32, strided<[?, 1], offset: ?>>` becomes an
    `scf.if` on the strides with the `memcpy` in one branch and, in the
    other, an `scf.if` on the size with the loop nest of non-temporal
    stores in one branch and the `linalg.copy` in the other.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def ReshapeSCFToCFPass : Pass<"reshape-scf-to-cf"> {
  let summary = "lower scf to cf in time linear in the block length";
  let description = [{
    Applies the patterns of `convert-scf-to-cf` to the scf ops only: an op
    before the ops in its regions (as `convert-scf-to-cf` does; the patterns
    of `scf.while`, `scf.index_switch` and `scf.parallel` need structured
    regions), and in a block the last op first. Lowering an `scf.if` splits
    its block and moves the ops after it into a new block;
    `convert-scf-to-cf` goes top-down, so a block with n `scf.if` ops (the
    runtime checks of n reshapes) moves O(n^2) ops. Last first, each split
    only moves the ops up to the previous split, and the rest of the module
    is not visited. It lowers what `convert-scf-to-cf` lowers; an scf op
    that no pattern lowers is an error. `reshape-to-llvm` uses this pass in
    place of `convert-scf-to-cf`.
  }];
  let dependentDialects = ["::mlir::cf::ControlFlowDialect"];
}

def ReshapeDecomposeAggregatesPass : Pass<"reshape-decompose-aggregates"> {
  let summary = "decompose linalg.softmax and other aggregated linalg ops";
  let description = [{
    Replaces every op that implements `linalg::AggregatedOpInterface`
    (`linalg.softmax` and the Winograd transforms) by the ops its
    `decomposeOperation` builds: `linalg.generic`, `linalg.fill` and
    `tensor.empty`, which bufferize and lower to loops (a softmax whose
    input and output types differ has its input cast to the output's type
    first: upstream's decomposition types its generics with the input's).
    Upstream offers this
    decomposition only as a transform-dialect op;
    `reshape-to-llvm` runs this pass before bufferization, so that a graph's
    softmax around its reshapes compiles. An op whose decomposition fails
    is an error.

    Example:

    ```mlir
    %0 = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>)
           outs(%init : tensor<2x16xf32>) -> tensor<2x16xf32>
    ```

    becomes a max reduction, a `linalg.generic` computing `exp(x - max)`,
    a sum reduction and a division.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def ReshapeRefineShapesPass
    : Pass<"reshape-refine-shapes", "::mlir::ModuleOp"> {
  let summary = "propagate more static types through reshapes";
  let description = [{
    Re-infers the result type of every reshape from its current input type
    (and, for `dynamic_reshape`, from a constant shape operand), in program
    order, so that static information flows through chains of reshapes: for
    example after an argument type was specialized, or a shape became a
    constant. A reshape whose type becomes more static is replaced by one
    with that type; its users take the new value where they accept any
    compatible type (reshapes, `tensor.cast`, `tensor.dim`, `func.return`)
    and a `tensor.cast` to the old type elsewhere. Function result types
    follow their returned values (through casts to less static types, which
    then go), and calls in the module follow the functions (with casts for
    their users).

    Unlike `canonicalize`, the pass reports a located error when an input
    type or a constant shape provably breaks a rule.

    Example:

    ```mlir
    func.func @f(%x: tensor<2x3x4xf32>) -> tensor<?x?xf32> {
      %s = arith.constant dense<[0, -1]> : tensor<2xi32>
      %0 = reshape.dynamic_reshape %x, %s special_zero = true
             : tensor<2x3x4xf32>, tensor<2xi32> -> tensor<?x?xf32>
      return %0 : tensor<?x?xf32>
    }
    ```

    becomes a function returning `tensor<2x12xf32>`.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def ReshapeValidatePass : Pass<"reshape-validate"> {
  let summary = "check that reshapes fit a profile";
  let description = [{
    Reports an error for each reshape op outside the chosen profile:

    - `openvino` (the default): what R1 accepts, any element type and a
      shape operand of signless or signed integers or `index`;
    - `onednn`: the oneDNN Graph profile of `StaticReshape-1` and
      `DynamicReshape-1`: element type f32, f16 or bf16, and a shape operand
      of 32-bit integers (`s32`).

    Example: `reshape-opt --reshape-validate=profile=onednn` rejects

    ```mlir
    %0 = reshape.dynamic_reshape %x, %s special_zero = false
           : tensor<2x3xi8>, tensor<2xi64> -> tensor<?x?xi8>
    ```

    twice: for the element type i8 and for the i64 shape operand.
  }];
  let options = [
    Option<"profile", "profile", "::mlir::reshape::ReshapeProfile",
           /*default=*/"::mlir::reshape::ReshapeProfile::OpenVINO",
           "The profile to check against",
           [{::llvm::cl::values(
             clEnumValN(::mlir::reshape::ReshapeProfile::OneDNN, "onednn",
                        "oneDNN Graph: f32, f16 or bf16 data, s32 shapes"),
             clEnumValN(::mlir::reshape::ReshapeProfile::OpenVINO, "openvino",
                        "OpenVINO: what R1 accepts"))}]>
  ];
}

#endif // RESHAPE_TRANSFORMS_PASSES_TD
