#!/usr/bin/env bash
# MLIR's generic passes against the real tools, byte for byte: every lit input of
# tests/mlir/{text,pass} and every example, split as lit splits them, through
# `async-opt ARGS` and `mlir-opt-14|22 ARGS` (the file's generation: `func.func`, `cf.` or
# `async.func` mean 22). Inputs the real tool rejects are skipped.
#
#   scripts/generic-passes.sh [ARGS...]     (default: each of -canonicalize -cse -symbol-dce -inline)
#
# Prints the files whose output differs and a count per pass line; exits 1 on a difference.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
ours=${ASYNC_OPT:-$root/target/release/async-opt}
[ -x "$ours" ] || { echo "build first: cargo build --release -p async-opt" >&2; exit 2; }
if [ $# -gt 0 ]; then lines=("$*"); else lines=(-canonicalize -cse -symbol-dce -inline); fi
status=0
for line in "${lines[@]}"; do
  same=0 differ=0 skipped=0
  for f in "$root"/tests/mlir/text/*.mlir "$root"/tests/mlir/pass/*.mlir "$root"/examples/*.mlir; do
    if grep -q 'func\.func\|cf\.br\|async\.func' "$f"; then v=22; else v=14; fi
    # shellcheck disable=SC2086
    if ! real=$(timeout 60 "mlir-opt-$v" "$f" -split-input-file --allow-unregistered-dialect $line 2>/dev/null); then
      skipped=$((skipped + 1)); continue
    fi
    # shellcheck disable=SC2086
    mine=$(timeout 60 "$ours" "$f" -split-input-file --allow-unregistered-dialect $line 2>&1)
    if [ "$mine" == "$real" ]; then same=$((same + 1)); else differ=$((differ + 1)); status=1; echo "differs ($v): ${f#"$root"/}"; fi
  done
  echo "$line: $same identical, $differ differ, $skipped rejected by mlir-opt"
done
exit $status
