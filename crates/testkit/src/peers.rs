//! The reference tools (`scripts/install-peers.sh` installs them): mlir-opt 14 and 22,
//! FileCheck, the JIT runners and their libraries. A test that needs one skips when it
//! is missing locally and fails under CI (`CI` set), so CI never passes by skipping.

use std::path::{Path, PathBuf};

/// LLVM 14's tools (Debian's llvm-14 packages).
pub const LLVM14_BIN: &str = "/usr/lib/llvm-14/bin";
/// LLVM 14's MLIR libraries (runner utils, async runtime), unpacked by the install script.
pub const LLVM14_LIB: &str = "/opt/mlir14/usr/lib/llvm-14/lib";
/// LLVM 22's tools.
pub const LLVM22_BIN: &str = "/usr/lib/llvm-22/bin";
/// LLVM 22's libraries.
pub const LLVM22_LIB: &str = "/usr/lib/llvm-22/lib";

/// mlir-opt-14's flags from the async runtime's reference counting to the LLVM dialect.
pub const LOWER_TO_LLVM_14: &[&str] = &[
    "-async-runtime-ref-counting",
    "-async-runtime-ref-counting-opt",
    "-convert-async-to-llvm",
    "-convert-scf-to-std",
    "-convert-memref-to-llvm",
    "-arith-expand",
    "-convert-arith-to-llvm",
    "-convert-std-to-llvm",
    "-reconcile-unrealized-casts",
];

/// mlir-opt-14's reference-counting flags, the start of [`LOWER_TO_LLVM_14`].
pub const REF_COUNTING_14: &[&str] = LOWER_TO_LLVM_14.split_at(2).0;

/// [`LOWER_TO_LLVM_14`] from `convert-async-to-llvm` on: what mlir-opt-14 does after
/// async-opt has counted the references.
pub const FROM_ASYNC_TO_LLVM_14: &[&str] = LOWER_TO_LLVM_14.split_at(2).1;

macro_rules! ref_counting_22 {
    () => {
        "func.func(async-runtime-ref-counting,async-runtime-ref-counting-opt)"
    };
}

macro_rules! from_async_to_llvm_22 {
    () => {
        "convert-async-to-llvm,func.func(convert-scf-to-cf),finalize-memref-to-llvm,\
func.func(convert-arith-to-llvm),convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts"
    };
}

/// The same lowering as mlir-opt-22 spells it.
pub const LOWER_TO_LLVM_22: &str =
    concat!("-pass-pipeline=builtin.module(", ref_counting_22!(), ",", from_async_to_llvm_22!(), ")");

/// mlir-opt-22's reference counting, as an element of a pass pipeline.
pub const REF_COUNTING_22: &str = ref_counting_22!();

/// The passes of [`LOWER_TO_LLVM_22`] from `convert-async-to-llvm` on, as elements of a
/// pass pipeline (without `-pass-pipeline=builtin.module(...)`).
pub const FROM_ASYNC_TO_LLVM_22: &str = from_async_to_llvm_22!();

fn env_or(var: &str, default: String) -> String {
    std::env::var(var).unwrap_or(default)
}

/// mlir-opt of LLVM 14 (`$MLIR_OPT_14` overrides).
pub fn mlir_opt_14() -> String {
    env_or("MLIR_OPT_14", format!("{LLVM14_BIN}/mlir-opt"))
}

/// mlir-opt of LLVM 22 (`$MLIR_OPT_22` overrides).
pub fn mlir_opt_22() -> String {
    env_or("MLIR_OPT_22", format!("{LLVM22_BIN}/mlir-opt"))
}

/// LLVM's FileCheck (`$FILECHECK` overrides).
pub fn filecheck() -> String {
    env_or("FILECHECK", format!("{LLVM14_BIN}/FileCheck"))
}

/// Our runtime library (`libasync_runtime.so`), where a workspace build puts it: next to
/// the running test binary's `deps` directory, in its profile directory, or in
/// target/release.
pub fn our_runtime() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let deps = exe.parent()?;
    let release = crate::repo_root().join("target/release/libasync_runtime.so");
    [deps.join("libasync_runtime.so"), deps.parent()?.join("libasync_runtime.so"), release]
        .into_iter()
        .find(|p| p.exists())
}

/// Whether everything in `needed` exists. When something is missing, `what` (the test)
/// is skipped with a note, or fails under CI.
pub fn present<P: AsRef<Path>>(what: &str, needed: &[P]) -> bool {
    present_installed_by(what, needed, INSTALL_PEERS)
}

/// [`present`] for what `how` (a script) installs, which the failure under CI names.
pub fn present_installed_by<P: AsRef<Path>>(what: &str, needed: &[P], how: &str) -> bool {
    let missing: Vec<String> =
        needed.iter().filter(|p| !p.as_ref().exists()).map(|p| p.as_ref().display().to_string()).collect();
    require(what, missing, how)
}

const INSTALL_PEERS: &str = "scripts/install-peers.sh, then build the workspace";

/// [`present`] that also needs our runtime library; it returns it.
pub fn present_with_our_runtime<P: AsRef<Path>>(what: &str, needed: &[P]) -> Option<PathBuf> {
    let mut missing: Vec<String> =
        needed.iter().filter(|p| !p.as_ref().exists()).map(|p| p.as_ref().display().to_string()).collect();
    let runtime = our_runtime();
    if runtime.is_none() {
        missing.push("libasync_runtime.so (cargo build --release -p async-runtime)".into());
    }
    if require(what, missing, INSTALL_PEERS) {
        runtime
    } else {
        None
    }
}

fn require(what: &str, missing: Vec<String>, how: &str) -> bool {
    if missing.is_empty() {
        return true;
    }
    assert!(std::env::var_os("CI").is_none(), "{what}: missing under CI: {missing:?} ({how})");
    eprintln!("{what}: skipping, missing: {missing:?}");
    false
}
