//===- DisabledUpstreamPatternsTest.cpp - Names of left-out patterns ------===//
//
// The canonicalizer leaves a pattern out by its debug name, which upstream
// derives from the pattern's qualified C++ type name: a name that matches no
// pattern (a wrong qualification, a rename upstream) silently lets the
// pattern run again. Each name in kDisabledUpstreamPatterns must be the name
// of a canonicalization pattern of the dialects reshape-opt registers.
//
//===----------------------------------------------------------------------===//

#include "reshape/InitAll.h"
#include "reshape/Pipelines/Pipelines.h"

#include "mlir/IR/Dialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringSet.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

/// The debug names of every canonicalization pattern, collected as
/// --canonicalize does (the dialects' and each registered op's).
llvm::StringSet<> collectCanonicalizationPatternNames(MLIRContext &context) {
  RewritePatternSet patterns(&context);
  for (Dialect *dialect : context.getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op : context.getRegisteredOperations())
    op.getCanonicalizationPatterns(patterns, &context);
  llvm::StringSet<> names;
  for (const std::unique_ptr<RewritePattern> &pattern :
       patterns.getNativePatterns())
    names.insert(pattern->getDebugName());
  return names;
}

TEST(DisabledUpstreamPatterns, EachNameIsAPattern) {
  DialectRegistry registry;
  reshape::registerAllReshapeDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  llvm::StringSet<> names = collectCanonicalizationPatternNames(context);
  ASSERT_FALSE(names.empty());
  for (llvm::StringRef disabled : reshape::kDisabledUpstreamPatterns)
    EXPECT_TRUE(names.contains(disabled))
        << "no canonicalization pattern is named '" << disabled.str() << "'";
}

} // namespace
