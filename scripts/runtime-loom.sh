#!/usr/bin/env bash
# Model-checks the runtime's lock-free state transitions (completion word, waiter
# registration racing completion, group membership, reference counting) with loom.
# The loom build gets its own target dir so it does not invalidate the normal build.
set -euo pipefail
cd "$(dirname "$0")/.."
export RUSTFLAGS="--cfg loom ${RUSTFLAGS:-}"
export LOOM_MAX_PREEMPTIONS="${LOOM_MAX_PREEMPTIONS:-3}"
exec cargo test -p async-runtime --release --lib --target-dir target/loom -- loom "$@"
