#===- Makefile - The two commands of README.md and their friends ---------===#
#
#   make build   install missing packages, configure and build
#   make check   build, then run every test (GoogleTest and lit)
#   make demo    build, then run the main job on examples/
#   make docs    generate the dialect, op and pass docs into build/docs
#   make bench  the benchmarks of bench/ (never part of check)
#   make leak-check  run the integration programs under valgrind
#
#===----------------------------------------------------------------------===#

BUILD_DIR ?= build
JOBS ?= 2
LLVM_PREFIX ?= /usr/lib/llvm-22

CMAKE_FLAGS = -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 \
  -DCMAKE_CXX_COMPILER=clang++-22 \
  -DLLVM_USE_LINKER=lld \
  -DMLIR_DIR=$(LLVM_PREFIX)/lib/cmake/mlir \
  -DLLVM_EXTERNAL_LIT=$(LLVM_PREFIX)/bin/lit

LIT = $(LLVM_PREFIX)/bin/lit

.PHONY: all setup configure build check demo bench docs leak-check clean

all: build

setup:
	@./scripts/setup.sh

$(BUILD_DIR)/build.ninja:
	cmake -S . -B $(BUILD_DIR) $(CMAKE_FLAGS)

configure: setup
	@$(MAKE) --no-print-directory $(BUILD_DIR)/build.ninja

build: configure
	ninja -C $(BUILD_DIR) -j $(JOBS)

# The unit tests print GoogleTest's summary; lit runs everything else and
# prints its own (check-reshape runs both through lit in one go). The docs
# are built first: a test reads them.
check: build docs
	@echo "== GoogleTest =="
	$(BUILD_DIR)/test/Unit/ReshapeUnitTests --gtest_brief=1
	@echo "== lit =="
	$(LIT) -sv --filter-out '^RESHAPE-Unit' $(BUILD_DIR)/test

demo: build
	@./examples/run-demo.sh $(BUILD_DIR)

# Benchmarks: ratios from one run, and instruction counts (not a test).
bench: build
	@./bench/run-bench.sh $(BUILD_DIR)

# The integration programs under valgrind (slow; not part of check).
leak-check: build
	@./scripts/leak-check.sh $(BUILD_DIR)

docs: configure
	ninja -C $(BUILD_DIR) reshape-doc
	@echo "docs written to $(BUILD_DIR)/docs"

clean:
	rm -rf $(BUILD_DIR)
