#!/usr/bin/env bash
# Side-by-side benchmark: the same JIT-compiled MLIR (lowered once by mlir-opt-14) run
# by mlir-cpu-runner-14 with only the async runtime swapped: LLVM 14's
# libmlir_async_runtime.so.14 vs ours (target/release/libasync_runtime.so).
#
#   bash bench/runtime/run.sh            # full run (hyperfine + /usr/bin/time)
#   RUNS=3 bash bench/runtime/run.sh     # fewer timing runs
#
# Reports medians (hyperfine) and peak RSS (median of /usr/bin/time runs) and ratios,
# then the per-task overhead against a bare rayon pool (cargo bench --bench overhead).
# Needs: scripts/install-peers.sh (mlir-opt-14, mlir-cpu-runner-14, hyperfine).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
RUNS=${RUNS:-10}
BIN=/usr/lib/llvm-14/bin
LIB=/opt/mlir14/usr/lib/llvm-14/lib
UPSTREAM=$LIB/libmlir_async_runtime.so.14
OURS=$ROOT/target/release/libasync_runtime.so
WORK=$ROOT/target/bench-runtime
mkdir -p "$WORK"

for t in "$BIN/mlir-opt" "$BIN/mlir-cpu-runner" "$UPSTREAM" hyperfine /usr/bin/time python3; do
  command -v "$t" >/dev/null 2>&1 || [ -e "$t" ] || { echo "missing: $t (run scripts/install-peers.sh)" >&2; exit 1; }
done

cargo build -q -p async-runtime --release

PIPELINE=(-async-runtime-ref-counting -async-runtime-ref-counting-opt -convert-async-to-llvm
  -convert-scf-to-std -convert-memref-to-llvm -arith-expand -convert-arith-to-llvm
  -convert-std-to-llvm -reconcile-unrealized-casts)
PROGRAMS=$ROOT/crates/runtime/tests/programs

# lower NAME SOURCE PASS [SED-EXPR]
lower() {
  local name=$1 src=$2 pass=$3 expr=${4:-}
  if [ -n "$expr" ]; then sed "$expr" "$src" > "$WORK/$name.src.mlir"; else cp "$src" "$WORK/$name.src.mlir"; fi
  "$BIN/mlir-opt" "$WORK/$name.src.mlir" "$pass" "${PIPELINE[@]}" -o "$WORK/$name.mlir"
}
lower fib27_elim "$PROGRAMS/fib_eliminate_blocking.mlir" -async-to-async-runtime=eliminate-blocking-await-ops=true \
  's|arith.constant 20 : i64 // FIB_N|arith.constant 27 : i64|'
lower fib20_blocking "$PROGRAMS/fib_blocking.mlir" -async-to-async-runtime
lower fanout100k "$ROOT/bench/runtime/fanout.mlir" -async-to-async-runtime
lower empty "$ROOT/bench/runtime/empty.mlir" -async-to-async-runtime

runner() { # runner LIB PROGRAM
  echo "env LD_LIBRARY_PATH=$LIB $BIN/mlir-cpu-runner -e entry -entry-point-result=void -O0 -shared-libs=$LIB/libmlir_c_runner_utils.so.14 -shared-libs=$1 $WORK/$2.mlir"
}

median_of() { python3 -c 'import sys,statistics; print(statistics.median(float(x) for x in sys.argv[1:]))' "$@"; }

# peak_rss LIB PROGRAM -> median max RSS in MB over 3 runs
peak_rss() {
  local samples=()
  for _ in 1 2 3; do
    /usr/bin/time -f %M -o "$WORK/rss.txt" bash -c "$(runner "$1" "$2")" > /dev/null
    samples+=("$(tail -1 "$WORK/rss.txt")")
  done
  python3 -c 'import sys,statistics; print("%.1f" % (statistics.median(float(x) for x in sys.argv[1:]) / 1024))' "${samples[@]}"
}

# compare NAME EXPECTED: hyperfine both, then peak memory
compare() {
  local name=$1 expected=$2
  for lib in "$UPSTREAM" "$OURS"; do
    out=$(bash -c "$(runner "$lib" "$name")")
    [ "$out" = "$expected" ] || { echo "$name with $lib printed '$out', expected '$expected'" >&2; exit 1; }
  done
  hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$WORK/$name.json" \
    -n upstream "$(runner "$UPSTREAM" "$name")" -n ours "$(runner "$OURS" "$name")" > "$WORK/$name.hyperfine.txt" 2>&1
  local mu mo
  read -r mu mo < <(python3 -c '
import json,sys
r={x["command"]:x for x in json.load(open(sys.argv[1]))["results"]}
print(r["upstream"]["median"], r["ours"]["median"])' "$WORK/$name.json")
  local ru ro
  ru=$(peak_rss "$UPSTREAM" "$name"); ro=$(peak_rss "$OURS" "$name")
  python3 -c '
import sys
name,mu,mo,ru,ro=sys.argv[1],*map(float,sys.argv[2:])
print(f"{name:16s} time median: upstream {mu*1e3:8.1f} ms  ours {mo*1e3:8.1f} ms  speedup {mu/mo:5.2f}x")
pad=" "*16
print(f"{pad} peak RSS:    upstream {ru:8.1f} MB  ours {ro:8.1f} MB  ratio   {ro/ru:5.2f}")' "$name" "$mu" "$mo" "$ru" "$ro"
}

echo "== $(nproc) cores; runs per hyperfine: $RUNS; JIT (-O0) compile time is included in every run"
compare empty 0
compare fib27_elim 196418
compare fanout100k 99999

# Blocking fib: upstream deadlocks, so it only gets a timeout.
echo "== fib20_blocking (blocking awaits inside tasks)"
set +e
start=$(date +%s.%N)
timeout 10 bash -c "$(runner "$UPSTREAM" fib20_blocking)" > "$WORK/fib20_up.txt" 2>&1
rc=$?
end=$(date +%s.%N)
set -e
if [ $rc -eq 124 ]; then
  echo "fib20_blocking   upstream: no result after 10 s: deadlocked (killed by timeout)"
else
  echo "fib20_blocking   upstream: exit $rc after $(python3 -c "print(round($end-$start,2))") s, output: $(head -c 80 "$WORK/fib20_up.txt")"
fi
out=$(bash -c "$(runner "$OURS" fib20_blocking)")
[ "$out" = "6765" ] || { echo "ours printed '$out' for fib(20)" >&2; exit 1; }
hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$WORK/fib20_blocking.json" \
  -n ours "$(runner "$OURS" fib20_blocking)" > "$WORK/fib20_blocking.hyperfine.txt" 2>&1
python3 -c '
import json,sys
med=json.load(open(sys.argv[1]))["results"][0]["median"]
print(f"fib20_blocking   ours: 6765 (correct), time median {med*1e3:.1f} ms")' "$WORK/fib20_blocking.json"
echo "fib20_blocking   ours peak RSS: $(peak_rss "$OURS" fib20_blocking) MB"

echo "== per-task overhead vs a bare work-stealing pool (rayon), in-process"
cargo bench -q -p async-runtime --bench overhead 2>/dev/null
