//! The `interp` fuzz target's checks (fuzz/src/interp.rs) as a plain test: every seed of
//! fuzz/seeds-interp and fuzz/seeds, then deterministic mutations of them (byte edits,
//! dictionary tokens, splices), each run under the target's budget. The fuzzer explores
//! far more (docs/testing.md, "Fuzzing"); this keeps the harness compiling and holding.

#[path = "../../../fuzz/src/interp.rs"]
mod interp;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use testgen::rng::Rng;

/// Mutated inputs per run (`FUZZ_HARNESS_MUTATIONS` overrides).
const MUTATIONS: usize = 600;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read_dir(dir: &str) -> Vec<Vec<u8>> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.expect("an entry").path())
        .collect();
    paths.sort();
    paths.iter().map(|p| std::fs::read(p).expect("a readable seed")).collect()
}

fn dictionary() -> Vec<Vec<u8>> {
    let text = std::fs::read_to_string(root().join("fuzz/mlir.dict")).expect("fuzz/mlir.dict exists");
    text.lines()
        .filter_map(|l| l.trim().strip_prefix('"')?.strip_suffix('"').map(str::to_owned))
        .map(|t| t.replace("\\\"", "\"").replace("\\\\", "\\").into_bytes())
        .collect()
}

fn mutate(rng: &mut Rng, input: &[u8], seeds: &[Vec<u8>], dict: &[Vec<u8>]) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(out.len() + 1);
        match rng.below(6) {
            0 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] ^= 1 << rng.below(8);
            }
            1 if !out.is_empty() => {
                let end = (at + 1 + rng.below(12)).min(out.len());
                out.drain(at.min(end)..end);
            }
            2 | 3 => {
                let token = &dict[rng.below(dict.len())];
                out.splice(at..at, token.iter().copied());
            }
            4 => {
                let other = &seeds[rng.below(seeds.len())];
                let start = rng.below(other.len().max(1));
                let end = (start + rng.below(200)).min(other.len());
                out.splice(at..at, other[start..end].iter().copied());
            }
            _ => {
                // Small numbers are where sizes, indices and counts go wrong.
                let digits = [b"0".as_slice(), b"1", b"-1", b"2", b"255", b"9223372036854775807"];
                out.splice(at..at, digits[rng.below(digits.len())].iter().copied());
            }
        }
    }
    out
}

fn check(data: &[u8], what: &str) {
    if catch_unwind(AssertUnwindSafe(|| interp::interp(data))).is_err() {
        let path = std::env::temp_dir().join("async-runner-fuzz-harness-interp.mlir");
        let _ = std::fs::write(&path, data);
        panic!(
            "fuzz target `interp` failed on {what}; the input is in {} (reproduce with `cargo fuzz run interp {}`)",
            path.display(),
            path.display()
        );
    }
}

#[test]
fn interp_seeds_and_mutations() {
    let mut seeds = read_dir("fuzz/seeds-interp");
    assert!(seeds.len() >= 20, "fuzz/seeds-interp holds only {} programs (fuzz/make-interp-seeds.py)", seeds.len());
    for (i, s) in seeds.iter().enumerate() {
        check(s, &format!("interp seed #{i}"));
    }
    seeds.extend(read_dir("fuzz/seeds"));
    let dict = dictionary();
    let n = std::env::var("FUZZ_HARNESS_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(MUTATIONS);
    let mut rng = Rng::new(0x1e7e_09e4_2026);
    let interp_seeds = 32.min(seeds.len());
    for i in 0..n {
        // Mostly runnable programs: mutations of lit chunks rarely have an entry point.
        let base = if rng.below(4) == 0 { &seeds[rng.below(seeds.len())] } else { &seeds[rng.below(interp_seeds)] };
        let input = mutate(&mut rng, base, &seeds, &dict);
        check(&input, &format!("mutation #{i}"));
    }
}
