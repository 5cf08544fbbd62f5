#!/usr/bin/env bash
# Runs an async example end to end: async-opt's async passes and reference counting,
# then the real LLVM 14 (or 22) lowering to the LLVM dialect (convert-async-to-llvm and
# later), then JIT execution; prints the program's output.
#
#   scripts/e2e.sh EXAMPLE [--compat 14|22] [--runtime ours|upstream] [--no-eliminate-blocking]
#                  [--ref-counting auto|policy|none] [--ref-counting-by async-opt|mlir-opt]
#                  [--runs N] [--parallel-for OPTIONS] [--entry NAME]
#
#   --compat 14     (default) mlir-opt-14's pipeline, mlir-cpu-runner-14
#   --compat 22     async-opt --compat=22, mlir-opt-22's pipeline, mlir-runner-22
#   --runtime ours  (default) target/release/libasync_runtime.so
#   --runtime upstream   libmlir_async_runtime of the chosen LLVM generation
#   --no-eliminate-blocking   run the pass without eliminate-blocking-await-ops=true
#   --ref-counting auto     (default) async-runtime-ref-counting, then -opt
#   --ref-counting policy   async-runtime-policy-based-ref-counting instead (XLA's: right
#                   only when every token and value is awaited exactly once)
#   --ref-counting none     none: the example has its add_ref/drop_ref already
#                   (see docs/refcounting-02b.md)
#   --ref-counting-by async-opt   (default) async-opt counts references, after its passes
#   --ref-counting-by mlir-opt    the chosen mlir-opt does, before convert-async-to-llvm
#                   (upstream's passes, for comparison)
#   --runs N        run the lowered program N times (default 1), stopping at the first
#                   failing run; each run's output follows the previous one's
#   --parallel-for OPTIONS   run async-opt's async-parallel-for first, with OPTIONS
#                   ("default", or e.g. "async-dispatch=false num-workers=20 min-task-size=1")
#   --entry NAME    the entry point (default entry; upstream's mlir-runner tests use main)
#
# With --compat 22 (or an example with async.func), async-opt also runs
# async-func-to-async-runtime first (LLVM 17+'s async.func), and counts references per
# function as LLVM 22's pipelines do:
# builtin.module(async-func-to-async-runtime,async-to-async-runtime,func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)).
# With --parallel-for, async-parallel-for runs before all of them.
#
# The example's entry point (@entry, or --entry) has no arguments and no results. The
# exit status is the program's (an assert that fails aborts it); 124 when it runs longer
# than E2E_TIMEOUT seconds (default 60). Tool errors go to stderr with the failing step.
#
# Environment: ASYNC_OPT, OUR_RUNTIME (default: target/release/ in the checkout),
# LLVM14_BIN, LLVM14_LIB, LLVM22_BIN, LLVM22_LIB, E2E_TIMEOUT, E2E_KEEP=1 (keep and
# name the temporary directory).
set -euo pipefail

usage() {
  sed -n '2,41p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
die() { echo "e2e.sh: $*" >&2; exit 2; }

root=$(cd "$(dirname "$0")/.." && pwd)
ASYNC_OPT=${ASYNC_OPT:-$root/target/release/async-opt}
OUR_RUNTIME=${OUR_RUNTIME:-$root/target/release/libasync_runtime.so}
LLVM14_BIN=${LLVM14_BIN:-/usr/lib/llvm-14/bin}
LLVM14_LIB=${LLVM14_LIB:-/opt/mlir14/usr/lib/llvm-14/lib}
LLVM22_BIN=${LLVM22_BIN:-/usr/lib/llvm-22/bin}
LLVM22_LIB=${LLVM22_LIB:-/usr/lib/llvm-22/lib}
E2E_TIMEOUT=${E2E_TIMEOUT:-60}

example=""
compat=14
runtime=ours
eliminate=true
runs=1
refcounting=auto
parallel_for=""
entry=entry
refcounting_by=async-opt
while [ $# -gt 0 ]; do
  case "$1" in
    --compat) [ $# -ge 2 ] || usage; compat=$2; shift 2 ;;
    --compat=*) compat=${1#--compat=}; shift ;;
    --runtime) [ $# -ge 2 ] || usage; runtime=$2; shift 2 ;;
    --runtime=*) runtime=${1#--runtime=}; shift ;;
    --no-eliminate-blocking) eliminate=false; shift ;;
    --ref-counting) [ $# -ge 2 ] || usage; refcounting=$2; shift 2 ;;
    --ref-counting=*) refcounting=${1#--ref-counting=}; shift ;;
    --ref-counting-by) [ $# -ge 2 ] || usage; refcounting_by=$2; shift 2 ;;
    --ref-counting-by=*) refcounting_by=${1#--ref-counting-by=}; shift ;;
    --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
    --runs=*) runs=${1#--runs=}; shift ;;
    --parallel-for) [ $# -ge 2 ] || usage; parallel_for=$2; shift 2 ;;
    --parallel-for=*) parallel_for=${1#--parallel-for=}; shift ;;
    --entry) [ $# -ge 2 ] || usage; entry=$2; shift 2 ;;
    --entry=*) entry=${1#--entry=}; shift ;;
    -h|--help) usage ;;
    -*) die "unknown option: $1" ;;
    *) [ -z "$example" ] || die "more than one example: $example, $1"; example=$1; shift ;;
  esac
