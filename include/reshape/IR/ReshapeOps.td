//===- ReshapeOps.td - reshape.static_reshape, dynamic_reshape -*- tablegen -*-===//
//
// Part of the reshape-mlir project, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef RESHAPE_IR_RESHAPEOPS_TD
#define RESHAPE_IR_RESHAPEOPS_TD

include "reshape/IR/ReshapeDialect.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// Operand and result types are deliberately loose in ODS: the verifiers check
// them and name the rule (R1, R6) in the diagnostic.

// InferTypeOpAdaptorWithIsCompatible without its marker trait
// (InferTypeOpAdaptor, which only generates the wrapper of the adaptor form,
// written in ReshapeOps.cpp): every trait query of the greedy driver scans
// the op's list of traits, so each one fewer makes canonicalize cheaper.
defvar InferReshapeResultType = DeclareOpInterfaceMethods<InferTypeOpInterface>;

// The adaptor form of inferReturnTypes, which the rules are written for, and
// the compatibility of a written result type with the inferred one (R6).
defvar InferReturnTypesFromAdaptor = [{
    static ::llvm::LogicalResult
    inferReturnTypes(::mlir::MLIRContext *context,
                     ::std::optional<::mlir::Location> location,
                     Adaptor adaptor,
                     ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes);
    static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                        ::mlir::TypeRange declared);
}];

//===----------------------------------------------------------------------===//
// StaticReshapeOp
//===----------------------------------------------------------------------===//

def Reshape_StaticReshapeOp : Reshape_Op<"static_reshape", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>,
    InferReshapeResultType,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                              ["reifyResultShapes"]>]> {
  let summary = "reshape to a target shape given as an attribute";
  let description = [{
    oneDNN Graph `StaticReshape-1`: the result has the elements of `input`,
    in row-major order, and the shape given by the `shape` attribute. Each
    target value `p[i]` is

    - a positive extent, taken as is;
    - `-1` (at most one, R2): the extent that keeps the element count, the
      product of the input dims not copied by special_zero divided by the
      product of the positive target values (R4);
    - `0`: with `special_zero = true`, a copy of input dim `i` (R3), which
      must exist; otherwise a literal zero extent, which cannot be combined
      with a `-1` (R4).

    Without a `-1` the element counts must be equal (R5; an empty target
    needs a one-element input, R9). The input is any tensor, ranked or
    unranked, of any element type; the result is ranked with one dim per
    target value and the input's element type (R1). A written result type
    may be less static than the inferred one (R6). The input type after `:`
    is required; the result type after `->` may be omitted and is then
    inferred. Products are computed in checked 64-bit arithmetic (R8).

    Where the input has `?` dims (or unknown rank), the rules that depend on
    them are checked when the program runs. Such an op is not speculatable,
    and it is not dead code when its result is unused: it writes the
    `reshape::RuntimeCheck` resource (the program's state of having stopped
    on a failed check), so its checks run whatever folds do to its users.
    A fully static op has no memory effect.

    Syntax:

    ```
    operation ::= ssa-id `=` `reshape.static_reshape` ssa-use `[` values `]`
                  `special_zero` `=` (`true` | `false`) attr-dict
                  `:` input-type (`->` result-type)?
    ```

    Examples:

    ```mlir
    // 3x4x5 with [0, -1] and special_zero: dim 0 is copied, -1 is 20.
    %0 = reshape.static_reshape %x [0, -1] special_zero = true
           : tensor<3x4x5xf32> -> tensor<3x20xf32>

    // The result type may be omitted; it is inferred as tensor<2x150x4xf16>.
    %1 = reshape.static_reshape %y [0, -1, 4] special_zero = true
           : tensor<2x5x5x24xf16>

    // A copied dynamic dim stays dynamic; the -1 is still known.
    %2 = reshape.static_reshape %z [0, -1, 64] special_zero = true
           : tensor<?x2048xbf16> -> tensor<?x32x64xbf16>

    // The generic form.
    %3 = "reshape.static_reshape"(%x)
           <{shape = array<i64: 0, -1>, special_zero = true}>
           : (tensor<3x4x5xf32>) -> tensor<3x20xf32>
    ```
  }];

  let arguments = (ins
    AnyTensor:$input,
    DenseI64ArrayAttr:$shape,
    BoolAttr:$special_zero
  );
  let results = (outs AnyTensor:$result);

  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizeMethod = 1;

  let extraClassDeclaration = InferReturnTypesFromAdaptor # [{
    /// Whether some rule depends on a `?` input dim (or an unknown rank)
    /// and is checked when the program runs.
    bool needsRuntimeCheck();
  }];
}

//===----------------------------------------------------------------------===//
// DynamicReshapeOp
//===----------------------------------------------------------------------===//

// Never speculatable: without ConditionallySpeculatable, MLIR treats it so
// (one trait fewer to scan on every trait query).
def Reshape_DynamicReshapeOp : Reshape_Op<"dynamic_reshape", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    InferReshapeResultType,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                              ["reifyResultShapes"]>]> {
  let summary = "reshape to a target shape given as a runtime tensor";
  let description = [{
    oneDNN Graph `DynamicReshape-1` (OpenVINO `Reshape-1`): as
    `reshape.static_reshape`, with the target values read from the 1-D
    integer tensor `shape` when the program runs. The rules are the same;
    those that depend on the values are checked at run time, so the op is
    never speculatable, and never dead code: it writes the
    `reshape::RuntimeCheck` resource, and its checks run even when its
    result is unused.

    The shape operand is a 1-D tensor of signless or signed 8, 16, 32 or
    64-bit integers, or of `index` (R1). Its values are read as signed. The result is
    ranked with `n` dims when the shape operand has a static length `n`, and
    unranked when its length is `?` (R6). Without knowledge of the values,
    every result dim is inferred as `?` (R7): `canonicalize` turns a
    `dynamic_reshape` with a constant shape into a `static_reshape`. When the
    input and the written result type are fully static, their element counts
    must be equal (R10). The input and shape types after `:` are required;
    the result type after `->` may be omitted and is then inferred.

    Syntax:

    ```
    operation ::= ssa-id `=` `reshape.dynamic_reshape` ssa-use `,` ssa-use
                  `special_zero` `=` (`true` | `false`) attr-dict
                  `:` input-type `,` shape-type (`->` result-type)?
    ```

    Examples:

    ```mlir
    %0 = reshape.dynamic_reshape %x, %s special_zero = false
           : tensor<3x4x5xf32>, tensor<2xi32> -> tensor<?x?xf32>

    // A written result type may be more static than the inferred one; the
    // lowering checks it at run time.
    %1 = reshape.dynamic_reshape %x, %s special_zero = true
           : tensor<3x4x5xf32>, tensor<2xi64> -> tensor<3x?xf32>

    // A shape of unknown length gives an unranked result (inferred here).
    %2 = reshape.dynamic_reshape %u, %t special_zero = true
           : tensor<*xf16>, tensor<?xindex>

    // The generic form.
    %3 = "reshape.dynamic_reshape"(%x, %s) <{special_zero = false}>
           : (tensor<3x4x5xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    ```
  }];

  let arguments = (ins
    AnyTensor:$input,
    AnyTensor:$shape,
    BoolAttr:$special_zero
  );
  let results = (outs AnyTensor:$result);

  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizeMethod = 1;

  let extraClassDeclaration = InferReturnTypesFromAdaptor # [{
    /// Always true: the target values are read when the program runs.
    bool needsRuntimeCheck() { return true; }
  }];
}

#endif // RESHAPE_IR_RESHAPEOPS_TD
