#!/usr/bin/env bash
#===- fuzz/run-fuzzers.sh - Run the libFuzzer targets --------------------===#
#
# Usage: run-fuzzers.sh BUILD_DIR SECONDS [FUZZER...]
#        run-fuzzers.sh --merge BUILD_DIR [FUZZER...]
#
# Runs each fuzzer (all six by default), one after the other, for SECONDS
# on its working corpus BUILD_DIR/fuzz/corpus/<fuzzer>, seeded from the
# minimized corpus kept in the repository (fuzz/corpus/<fuzzer>), the
# regression inputs (fuzz/regressions/<fuzzer>), for the text fuzzers the
# chunks of the lit tests and generated programs as text, and for the
# importer fuzzer the graph files of the lit tests (and those of
# $RESHAPE_GRAPHS_DIR, by default ../shared/graphs beside the repository,
# when it is there, as for the real-graph tests). A finding
# (crash, sanitizer report, failed oracle, timeout, out of memory) stops
# that fuzzer, leaves the input in BUILD_DIR/fuzz/artifacts/<fuzzer>/ and
# makes the script fail. Each run appends its totals to
# BUILD_DIR/fuzz/stats.tsv (date, fuzzer, executions, seconds, exec/s,
# findings, commit, sanitized).
#
# With FUZZ_KEEP_GOING=1 (make fuzz-run: the long runs) a finding does not
# stop the run: its input is in the artifacts, the fuzzer starts again on
# its corpus for the time left, and the stats count the findings.
# FUZZ_JOBS=N runs N copies of each fuzzer side by side on its corpus (one
# per core; the stats add them up).
#
# --merge minimizes the working corpora into fuzz/corpus/<fuzzer>
# (libFuzzer -merge=1: the smallest inputs that keep the coverage).
#
#===----------------------------------------------------------------------===#
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
merge=0
if [ "${1:-}" = --merge ]; then
  merge=1
  shift
  build=${1:?build directory}
  shift
else
  build=${1:?build directory}
  seconds=${2:?seconds}
  shift 2
