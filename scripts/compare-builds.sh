#!/usr/bin/env bash
# Runs two async-opt binaries over the same inputs and flags and reports every difference
# in stdout, stderr or exit status: a refactoring must not change what the tool prints.
#
#   scripts/compare-builds.sh OLD_BINARY NEW_BINARY [--programs N]
#
# Inputs: every tests/mlir/**/*.mlir file (split at `// -----`), examples/*.mlir, the seed
# tests in ../shared/seeds, and N testgen programs (default 40; seed 5). Flags: printing
# as read, generic, with debug info, in both generations, and through the passes (with
# and without eliminate-blocking-await-ops, async-func-to-async-runtime, async-parallel-for
# alone and ahead of the lowering, reference counting, canonicalize and cse; LLVM 22's
# generic form after them). Then large and mid-size modules (over the sharding threshold:
# bench/gen_module.py and bench/gen_parallel.py) as one input each, not split, through the
# passes: what the sharded path prints against what the other binary prints.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 2 ] || { sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
old=$(realpath "$1") new=$(realpath "$2"); shift 2
programs=40
[ "${1:-}" = --programs ] && programs=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

inputs=()
while IFS= read -r f; do inputs+=("$f"); done < <(find "$root/tests/mlir" "$root/examples" -name '*.mlir' | sort)
[ -d "$root/../shared/seeds" ] && while IFS= read -r f; do inputs+=("$f"); done < <(ls "$root"/../shared/seeds/*.mlir 2>/dev/null)
cargo build --release -q -p async-opt-testgen --manifest-path "$root/Cargo.toml"
for i in $(seq 0 $((programs - 1))); do
  "$root/target/release/testgen" program --seed 5 --index "$i" > "$work/prog$i.mlir" 2>/dev/null && inputs+=("$work/prog$i.mlir")
done

flagsets=(
  ""
  "--mlir-print-op-generic"
  "--mlir-print-debuginfo"
  "--compat=14"
  "--compat=22"
  "-async-to-async-runtime"
  "-async-to-async-runtime=eliminate-blocking-await-ops=true"
  "-async-to-async-runtime=eliminate-blocking-await-ops=true --compat=22"
  "-async-to-async-runtime=eliminate-blocking-await-ops=true --mlir-print-debuginfo"
  "-async-func-to-async-runtime -async-to-async-runtime"
  "-async-parallel-for"
  "-async-parallel-for=async-dispatch=false --compat=22"
  "-async-parallel-for -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt"
  "-async-parallel-for -async-to-async-runtime -async-runtime-ref-counting --mlir-print-debuginfo --compat=22"
  "--pass-pipeline=builtin.module(async-parallel-for{num-workers=-1},async-to-async-runtime{eliminate-blocking-await-ops=true},func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)) --compat=22"
  "--pass-pipeline=builtin.module(async-parallel-for,func.func(canonicalize,cse),async-to-async-runtime{eliminate-blocking-await-ops=true},func.func(cse,async-runtime-ref-counting))"
  "-async-parallel-for -async-to-async-runtime=eliminate-blocking-await-ops=true --mlir-print-op-generic --compat=22"
)
runs=0 diffs=0
# compare FILE FLAGS...: runs both binaries, counts the run and reports any difference.
compare() {
  local f=$1; shift
  "$old" "$f" "$@" > "$work/o.out" 2> "$work/o.err"; local ro=$?
  "$new" "$f" "$@" > "$work/n.out" 2> "$work/n.err"; local rn=$?
  runs=$((runs + 1))
  if [ $ro != $rn ] || ! cmp -s "$work/o.out" "$work/n.out" || ! cmp -s "$work/o.err" "$work/n.err"; then
    diffs=$((diffs + 1))
    echo "== DIFFERENT: $f $* (exit $ro vs $rn)"
    diff "$work/o.out" "$work/n.out" | head -10
    diff "$work/o.err" "$work/n.err" | head -10
  fi
}
for f in "${inputs[@]}"; do
  for flags in "${flagsets[@]}"; do
    # shellcheck disable=SC2086
    compare "$f" -split-input-file --allow-unregistered-dialect $flags
  done
done
python3 "$root/bench/gen_module.py" -n 2500 -o "$work/large.mlir"
python3 "$root/bench/gen_parallel.py" -n 1000 -o "$work/large-parallel.mlir"
# Just over the sharding threshold (128 KiB), where shards are small (16 KiB).
python3 "$root/bench/gen_module.py" -n 300 --prelude -o "$work/mid.mlir"
python3 "$root/bench/gen_parallel.py" -n 150 -o "$work/mid-parallel.mlir"
for f in "$work/large.mlir" "$work/large-parallel.mlir" "$work/mid.mlir" "$work/mid-parallel.mlir"; do
  for flags in "${flagsets[@]:5}"; do
    # shellcheck disable=SC2086
    compare "$f" $flags
  done
done
echo "compare-builds: $runs runs, $diffs different"
[ $diffs = 0 ]
