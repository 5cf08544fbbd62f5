#!/usr/bin/env bash
# async-parallel-for: `-async-parallel-for` (default options: recursive async dispatch) on
# async-opt and mlir-opt-14 (parse + pass + verify + print) side by side on a module of
# scf.parallel loops (bench/gen_parallel.py, default 500 functions, 1,500 loops), after checking
# that both print the same bytes; then both tools at growing sizes (mlir-opt-14's greedy
# rewrite grows faster than linearly here), and async-opt alone further.
#   bench/parallel_for.sh [FUNCTIONS]       env: ASYNC_OPT, MLIR_OPT_14, RUNS (default 5),
#                                           SIZES (default "250 500 1000"; both tools),
#                                           OUR_SIZES (default "2000 4000 8000"; async-opt)
source "$(dirname "$0")/lib.sh"
n=${1:-500}
pass=-async-parallel-for

# parallel_module N -> path of the generated module with N functions (made once).
parallel_module() {
  local file="$WORK/parallel-$1.mlir"
  [ -s "$file" ] || python3 "$BENCH_DIR/gen_parallel.py" -n "$1" -o "$file"
  echo "$file"
}

file=$(parallel_module "$n")
if [ "$HAVE_ASYNC_OPT" = 1 ]; then
  "$ASYNC_OPT" "$file" "$pass" -o "$WORK/parallel-$n.ours.mlir"
  "$MLIR_OPT_14" "$file" "$pass" -o "$WORK/parallel-$n.ref.mlir"
  cmp -s "$WORK/parallel-$n.ours.mlir" "$WORK/parallel-$n.ref.mlir" ||
    { echo "async-opt and mlir-opt-14 print different IR for $file" >&2; exit 1; }
fi
echo "## async-parallel-for: $n functions, $((3 * n)) loops ($(du -k "$file" | cut -f1) KiB in, $(du -k "$WORK/parallel-$n.ref.mlir" | cut -f1) KiB out, the same bytes from both tools)"
echo
compare "parse+pass+print" "$WORK/parallel-$n.json" "$file" "$pass" -o /dev/null

# one_median TOOL FILE -> median seconds of `TOOL FILE -async-parallel-for -o /dev/null`.
one_median() {
  local json="$WORK/parallel-one.json"
  hyperfine --warmup 0 --runs "$RUNS" --export-json "$json" --style none "$1 $2 $pass -o /dev/null" >&2
  median_s "$json" 0
}

echo "### Scaling"
echo
echo "| functions | async-opt (s) | async-opt RSS (MiB) | mlir-opt-14 (s) | mlir-opt-14 RSS (MiB) | ratio |"
echo "|---|---|---|---|---|---|"
for size in ${SIZES:-250 500 1000}; do
  f=$(parallel_module "$size")
  t14=$(one_median "$MLIR_OPT_14" "$f"); r14=$(peak_rss_mib "$MLIR_OPT_14" "$f" "$pass" -o /dev/null)
  if [ "$HAVE_ASYNC_OPT" = 1 ]; then
    ta=$(one_median "$ASYNC_OPT" "$f"); ra=$(peak_rss_mib "$ASYNC_OPT" "$f" "$pass" -o /dev/null)
    ratio=$(python3 -c 'import sys; a,b=map(float,sys.argv[1:]); print(f"{b/a:.1f}x faster")' "$ta" "$t14")
  else
    ta=- ra=- ratio=-
  fi
  echo "| $size | $ta | $ra | $t14 | $r14 | $ratio |"
done
if [ "$HAVE_ASYNC_OPT" = 1 ]; then
  for size in ${OUR_SIZES:-2000 4000 8000}; do
    f=$(parallel_module "$size")
    ta=$(one_median "$ASYNC_OPT" "$f"); ra=$(peak_rss_mib "$ASYNC_OPT" "$f" "$pass" -o /dev/null)
    echo "| $size | $ta | $ra | (not run) | | |"
  done
fi
echo
