#!/usr/bin/env bash
# Draws the README's pictures (docs/views/*.svg) from examples/fib.mlir: its async graph
# before lowering (-view-async-graph) and the control-flow graphs of @fib's coroutines
# after async-to-async-runtime with eliminate-blocking-await-ops (-view-coro-cfg), as
# SVG through Graphviz's dot (Debian package graphviz, scripts/runtime-peers.sh installs
# it). crates/driver/tests/views.rs runs this into a scratch folder and compares: the
# committed pictures must be what this script draws now.
#
#   scripts/views.sh [OUT_DIR]      (default docs/views; $ASYNC_OPT, default target/release/async-opt)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/views}
opt=${ASYNC_OPT:-target/release/async-opt}
mkdir -p "$out"
"$opt" examples/fib.mlir "-view-async-graph=output-file=$out/fib-async-graph.svg format=svg" -o /dev/null
"$opt" examples/fib.mlir -async-to-async-runtime=eliminate-blocking-await-ops=true \
    "-view-coro-cfg=output-file=$out/fib-coro-cfg.svg format=svg function=fib" -o /dev/null
