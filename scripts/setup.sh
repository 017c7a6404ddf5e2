#!/usr/bin/env bash
#===- scripts/setup.sh - Install the build dependencies ------------------===#
#
# Installs, with apt-get, the Debian packages the build and the tests need,
# and only those that are missing: on a machine that has them all it prints
# one line and changes nothing. Runs as root (or through sudo when present).
#
#===----------------------------------------------------------------------===#
set -euo pipefail

packages=(
  # LLVM/MLIR 22: headers, libMLIR.so, mlir-tblgen, mlir-opt, mlir-runner,
  # FileCheck and lit.
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  # The compiler and linker we build with, and the AOT tests compile with.
  clang-22 lld-22
  # Sanitizer and libFuzzer runtimes for clang-22.
  libclang-rt-22-dev
  # Build tools and the unit-test framework.
  cmake ninja-build make libgtest-dev
  # The XML parser of the OpenVINO IR importer (the one OpenVINO uses).
  libpugixml-dev
  # Formatting is pinned to Debian's clang-format 14.
  clang-format-14
  # make leak-check (memcheck) and make bench (instruction counts).
  valgrind
  # The independent NumPy reference of the oneDNN Graph tests and the demo.
  python3-numpy
)

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$pkg")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all build dependencies are installed"
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "setup: missing packages (${missing[*]}) and not root; run as root" >&2
    exit 1
  fi
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
