//! The fuzz targets' inputs as a plain test, without libFuzzer: the seed corpora, the
//! dictionary, and deterministic mutations of the seeds. The real fuzzers explore far
//! more (docs/testing.md, "Fuzzing"); this keeps the harnesses compiling and their
//! properties holding in every test run.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

pub use testgen::rng::Rng;

/// Every file of the corpus `dir` (relative to the checkout), in name order.
pub fn corpus(dir: &str) -> Vec<Vec<u8>> {
    let dir = crate::repo_root().join(dir);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    paths.sort();
    paths.iter().map(|p| std::fs::read(p).expect("a readable seed")).collect()
}

/// The tokens of fuzz/mlir.dict (`"..."` lines, `\\` and `\"` escaped).
pub fn dictionary() -> Vec<Vec<u8>> {
    let path = crate::repo_root().join("fuzz/mlir.dict");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter_map(|l| l.trim().strip_prefix('"')?.strip_suffix('"').map(str::to_owned))
        .map(|t| t.replace("\\\"", "\"").replace("\\\\", "\\").into_bytes())
        .collect()
}

/// How many mutations a test runs: `FUZZ_HARNESS_MUTATIONS`, or `default`.
pub fn mutations(default: usize) -> usize {
    std::env::var("FUZZ_HARNESS_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// One to four edits of `input`: bit flips, deletions, dictionary tokens, repeated
/// stretches (deeper nesting, longer lists), splices of other seeds, punctuation and
/// small numbers (where sizes, indices and counts go wrong).
pub fn mutate(rng: &mut Rng, input: &[u8], seeds: &[Vec<u8>], dict: &[Vec<u8>]) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(8) {
            0 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] ^= 1 << rng.below(8);
            }
            1 if !out.is_empty() => {
                let end = (at + 1 + rng.below(16)).min(out.len());
                out.drain(at.min(end)..end);
            }
            2 | 3 => {
                let token = &dict[rng.below(dict.len())];
                out.splice(at..at, token.iter().copied());
            }
            4 if !out.is_empty() => {
                let start = rng.below(out.len());
                let end = (start + 1 + rng.below(64)).min(out.len());
                let piece = out[start..end].to_vec();
                for _ in 0..1 + rng.below(8) {
                    out.splice(at..at, piece.iter().copied());
                }
            }
            5 => {
                let other = &seeds[rng.below(seeds.len())];
                let start = rng.below(other.len().max(1));
                let end = (start + rng.below(256)).min(other.len());
                out.splice(at..at, other[start..end].iter().copied());
            }
            6 => {
                let digits = [b"0".as_slice(), b"1", b"-1", b"2", b"255", b"9223372036854775807"];
                out.splice(at..at, digits[rng.below(digits.len())].iter().copied());
            }
            _ => out.insert(at, b"{}()<>[]%^@!#:,=\"-\n"[rng.below(18)]),
        }
    }
    out
}

/// Runs the fuzz target `name` on `data` (`what` says which input it is); when it
/// panics, the input is kept in a file the failure names, with the command that
/// reproduces it.
pub fn check(name: &str, target: impl Fn(&[u8]), data: &[u8], what: &str) {
    if catch_unwind(AssertUnwindSafe(|| target(data))).is_err() {
        let path = std::env::temp_dir().join(format!("async-opt-fuzz-harness-{name}.mlir"));
        let _ = std::fs::write(&path, data);
        panic!(
            "fuzz target `{name}` failed on {what}; the input is in {} (reproduce with `cargo fuzz run {name} {}`)",
            path.display(),
            path.display()
        );
    }
}