done
[ -n "$example" ] || usage
# A bare name means examples/NAME.mlir.
if [ ! -f "$example" ] && [ -f "$root/examples/$example.mlir" ]; then example=$root/examples/$example.mlir; fi
[ -f "$example" ] || die "no such example: $example"
case "$compat" in 14|22) ;; *) die "--compat must be 14 or 22, not '$compat'" ;; esac
case "$runtime" in ours|upstream) ;; *) die "--runtime must be ours or upstream, not '$runtime'" ;; esac
case "$runs" in ''|*[!0-9]*|0) die "--runs must be a positive integer, not '$runs'" ;; esac
case "$refcounting" in auto|policy|none) ;; *) die "--ref-counting must be auto, policy or none, not '$refcounting'" ;; esac
case "$refcounting_by" in async-opt|mlir-opt) ;; *) die "--ref-counting-by must be async-opt or mlir-opt, not '$refcounting_by'" ;; esac
# The passes of each --ref-counting, as names.
case "$refcounting" in
  auto) refcount_passes=(async-runtime-ref-counting async-runtime-ref-counting-opt) ;;
  policy) refcount_passes=(async-runtime-policy-based-ref-counting) ;;
  none) refcount_passes=() ;;
esac
# Who runs them: the other tool gets none.
if [ "$refcounting_by" = async-opt ]; then ours_refcount=(${refcount_passes[@]+"${refcount_passes[@]}"}); theirs_refcount=(); else ours_refcount=(); theirs_refcount=(${refcount_passes[@]+"${refcount_passes[@]}"}); fi
joined() { local IFS=,; echo "$*"; }

need() { [ -e "$1" ] || die "missing $2: $1${3:+ ($3)}"; }
need "$ASYNC_OPT" "async-opt" "cargo build --release -p async-opt"
if [ "$compat" = 14 ]; then
  opt=$LLVM14_BIN/mlir-opt runner=$LLVM14_BIN/mlir-cpu-runner
  utils=$LLVM14_LIB/libmlir_c_runner_utils.so.14 runner_utils=$LLVM14_LIB/libmlir_runner_utils.so.14 upstream_rt=$LLVM14_LIB/libmlir_async_runtime.so.14
  libpath=$LLVM14_LIB
  refcount=()
  for p in ${theirs_refcount[@]+"${theirs_refcount[@]}"}; do refcount+=("-$p"); done
  # linalg, vector and math lowerings (and arith-expand, for async-parallel-for's
  # ceildivsi) are there for the programs that use those ops; they change nothing else.
  pipeline=(${refcount[@]+"${refcount[@]}"} -convert-async-to-llvm
            -convert-linalg-to-loops -convert-scf-to-std -convert-vector-to-llvm -convert-math-to-llvm
            -convert-memref-to-llvm -arith-expand -convert-arith-to-llvm
            -convert-std-to-llvm -reconcile-unrealized-casts)
