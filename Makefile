#===- Makefile - The two commands of README.md and their friends ---------===#
#
#   make build   install missing packages, configure and build
#   make check   build, then run every test (GoogleTest and lit)
#   make demo    build, then run the main job on examples/
#   make docs    generate the dialect, op and pass docs into build/docs
#   make bench  the performance goals of bench/ (never part of check;
#               BENCH_FLAGS=--quick skips the 100k-op modules)
#   make leak-check  run the integration programs under valgrind
#   make check-sanitize  every test again, built with ASan and UBSan
#   make fuzz        build the libFuzzer targets (sanitized build)
#   make fuzz-smoke  run each fuzzer for FUZZ_SECONDS (60 s); any finding fails
#   make fuzz-fast   build the libFuzzer targets without sanitizers (build-fuzz/)
#   make fuzz-run    run FUZZERS (all) for FUZZ_SECONDS each, non-sanitized,
#                    under nice -n 19, one at a time, each in FUZZ_JOBS (1)
#                    processes (the long runs)
#   make fuzz-merge  minimize the corpora of the runs into fuzz/corpus/
#   make differential  the long differential run of the compiled code
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

# The sanitized build: ASan and UBSan everywhere, and the coverage
# instrumentation the fuzzers need.
SANITIZE_DIR ?= build-sanitize
SANITIZE_FLAGS = $(CMAKE_FLAGS) \
  -DLLVM_USE_SANITIZER="Address;Undefined" \
  -DLLVM_USE_SANITIZE_COVERAGE=ON
export ASAN_SYMBOLIZER_PATH = $(LLVM_PREFIX)/bin/llvm-symbolizer
SANITIZER_ENV = \
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 1
FUZZERS ?=
# The coverage-only build of the fuzzers (no sanitizer): several times the
# executions per second of the sanitized one.
FUZZ_DIR ?= build-fuzz
FUZZ_FLAGS = $(CMAKE_FLAGS) -DRESHAPE_BUILD_FUZZERS=ON
DIFFERENTIAL_CASES ?= 20000

.PHONY: all setup configure build check demo bench docs leak-check clean \
  configure-sanitize build-sanitize check-sanitize fuzz fuzz-smoke \
  fuzz-fast fuzz-run fuzz-merge differential

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
# The table of the real OpenVINO models is written by a lit test (when the
# graphs are there) and printed after the run.
OPENVINO_TABLE = $(BUILD_DIR)/test/Target/OpenVINO/Output/real-models.test.tmp

check: build docs
	@echo "== GoogleTest =="
	$(BUILD_DIR)/test/Unit/ReshapeUnitTests --gtest_brief=1
	@echo "== lit =="
	@rm -f $(OPENVINO_TABLE)
	$(LIT) -sv --filter-out '^RESHAPE-Unit' $(BUILD_DIR)/test
	@if [ -f $(OPENVINO_TABLE) ]; then \
	  echo "== OpenVINO IR models: Reshape-1 layers imported and canonicalized =="; \
	  cat $(OPENVINO_TABLE); fi
	@[ -d "$${RESHAPE_GRAPHS_DIR:-../shared/graphs}" ] || echo "note: no real graphs in ../shared/graphs (set RESHAPE_GRAPHS_DIR): the tests on real graph files were skipped"

demo: build
	@./examples/run-demo.sh $(BUILD_DIR)

# Benchmarks: ratios from interleaved rounds, instruction counts, compile
# time against upstream, and a table of goals (not a test).
bench: build
	@./bench/run-bench.sh $(BUILD_DIR) $(BENCH_FLAGS)

# The integration programs under valgrind (slow; not part of check).
leak-check: build
	@./scripts/leak-check.sh $(BUILD_DIR)

docs: configure
	ninja -C $(BUILD_DIR) reshape-doc
	@echo "docs written to $(BUILD_DIR)/docs"

$(SANITIZE_DIR)/build.ninja:
	cmake -S . -B $(SANITIZE_DIR) $(SANITIZE_FLAGS)

configure-sanitize: setup
	@$(MAKE) --no-print-directory $(SANITIZE_DIR)/build.ninja

build-sanitize: configure-sanitize
	ninja -C $(SANITIZE_DIR) -j $(JOBS) all reshape-doc

# The whole suite once more, every tool and test built with the sanitizers.
check-sanitize: build-sanitize
	@echo "== GoogleTest (ASan, UBSan) =="
	$(SANITIZER_ENV) $(SANITIZE_DIR)/test/Unit/ReshapeUnitTests --gtest_brief=1
	@echo "== lit (ASan, UBSan) =="
	$(SANITIZER_ENV) $(LIT) -sv --filter-out '^RESHAPE-Unit' $(SANITIZE_DIR)/test

fuzz: build-sanitize

# Each fuzzer for FUZZ_SECONDS on its corpus; a finding fails.
fuzz-smoke: fuzz
	@./fuzz/run-fuzzers.sh $(SANITIZE_DIR) $(FUZZ_SECONDS) $(FUZZERS)

$(FUZZ_DIR)/build.ninja:
	cmake -S . -B $(FUZZ_DIR) $(FUZZ_FLAGS)

fuzz-fast: setup
	@$(MAKE) --no-print-directory $(FUZZ_DIR)/build.ninja
	ninja -C $(FUZZ_DIR) -j $(JOBS) reshape-fuzzers

# The long runs: non-sanitized, at the lowest priority (the machine is
# shared), one fuzzer at a time; totals in $(FUZZ_DIR)/fuzz/stats.tsv.
fuzz-run: fuzz-fast
	@FUZZ_KEEP_GOING=1 FUZZ_JOBS=$(FUZZ_JOBS) nice -n 19 \
	  ./fuzz/run-fuzzers.sh $(FUZZ_DIR) $(FUZZ_SECONDS) $(FUZZERS)

fuzz-merge: fuzz-fast
	@./fuzz/run-fuzzers.sh --merge $(FUZZ_DIR) $(FUZZERS)

# The differential test of the compiled code at length (make check runs 300
# cases): DIFFERENTIAL_CASES random cases, a new seed each time (printed).
differential: build
	python3 test/Differential/differential.py --build $(BUILD_DIR) \
	  --llvm $(LLVM_PREFIX) --cases $(DIFFERENTIAL_CASES) --batch 500

clean:
	rm -rf $(BUILD_DIR) $(SANITIZE_DIR) $(FUZZ_DIR)
