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
