#!/usr/bin/env bash
# LLVM 17+'s async.func: `async-func-to-async-runtime,async-to-async-runtime` (parse + passes
# + verify + print) on async-opt and mlir-opt-22 (mlir-opt-14 has no async.func), side by
# side on a generated module of N async.funcs (`gen_module.py --async-func`); both print
# the same bytes, which the script checks.
#   bench/async_func.sh [FUNCTIONS]         env: ASYNC_OPT, MLIR_OPT_22, RUNS (default 5)
source "$(dirname "$0")/lib.sh"
MLIR_OPT_22=${MLIR_OPT_22:-/usr/lib/llvm-22/bin/mlir-opt}
[ -x "$MLIR_OPT_22" ] || { echo "$MLIR_OPT_22 missing: run scripts/install-peers.sh" >&2; exit 1; }
n=${1:-40000}
file="$WORK/async-func-$n.mlir"
[ -s "$file" ] || python3 "$BENCH_DIR/gen_module.py" -n "$n" --async-func -o "$file"
pipeline='--pass-pipeline=builtin.module(async-func-to-async-runtime,async-to-async-runtime)'
"$ASYNC_OPT" "$file" "$pipeline" -o "$WORK/async-func-ours.mlir"
"$MLIR_OPT_22" "$file" "$pipeline" -o "$WORK/async-func-22.mlir"
cmp -s "$WORK/async-func-ours.mlir" "$WORK/async-func-22.mlir" || { echo "outputs differ" >&2; exit 1; }
json="$WORK/async-func-$n.json"
hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" --style basic \
  -n async-opt "$ASYNC_OPT $file '$pipeline' -o /dev/null" \
  -n "async-opt, one thread" "$ASYNC_OPT $file '$pipeline' --mlir-disable-threading -o /dev/null" \
  -n mlir-opt-22 "$MLIR_OPT_22 $file '$pipeline' -o /dev/null" >&2
ta=$(median_s "$json" 0); t1=$(median_s "$json" 1); t22=$(median_s "$json" 2)
ra=$(peak_rss_mib "$ASYNC_OPT" "$file" "$pipeline" -o /dev/null)
r1=$(peak_rss_mib "$ASYNC_OPT" "$file" "$pipeline" --mlir-disable-threading -o /dev/null)
r22=$(peak_rss_mib "$MLIR_OPT_22" "$file" "$pipeline" -o /dev/null)
echo "### async-func-to-async-runtime,async-to-async-runtime: $n async.funcs (same output)"
echo
echo "| tool | median (s) | peak RSS (MiB) |"
echo "|---|---|---|"
echo "| async-opt | $ta | $ra |"
echo "| async-opt --mlir-disable-threading | $t1 | $r1 |"
echo "| mlir-opt-22 | $t22 | $r22 |"
echo
python3 -c 'import sys; a,o,b,ra,ro,rb=map(float,sys.argv[1:]); print(f"async-opt / mlir-opt-22: {b/a:.1f}x faster, peak RSS x{ra/rb:.2f}; one thread {b/o:.1f}x faster, x{ro/rb:.2f}")' "$ta" "$t1" "$t22" "$ra" "$r1" "$r22"
