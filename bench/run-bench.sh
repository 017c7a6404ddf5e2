#!/usr/bin/env bash
#===- bench/run-bench.sh - `make bench` ----------------------------------===#
#
# Runs bench/bench.py: the runtime, copy, clone and compile-time goals,
# measured as ratios in interleaved rounds, and one table of every goal with
# its figure and PASS/FAIL. Extra arguments go to bench.py (--quick skips
# the 100k-op modules, --rounds N sets the runtime rounds).
#
#===----------------------------------------------------------------------===#
set -euo pipefail
build=${1:-build}
shift || true
here=$(cd "$(dirname "$0")" && pwd)
# The interpreter that has Debian's NumPy (scripts/setup.sh installs
# python3-numpy for /usr/bin/python3; another python3 may come first).
python=python3
for candidate in python3 /usr/bin/python3; do
  if "$candidate" -c "import numpy" 2> /dev/null; then
    python=$candidate
    break
  fi
done
exec "$python" "$here/bench.py" "$build" "${LLVM_PREFIX:-/usr/lib/llvm-22}" "$@"
