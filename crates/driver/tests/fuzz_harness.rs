//! The fuzz targets' checks (fuzz/src/harness.rs) as a plain test, without libFuzzer:
//! every seed of fuzz/seeds, then a few thousand deterministic mutations of them (byte
//! edits, dictionary tokens from fuzz/mlir.dict, splices). The real fuzzers explore far
//! more; this keeps the harness compiling and its properties holding in every test run.
//! See docs/testing.md, "Fuzzing".

#[path = "../../../fuzz/src/harness.rs"]
#[allow(dead_code)]
mod harness;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use testgen::rng::Rng;

/// Mutated inputs per run (`FUZZ_HARNESS_MUTATIONS` overrides).
const MUTATIONS: usize = 3000;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn seeds() -> Vec<Vec<u8>> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join("fuzz/seeds"))
        .expect("fuzz/seeds exists")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    paths.sort();
    let seeds: Vec<Vec<u8>> = paths.iter().map(|p| std::fs::read(p).expect("a readable seed")).collect();
    assert!(seeds.len() >= 20, "fuzz/seeds holds only {} inputs", seeds.len());
    seeds
}

/// The tokens of fuzz/mlir.dict (`"..."` lines, `\\` and `\"` escaped).
fn dictionary() -> Vec<Vec<u8>> {
    let text = std::fs::read_to_string(root().join("fuzz/mlir.dict")).expect("fuzz/mlir.dict exists");
    text.lines()
        .filter_map(|l| l.trim().strip_prefix('"')?.strip_suffix('"').map(str::to_owned))
        .map(|t| t.replace("\\\"", "\"").replace("\\\\", "\\").into_bytes())
        .collect()
}

fn mutate(rng: &mut Rng, input: &[u8], seeds: &[Vec<u8>], dict: &[Vec<u8>]) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(7) {
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
                // Repeat a stretch: deeper nesting, longer lists.
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
            _ => {
                let i = rng.below(out.len() + 1);
                out.insert(i, b"{}()<>[]%^@!#:,=\"-\n"[rng.below(18)]);
            }
        }
    }
    out
}

/// Runs every target on one input; a failure names the target and keeps the input.
fn check(data: &[u8], what: &str) {
    for (name, target) in [
        ("parse", harness::parse as fn(&[u8])),
        ("parse_verify", harness::parse_verify),
        ("pass", harness::pass),
        ("sharded", harness::sharded),
        ("ref_counting", harness::ref_counting),
    ] {
        if catch_unwind(AssertUnwindSafe(|| target(data))).is_err() {
            let path = std::env::temp_dir().join(format!("async-opt-fuzz-harness-{name}.mlir"));
            let _ = std::fs::write(&path, data);
            panic!(
                "fuzz target `{name}` failed on {what}; the input is in {} (reproduce with \
                 `cargo fuzz run {name} {}`)",
                path.display(),
                path.display()
            );
        }
    }
}

#[test]
fn seeds_pass_every_target() {
    for (i, seed) in seeds().iter().enumerate() {
        check(seed, &format!("seed #{i}"));
    }
}

#[test]
fn deterministic_mutations_pass_every_target() {
    let seeds = seeds();
    let dict = dictionary();
    let n = std::env::var("FUZZ_HARNESS_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(MUTATIONS);
    // The mutations are a function of this seed, the same in every run.
    let mut rng = Rng::new(0x5eed_a57c_0f00_2026);
    for i in 0..n {
        let base = &seeds[rng.below(seeds.len())];
        let input = mutate(&mut rng, base, &seeds, &dict);
        check(&input, &format!("mutation #{i}"));
    }
}
