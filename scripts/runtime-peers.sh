#!/usr/bin/env bash
# Tools the tests need beyond scripts/install-peers.sh: LLVM 14's opt and llc (package
# llvm-14) for the runtime's ahead-of-time link test, a C compiler to link it, and
# Graphviz's dot (package graphviz) for the view passes' SVG tests and the README's pictures.
# Runs scripts/install-peers.sh first. Safe to run repeatedly (as root, Debian).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-peers.sh
need=()
[ -x /usr/lib/llvm-14/bin/opt ] && [ -x /usr/lib/llvm-14/bin/llc ] || need+=(llvm-14)
command -v cc >/dev/null 2>&1 || need+=(gcc)
[ -x /usr/bin/dot ] || need+=(graphviz)
if [ ${#need[@]} -gt 0 ]; then
  echo "runtime-peers: apt-get install ${need[*]}"
  log=$(mktemp)
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
         apt-get install -y -qq --no-install-recommends "${need[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
  fi
  rm -f "$log"
fi
echo "runtime-peers: mlir-opt-14, mlir-cpu-runner-14, mlir-translate-14, opt-14, llc-14, cc, dot are in place"
