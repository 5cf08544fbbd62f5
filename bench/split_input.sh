#!/usr/bin/env bash
# -split-input-file on a file of many small chunks (bench/gen_module.py --split: one function
# and its helper a chunk, default 10,000 chunks): parse + verify + print, then the same through
# `async-to-async-runtime{eliminate-blocking-await-ops=true}`, async-opt (chunks on every core,
# and one by one) vs mlir-opt-14, side by side. A lit suite's files look like this.
#   bench/split_input.sh [CHUNKS]        env: ASYNC_OPT, MLIR_OPT_14, RUNS (default 5)
source "$(dirname "$0")/lib.sh"
n=${1:-10000}
file=$(split_module "$n")
echo "## -split-input-file: $n chunks ($(du -m "$file" | cut -f1) MiB)"
echo
compare "parse+verify+print" "$WORK/split-$n.json" "$file" -split-input-file -o /dev/null
# Warnings (one per converted public function) go to /dev/null with the output.
compare "parse+pass+print" "$WORK/split-pass-$n.json" "$file" -split-input-file \
  -async-to-async-runtime=eliminate-blocking-await-ops=true -o /dev/null
