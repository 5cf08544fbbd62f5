# Shared by the bench/*.sh scripts (sourced, not run).
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$BENCH_DIR/.." && pwd)
ASYNC_OPT=${ASYNC_OPT:-$REPO/target/release/async-opt}
MLIR_OPT_14=${MLIR_OPT_14:-/usr/lib/llvm-14/bin/mlir-opt}
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/async-opt-bench}
RUNS=${RUNS:-5}
mkdir -p "$WORK"

command -v hyperfine >/dev/null || { echo "hyperfine missing: run scripts/install-peers.sh" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time missing: run scripts/install-peers.sh" >&2; exit 1; }
[ -x "$MLIR_OPT_14" ] || { echo "$MLIR_OPT_14 missing: run scripts/install-peers.sh" >&2; exit 1; }
HAVE_ASYNC_OPT=1
if [ ! -x "$ASYNC_OPT" ]; then
  echo "note: $ASYNC_OPT not built (cargo build --release -p async-opt); measuring mlir-opt-14 only" >&2
  HAVE_ASYNC_OPT=0
fi

# module N -> path of the generated module with N functions (made once, then reused).
module() {
  local file="$WORK/module-$1.mlir"
  [ -s "$file" ] || python3 "$BENCH_DIR/gen_module.py" -n "$1" -o "$file"
  echo "$file"
}

# prelude_module N -> the same module led by alias definitions, holding a declaration.
prelude_module() {
  local file="$WORK/module-prelude-$1.mlir"
  [ -s "$file" ] || python3 "$BENCH_DIR/gen_module.py" -n "$1" --prelude -o "$file"
  echo "$file"
}

# split_module N -> N chunks of one function each, for -split-input-file.
split_module() {
  local file="$WORK/split-$1.mlir"
  [ -s "$file" ] || python3 "$BENCH_DIR/gen_module.py" -n "$1" --split -o "$file"
  echo "$file"
}

# peak_rss_mib CMD... -> peak resident set size of one run, in MiB.
peak_rss_mib() {
  /usr/bin/time -f '%M' -o "$WORK/rss" "$@" >/dev/null 2>"$WORK/rss.err" || {
    echo "failed: $*" >&2; cat "$WORK/rss.err" >&2; return 1; }
  awk '{ printf "%.0f", $1 / 1024 }' "$WORK/rss"
}

# median_s JSON INDEX -> median seconds of the INDEX-th command in a hyperfine export.
median_s() {
  python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]["median"])' "$1" "$2"
}

# compare TITLE JSON ARGS... : async-opt (on every core, and on one with
# --mlir-disable-threading) vs mlir-opt-14 on the same arguments, side by side in one run.
compare() {
  local title=$1 json=$2; shift 2
  local cmds=(-n mlir-opt-14 "$MLIR_OPT_14 $*")
  [ "$HAVE_ASYNC_OPT" = 1 ] && cmds=(-n async-opt "$ASYNC_OPT $*" -n "async-opt, one thread" "$ASYNC_OPT $* --mlir-disable-threading" "${cmds[@]}")
  hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" --style basic "${cmds[@]}" >&2
  local rss14 t14
  # shellcheck disable=SC2086
  rss14=$(peak_rss_mib "$MLIR_OPT_14" "$@")
  echo "### $title"
  echo
  echo "| tool | median (s) | peak RSS (MiB) |"
  echo "|---|---|---|"
  if [ "$HAVE_ASYNC_OPT" = 1 ]; then
    local ta t1 rssa rss1
    ta=$(median_s "$json" 0); t1=$(median_s "$json" 1); t14=$(median_s "$json" 2)
    rssa=$(peak_rss_mib "$ASYNC_OPT" "$@")
    rss1=$(peak_rss_mib "$ASYNC_OPT" "$@" --mlir-disable-threading)
    echo "| async-opt | $ta | $rssa |"
    echo "| async-opt --mlir-disable-threading | $t1 | $rss1 |"
    echo "| mlir-opt-14 | $t14 | $rss14 |"
    echo
    python3 -c 'import sys; a,o,b,ra,ro,rb=map(float,sys.argv[1:]); print(f"async-opt / mlir-opt-14: time x{a/b:.3f} ({b/a:.1f}x faster), peak RSS x{ra/rb:.3f}; on one thread: time x{o/b:.3f} ({b/o:.1f}x faster), peak RSS x{ro/rb:.3f}")' "$ta" "$t1" "$t14" "$rssa" "$rss1" "$rss14"
  else
    t14=$(median_s "$json" 0)
    echo "| mlir-opt-14 | $t14 | $rss14 |"
  fi
  echo
}

# scaling ARGS... : async-opt alone on the generated module at each of SIZES, the time per
# function (flat when the cost is linear) and the peak memory.
scaling() {
  echo "### Scaling, async-opt alone"
  echo
  echo "| functions | median (s) | µs per function | peak RSS (MiB) |"
  echo "|---|---|---|---|"
  local size f json t rss per
  for size in ${SIZES:-5000 10000 20000 40000 80000 160000}; do
    f=$(module "$size")
    json="$WORK/scale-$size.json"
    hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" --style none "$ASYNC_OPT $f $* -o /dev/null" >&2
    t=$(median_s "$json" 0)
    rss=$(peak_rss_mib "$ASYNC_OPT" "$f" "$@" -o /dev/null)
    per=$(python3 -c 'import sys; print("%.1f" % (float(sys.argv[1]) * 1e6 / int(sys.argv[2])))' "$t" "$size")
    echo "| $size | $t | $per | $rss |"
  done
  echo
}
