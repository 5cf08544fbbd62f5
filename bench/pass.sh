#!/usr/bin/env bash
# The pass: `-async-to-async-runtime="eliminate-blocking-await-ops=true"` on async-opt and
# mlir-opt-14 (parse + pass + verify + print), side by side on the generated module, then a
# scaling run of async-opt alone at 5k..160k functions reporting the time per function, and
# the I/O floor: reading the input and writing an output of the same size (`cat`), against
# async-opt writing its output to a file, in one hyperfine run. Also under -verify-diagnostics.
#   bench/pass.sh [FUNCTIONS]               env: ASYNC_OPT, MLIR_OPT_14, RUNS (default 5),
#                                           SIZES (default "5000 10000 20000 40000 80000 160000")
source "$(dirname "$0")/lib.sh"
n=${1:-40000}
pass='-async-to-async-runtime=eliminate-blocking-await-ops=true'
file=$(module "$n")
echo "## async-to-async-runtime (eliminate-blocking-await-ops=true): $n functions"
echo
compare "parse+pass+print" "$WORK/pass-$n.json" "$file" "$pass" -o /dev/null
compare "parse+pass+print, led by alias definitions, with a declaration" "$WORK/pass-prelude-$n.json" \
  "$(prelude_module "$n")" "$pass" -o /dev/null
# Without eliminate-blocking the pass warns of nothing, so both tools expect no diagnostic.
compare "parse+pass+print under -verify-diagnostics (the pass without eliminate-blocking)" \
  "$WORK/pass-verify-$n.json" "$file" -async-to-async-runtime -verify-diagnostics -o /dev/null

if [ "$HAVE_ASYNC_OPT" = 1 ]; then
  printed="$WORK/pass-output-$n.mlir"
  "$ASYNC_OPT" "$file" "$pass" -o "$printed" 2>/dev/null
  json="$WORK/pass-floor-$n.json"
  hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" --style basic \
    -n "async-opt -o FILE" "$ASYNC_OPT $file $pass -o $WORK/pass-again-$n.mlir" \
    -n "I/O floor" "cat $file > /dev/null && cat $printed > $WORK/pass-copy-$n.mlir" >&2 2>/dev/null
  ta=$(median_s "$json" 0); tf=$(median_s "$json" 1)
  echo "### The I/O floor: read $(du -m "$file" | cut -f1) MiB, write $(du -m "$printed" | cut -f1) MiB"
  echo
  echo "| | median (s) |"
  echo "|---|---|"
  echo "| async-opt, output to a file | $ta |"
  echo "| \`cat\` of the input, and of an output of the same size into a file | $tf |"
  echo
  python3 -c 'import sys; a,f=map(float,sys.argv[1:]); print(f"async-opt / floor: x{a/f:.1f}")' "$ta" "$tf"
  echo
  rm -f "$WORK/pass-again-$n.mlir" "$WORK/pass-copy-$n.mlir"

  scaling "$pass"
fi
