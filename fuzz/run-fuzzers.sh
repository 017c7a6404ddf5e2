#!/usr/bin/env bash
#===- fuzz/run-fuzzers.sh - Run the libFuzzer targets --------------------===#
#
# Usage: run-fuzzers.sh BUILD_DIR SECONDS [FUZZER...]
#
# Runs each fuzzer (all four by default) for SECONDS on its corpus in
# BUILD_DIR/fuzz/corpus/<fuzzer>, seeded from the lit tests and the
# regression inputs of fuzz/regressions/<fuzzer>. A finding (crash,
# sanitizer report, timeout, out of memory) stops that fuzzer, leaves the
# input in BUILD_DIR/fuzz/artifacts/<fuzzer>/ and makes the script fail.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
build=${1:?build directory}
seconds=${2:?seconds}
shift 2
here=$(cd "$(dirname "$0")" && pwd)
fuzzers=("$@")
if [ ${#fuzzers[@]} -eq 0 ]; then
  fuzzers=(reshape-parse-fuzzer reshape-canonicalize-fuzzer
           reshape-pipeline-fuzzer reshape-builder-fuzzer)
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

status=0
for fuzzer in "${fuzzers[@]}"; do
  corpus="$build/fuzz/corpus/$fuzzer"
  artifacts="$build/fuzz/artifacts/$fuzzer/"
  mkdir -p "$corpus" "$artifacts"
  args=(-max_total_time="$seconds" -max_len=4096 -timeout=20
        -rss_limit_mb=4096 -print_final_stats=1
        -artifact_prefix="$artifacts")
  if [ "$fuzzer" != reshape-builder-fuzzer ]; then
    python3 "$here/make-seeds.py" "$here/../test" "$corpus" > /dev/null
    args+=(-dict="$here/reshape.dict")
  fi
  if [ -d "$here/regressions/$fuzzer" ]; then
    cp "$here/regressions/$fuzzer"/* "$corpus"/ 2> /dev/null || true
  fi
  echo "== $fuzzer: $seconds s =="
  if ! "$build/bin/$fuzzer" "${args[@]}" "$corpus" \
      > "$build/fuzz/$fuzzer.log" 2>&1; then
    echo "$fuzzer: FINDING (see $build/fuzz/$fuzzer.log and $artifacts)"
    tail -40 "$build/fuzz/$fuzzer.log"
    status=1
  fi
  grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)" \
    "$build/fuzz/$fuzzer.log" | sed "s/^/  /"
done
exit $status
