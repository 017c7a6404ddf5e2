//===- Passes.td - Passes that build on the lowering -------*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_PIPELINES_PASSES_TD
#define RESHAPE_PIPELINES_PASSES_TD

include "mlir/Pass/PassBase.td"

def ReshapeReportCopiesPass
    : Pass<"reshape-report-copies", "::mlir::ModuleOp"> {
  let summary = "report, for each reshape op, whether it lowers to a view or a copy";
  let description = [{
    Emits one remark per `reshape.static_reshape` and
    `reshape.dynamic_reshape`: `view` when the lowering (`reshape-to-llvm`)
    makes it a view of its input, or `copy` and why: its input buffer is not
    contiguous (for example a strided slice), bufferization needs a
    separate buffer because of a later write, a function returns the
    view as a buffer its caller owns, or a pass of the pipeline copies it
    (a result that may view another result, an unranked result that may
    view the argument, an entry point's result that another result also
    is; each such copy carries the location of the value it copies and its
    reason).

    The answer comes from the real lowering: the pass tags the location of
    each reshape in a copy of the module, runs all of `reshape-to-llvm` on
    the copy, and reports a copy for a reshape exactly when the final LLVM
    dialect holds a copy of its data (a `memcpy`, or the stores of a copy
    loop) whose location carries its tag; the `tensor.cast` ops of its
    result carry its tag too (a copy of the cast at a return copies the
    reshape's data). A reshape the same as one before
    it in its block (operands, attributes, types) is reported as that one:
    CSE merges them. The module itself is not changed.
    `reshape-to-llvm{report-copies=true}` runs this pass first, with its own
    options.

    Example:

    ```mlir
    %s = tensor.extract_slice %x[0, 0] [4, 3] [1, 1] : tensor<4x6xf32> to tensor<4x3xf32>
    %0 = reshape.static_reshape %s [-1] special_zero = false : tensor<4x3xf32>
    ```

    remarks `copy: the input buffer memref<4x3xf32, strided<[6, 1]>> is not
    contiguous`.
  }];
  let options = [
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"true",
           "The runtime-checks option of the trial reshape-to-llvm">,
    Option<"checkMode", "check-mode", "::mlir::reshape::RuntimeCheckMode",
           /*default=*/"::mlir::reshape::RuntimeCheckMode::Stderr",
           "The check-mode option of the trial reshape-to-llvm",
           [{::llvm::cl::values(
             clEnumValN(::mlir::reshape::RuntimeCheckMode::Stderr, "stderr",
                        "dprintf and exit"),
             clEnumValN(::mlir::reshape::RuntimeCheckMode::Assert, "assert",
                        "cf.assert"))}]>,
    Option<"allowReturnAllocsFromLoops", "allow-return-allocs-from-loops",
           "bool", /*default=*/"true",
           "The allow-return-allocs-from-loops option of the trial "
           "reshape-to-llvm">
  ];
}

def ReshapeLowerNestedModulesPass
    : Pass<"reshape-lower-nested-modules", "::mlir::ModuleOp"> {
  let summary = "run a pipeline on each module nested in the one it runs on";
  let description = [{
    Runs `pipeline` (a textual pass pipeline anchored on `builtin.module`)
    on each `builtin.module` in the body of the module it runs on. Passes
    anchored on a module only see its own functions, so a nested module
    needs a run of its own. `reshape-to-llvm` starts with this pass, giving
    itself (with the same options) as the pipeline: modules nested in module
    bodies at any depth are lowered, innermost first, each with its own
    declarations and functions. A module elsewhere (in a function body, say)
    is refused with a located error: the passes that run on the outer module
    would take its lowered code for part of the function. The pipeline's
    dialects are loaded before any pass runs (it is parsed for them when the
    pass manager runs, once per distinct pipeline text: reshape-to-llvm's
    holds itself, printed); it is parsed to run when a nested module is
    found. An op of the module body (outside any function)
    with a tensor result is refused with a located error: nothing there
    runs, and One-Shot Bufferize failed on it with an error about
    `bufferization.to_tensor`.

    Example:

    ```
    reshape-opt --reshape-lower-nested-modules='pipeline=builtin.module(canonicalize)'
    ```
  }];
  let options = [
    Option<"pipeline", "pipeline", "std::string", /*default=*/"",
           "The pipeline to run on each nested builtin.module">
  ];
}

def ReshapeIfDialectsPass : Pass<"reshape-if-dialects", "::mlir::ModuleOp"> {
  let summary = "run a pipeline only on a module that holds ops of some dialects";
  let description = [{
    Runs `pipelines` (pass pipelines anchored on `builtin.module`, in order)
    on the module when an op of one of `dialects` (namespaces) is in it, and
    does nothing otherwise: finding that out is one walk that stops at the
    first such op, while each pass of the pipeline would visit every op.
    `reshape-to-llvm` runs its lowerings of the dialects a graph may hold
    around the reshapes (vector, complex, math, affine, linalg aggregates)
    this way, so that a module without them does not pay for them. A
    pipeline anchored on another op than `builtin.module` is refused.

    Example:

    ```
    reshape-opt --reshape-if-dialects='dialects=math pipelines=builtin.module(convert-math-to-llvm)'
    ```
  }];
  let options = [
    ListOption<"dialects", "dialects", "std::string",
               "The namespaces of the dialects whose ops call for the "
               "pipeline">,
    ListOption<"pipelines", "pipelines", "OpPassManager",
               "The builtin.module pipelines to run, in order, when an op of "
               "one of the dialects is there">
  ];
}

def ReshapeRefuseBuffersOfBuffersPass
    : Pass<"reshape-refuse-buffers-of-buffers", "::mlir::ModuleOp"> {
  let summary = "refuse memrefs whose elements are memrefs";
  let description = [{
    Refuses, with a located error at the op that makes the value (or has
    it as a block argument), every memref (ranked or unranked) whose
    elements are memrefs. Ownership-based deallocation and the alias analyses of the
    buffer passes do not follow a buffer stored into another one: a buffer
    stored into a `memref<2xmemref<300xf32>>` in a loop was freed at the end
    of each iteration while the outer buffer still held it, and the program
    printed freed memory (found by review). `reshape-to-llvm` runs it after
    `reshape-refuse-graph-cycles`.

    ```mlir
    %box = memref.alloca() : memref<2xmemref<300xf32>>
    ```

    gets `'memref.alloca' op cannot be lowered: memref<2xmemref<300xf32>>
    holds buffers, and deallocation does not follow a buffer stored in
    another one (it freed the stored buffer while it was still held)`.
  }];
}

def ReshapeRefuseGraphCyclesPass
    : Pass<"reshape-refuse-graph-cycles", "::mlir::ModuleOp"> {
  let summary = "refuse ops that use a value defined after them";
  let description = [{
    The first pass of `reshape-to-llvm` after the nested modules: refuses,
    with a located error, every op in a region without SSA dominance (a
    graph region, such as a module body, or the region of an unregistered
    op) that uses a value defined after it, or its own result. No lowering
    can order such ops, and upstream's canonicalization (MLIR 22.1) crashed
    on a cycle of `tensor.cast` there, in `foldCastInterfaceOp` (found by a
    sanitized sweep of the tests' inputs). The same module without the
    cycle fails later anyway (its unregistered op is not bufferized).

    ```mlir
    "test.graph"() ({
      %0 = tensor.cast %1 : tensor<?xf32> to tensor<3xf32>
      %1 = tensor.cast %0 : tensor<3xf32> to tensor<?xf32>
      "test.use"(%1) : (tensor<?xf32>) -> ()
    }) : () -> ()
    ```

    gets `'tensor.cast' op cannot be lowered: it uses a value defined after
    it, in a region without dominance` at the first cast.
  }];
}

def ReshapeBF16ValuesAsI16Pass : Pass<"reshape-bf16-values-as-i16"> {
  let summary = "move bf16 values through memory, selects and blocks as their i16 bits";
  let description = [{
    On the LLVM dialect, after `reshape-expand-bf16` left no arithmetic on
    bf16: each `llvm.load`, `llvm.select`, `llvm.extractelement`,
    `llvm.insertelement` and `llvm.shufflevector` of bf16 (or vectors of
    it) moves the i16 bits and bitcasts its result, each block argument of
    bf16 (not an entry block's) takes the bits from its predecessors, each
    `llvm.store` of bf16 stores the bits, and the bitcasts from bits to
    bf16 and back fold away. A bf16 value that is left (a function
    argument, the result of a call) reaches another block as bits, cast
    back in that block: at `-O0` the backend rounded a bf16 value live
    across blocks with the call too (a loop-carried bf16; found by
    review). LLVM's x86 backend without AVX512-BF16
    held a bf16 value that a select picked or that lived across a call as
    an f32 and rounded it back with a call of `__truncsfbf2`, which libgcc
    12 lacks: a oneDNN graph with a TypeCast to bf16 of a 2x1 tensor beside
    a DynamicReshape did not link in `reshape-run`'s JIT (found by review;
    InstCombine turned a bitcast of a select of the bits into a select of
    bfloat constants). Function arguments and results of bf16 stay.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ReshapeCheckLLVMPass : Pass<"reshape-check-llvm", "::mlir::ModuleOp"> {
  let summary = "report every op that is not of the LLVM dialect";
  let description = [{
    The last pass of `reshape-to-llvm`: reports a located error at each op
    left outside the LLVM dialect (an op no conversion knew, or a cast no
    conversion resolved), so that the pipeline fails there instead of
    handing `mlir-translate` or `mlir-runner` a module they reject. The
    `builtin.unrealized_conversion_cast` ops that conversions leave around
    an op they could not convert are reported only when no other op is
    left. It also refuses a function or global the module defines under
    the name of a C library function or of a runtime function code
    generation calls (LLVM's TargetLibraryInfo and RuntimeLibcalls for the
    module's target): the compiled code's own calls of that function
    (`math.exp` lowers to one of `expf`, `math.fpowi` of `__powisf2`, an
    allocation of `malloc`) reach the definition instead: an `@expf` that
    computes a softmax called itself until the stack overflowed (found by
    review; the importers now add `_graph` to such a name). Internal
    linkage is no exception (a symbol of the same object file), nor is a
    private `func.func` (it becomes an `llvm.func` of external linkage);
    only private linkage (a local label) is.
    And it refuses a function defined under a name that starts with
    `llvm.`, which LLVM reserves for its intrinsics (its translation failed
    with "llvm intrinsics cannot be defined!", without a location).
  }];
}

def ReshapeExpandBF16Pass : Pass<"reshape-expand-bf16"> {
  let summary = "compute bf16 arithmetic in f32 and turn conversions to and from bf16 into integer arithmetic";
  let description = [{
    Rewrites `arith` ops that compute on bf16 (scalars or vectors) into the
    same ops on f32 between conversions, rounding to bf16 after each op
    (upstream's `arith-emulate-unsupported-floats` patterns; their
    conversions lose the `contract` flag upstream gives them, which let the
    folder drop a rounding). Then rewrites `arith.extf` from bf16 and
    `arith.truncf` to bf16 into integer
    arithmetic on the bits (round to nearest even, NaN kept), with upstream
    `arith`'s bf16 expansion patterns and nothing else of `arith-expand`.
    A `truncf` from f64 is narrowed to f32 rounding to odd first (its own
    pattern): upstream's goes through f32 rounding to nearest, and two such
    roundings took a value just above a bf16 tie down, unlike the folder.
    `arith.sitofp` and `arith.uitofp` of an integer of up to 64 bits to
    bf16 become a conversion to f32 (up to 24 bits) or f64 (up to 53), which
    is exact, and a `truncf` to bf16; past 53 bits, a magnitude of 2^53 or
    more is shifted right to 53 bits rounding to odd (the bits shifted out
    ORed into the last one) and scaled back in f64. LLVM converted them
    through f32, rounding twice, with a `__truncsfbf2` call.
    `reshape-to-llvm` runs it before the conversion to LLVM: compiled for a
    CPU without AVX512-BF16 (a baseline x86-64, as `clang -O2` or a JIT on
    such a host targets), LLVM turns an `fptrunc` to `bfloat` into a call to
    `__truncsfbf2`, which Debian 12's libgcc does not provide; it lowers
    an `fadd` of `bfloat` the same way.

    ```mlir
    %b = arith.truncf %x : f32 to bf16
    // becomes a bitcast to i32, a rounding add, a shift and a truncation to
    // i16, then a bitcast to bf16.
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ReshapeExpM1ToLibmPass
    : Pass<"reshape-expm1-to-libm", "::mlir::ModuleOp"> {
  let summary = "math.expm1 as a call of libm's expm1f or expm1";
  let description = [{
    Upstream's `convert-math-to-llvm` lowers `math.expm1` as `exp(x) - 1`,
    which cancels for a small `x`: an f32 `x` of magnitude below 2^-25 gives
    0, one of 1e-6 about 5% off. A oneDNN Elu of -4.5e-15 (exactly
    -4.5e-15 in float64) gave 0, and a Divide after it +inf for -1.8e14
    (found by the graph fuzzer). oneDNN computes Elu with `expm1f`. This pass
    converts every `math.expm1` of f32 or f64 (vectors element by element)
    into a call of libm's `expm1f` or `expm1`, declared in the module, with
    upstream's `convert-math-to-libm` patterns and no other op; one of f16
    or bf16 (which libm lacks) computes in f32 between an `arith.extf` and
    an `arith.truncf` (an f16 1e-4 gave 0). `reshape-to-llvm` runs it before
    `convert-math-to-llvm` (a module pass: it declares the functions).

    ```mlir
    %y = math.expm1 %x : f32
    // becomes
    %y = call @expm1f(%x) : (f32) -> f32
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::vector::VectorDialect"];
}

def ReshapeDefineMemRefCopyPass
    : Pass<"reshape-define-memref-copy", "::mlir::ModuleOp"> {
  let summary = "copies of unranked memrefs call a function of the module, "
                "not the runtime library";
  let description = [{
    `finalize-memref-to-llvm` lowers a `memref.copy` of unranked memrefs (an
    unranked clone, say: a public function that returns a `tensor<*xf32>`
    it does not own) to a call of `memrefCopy`, a function of
    `libmlir_c_runner_utils`, which a program built with `reshape-to-llvm`
    does not otherwise need. This pass, run after it, turns the module's
    declaration of `memrefCopy` (external, `(i64, ptr, ptr)`) into an
    internal definition, `@__reshape_memref_copy`, and calls that: it reads
    both descriptors, copies with one `llvm.intr.memcpy` when both buffers
    are contiguous and row-major (each dim of extent other than 1 has the
    stride of the elements after it), and element by element otherwise. A
    module that defines `memrefCopy` itself is left alone.
  }];
}

def ReshapeLibcAllocationFunctionsPass
    : Pass<"reshape-libc-allocation-functions", "::mlir::ModuleOp"> {
  let summary = "a func.func declaration of malloc or free becomes the "
                "llvm.func the memref lowering calls";
  let description = [{
    `finalize-memref-to-llvm` calls `malloc` and `free` (`aligned_alloc`
    only with an option `reshape-to-llvm` leaves off), looking for an
    `llvm.func` of the name. A `func.func` of the name (a module that calls
    `malloc` itself) made it declare `@malloc_0` beside it and call that, a
    function no library defines: the link failed, or the JIT found no
    symbol (found by review). This pass, run before it, turns an external
    `func.func` with C's prototype (`malloc: (i64) -> !llvm.ptr`, `free:
    (!llvm.ptr) -> ()`; an `index` for the `i64`, cast at each call) into
    that `llvm.func` (its `llvm.linkage` and argument attributes kept), and
    its `func.call`s into `llvm.call`s. Another `func.func` of those names
    (another type, a definition), or a use of one other than a call, is
    refused with a located error, each one, before anything is rewritten.

    ```mlir
    func.func private @malloc(i64) -> !llvm.ptr
    %p = func.call @malloc(%n) : (i64) -> !llvm.ptr
    ```

    becomes

    ```mlir
    llvm.func @malloc(i64) -> !llvm.ptr
    %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ReshapeDeallocDefaultSpacePass
    : Pass<"reshape-dealloc-default-space", "::mlir::func::FuncOp"> {
  let summary = "free buffers of other memory spaces through the default "
                "one";
  let description = [{
    `finalize-memref-to-llvm` lowers `memref.alloc` in an integer memory
    space N to `malloc` and an `addrspacecast` to address space N, but
    `memref.dealloc` to a call of `free` with the pointer of address space
    N, which does not verify (MLIR 22.1): a program that frees a buffer of
    another memory space cannot be lowered. This pass, run before it, casts
    the operand of each such `memref.dealloc` to the default memory space
    (`memref.memory_space_cast`, an `addrspacecast` back), so `free` gets
    the pointer `malloc` returned.

    ```mlir
    memref.dealloc %m : memref<?xf32, 1>
    ```

    becomes

    ```mlir
    %0 = memref.memory_space_cast %m : memref<?xf32, 1> to memref<?xf32>
    memref.dealloc %0 : memref<?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def ReshapeUninitializeEmptyGlobalsPass
    : Pass<"reshape-uninitialize-empty-globals", "::mlir::ModuleOp"> {
  let summary = "drop the initial value of a memref.global without elements";
  let description = [{
    A `memref.global` whose type has no elements (an extent 0) holds
    nothing to read, yet its `dense<>` initial value costs the LLVM
    translation one constant per element of the extents before the 0:
    `mlir-translate` (and so a JIT or an object file) asks for 12 x
    4294967295 of them for `memref<12x4294967295x0xf32>` and aborts out of
    memory (MLIR 22.1). Such a global is what bufferization makes of a
    constant without elements, a folded reshape of one among them. This
    pass makes the initial value of every such global of the module
    `uninitialized` (an `undef` LLVM initializer, which costs nothing); a
    program cannot tell, since it reads no element.

    ```mlir
    memref.global "private" constant @c : memref<12x4294967295x0xf32> = dense<>
    ```

    becomes

    ```mlir
    memref.global "private" constant @c : memref<12x4294967295x0xf32> = uninitialized
    ```
  }];
}

#endif // RESHAPE_PIPELINES_PASSES_TD
