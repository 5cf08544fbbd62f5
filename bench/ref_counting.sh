#!/usr/bin/env bash
# The async part of a pipeline: parse + `async-to-async-runtime{eliminate-blocking-await-ops=true}`
# + `async-runtime-ref-counting` + `async-runtime-ref-counting-opt` + verify after each pass +
# print, on async-opt (in shards on every core, and whole on one thread) and mlir-opt-14, side by
# side on the generated module, with medians and peak memory. Then async-opt alone, the same
# pipeline as LLVM 22 nests it (`func.func(...)`), and the lowering alone, to show what counting
# references costs; then the pipeline at 5k..160k functions (the time per function).
#   bench/ref_counting.sh [FUNCTIONS]       env: ASYNC_OPT, MLIR_OPT_14, RUNS (default 5),
#                                           SIZES (default "5000 10000 20000 40000 80000 160000")
source "$(dirname "$0")/lib.sh"
n=${1:-40000}
file=$(module "$n")
passes=(-async-to-async-runtime=eliminate-blocking-await-ops=true -async-runtime-ref-counting -async-runtime-ref-counting-opt)
echo "## async-to-async-runtime (eliminate-blocking-await-ops=true) + async-runtime-ref-counting + -opt: $n functions"
echo
# Warnings (one per public function whose signature changes) go to /dev/null with the output.
compare "parse+pass+ref-counting+print" "$WORK/ref-counting-$n.json" "$file" "${passes[@]}" -o /dev/null

if [ "$HAVE_ASYNC_OPT" = 1 ]; then
  nested='--pass-pipeline=builtin.module(async-to-async-runtime{eliminate-blocking-await-ops=true},func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt))'
  json="$WORK/ref-counting-forms-$n.json"
  hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" --style basic \
    -n flags "$ASYNC_OPT $file ${passes[*]} -o /dev/null" \
    -n nested "$ASYNC_OPT $file '$nested' -o /dev/null" \
    -n "lowering alone" "$ASYNC_OPT $file ${passes[0]} -o /dev/null" >&2
  echo "### async-opt alone"
  echo
  echo "| pipeline | median (s) | peak RSS (MiB) |"
  echo "|---|---|---|"
  echo "| flags (as above) | $(median_s "$json" 0) | $(peak_rss_mib "$ASYNC_OPT" "$file" "${passes[@]}" -o /dev/null) |"
  echo "| \`func.func(...)\` nested (LLVM 22's form; one verification after both passes) | $(median_s "$json" 1) | $(peak_rss_mib "$ASYNC_OPT" "$file" "$nested" -o /dev/null) |"
  echo "| the lowering alone | $(median_s "$json" 2) | $(peak_rss_mib "$ASYNC_OPT" "$file" "${passes[0]}" -o /dev/null) |"
  echo
  scaling "${passes[@]}"
fi