else
  opt=$LLVM22_BIN/mlir-opt runner=$LLVM22_BIN/mlir-runner
  utils=$LLVM22_LIB/libmlir_c_runner_utils.so.22.1 runner_utils=$LLVM22_LIB/libmlir_runner_utils.so.22.1 upstream_rt=$LLVM22_LIB/libmlir_async_runtime.so.22.1
  libpath=$LLVM22_LIB
  refcount=""
  [ ${#theirs_refcount[@]} -eq 0 ] || refcount="func.func($(joined "${theirs_refcount[@]}")),"
  pipeline=("-pass-pipeline=builtin.module(${refcount}convert-async-to-llvm,func.func(convert-linalg-to-loops,convert-scf-to-cf),expand-strided-metadata,convert-vector-to-llvm,convert-math-to-llvm,finalize-memref-to-llvm,func.func(arith-expand,convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)")
fi
install_hint="bash scripts/install-peers.sh"
need "$opt" "mlir-opt $compat" "$install_hint"
need "$runner" "runner $compat" "$install_hint"
need "$utils" "c_runner_utils $compat" "$install_hint"
need "$runner_utils" "runner_utils $compat" "$install_hint"
if [ "$runtime" = ours ]; then
  rt=$OUR_RUNTIME
  need "$rt" "our runtime" "cargo build --release -p async-runtime"
else
  rt=$upstream_rt
  need "$rt" "upstream runtime $compat" "$install_hint"
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/e2e.XXXXXX")
if [ "${E2E_KEEP:-}" = 1 ]; then echo "e2e.sh: keeping $tmp" >&2; else trap 'rm -rf "$tmp"' EXIT; fi

# async-opt's part: the async passes, then (by default) reference counting on each function.
nested=""
[ ${#ours_refcount[@]} -eq 0 ] || nested=",func.func($(joined "${ours_refcount[@]}"))"
funcs=""
# async.func (LLVM 22's) first becomes coroutines, as upstream's RUN lines do it.
if [ "$compat" = 22 ] || grep -q 'async\.func' "$example"; then funcs="async-func-to-async-runtime,"; fi
parallel=""
case "$parallel_for" in
  "") ;;
  default) parallel="async-parallel-for," ;;
  *) parallel="async-parallel-for{$parallel_for}," ;;
esac
async_pipeline="builtin.module(${parallel}${funcs}async-to-async-runtime{eliminate-blocking-await-ops=$eliminate}${nested})"
step() {
  local name=$1; shift
  if ! "$@" 2>"$tmp/$name.err"; then
    echo "e2e.sh: step '$name' failed: $*" >&2
    cat "$tmp/$name.err" >&2
    exit 1
  fi
}
step async-opt "$ASYNC_OPT" "$example" "--pass-pipeline=$async_pipeline" "--compat=$compat" -o "$tmp/async.mlir"
step lower "$opt" "$tmp/async.mlir" "${pipeline[@]}" -o "$tmp/llvm.mlir"

# The program's own output and status pass through. Its stdout is line buffered, so
# what it printed before an abort (a failed assert) or a timeout is not lost.
linebuf=()
if command -v stdbuf >/dev/null; then linebuf=(stdbuf -oL); fi
set +e
for ((run = 1; run <= runs; run++)); do
  LD_LIBRARY_PATH=$libpath${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} timeout -k 5 "$E2E_TIMEOUT" \
    "${linebuf[@]}" "$runner" -e "$entry" -entry-point-result=void -O0 \
    "-shared-libs=$utils" "-shared-libs=$runner_utils" "-shared-libs=$rt" "$tmp/llvm.mlir"
  status=$?
  [ "$status" = 0 ] || break
done
set -e
[ "$runs" = 1 ] || [ "$status" = 0 ] || echo "e2e.sh: run $run of $runs failed" >&2
case "$status" in
  0) ;;
  124) echo "e2e.sh: timed out after ${E2E_TIMEOUT}s" >&2 ;;
  134) echo "e2e.sh: the program aborted (exit status 134: a failed assert, e.g. an awaited operand in error, or a misuse our runtime detected)" >&2 ;;
  *) echo "e2e.sh: the program failed with exit status $status" >&2 ;;
esac
exit "$status"
