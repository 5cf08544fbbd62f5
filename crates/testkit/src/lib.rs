//! What async-opt's test suites share: where the reference tools live and whether they
//! are there ([`peers`]), a lit runner for `// RUN:` lines ([`lit`]), the fuzz targets'
//! input mutation as a plain test ([`fuzz`]), and processes run under a deadline
//! ([`process`]).

pub mod fuzz;
pub mod lit;
pub mod peers;
pub mod process;

use std::path::{Path, PathBuf};

/// The checkout's root (this crate is `crates/testkit`).
pub fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
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
