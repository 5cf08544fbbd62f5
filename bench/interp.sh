#!/usr/bin/env bash
# async-runner against the JIT on the same program, side by side in one run: fib(27)
# with eliminate-blocking-await-ops (crates/runtime/tests/programs/fib_eliminate_blocking.mlir,
# about 1.27 million coroutines), lowered by async-opt's pass.
#
#   bash bench/interp.sh          # RUNS=N timing runs each (default 5)
#
#   async-runner, lowered        the interpreter on async-opt's output
#   async-runner, ref-counted    the same after mlir-opt-14's -async-runtime-ref-counting(-opt)
#                                (what the JIT runs; the interpreter also checks every count)
#   async-runner, high-level     the interpreter on the input as written (no pass)
#   JIT, upstream runtime        mlir-opt-14's LLVM pipeline, mlir-cpu-runner-14 -O0,
#                                LLVM 14's libmlir_async_runtime
#   JIT, our runtime             the same with target/release/libasync_runtime.so
#
# Prints hyperfine medians, ratios to async-runner (lowered), peak RSS (median of 3), and
# the interpreter's own counts (--stats: ops, ns per op, bytes per suspended coroutine).
# Needs scripts/install-peers.sh (mlir-opt-14, mlir-cpu-runner-14, hyperfine).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RUNS=${RUNS:-5}
N=${FIB_N:-27}
BIN=/usr/lib/llvm-14/bin
LIB=/opt/mlir14/usr/lib/llvm-14/lib
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/async-runner-bench}
mkdir -p "$WORK"
for t in "$BIN/mlir-opt" "$BIN/mlir-cpu-runner" "$LIB/libmlir_async_runtime.so.14" hyperfine /usr/bin/time python3; do
  command -v "$t" >/dev/null 2>&1 || [ -e "$t" ] || { echo "missing: $t (run scripts/install-peers.sh)" >&2; exit 1; }
done
cargo build -q --release -p async-opt -p async-runtime -p async-opt-interp
RUNNER=$ROOT/target/release/async-runner
OPT=$ROOT/target/release/async-opt

sed "s|arith.constant 20 : i64 // FIB_N|arith.constant $N : i64|" \
  crates/runtime/tests/programs/fib_eliminate_blocking.mlir > "$WORK/fib.mlir"
"$OPT" "$WORK/fib.mlir" -async-to-async-runtime=eliminate-blocking-await-ops=true -o "$WORK/lowered.mlir"
"$BIN/mlir-opt" "$WORK/lowered.mlir" -async-runtime-ref-counting -async-runtime-ref-counting-opt -o "$WORK/counted.mlir"
"$BIN/mlir-opt" "$WORK/counted.mlir" -convert-async-to-llvm -convert-scf-to-std -convert-memref-to-llvm -arith-expand \
  -convert-arith-to-llvm -convert-std-to-llvm -reconcile-unrealized-casts -o "$WORK/llvm.mlir"

jit() { # jit RUNTIME_LIB
  echo "env LD_LIBRARY_PATH=$LIB $BIN/mlir-cpu-runner -e entry -entry-point-result=void -O0 -shared-libs=$LIB/libmlir_c_runner_utils.so.14 -shared-libs=$1 $WORK/llvm.mlir"
}
names=("async-runner, lowered" "async-runner, ref-counted" "async-runner, high-level" "JIT, upstream runtime" "JIT, our runtime")
cmds=("$RUNNER $WORK/lowered.mlir -e entry" "$RUNNER $WORK/counted.mlir -e entry" "$RUNNER $WORK/fib.mlir -e entry"
      "$(jit "$LIB/libmlir_async_runtime.so.14")" "$(jit "$ROOT/target/release/libasync_runtime.so")")

expected=$(python3 -c "
a, b = 0, 1
for _ in range($N): a, b = b, a + b
print(a)")
for i in "${!cmds[@]}"; do
  out=$(bash -c "${cmds[$i]}")
  [ "$out" = "$expected" ] || { echo "${names[$i]} printed '$out', expected $expected" >&2; exit 1; }
done

args=()
for i in "${!cmds[@]}"; do args+=(-n "${names[$i]}" "${cmds[$i]}"); done
hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$WORK/interp.json" "${args[@]}" > "$WORK/hyperfine.txt" 2>&1 ||
  { cat "$WORK/hyperfine.txt" >&2; exit 1; }

rss() { # median peak RSS in MB of 3 runs
  local s=()
  for _ in 1 2 3; do
    /usr/bin/time -f %M -o "$WORK/rss.txt" bash -c "$1" > /dev/null
    s+=("$(tail -1 "$WORK/rss.txt")")
  done
  python3 -c 'import sys,statistics; print("%.1f" % (statistics.median(float(x) for x in sys.argv[1:]) / 1024))' "${s[@]}"
}
rsss=()
for i in "${!cmds[@]}"; do rsss+=("$(rss "${cmds[$i]}")"); done

echo "fib($N), eliminate-blocking, lowered by async-opt; $(nproc) cores; median of $RUNS runs (hyperfine)"
echo
python3 - "$WORK/interp.json" "${rsss[@]}" <<'EOF'
import json, sys
res = json.load(open(sys.argv[1]))["results"]
rss = sys.argv[2:]
base = res[0]["median"]
print("| what | median | user+sys | peak RSS | vs async-runner (lowered) |")
print("|---|---|---|---|---|")
for r, m in zip(res, rss):
    cpu = r["user"] + r["system"]
    print(f"| {r['command']} | {r['median']:.3f} s | {cpu:.3f} s | {m} MB | {r['median'] / base:.2f}x |")
EOF
echo
"$RUNNER" "$WORK/lowered.mlir" -e entry --stats 2>&1 >/dev/null | sed 's/^async-runner: /  /'
