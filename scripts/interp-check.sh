#!/usr/bin/env bash
# Runs generated programs (crates/testgen) in async-runner before and after lowering
# (--check-lowering with async-to-async-runtime, and with eliminate-blocking-await-ops)
# and checks their output against the generator's.
#
#   scripts/interp-check.sh [--seed S] [--count N]     (defaults: a fresh seed, 200)
#
# Prints the seed and how many runs passed; any failure shows the program, both
# outputs and the diagnostics. The same check runs in `cargo test` with a fixed seed
# (crates/interp/tests/testgen.rs).
set -euo pipefail
cd "$(dirname "$0")/.."
seed=$(( $(date +%s) % 100000 ))
count=200
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed=$2; shift 2 ;;
    --count) count=$2; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "interp-check.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
echo "interp-check: seed $seed, $count programs"
INTERP_SEED=$seed INTERP_COUNT=$count cargo test -q --release -p async-opt-interp --test testgen \
  generated_programs_agree_before_and_after_lowering -- --nocapture 2>&1 | grep -v '^$'
