#!/usr/bin/env bash
# Parse + verify + print: `async-opt FILE -o /dev/null` vs `mlir-opt-14 FILE -o /dev/null` on a
# generated module (bench/gen_module.py, default 40,000 functions). Prints a markdown section
# for bench/results.md; the hyperfine JSON is kept in $BENCH_WORK (default /tmp/async-opt-bench).
#   bench/parse_print.sh [FUNCTIONS]        env: ASYNC_OPT, MLIR_OPT_14, RUNS (default 5)
source "$(dirname "$0")/lib.sh"
n=${1:-40000}
file=$(module "$n")
echo "## Parse, verify, print: $n functions ($(du -m "$file" | cut -f1) MiB)"
echo
compare "parse+verify+print" "$WORK/parse_print-$n.json" "$file" -o /dev/null
