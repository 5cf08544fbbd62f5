#!/usr/bin/env bash
# The generic passes after the lowering: `-async-to-async-runtime` followed by
# `-canonicalize`, `-cse`, `-inline` or `-symbol-dce`, on async-opt and mlir-opt-14 side by
# side on the generated module (parse + passes + verify + print). Both tools print the same
# bytes for each pipeline, which the script checks (on a 2,000-function module) first. Then
# the inliner alone at a few sizes, with the time per function.
#   bench/generic_passes.sh [FUNCTIONS]     env: ASYNC_OPT, MLIR_OPT_14, RUNS (default 5),
#                                           SIZES (inliner scaling; default "5000 20000 80000"),
#                                           PIPELINES (default: the four below)
source "$(dirname "$0")/lib.sh"
n=${1:-40000}
file=$(module "$n")
small=$(module 2000)
lower='-async-to-async-runtime=eliminate-blocking-await-ops=true'
default_pipelines=("$lower -canonicalize" "$lower -cse" "-async-to-async-runtime -inline" "-async-to-async-runtime -symbol-dce")
if [ -n "${PIPELINES:-}" ]; then IFS=';' read -r -a pipelines <<<"$PIPELINES"; else pipelines=("${default_pipelines[@]}"); fi
echo "## The generic passes after the lowering: $n functions"
echo
for p in "${pipelines[@]}"; do
  if [ "$HAVE_ASYNC_OPT" = 1 ]; then
    # shellcheck disable=SC2086
    "$ASYNC_OPT" "$small" $p -o "$WORK/generic-ours.mlir" 2>/dev/null
    # shellcheck disable=SC2086
    "$MLIR_OPT_14" "$small" $p -o "$WORK/generic-14.mlir" 2>/dev/null
    cmp -s "$WORK/generic-ours.mlir" "$WORK/generic-14.mlir" || { echo "'$p': outputs differ" >&2; exit 1; }
  fi
  slug=$(echo "$p" | tr -c 'a-z0-9' '-' | tr -s '-')
  # shellcheck disable=SC2086
  compare "$p (same output as mlir-opt-14)" "$WORK/generic-$slug$n.json" "$file" $p -o /dev/null
done

# The inliner runs the greedy driver once per function: its cost per function stays flat.
if [ "$HAVE_ASYNC_OPT" = 1 ]; then
  echo "Inlining after the lowering:"
  echo
  SIZES=${SIZES:-5000 20000 80000} scaling -async-to-async-runtime -inline
fi
