#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs the reference tools (mlir-opt 14 and 22,
# FileCheck, mlir-cpu-runner, LLVM 14's runtime library; needs root on Debian), builds
# everything once in release mode, then runs every test: unit and property tests, the lit
# suite (including the seed test from ../shared/seeds when present), the interop checks
# against mlir-opt 14/22, the end-to-end runs, the runtime's stress, leak and e2e tests,
# the runtime's loom models, and a fuzz smoke run. Also checks the API docs (`cargo doc`).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==== %s\n' "$*"; }

step "install the reference tools (scripts/runtime-peers.sh)"
bash scripts/runtime-peers.sh

step "cargo build --release --workspace"
cargo build --release --workspace

# Every public item of the library crates is documented (`#![warn(missing_docs)]`, which
# rustdoc reports too) and intra-doc links resolve: rustdoc's warnings fail the run. About
# 30 s; `--no-deps` keeps it to our crates. The doctests run in `cargo test` below.
step "cargo doc --workspace --no-deps (rustdoc warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

step "cargo test --release --workspace (unit, integration and doc tests)"
cargo test --release --workspace

step "loom models of the runtime (scripts/runtime-loom.sh)"
bash scripts/runtime-loom.sh

# About 4 minutes on a fresh machine: cargo-fuzz installed (~1 min) and the targets built
# (~1.5 min) when missing, then each target on 10,000 inputs from a fixed seed under CI
# (60 s each otherwise). FUZZ_SMOKE=0 skips it; the harness itself also runs in `cargo test`
# (crates/driver/tests/fuzz_harness.rs).
if [ "${FUZZ_SMOKE:-1}" != 0 ]; then
    step "fuzz smoke run (scripts/fuzz-smoke.sh)"
    bash scripts/fuzz-smoke.sh
fi
