//! Mutations (placeholder).
use std::path::{Path, PathBuf};
pub fn write_corpus(_seed: u64, _count: usize, _inputs: &[PathBuf], _out: &Path) -> std::io::Result<()> {
    Ok(())
}