fi
fuzzers=("$@")
if [ ${#fuzzers[@]} -eq 0 ]; then
  fuzzers=(reshape-parse-fuzzer reshape-canonicalize-fuzzer
           reshape-pipeline-fuzzer reshape-builder-fuzzer
           reshape-differential-fuzzer reshape-import-fuzzer)
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
sanitized=no
if grep -q "^LLVM_USE_SANITIZER:.*Address" "$build/CMakeCache.txt" 2> /dev/null; then
  sanitized=yes
fi
# Graph files are larger than programs.
max_len() {
  if [ "$1" = reshape-import-fuzzer ]; then echo 65536; else echo 4096; fi
}

commit=$(git -C "$here" rev-parse --short HEAD 2> /dev/null || echo unknown)
if [ -n "$(git -C "$here" status --porcelain -- .. 2> /dev/null | grep -v '^??')" ]; then
  commit="$commit+changes"
fi

if [ $merge = 1 ]; then
  for fuzzer in "${fuzzers[@]}"; do
    kept="$here/corpus/$fuzzer"
    work="$build/fuzz/corpus/$fuzzer"
    fresh="$build/fuzz/merged/$fuzzer"
    rm -rf "$fresh"
    mkdir -p "$fresh" "$kept" "$work"
    echo "== $fuzzer: merging into $kept =="
    "$build/bin/$fuzzer" -merge=1 -max_len="$(max_len "$fuzzer")" -timeout=30 \
      -rss_limit_mb=4096 "$fresh" "$kept" "$work" \
      > "$build/fuzz/$fuzzer.merge.log" 2>&1 || {
      echo "$fuzzer: merge failed (see $build/fuzz/$fuzzer.merge.log)"
      exit 1
    }
    rm -rf "$kept"
    mv "$fresh" "$kept"
    echo "  $(ls "$kept" | wc -l) inputs, $(du -sh "$kept" | cut -f1)"
  done
  exit 0
fi

# One job: runs $fuzzer (with $args, on $corpus) until $seconds have passed
# since $start; its log in $log.JOB, "executions findings" in $log.JOB.count.
# The jobs share the corpus (libFuzzer names its inputs by their hash).
# Without FUZZ_KEEP_GOING, a job's finding stops the others ($log.stop).
fuzz_job() {
  local job=$1 jlog="$log.$1" left part failed pid runs=0 findings=0
  : > "$jlog"
  while :; do
    left=$(( seconds - ($(date +%s) - start) ))
    [ "$left" -gt 0 ] && [ ! -e "$log.stop" ] || break
    "$build/bin/$fuzzer" "${args[@]}" -max_total_time="$left" "$corpus" \
      > "$jlog.part" 2>&1 &
    pid=$!
    while kill -0 "$pid" 2> /dev/null; do
      if [ -e "$log.stop" ]; then
        kill "$pid" 2> /dev/null
        break
      fi
      sleep 1
    done
    if wait "$pid"; then
      failed=0
    else
      failed=1
    fi
    if [ -e "$log.stop" ] && [ "$failed" = 1 ] &&
        ! grep -q "reshape fuzz finding\|ERROR:\|Test unit written" "$jlog.part"; then
      # Stopped for another job's finding: no finding of its own.
      failed=0
    fi
    cat "$jlog.part" >> "$jlog"
    part=$(sed -n 's/^stat::number_of_executed_units: *//p' "$jlog.part" | tail -1)
    if [ -z "$part" ]; then
      # A finding stops libFuzzer before its final stats: the last status line.
      part=$(grep -oE '^#[0-9]+' "$jlog.part" | tail -1 | tr -d '#')
    fi
    runs=$(( runs + ${part:-0} ))
    [ "$failed" = 1 ] || break
    findings=$(( findings + 1 ))
    echo "$fuzzer (job $job): FINDING (see $log and $artifacts)"
    grep -m1 -A3 "reshape fuzz finding\|ERROR:" "$jlog.part" | head -4
    if [ "${FUZZ_KEEP_GOING:-0}" != 1 ]; then
      touch "$log.stop"
      break
    fi
  done
  rm -f "$jlog.part"
  echo "$runs $findings" > "$jlog.count"
}

status=0
for fuzzer in "${fuzzers[@]}"; do
  corpus="$build/fuzz/corpus/$fuzzer"
  artifacts="$build/fuzz/artifacts/$fuzzer/"
  mkdir -p "$corpus" "$artifacts"
  args=(-max_len="$(max_len "$fuzzer")" -timeout=30
        -rss_limit_mb=4096 -print_final_stats=1
        -artifact_prefix="$artifacts")
  case "$fuzzer" in
  reshape-parse-fuzzer|reshape-canonicalize-fuzzer|reshape-pipeline-fuzzer)
    # Text: the lit tests' chunks and generated programs (any kind); and
    # generator inputs (a leading 0 byte).
    python3 "$here/make-seeds.py" "$here/../test" "$corpus" > /dev/null
    "$build/bin/reshape-fuzz-generate" --seeds 50 "$corpus" 1
    "$build/bin/reshape-fuzz-generate" --any --seeds 50 "$corpus" 2
    if [ "$fuzzer" != reshape-parse-fuzzer ]; then
      "$build/bin/reshape-fuzz-generate" --any --inputs 50 "$corpus" 3
    fi
    args+=(-dict="$here/reshape.dict")
    ;;
  reshape-differential-fuzzer)
    "$build/bin/reshape-fuzz-generate" --inputs 50 "$corpus" 4
    ;;
  reshape-import-fuzzer)
    # The graph files of the lit tests, and the real ones beside the
    # repository when they are there.
    seeds=("$here/../test/Target")
    graphs=${RESHAPE_GRAPHS_DIR:-$here/../../shared/graphs}
    if [ -d "$graphs" ]; then
      seeds+=("$graphs")
    fi
    python3 "$here/make-import-seeds.py" "$corpus" "${seeds[@]}" > /dev/null
    args+=(-dict="$here/import.dict")
    ;;
  esac
  for dir in "$here/corpus/$fuzzer" "$here/regressions/$fuzzer"; do
    if [ -d "$dir" ]; then
      cp "$dir"/* "$corpus"/ 2> /dev/null || true
    fi
  done
  jobs=${FUZZ_JOBS:-1}
  echo "== $fuzzer: $seconds s, $jobs job(s) =="
  log="$build/fuzz/$fuzzer.log"
  start=$(date +%s)
  : > "$log"
  rm -f "$log.stop"
  for job in $(seq 1 "$jobs"); do
    fuzz_job "$job" &
  done
  wait
  runs=0
  findings=0
  for job in $(seq 1 "$jobs"); do
    # A job killed from outside leaves no count: it adds nothing.
    job_runs=0
    job_findings=0
    read -r job_runs job_findings < "$log.$job.count" 2> /dev/null || true
    runs=$(( runs + job_runs ))
    findings=$(( findings + job_findings ))
    cat "$log.$job" >> "$log"
    rm -f "$log.$job" "$log.$job.count"
  done
  rm -f "$log.stop"
  [ "$findings" = 0 ] || status=1
  elapsed=$(( $(date +%s) - start ))
  rate=$(( elapsed > 0 ? runs / elapsed : 0 ))
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$fuzzer" \
    "${runs:-0}" "$elapsed" "${rate:-?}" "$findings" "$commit" "$sanitized" \
    >> "$build/fuzz/stats.tsv"
  echo "  executions ${runs:-0} in ${elapsed} s (${rate:-?}/s), findings $findings"
done
exit $status
