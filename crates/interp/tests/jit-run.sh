#!/usr/bin/env bash
# The JIT's output for a program, to check async-runner's against: async-opt's pass
# (unless --no-pass), mlir-opt's reference counting and LLVM lowering, then
# mlir-cpu-runner-14 (or mlir-runner-22) with the runner utils (c_runner_utils and
# runner_utils, for printMemref*) and an async runtime.
#
#   jit-run.sh PROGRAM [--compat 14|22] [--pass PASS_FLAGS] [--runtime ours|upstream] [-e ENTRY]
#
# PASS_FLAGS are async-opt flags, default -async-to-async-runtime (for LLVM 22 input with
# async.func: "-async-func-to-async-runtime -async-to-async-runtime"). LLVM 22's pipeline
# canonicalizes before convert-async-to-llvm: coroutines without a suspend point have an
# unreachable cleanup block (upstream's pass makes it too) that the conversion skips. The
# program's output and exit status pass through; tool errors exit 2.
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
ASYNC_OPT=${ASYNC_OPT:-$root/target/release/async-opt}
OUR_RUNTIME=${OUR_RUNTIME:-$root/target/release/libasync_runtime.so}
L14B=/usr/lib/llvm-14/bin L14=/opt/mlir14/usr/lib/llvm-14/lib L22B=/usr/lib/llvm-22/bin L22=/usr/lib/llvm-22/lib

prog="" compat=14 pass="-async-to-async-runtime" runtime=ours entry=entry
while [ $# -gt 0 ]; do
  case "$1" in
    --compat) compat=$2; shift 2 ;;
    --pass) pass=$2; shift 2 ;;
    --runtime) runtime=$2; shift 2 ;;
    -e) entry=$2; shift 2 ;;
    *) prog=$1; shift ;;
  esac
done
[ -f "$prog" ] || { echo "jit-run.sh: no program '$prog'" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/jit-run.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# shellcheck disable=SC2086
"$ASYNC_OPT" "$prog" $pass "--compat=$compat" -o "$tmp/async.mlir" 2>"$tmp/err" || { cat "$tmp/err" >&2; exit 2; }
if [ "$compat" = 14 ]; then
  "$L14B/mlir-opt" "$tmp/async.mlir" -async-runtime-ref-counting -async-runtime-ref-counting-opt -convert-async-to-llvm \
    -convert-scf-to-std -convert-memref-to-llvm -arith-expand -convert-arith-to-llvm -convert-std-to-llvm \
    -reconcile-unrealized-casts -o "$tmp/llvm.mlir" 2>"$tmp/err" || { cat "$tmp/err" >&2; exit 2; }
  rt=$OUR_RUNTIME; [ "$runtime" = upstream ] && rt=$L14/libmlir_async_runtime.so.14
  set +e
  LD_LIBRARY_PATH=$L14 timeout 60 stdbuf -oL "$L14B/mlir-cpu-runner" -e "$entry" -entry-point-result=void -O0 \
    "-shared-libs=$L14/libmlir_c_runner_utils.so.14" "-shared-libs=$L14/libmlir_runner_utils.so.14" \
    "-shared-libs=$rt" "$tmp/llvm.mlir" 2>"$tmp/err"
else
  "$L22B/mlir-opt" "$tmp/async.mlir" "-pass-pipeline=builtin.module(func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt),canonicalize,convert-async-to-llvm,func.func(convert-scf-to-cf),finalize-memref-to-llvm,func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)" \
    -o "$tmp/llvm.mlir" 2>"$tmp/err" || { cat "$tmp/err" >&2; exit 2; }
  rt=$OUR_RUNTIME; [ "$runtime" = upstream ] && rt=$L22/libmlir_async_runtime.so.22.1
  set +e
  LD_LIBRARY_PATH=$L22 timeout 60 stdbuf -oL "$L22B/mlir-runner" -e "$entry" -entry-point-result=void -O0 \
    "-shared-libs=$L22/libmlir_c_runner_utils.so.22.1" "-shared-libs=$L22/libmlir_runner_utils.so.22.1" \
    "-shared-libs=$rt" "$tmp/llvm.mlir" 2>"$tmp/err"
fi
status=$?
if [ $status -ne 0 ] && [ $status -ne 134 ]; then cat "$tmp/err" >&2; fi
exit $status
