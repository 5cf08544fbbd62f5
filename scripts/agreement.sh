#!/usr/bin/env bash
# Accept/reject agreement with mlir-opt-14 on malformed inputs (docs/agreement.md):
# mutates the chunks of tests/mlir/text/*.mlir, tests/mlir/pass/*.mlir, examples/*.mlir
# and 20 generated programs (truncations,
# deleted/duplicated/swapped tokens, wrong types and op names, dangling references),
# runs async-opt and mlir-opt-14 on each (parse and verify only, no
# --allow-unregistered-dialect) and prints the summary the report quotes.
#
#   scripts/agreement.sh [--seed S] [--count N] [--out DIR] [--jobs J]
#
# Defaults: seed 1, 1000 mutants, DIR target/agreement (results.tsv there lists every
# mutant with both verdicts and messages), 2 jobs. Mutants of a base that either tool
# rejects unmutated are generated but left out of the rate.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seed=1 count=1000 out=$root/target/agreement jobs=2
usage() { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) [ $# -ge 2 ] || usage; seed=$2; shift 2 ;;
    --count) [ $# -ge 2 ] || usage; count=$2; shift 2 ;;
    --out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
    --jobs) [ $# -ge 2 ] || usage; jobs=$2; shift 2 ;;
    -h|--help) usage ;;
    *) echo "agreement.sh: unknown argument: $1" >&2; usage ;;
  esac
done
MLIR_OPT_14=${MLIR_OPT_14:-/usr/lib/llvm-14/bin/mlir-opt}
[ -x "$MLIR_OPT_14" ] || { echo "agreement.sh: missing $MLIR_OPT_14 (bash scripts/install-peers.sh)" >&2; exit 2; }
cd "$root"
cargo build --release -q -p async-opt -p async-opt-testgen
rm -rf "$out"
target/release/testgen mutants --seed "$seed" --count "$count" --out "$out" \
  tests/mlir/text/*.mlir tests/mlir/pass/*.mlir examples/*.mlir
ASYNC_OPT=$root/target/release/async-opt MLIR_OPT_14=$MLIR_OPT_14 \
  target/release/testgen agree --out "$out" --jobs "$jobs"
