# -*- Python -*-
# lit configuration of the reshape-mlir regression tests.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "RESHAPE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".c", ".cpp"]
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.reshape_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))

llvm_config.with_system_environment(
    ["HOME", "INCLUDE", "LIB", "TMP", "TEMP", "ASAN_OPTIONS", "UBSAN_OPTIONS",
     "LSAN_OPTIONS", "ASAN_SYMBOLIZER_PATH"]
)
llvm_config.use_default_substitutions()
# FileCheck, not, count and split-file come from the LLVM tools directory.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# glibc fills each block it frees with a pattern (and each one it hands out
# with another): a compiled program that reads a buffer after freeing it (a
# deallocation placed too early) reads the pattern, not its data, and its
# test fails. The sanitized build's allocator ignores it.
config.environment["MALLOC_PERTURB_"] = "165"

# Strict FileCheck: no captured value leaks across CHECK-LABELs, and a
# prefix that is never used is an error.
config.environment["FILECHECK_OPTS"] = (
    "-enable-var-scope --allow-unused-prefixes=false"
)

tool_dirs = [
    config.reshape_tools_dir,
    os.path.join(config.reshape_obj_root, "test", "CAPI"),
    config.llvm_tools_dir,
]
# The sanitized build (make check-sanitize) also builds the fuzzers.
if config.reshape_build_fuzzers.upper() in ("ON", "TRUE", "1", "YES"):
    config.available_features.add("fuzzers")
if config.llvm_use_sanitizer:
    config.available_features.add("sanitizers")

tools = [
    "reshape-opt",
    "reshape-lsp-server",
    "reshape-translate",
    "reshape-run",
    "reshape-capi-test",
    ToolSubst("reshape-parse-fuzzer", unresolved="ignore"),
    ToolSubst("reshape-canonicalize-fuzzer", unresolved="ignore"),
    ToolSubst("reshape-pipeline-fuzzer", unresolved="ignore"),
    ToolSubst("reshape-builder-fuzzer", unresolved="ignore"),
    ToolSubst("reshape-differential-fuzzer", unresolved="ignore"),
    ToolSubst("reshape-import-fuzzer", unresolved="ignore"),
    "mlir-runner",
    "mlir-translate",
    "mlir-opt",
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# Integration tests: lower with reshape-to-llvm, run with mlir-runner and
# the runner-utils libraries (printMemref*), nothing else.
runner_utils = os.path.join(config.mlir_lib_dir, "libmlir_runner_utils.so")
c_runner_utils = os.path.join(config.mlir_lib_dir, "libmlir_c_runner_utils.so")
config.substitutions.append(
    (
        "%run",
        "%s -e main -entry-point-result=void -shared-libs=%s,%s"
        % (
            os.path.join(config.llvm_tools_dir, "mlir-runner"),
            runner_utils,
            c_runner_utils,
        ),
    )
)
config.substitutions.append(("%mlir_runner_utils", runner_utils))
config.substitutions.append(("%mlir_c_runner_utils", c_runner_utils))

# The C compiler of the AOT tests (clang-22, the build's compiler).
config.substitutions.append(("%cc", config.c_compiler))

# The downstream test installs this build and builds examples/downstream
# against the installed package, with the build's CMake, generator and C++
# compiler.
config.substitutions.append(("%reshape_src_root", config.reshape_src_root))
config.substitutions.append(("%reshape_obj_root", config.reshape_obj_root))
config.substitutions.append(
    (
        "%cmake_configure",
        "%s -G '%s' -DCMAKE_MAKE_PROGRAM=%s -DCMAKE_CXX_COMPILER=%s"
        % (
            config.cmake,
            config.cmake_generator,
            config.cmake_make_program,
            config.cxx_compiler,
        ),
    )
)
# A C-only project (LANGUAGES C) is configured with the build's C compiler.
config.substitutions.append(
    (
        "%cmake_c_configure",
        "%s -G '%s' -DCMAKE_MAKE_PROGRAM=%s -DCMAKE_C_COMPILER=%s"
        % (
            config.cmake,
            config.cmake_generator,
            config.cmake_make_program,
            config.c_compiler,
        ),
    )
)
config.substitutions.append(("%cmake", config.cmake))
config.substitutions.append(("%llvm_prefix", os.path.dirname(config.mlir_lib_dir)))

# The generators of the scale tests.
import sys
config.substitutions.append(("%python", sys.executable))

# Real graph files (oneDNN Graph JSON, OpenVINO IR) live beside a checkout in
# ../shared/graphs, or wherever RESHAPE_GRAPHS_DIR points; a clone has none.
# The tests that read them require the `graphs` feature: without it lit
# reports them as unsupported and make check prints a note.
graphs_dir = os.environ.get(
    "RESHAPE_GRAPHS_DIR",
    os.path.join(config.reshape_src_root, "..", "shared", "graphs"),
)
if os.path.isdir(graphs_dir):
    config.available_features.add("graphs")
    config.substitutions.append(("%graphs", os.path.abspath(graphs_dir)))
