//! The lit suite: the `// RUN:` lines of every `tests/mlir/**/*.mlir` file, run by
//! testkit's lit (`crates/testkit/src/lit.rs` says what a RUN line may say). Our tests
//! name `async-opt` (the binary under test), `FileCheck`, `mlir-opt-14` and `mlir-opt-22`
//! (`$FILECHECK`, `$MLIR_OPT_14`, `$MLIR_OPT_22` override the reference tools).
//!
//! Besides tests/mlir, the runner also runs the shared seed tests (`../shared/seeds/*.mlir`
//! beside the checkout), whose RUN lines call upstream's `mlir-opt`: there `mlir-opt` is replaced
//! by async-opt and nothing else changes. When that folder is absent the seeds are skipped
//! with a note.
//!
//! Environment: `LIT_FILTER`, `LIT_JOBS`, `LIT_TIMEOUT`, `LIT_VERBOSE` (testkit's lit).

use testkit::{lit, peers};

const SEED_DIR: &str = "../shared/seeds";

#[test]
fn lit() {
    let filecheck = peers::filecheck();
    assert!(
        std::path::Path::new(&filecheck).is_file(),
        "FileCheck not found at {filecheck} (set FILECHECK or run scripts/install-peers.sh)"
    );
    let async_opt = env!("CARGO_BIN_EXE_async-opt").to_string();
    let root = testkit::repo_root();
    let ours = testkit::mlir_files(&root.join("tests/mlir"));
    assert!(!ours.is_empty(), "no tests found under {}", root.join("tests/mlir").display());
    let mut files = lit::suite(
        ours,
        vec![
            ("FileCheck", filecheck.clone()),
            ("async-opt", async_opt.clone()),
            ("mlir-opt-14", peers::mlir_opt_14()),
            ("mlir-opt-22", peers::mlir_opt_22()),
        ],
    );
    let seeds = root.join(SEED_DIR);
    if seeds.is_dir() {
        // Upstream-style seed tests: there `mlir-opt` means the tool under test.
        files.extend(lit::suite(testkit::mlir_files(&seeds), vec![("FileCheck", filecheck), ("mlir-opt", async_opt)]));
    } else {
        eprintln!("lit: note: {} is absent; seed tests skipped", seeds.display());
    }
    lit::run("async-opt-lit", files);
}
