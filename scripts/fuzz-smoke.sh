#!/usr/bin/env bash
# Fuzz smoke run: builds the cargo-fuzz targets (fuzz/) and runs each for a short while
# from the seed corpus with the MLIR dictionary. Any crash, panic, timeout (10 s) or
# out-of-memory (2 GiB) fails the script and leaves the input in fuzz/artifacts/TARGET/.
#
#   bash scripts/fuzz-smoke.sh                 # every target, 60 s each
#   FUZZ_SECONDS=1800 bash scripts/fuzz-smoke.sh pass    # one target, 30 minutes
#
# Needs cargo-fuzz (installed here when missing: about a minute) and a C++ compiler for
# libFuzzer. On the stable toolchain cargo-fuzz's -Z flags (the address sanitizer) need
# RUSTC_BOOTSTRAP=1, which this script sets. The corpus grows in fuzz/corpus/ (ignored by
# git); fuzz/seeds/ is the committed starting point (regenerate: fuzz/make-seeds.py).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-60}"
# In CI the run is deterministic (fixed seed, fixed number of inputs, a fresh corpus from
# the committed seeds), so the same code always gives the same verdict.
deterministic=()
if [ "${CI:-}" = true ] || [ -n "${FUZZ_RUNS:-}" ]; then
    deterministic=(-seed=1 -runs="${FUZZ_RUNS:-10000}")
fi
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse parse_verify pass sharded ref_counting parallel_for interp)
export RUSTC_BOOTSTRAP=1

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "== cargo install cargo-fuzz"
    cargo install --locked cargo-fuzz
fi

echo "== cargo fuzz build (release, debug assertions, address sanitizer)"
cargo fuzz build -O -a

status=0
for t in "${targets[@]}"; do
    corpus="fuzz/corpus/$t"
    limit=(-max_total_time="$seconds")
    if [ ${#deterministic[@]} -gt 0 ]; then
        corpus=$(mktemp -d)
        limit=("${deterministic[@]}")
        # parallel_for runs the pass six times an input (and again on each output): a tenth
        # of the inputs (the seeds and some 1,500 mutations) keeps its run under a minute.
        if [ "$t" = parallel_for ]; then limit=(-seed=1 -runs=$(( ${FUZZ_RUNS:-10000} / 10 ))); fi
    fi
    mkdir -p "$corpus" "fuzz/artifacts/$t"
    log="fuzz/artifacts/$t/smoke.log"
    # interp also starts from the runnable programs, and keeps failed runs alive on purpose
    # (frames may still refer to them), which the leak checker would report.
    seeds=(fuzz/seeds) extra=() asan=${ASAN_OPTIONS:-}
    if [ "$t" = interp ]; then seeds=(fuzz/seeds-interp fuzz/seeds) extra=(-detect_leaks=0) asan=detect_leaks=0; fi
    echo "== $t: ${limit[*]}"
    if ASAN_OPTIONS=$asan cargo fuzz run -O -a "$t" "$corpus" "${seeds[@]}" -- \
        -dict=fuzz/mlir.dict "${limit[@]}" -timeout=10 -rss_limit_mb=2048 "${extra[@]}" \
        -print_final_stats=1 >"$log" 2>&1; then
        grep -E "DONE" "$log" | tail -1 || true
    else
        status=1
        echo "FINDING in $t: see $log and fuzz/artifacts/$t/"
        grep -E "panicked|ERROR: libFuzzer|SUMMARY|Test unit written" "$log" | head -10 || true
    fi
done
exit $status
