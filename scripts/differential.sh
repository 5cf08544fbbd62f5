#!/usr/bin/env bash
# Differential testing against mlir-opt-14 on generated async programs (nightly style):
# crates/driver/tests/differential.rs on a fresh seed.
#
#   scripts/differential.sh [--seed S] [--count N] [--jobs J] [--run22] [--upstream-runtime] [--keep]
#
#   --seed S    the run's seed (default: the current time; printed so a failure can be rerun)
#   --count N   programs to generate and check (default 200)
#   --jobs J    programs checked in parallel (default 2)
#   --run22     also run every program's --compat=22 output under LLVM 22 (default: every 4th)
#   --upstream-runtime   also run both eliminate-blocking outputs on LLVM 14's runtime
#   --keep      keep the work directory (target/tmp/differential-S)
#
# One program: cargo run --release -p async-opt-testgen -- program --seed S --index I
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seed=$(date +%s) count=200 jobs=2
usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) [ $# -ge 2 ] || usage; seed=$2; shift 2 ;;
    --count) [ $# -ge 2 ] || usage; count=$2; shift 2 ;;
    --jobs) [ $# -ge 2 ] || usage; jobs=$2; shift 2 ;;
    --run22) export DIFF_RUN22=1; shift ;;
    --upstream-runtime) export DIFF_UPSTREAM_RUNTIME=1; shift ;;
    --keep) export DIFF_KEEP=1; shift ;;
    -h|--help) usage ;;
    *) echo "differential.sh: unknown argument: $1" >&2; usage ;;
  esac
done
case "$seed$count$jobs" in *[!0-9]*) echo "differential.sh: --seed, --count and --jobs take numbers" >&2; exit 2 ;; esac
echo "differential.sh: seed $seed, $count programs" >&2
cd "$root"
cargo build --release -q -p async-opt -p async-runtime
DIFF_SEED=$seed DIFF_COUNT=$count DIFF_JOBS=$jobs \
  cargo test --release -q -p async-opt --test differential generated_programs -- --nocapture
