//! What async-opt's test suites share: where the reference tools live and whether they
//! are there ([`peers`]), a lit runner for `// RUN:` lines ([`lit`]), the fuzz targets'
//! input mutation as a plain test ([`fuzz`]), processes run under a deadline
//! ([`process`]), and scratch directories that clean up after themselves.

pub mod fuzz;
pub mod lit;
pub mod peers;
pub mod process;

use std::path::{Path, PathBuf};

pub use tempfile::TempDir;

/// The checkout's root (this crate is `crates/testkit`).
pub fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// A fresh directory under the system's temporary one, named from `prefix`, removed with
/// everything in it when dropped (also when the test panics).
pub fn scratch_dir(prefix: &str) -> TempDir {
    tempfile::Builder::new().prefix(&format!("{prefix}-")).tempdir().expect("a scratch directory")
}

/// `dir`, emptied (created if need be): where a test leaves files to look at after a
/// failure.
pub fn empty_dir(dir: PathBuf) -> PathBuf {
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a directory for the test's files");
    dir
}

/// Every `*.mlir` file below `dir`, in path order (so that reports are stable).
pub fn mlir_files(dir: &Path) -> Vec<PathBuf> {
    fn collect_into(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                collect_into(&path, out);
            } else if path.extension().is_some_and(|ext| ext == "mlir") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    collect_into(dir, &mut out);
    out
}
